import type { AppendResult, EventData, ExpectedRevision } from '../types';

/** One append waiting to be committed: its events carry their ids already. */
export interface QueuedAppend {
  streamId: string;
  events: readonly (EventData & { id: string })[];
  expectedRevision: ExpectedRevision;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

export interface AppendGroupOptions {
  /** Statements committing appends at once; the appends that arrive meanwhile wait and go together. */
  maxInFlight: number;
  /** Events one group may hold (positions give each transaction 2^20). */
  maxEvents: number;
}

/**
 * Group commit of concurrent appends. While `maxInFlight` commits are running, the appends that
 * arrive wait; when one finishes, everything waiting goes in one statement, so eight appenders
 * pay about one round trip and one commit between them instead of eight. A lone append is not
 * delayed: it goes at once when a slot is free. Two appends to one stream never share a group
 * (revisions are counted per statement); the later one waits for the next, keeping their order.
 */
export class AppendGroups {
  private readonly queue: QueuedAppend[] = [];
  private inFlight = 0;

  constructor(
    private readonly options: AppendGroupOptions,
    /** Commits one group (one or more appends) and settles each of its appends. */
    private readonly commit: (group: QueuedAppend[]) => Promise<void>,
  ) {}

  submit(
    streamId: string,
    events: QueuedAppend['events'],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult> {
    return new Promise<AppendResult>((resolve, reject) => {
      this.queue.push({ streamId, events, expectedRevision, resolve, reject });
      this.drain();
    });
  }

  private drain(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const group = this.take();
      this.inFlight++;
      void this.commit(group)
        .catch((error: unknown) => {
          for (const append of group) append.reject(error);
        })
        .finally(() => {
          this.inFlight--;
          this.drain();
        });
    }
  }

  /** The waiting appends that may go together, oldest first; the rest keep their places. */
  private take(): QueuedAppend[] {
    const group: QueuedAppend[] = [];
    const streams = new Set<string>();
    let events = 0;
    let kept = 0;
    for (const append of this.queue) {
      const fits = group.length === 0 || events + append.events.length <= this.options.maxEvents;
      if (fits && !streams.has(append.streamId)) {
        group.push(append);
        events += append.events.length;
      } else {
        this.queue[kept++] = append;
      }
      // Every later append to this stream waits too, so a stream's appends keep their order.
      streams.add(append.streamId);
    }
    this.queue.length = kept;
    return group;
  }
}

/** An expected revision as one number of the group statement's array. */
export function expectedCode(expected: ExpectedRevision): number {
  if (expected === 'any') return -2;
  if (expected === 'no_stream') return -1;
  if (expected === 'stream_exists') return -3;
  return expected;
}

/** How each kind of expected revision claims its streams' rows; each returns (stream_key, stream_id, revision). */
const GROUP_CLAIMS = {
  // A new stream: its row is made with the revision of its last event. A stream that exists
  // already fails the statement (a plain insert costs less than one that may conflict, and the
  // conflict is rare): the group's appends are then made one by one, which refuses that one alone.
  fresh: `INSERT INTO es_streams (stream_id, revision)
  SELECT stream_id, cnt - 1 FROM a WHERE expected = -1 ORDER BY n
  RETURNING stream_key, stream_id, revision`,
  // Made or moved on, whichever the stream needs.
  anyrev: `INSERT INTO es_streams AS s (stream_id, revision)
  SELECT stream_id, cnt - 1 FROM a WHERE expected = -2 ORDER BY n
  ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + excluded.revision + 1
  RETURNING s.stream_key, s.stream_id, s.revision`,
  // An existing stream, at the expected revision when one is given.
  moved: `UPDATE es_streams s SET revision = s.revision + a.cnt FROM a
  WHERE s.stream_id = a.stream_id AND (a.expected = -3 OR (a.expected >= 0 AND s.revision = a.expected))
  RETURNING s.stream_key, s.stream_id, s.revision`,
} as const;

type GroupClaim = keyof typeof GROUP_CLAIMS;

const claimOf = (code: number): GroupClaim => (code === -1 ? 'fresh' : code === -2 ? 'anyrev' : 'moved');

/**
 * Appends to several streams in one statement, so in one transaction: each append claims its
 * stream's revisions on the stream's row in es_streams, as its expected revision allows, and its
 * events are written only if the claim passed; the others are untouched. One row per append: the
 * last revision written and the last position (both null when its check failed). Positions follow
 * the order of the events in the statement. The statement holds only the claims its appends use,
 * and is named after them, so it is prepared once per combination.
 */
export function groupAppendSql(codes: readonly number[]): { name: string; text: string } {
  const used = (Object.keys(GROUP_CLAIMS) as GroupClaim[]).filter((claim) =>
    codes.some((code) => claimOf(code) === claim),
  );
  const text = `
WITH a AS (
  SELECT a.n, a.stream_id, a.expected, a.cnt, sum(a.cnt) OVER (ORDER BY a.n) AS last
  FROM unnest($1::text[], $2::bigint[], $3::int[]) WITH ORDINALITY AS a(stream_id, expected, cnt, n)
),
${used.map((claim) => `${claim} AS (\n  ${GROUP_CLAIMS[claim]}\n),`).join('\n')}
ok AS (
  SELECT a.n, a.cnt, a.last, c.stream_key, c.stream_id, c.revision
  FROM (${used.map((claim) => `SELECT * FROM ${claim}`).join(' UNION ALL ')}) c
  JOIN a ON a.stream_id = c.stream_id
),
ins AS (
  INSERT INTO es_events (position, stream_key, stream_id, revision, event_id, type, data, metadata)
  SELECT (pg_current_xact_id()::text::bigint << 20) + t.ord, ok.stream_key, ok.stream_id,
         ok.revision - ok.cnt + t.ord - (ok.last - ok.cnt), t.id, t.type, t.data::jsonb, t.meta::jsonb
  FROM unnest($4::int[], $5::uuid[], $6::text[], $7::text[], $8::text[])
       WITH ORDINALITY AS t(n, id, type, data, meta, ord)
  JOIN ok ON ok.n = t.n
)
SELECT a.n::int AS n, ok.revision::text AS revision,
       CASE WHEN ok.n IS NOT NULL THEN ((pg_current_xact_id()::text::bigint << 20) + a.last)::text END AS position
FROM a LEFT JOIN ok ON ok.n = a.n ORDER BY a.n`;
  return { name: `es_append_group_${used.join('_')}`, text };
}

/** The parameters of groupAppendSql for a group. */
export function groupAppendParams(group: readonly QueuedAppend[]): unknown[] {
  const owners: number[] = [];
  const ids: string[] = [];
  const types: string[] = [];
  const data: string[] = [];
  const metadata: string[] = [];
  group.forEach((append, index) => {
    for (const event of append.events) {
      owners.push(index + 1);
      ids.push(event.id);
      types.push(event.type);
      data.push(JSON.stringify(event.data ?? null));
      metadata.push(JSON.stringify(event.metadata ?? {}));
    }
  });
  return [
    group.map((a) => a.streamId),
    group.map((a) => expectedCode(a.expectedRevision)),
    group.map((a) => a.events.length),
    owners,
    ids,
    types,
    data,
    metadata,
  ];
}
