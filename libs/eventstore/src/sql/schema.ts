/**
 * Events live in one table. A position is (transaction id << 20) + the event's index in its
 * append, so the global order is the order of transaction ids. A reader only reads below
 * (oldest transaction still running << 20): every event there is committed and nothing can
 * later commit below it, so a subscriber never skips an event that commits late.
 */
export const POSITION_SHIFT = 20n;
export const MAX_EVENTS_PER_APPEND = 1 << 20;

/**
 * Each stream has a row in es_streams: a compact numeric key and its current revision. An append
 * checks and moves the revision on that one row (its lock orders appends to a stream), and the
 * events' per-stream index is on (stream_key, revision), two numbers, instead of on text. The
 * events keep their stream's name too, so reads need no join.
 */
/** Taken while the schema is made or brought up to date, so processes opening a store together do it once. */
export const SCHEMA_LOCK_SQL = 'SELECT pg_advisory_xact_lock(7368113)';

export const SCHEMA_SQL: readonly string[] = [
  // Streams are found by name only; the key comes from the identity's sequence, unique without an
  // index. Names compare byte by byte (collation "C"): only equality is asked of them, and that is
  // cheaper than comparing by the database's locale.
  `CREATE TABLE IF NOT EXISTS es_streams (
  stream_id  text COLLATE "C" PRIMARY KEY,
  stream_key bigint NOT NULL GENERATED ALWAYS AS IDENTITY,
  revision   bigint NOT NULL
)`,
  `CREATE TABLE IF NOT EXISTS es_events (
  position   bigint PRIMARY KEY,
  stream_key bigint NOT NULL,
  stream_id  text NOT NULL,
  revision   bigint NOT NULL,
  event_id   uuid NOT NULL,
  type       text NOT NULL,
  data       jsonb NOT NULL,
  metadata   jsonb NOT NULL,
  created    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT es_events_event_id_key UNIQUE (event_id),
  CONSTRAINT es_events_stream_key_revision_key UNIQUE (stream_key, revision)
)`,
  // A store made before es_streams: give every stream its row and key, then swap the index on
  // (stream_id, revision) for the one on (stream_key, revision).
  `DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema()
             AND table_name = 'es_events' AND column_name = 'stream_key') THEN
    RETURN;
  END IF;
  LOCK TABLE es_events IN ACCESS EXCLUSIVE MODE;
  ALTER TABLE es_events ADD COLUMN stream_key bigint;
  INSERT INTO es_streams (stream_id, revision)
    SELECT stream_id, max(revision) FROM es_events GROUP BY stream_id ORDER BY min(position);
  UPDATE es_events e SET stream_key = s.stream_key FROM es_streams s WHERE s.stream_id = e.stream_id;
  ALTER TABLE es_events ALTER COLUMN stream_key SET NOT NULL;
  ALTER TABLE es_events ADD CONSTRAINT es_events_stream_key_revision_key UNIQUE (stream_key, revision);
  ALTER TABLE es_events DROP CONSTRAINT IF EXISTS es_events_stream_revision_key;
END
$$`,
];

/** Everything below this position is committed and final. */
export const BOUNDARY_SQL = `(SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint << 20)`;

/**
 * The columns of an event as read. `created` travels as milliseconds since the epoch (exact: the
 * epoch is numeric), which is much cheaper to turn into a Date than timestamp text. PostgreSQL's
 * driver gives int8 and uuid as text already; PGlite gives int8 as a JavaScript number, which
 * could lose digits of a position, so for it they are cast to text.
 */
const CREATED_MS = `floor(extract(epoch from created) * 1000)::int8 AS created`;
export const EVENT_COLUMNS = {
  postgres: `position, stream_id, revision, event_id, type, data, metadata, ${CREATED_MS}`,
  pglite: `position::text AS position, stream_id, revision::text AS revision, event_id::text AS event_id, type, data, metadata, ${CREATED_MS}`,
} as const;

export interface EventRow {
  position: string;
  stream_id: string;
  revision: string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  /** Milliseconds since the epoch. */
  created: string | number;
}
