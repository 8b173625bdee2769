/**
 * Events live in one table. A position is (transaction id << 20) + the event's index in its
 * append, so the global order is the order of transaction ids. A reader only reads below
 * (oldest transaction still running << 20): every event there is committed and nothing can
 * later commit below it, so a subscriber never skips an event that commits late.
 */
export const POSITION_SHIFT = 20n;
export const MAX_EVENTS_PER_APPEND = 1 << 20;

export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS es_events (
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
);
`;

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
