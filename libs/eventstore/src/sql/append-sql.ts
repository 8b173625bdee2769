import type { ExpectedRevision } from '../types';

/** How an expected revision claims its stream's row in es_streams; each returns (stream_key, revision) when it passes. */
const CLAIM = {
  // A new stream: its row is made with the revision of its last event; an existing one refuses.
  no_stream: `INSERT INTO es_streams (stream_id, revision) VALUES ($1, cardinality($2::uuid[]) - 1)
  ON CONFLICT (stream_id) DO NOTHING RETURNING stream_key, revision`,
  // Made or moved on, whichever the stream needs; the row's lock orders concurrent appends.
  any: `INSERT INTO es_streams AS s (stream_id, revision) VALUES ($1, cardinality($2::uuid[]) - 1)
  ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + cardinality($2::uuid[])
  RETURNING s.stream_key, s.revision`,
  stream_exists: `UPDATE es_streams SET revision = revision + cardinality($2::uuid[])
  WHERE stream_id = $1 RETURNING stream_key, revision`,
  exact: `UPDATE es_streams SET revision = revision + cardinality($2::uuid[])
  WHERE stream_id = $1 AND revision = $6::bigint RETURNING stream_key, revision`,
} as const;

export type ClaimKind = keyof typeof CLAIM;

/** The statement for an expected revision (an expected -1 is a stream that does not exist yet). */
export function claimKind(expected: ExpectedRevision): ClaimKind {
  if (typeof expected !== 'number') return expected;
  return expected < 0 ? 'no_stream' : 'exact';
}

/**
 * One append: claims the stream's revisions on its row, then writes the events after them. No
 * row comes back when the expected revision does not hold (nothing is written then). Parameters:
 * stream id, event ids, types, data and metadata as JSON text, and the expected revision for `exact`.
 * The position of the last event is (transaction id << 20) + the number of events.
 */
export function appendSql(kind: ClaimKind): string {
  return `
WITH s AS (${CLAIM[kind]}),
ins AS (
  INSERT INTO es_events (position, stream_key, stream_id, revision, event_id, type, data, metadata)
  SELECT (pg_current_xact_id()::text::bigint << 20) + t.ord, s.stream_key, $1,
         s.revision - cardinality($2::uuid[]) + t.ord, t.id, t.type, t.data::jsonb, t.meta::jsonb
  FROM s, unnest($2::uuid[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS t(id, type, data, meta, ord)
)
SELECT ((pg_current_xact_id()::text::bigint << 20) + cardinality($2::uuid[]))::text AS position,
       s.revision::text AS revision
FROM s`;
}

/** The stream's current revision, or no row for a stream that does not exist. */
export const CURRENT_REVISION_SQL = `SELECT revision::text AS rev FROM es_streams WHERE stream_id = $1`;
