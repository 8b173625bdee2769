/**
 * Run in a child process by group-commit-crash.e2e.test.ts: appends for ever, 8 at a time through
 * one store (so appends wait and commit in groups), each append 1 to 4 events to its own stream or
 * to one of a few shared ones, and prints a line for each append the store answered.
 */
import { SqlEventStore, createPostgresPool } from '@packflow/eventstore';

async function main(): Promise<void> {
  const url = process.env.APPENDER_DATABASE_URL as string;
  const tag = process.env.APPENDER_TAG as string;
  const pool = createPostgresPool(url, 4);
  const store = await SqlEventStore.open(pool);
  let n = 0;
  const writer = async (w: number): Promise<void> => {
    for (;;) {
      const i = n++;
      const size = 1 + (i % 4);
      const shared = i % 5 === 0;
      const stream = shared ? `shared-${i % 3}` : `own-${tag}-${i}`;
      const events = Array.from({ length: size }, (_, k) => ({
        type: 'Step',
        data: { append: `${tag}-${i}`, k, of: size, writer: w },
      }));
      await store.appendToStream(stream, events, { expectedRevision: shared ? 'any' : 'no_stream' });
      process.stdout.write(`ok ${tag}-${i}\n`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, (_, w) => writer(w)));
}

main().catch((error: unknown) => {
  process.stderr.write(String(error));
  process.exit(1);
});
