import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createTestDatabase, describeWithPostgres } from '../support/services';
import { openStore, streams } from './support';

const ROOT = path.resolve(__dirname, '../..');
const LAUNCHER = path.join(ROOT, 'test/faults/support/run-from-source.mjs');
const ROUNDS = 6;

type StepData = { append: string; k: number; of: number };

/** Starts the appender and resolves once it has answered `warmUp` appends, with what it answered. */
function startAppender(url: string, tag: string) {
  const child: ChildProcess = spawn(process.execPath, [LAUNCHER, 'test/crash/group-appender.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', APPENDER_DATABASE_URL: url, APPENDER_TAG: tag },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const answered = new Set<string>();
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.startsWith('ok ')) answered.add(line.slice(3));
  });
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close' comes after the last of its output has been read, unlike 'exit'.
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return { child, answered, exited, output: () => output };
}

describeWithPostgres('kill -9 while appends commit in groups', () => {
  it('leaves every append whole or absent, every answered one written, round after round', async () => {
    const db = await createTestDatabase();
    const reader = await openStore(db.url);
    const answered = new Set<string>();
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const appender = startAppender(db.url, `r${round}`);
        // Let it start and get going, then kill it at a random instant.
        const deadline = Date.now() + 60_000;
        while (appender.answered.size < 50 && Date.now() < deadline && appender.child.exitCode === null)
          await new Promise((r) => setTimeout(r, 20));
        expect(appender.output()).toBe('');
        expect(appender.answered.size).toBeGreaterThanOrEqual(50);
        await new Promise((r) => setTimeout(r, Math.random() * 400));
        appender.child.kill('SIGKILL');
        await appender.exited;
        for (const a of appender.answered) answered.add(a);
      }

      const all = await streams(reader);
      const written = new Map<string, StepData[]>();
      let positions: bigint[] = [];
      for (const [streamId, events] of all) {
        // Revisions without gaps: nothing half-written inside a stream.
        expect(events.map((e) => e.revision)).toEqual(events.map((_, i) => i));
        positions = positions.concat(events.map((e) => e.position));
        for (const e of events) {
          const data = e.data as StepData;
          written.set(data.append, [...(written.get(data.append) ?? []), data]);
          expect(streamId.startsWith('shared-') || streamId.endsWith(`-${data.append.split('-')[1]}`)).toBe(
            true,
          );
        }
      }
      expect(new Set(positions.map(String)).size).toBe(positions.length);
      // Every append is whole (all its events, in order) or absent.
      for (const [append, events] of written) {
        expect({ append, ks: events.map((e) => e.k) }).toEqual({
          append,
          ks: Array.from({ length: events[0]!.of }, (_, k) => k),
        });
      }
      // Every append the store answered was written.
      const missing = [...answered].filter((a) => !written.has(a));
      expect(missing).toEqual([]);
      expect(written.size).toBeGreaterThanOrEqual(answered.size);
    } finally {
      await reader.close();
      await db.drop();
    }
  }, 240_000);
});
