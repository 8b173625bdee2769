import { QueryClient } from '@tanstack/react-query';
import { fakeSocket } from '../testing/fake-socket';
import { LIVE_BATCH_MS, connectLive } from './live';

/** Its own file: the live module keeps the last position for the page's life. */
describe("a page's first live connection", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("starts a page's first connection at the server's last change, so a page load refetches nothing", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['forum_sections', 'menus', 'Admin'], { menus: [] });
    const stale = () =>
      queryClient
        .getQueryCache()
        .findAll({ stale: true, type: 'all' })
        .filter((q) => q.state.isInvalidated);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const { socket, emitted, serverSays } = fakeSocket();
    const close = connectLive(queryClient, socket);

    serverSays('connect');
    serverSays('live.ready', { role: 'Admin', position: '700' });
    jest.advanceTimersByTime(LIVE_BATCH_MS);

    expect(emitted).toEqual([['live.resume', { position: '700' }]]);
    expect(invalidate).not.toHaveBeenCalled();
    expect(stale()).toEqual([]);
    // A reconnect resumes from the last change seen, not from the server's latest.
    serverSays('disconnect', 'transport close');
    serverSays('connect');
    serverSays('live.ready', { role: 'Admin', position: '900' });
    expect(emitted.at(-1)).toEqual(['live.resume', { position: '700' }]);
    close();
  });
});
