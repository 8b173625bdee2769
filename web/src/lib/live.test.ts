import { QueryClient } from '@tanstack/react-query';
import { fakeSocket } from '../testing/fake-socket';
import { LIVE_BATCH_MS, connectLive, lastHeardAt, onLiveChange } from './live';

function watchedQueries() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['sysset', 'view'], { version: 1 });
  queryClient.setQueryData(['sysset', 'history', { page: 1, size: 20 }], []);
  queryClient.setQueryData(['customer', 'list'], []);
  const stale = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey[0]);
  return { queryClient, stale };
}

describe('live updates', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks to resume once the server has accepted the handshake, not on connect', () => {
    const { queryClient } = watchedQueries();
    const { socket, emitted, serverSays } = fakeSocket();
    const close = connectLive(queryClient, socket);

    serverSays('connect');
    expect(emitted).toEqual([]); // the rooms are not joined yet: events sent now would be lost

    serverSays('live.ready', { role: 'Admin' });
    expect(emitted).toEqual([['live.resume', { position: '0' }]]);
    close();
  });

  it('asks to resume from 0 at first, then from the highest position seen, on every reconnect', () => {
    const { queryClient } = watchedQueries();
    const { socket, emitted, serverSays } = fakeSocket();
    const close = connectLive(queryClient, socket);

    serverSays('connect');
    serverSays('live.ready', { role: 'Admin' });
    serverSays('readmodel.changed', { readModel: 'sysset', ids: ['sysset'], position: '9007199254740993' });
    serverSays('readmodel.changed', { readModel: 'sysset', ids: ['sysset'], position: '120' }); // late, older
    serverSays('disconnect', 'transport close');
    serverSays('connect');
    serverSays('live.ready', { role: 'Admin' });

    expect(emitted).toEqual([
      ['live.resume', { position: '0' }],
      ['live.resume', { position: '9007199254740993' }],
    ]);
    close();
  });

  it('invalidates the queries of the read model that changed, and only those', () => {
    const { queryClient, stale } = watchedQueries();
    const { socket, serverSays } = fakeSocket();
    const close = connectLive(queryClient, socket);

    serverSays('readmodel.changed', { readModel: 'sysset', ids: ['sysset'], position: '5' });
    jest.advanceTimersByTime(LIVE_BATCH_MS);

    expect(stale()).toEqual(['sysset', 'sysset']);
    close();
  });

  it('refetches a read model once for a burst of its changes (a resume replaying many)', () => {
    const { queryClient } = watchedQueries();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const { socket, serverSays } = fakeSocket();
    const close = connectLive(queryClient, socket);

    for (let i = 1; i <= 40; i++)
      serverSays('readmodel.changed', { readModel: 'login_log', ids: [String(i)], position: String(i) });
    serverSays('readmodel.changed', { readModel: 'sysset', ids: ['sysset'], position: '41' });
    expect(invalidate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(LIVE_BATCH_MS);

    expect(invalidate.mock.calls).toEqual([[{ queryKey: ['login_log'] }], [{ queryKey: ['sysset'] }]]);
    close();
  });

  it('invalidates a view made of several read models when any one it names changes (a refund reaching the money card)', () => {
    const { queryClient, stale } = watchedQueries();
    const money = queryClient.getQueryCache().build(queryClient, {
      queryKey: ['finance_receipts', 'money', 'c1', 0],
      meta: { readModels: ['finance_payments', 'orders'] },
    });
    money.setData({ refunds: '0' });
    const { socket, serverSays } = fakeSocket();
    const close = connectLive(queryClient, socket);

    serverSays('readmodel.changed', { readModel: 'finance_payments', ids: ['p1'], position: '7' });
    jest.advanceTimersByTime(LIVE_BATCH_MS);

    expect(stale()).toEqual(['finance_receipts']);
    close();
  });

  it('invalidates everything when the server says we were away too long to catch up', () => {
    const { queryClient, stale } = watchedQueries();
    const { socket, serverSays } = fakeSocket();
    const close = connectLive(queryClient, socket);

    serverSays('readmodel.changed', { readModel: 'sysset', ids: ['sysset'], position: '4' });
    serverSays('readmodel.changed', { readModel: '*', ids: [], position: '5' });
    jest.advanceTimersByTime(LIVE_BATCH_MS);

    expect(stale()).toEqual(['sysset', 'sysset', 'customer']);
    close();
  });

  it('stops reconnecting when the server refuses the handshake', () => {
    const { queryClient } = watchedQueries();
    const { socket, connect, emitted, serverSays } = fakeSocket();
    const close = connectLive(queryClient, socket);

    serverSays('connect');
    serverSays('live.unauthorized', {});
    serverSays('disconnect', 'io server disconnect');

    expect(connect).not.toHaveBeenCalled();
    expect(emitted).toEqual([]);
    close();
  });

  it('keeps when the server last spoke: its acceptance, a heartbeat or a change', () => {
    const { queryClient } = watchedQueries();
    const { socket, serverSays } = fakeSocket();
    const close = connectLive(queryClient, socket);
    jest.setSystemTime(Date.parse('2026-11-27T10:00:00Z'));
    serverSays('live.ready', { role: 'Product', position: '1' });
    expect(lastHeardAt()).toBe(Date.parse('2026-11-27T10:00:00Z'));

    jest.setSystemTime(Date.parse('2026-11-27T10:00:05Z'));
    serverSays('live.heartbeat', { position: '1' });
    expect(lastHeardAt()).toBe(Date.parse('2026-11-27T10:00:05Z'));

    jest.setSystemTime(Date.parse('2026-11-27T10:00:07Z'));
    serverSays('readmodel.changed', { readModel: 'machines', ids: ['m-1'], position: '2' });
    expect(lastHeardAt()).toBe(Date.parse('2026-11-27T10:00:07Z'));
    close();
  });

  it('tells a screen each change with its position as it arrives, before the batched refetch', () => {
    const { queryClient } = watchedQueries();
    const { socket, serverSays } = fakeSocket();
    const close = connectLive(queryClient, socket);
    const seen: string[] = [];
    const stop = onLiveChange((change) => seen.push(`${change.readModel}@${change.position}`));

    serverSays('readmodel.changed', { readModel: 'production_stages', ids: ['o-1:printing'], position: '7' });
    stop();
    serverSays('readmodel.changed', { readModel: 'production_stages', ids: ['o-1:printing'], position: '8' });

    expect(seen).toEqual(['production_stages@7']);
    close();
  });
});
