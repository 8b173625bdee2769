import { LIVE_EVENTS, LIVE_HEARTBEAT_MS, type LiveHeartbeat } from '@packflow/contracts';
import { liveSocket, socketReady } from '../support/api-client';
import { PGLITE, describeOn, useTestApi } from '../support/test-api';

/** The live connection's heartbeat: a board on the shop floor tells a quiet floor from a dead connection by it. */
describeOn(PGLITE, 'the live heartbeat', () => {
  const t = useTestApi(PGLITE);

  it('reaches a connected client every few seconds, with the last position the server has heard of', async () => {
    const socket = liveSocket(t.api.url, (await t.admin()).session!);
    const beats: { at: number; beat: LiveHeartbeat }[] = [];
    socket.on(LIVE_EVENTS.heartbeat, (beat: LiveHeartbeat) => beats.push({ at: Date.now(), beat }));
    try {
      await socketReady(socket);
      const deadline = Date.now() + 3 * LIVE_HEARTBEAT_MS;
      while (beats.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(beats.length).toBeGreaterThanOrEqual(2);
      expect(beats[1]!.at - beats[0]!.at).toBeGreaterThan(LIVE_HEARTBEAT_MS / 2);
      expect(beats[1]!.at - beats[0]!.at).toBeLessThan(LIVE_HEARTBEAT_MS * 2);
      expect(beats[0]!.beat.position).toMatch(/^\d+$/);
    } finally {
      socket.disconnect();
    }
  }, 60_000);
});
