import {
  SqlEventStore,
  type SqlPool,
  WrongExpectedRevisionError,
  createPglitePool,
  createPostgresPool,
  openPglite,
} from '@packflow/eventstore';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, pgUrl } from '../support/services';

/** The events table as stores made before es_streams have it. */
const OLD_SCHEMA = `
CREATE TABLE es_events (
  position   bigint PRIMARY KEY,
  stream_id  text NOT NULL,
  revision   bigint NOT NULL,
  event_id   uuid NOT NULL,
  type       text NOT NULL,
  data       jsonb NOT NULL,
  metadata   jsonb NOT NULL,
  created    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT es_events_event_id_key UNIQUE (event_id),
  CONSTRAINT es_events_stream_revision_key UNIQUE (stream_id, revision)
)`;

const OLD_EVENTS: [string, number][] = [
  ['order-1', 0],
  ['order-2', 0],
  ['order-1', 1],
  ['order-1', 2],
];

async function seedOldStore(pool: SqlPool): Promise<string[]> {
  await pool.query(OLD_SCHEMA);
  const ids: string[] = [];
  for (const [i, [stream, revision]] of OLD_EVENTS.entries()) {
    const id = randomUUID();
    ids.push(id);
    await pool.query(
      `INSERT INTO es_events (position, stream_id, revision, event_id, type, data, metadata)
       VALUES (((pg_current_xact_id()::text::bigint) << 20) + 1, $1, $2, $3, $4, '{}', '{}')`,
      [stream, revision, id, `Old${i}`],
    );
  }
  return ids;
}

const adapters: {
  name: string;
  unavailable?: string;
  pool(): Promise<{ pool: SqlPool; drop(): Promise<void> }>;
}[] = [
  {
    name: 'PGlite',
    pool: async () => ({ pool: createPglitePool(await openPglite()), drop: async () => undefined }),
  },
  {
    name: 'PostgreSQL',
    unavailable: pgUrl ? undefined : 'no PostgreSQL',
    pool: async () => {
      const db = await createTestDatabase();
      return { pool: createPostgresPool(db.url, 8), drop: db.drop };
    },
  },
];

for (const adapter of adapters) {
  (adapter.unavailable ? describe.skip : describe)(
    `an event store made before es_streams (${adapter.name})`,
    () => {
      it('gets a row per stream at its last revision, and reads, appends and retries as before', async () => {
        const { pool, drop } = await adapter.pool();
        try {
          const ids = await seedOldStore(pool);
          // Two processes opening the store at once migrate it once.
          const [store, other] = await Promise.all([SqlEventStore.open(pool), SqlEventStore.open(pool)]);
          await other.close();
          const { rows: streams } = await pool.query<{ stream_id: string; revision: string }>(
            'SELECT stream_id, revision::text FROM es_streams ORDER BY stream_key',
          );
          expect(streams).toEqual([
            { stream_id: 'order-1', revision: '2' },
            { stream_id: 'order-2', revision: '0' },
          ]);
          const { rows: constraints } = await pool.query<{ conname: string }>(
            `SELECT conname FROM pg_constraint WHERE conrelid = 'es_events'::regclass AND contype = 'u' ORDER BY conname`,
          );
          expect(constraints.map((c) => c.conname)).toEqual([
            'es_events_event_id_key',
            'es_events_stream_key_revision_key',
          ]);

          expect((await store.readStream('order-1')).map((e) => [e.type, e.revision])).toEqual([
            ['Old0', 0],
            ['Old2', 1],
            ['Old3', 2],
          ]);
          await expect(
            store.appendToStream('order-1', [{ type: 'New', data: {} }], { expectedRevision: 1 }),
          ).rejects.toMatchObject({ actual: 2 });
          await expect(
            store.appendToStream('order-2', [{ type: 'New', data: {} }], { expectedRevision: 'no_stream' }),
          ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
          const next = await store.appendToStream('order-1', [{ type: 'New', data: {} }], {
            expectedRevision: 2,
          });
          expect(next.nextExpectedRevision).toBe(3);
          // An append of old events' ids is a retry of theirs, answered as it was.
          const replay = await store.appendToStream('order-2', [{ id: ids[1], type: 'Old1', data: {} }], {
            expectedRevision: 'no_stream',
          });
          expect(replay.nextExpectedRevision).toBe(0);
          expect((await store.readStream('order-2')).map((e) => e.type)).toEqual(['Old1']);
          await store.close();
        } finally {
          await pool.end();
          await drop();
        }
      });
    },
  );
}
