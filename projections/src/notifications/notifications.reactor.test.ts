import { account, notifications } from '@packflow/domain';
import { type RecordedEvent, SqlEventStore, createPglitePool, openPglite } from '@packflow/eventstore';
import { CommandRunner } from '@packflow/platform';
import { notificationsReactor } from './notifications.reactor';

const { inbox, staffDirectory } = notifications;

/**
 * The notifications reactor as a process: given accounts and a quotation sent to review, then
 * each reviewer's stream holds one notification; delivered again (after a crash, a replay) nothing more.
 */
describe('notifications reactor', () => {
  let store: SqlEventStore;
  let commands: CommandRunner;
  const meta = (userId: string | null) => ({
    userId,
    role: 'OperatorIndex',
    at: new Date('2026-11-24T08:00:00Z'),
    correlationId: 'req-1',
  });

  beforeAll(async () => {
    store = await SqlEventStore.open(createPglitePool(await openPglite()), { pollIntervalMs: 200 });
    commands = new CommandRunner(store);
  });
  afterAll(() => store.close());

  const streamOf = async (id: string) => store.readStream(id).catch(() => [] as RecordedEvent[]);
  const last = async (id: string) => (await streamOf(id)).at(-1)!;

  async function register(id: string, role: string, areacode: string | null): Promise<void> {
    const profile = {
      nickname: `N ${id}`,
      username: id,
      phone: '13900000000',
      sex: '男',
      role,
      roles: [role],
      areacode,
      country: null,
      is_from: null,
      wage: null,
      work_wage: null,
      headimg: '',
    } as unknown as account.AccountProfile;
    await store.appendToStream(account.accountStream(id), [
      { type: 'AccountRegistered', data: { id, profile, passwordHash: 'x' }, metadata: { userId: 'admin' } },
    ]);
    await notificationsReactor.react(await last(account.accountStream(id)), commands);
  }

  it('tells each reviewer once, however often the event is delivered, and nobody else', async () => {
    await register('admin', 'Admin', null);
    await register('boss', 'OperatorManage', 'Q');
    await register('boss-l', 'OperatorManage', 'L');
    await register('sales', 'OperatorIndex', 'Q');
    await register('sales-2', 'OperatorIndex', 'Q');
    const directory = await commands.load(
      staffDirectory.staffDirectoryDecider,
      staffDirectory.STAFF_DIRECTORY_STREAM,
    );
    expect(Object.keys(directory.entries).sort()).toEqual(['admin', 'boss', 'boss-l', 'sales', 'sales-2']);

    await store.appendToStream('quotation-q1', [
      {
        type: 'QuotationGenerated',
        data: { id: 'q1', number: 'BJ1', owner: { id: 'sales', role: 'OperatorIndex' }, status: 'pending' },
        metadata: { userId: 'sales', at: new Date().toISOString() },
      },
    ]);
    const requested = await last('quotation-q1');
    await notificationsReactor.react(requested, commands);
    const head = await store.headPosition();
    await notificationsReactor.react(requested, commands);
    expect(await store.headPosition()).toBe(head);

    for (const reviewer of ['admin', 'boss']) {
      const sent = await streamOf(inbox.inboxStream(reviewer));
      expect(sent.map((e) => e.type)).toEqual(['NotificationSent']);
      expect(sent[0]!.data).toMatchObject({
        recipientId: reviewer,
        kind: 'quotation.reviewRequested',
        params: { number: 'BJ1', owner: 'N sales' },
        link: { kind: 'quotation', id: 'q1' },
        sourceEventId: requested.id,
      });
      expect(sent[0]!.metadata).toMatchObject({
        causationId: requested.id,
        correlationId: requested.metadata.correlationId ?? requested.id,
      });
    }
    for (const nobody of ['boss-l', 'sales', 'sales-2'])
      expect(await streamOf(inbox.inboxStream(nobody))).toEqual([]);

    // The decision goes back to the salesman, once.
    await store.appendToStream('quotation-q1', [
      { type: 'QuotationApproved', data: { reason: 'ok', at: '' }, metadata: { userId: 'boss' } },
    ]);
    const approved = await last('quotation-q1');
    await notificationsReactor.react(approved, commands);
    await notificationsReactor.react(approved, commands);
    expect((await streamOf(inbox.inboxStream('sales'))).map((e) => e.data)).toEqual([
      expect.objectContaining({ kind: 'quotation.approved', params: { number: 'BJ1', reason: 'ok' } }),
    ]);
  });

  it('stops telling a disabled reviewer', async () => {
    await commands.run(
      account.accountDecider,
      account.accountStream('boss'),
      { type: 'DisableAccount', data: { actorId: 'admin' } },
      meta('admin'),
    );
    await notificationsReactor.react(await last(account.accountStream('boss')), commands);
    await store.appendToStream('quotation-q2', [
      {
        type: 'QuotationGenerated',
        data: { id: 'q2', number: 'BJ2', owner: { id: 'sales', role: 'OperatorIndex' }, status: 'pending' },
        metadata: { userId: 'sales' },
      },
    ]);
    await notificationsReactor.react(await last('quotation-q2'), commands);
    expect((await streamOf(inbox.inboxStream('boss'))).length).toBe(1);
    expect((await streamOf(inbox.inboxStream('admin'))).length).toBe(2);
  });

  it('sends no stale news: an event older than a week tells nobody', async () => {
    const old = new Date(Date.now() - (notifications.NEWS_DAYS + 1) * 864e5).toISOString();
    await store.appendToStream('quotation-q3', [
      {
        type: 'QuotationGenerated',
        data: { id: 'q3', number: 'BJ3', owner: { id: 'sales', role: 'OperatorIndex' }, status: 'pending' },
        metadata: { userId: 'sales', at: old },
      },
    ]);
    await notificationsReactor.react(await last('quotation-q3'), commands);
    expect((await streamOf(inbox.inboxStream('admin'))).length).toBe(2);
  });
});
