import { WrongExpectedRevisionError } from '../errors';
import { timeOrderedUuid } from '../event-ids';
import type { AppendResult, EventData, ExpectedRevision } from '../types';
import type { AppendSignal } from './append-signal';
import { appendSql, claimKind } from './append-sql';
import { currentRevision } from './reads';
import { MAX_EVENTS_PER_APPEND } from './schema';
import { type PreparedQueryable, queryPrepared } from './sql-pool';

const UNIQUE_VIOLATION = '23505';

/**
 * One append in one statement, through any connection, and the answer to an append that wrote
 * nothing: a retry of one already written (its event ids are there) is answered as it was, any
 * other is refused with the stream's revision.
 */
export class SingleAppender {
  constructor(private readonly signal: AppendSignal) {}

  /**
   * Appends through the given connection, which may be inside a transaction that the caller
   * commits; the event becomes visible to subscribers when that transaction commits.
   */
  async append(
    db: PreparedQueryable,
    streamId: string,
    events: readonly EventData[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult> {
    if (events.length === 0) return this.checkOnly(db, streamId, expectedRevision);
    if (events.length > MAX_EVENTS_PER_APPEND)
      throw new RangeError(`At most ${MAX_EVENTS_PER_APPEND} events per append`);
    const ids = events.map((e) => e.id ?? timeOrderedUuid());
    const params: unknown[] = [
      streamId,
      ids,
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.data ?? null)),
      events.map((e) => JSON.stringify(e.metadata ?? {})),
    ];
    const kind = claimKind(expectedRevision);
    if (kind === 'exact') params.push(expectedRevision);
    const text = appendSql(kind);
    type Row = { position: string; revision: string };
    let row: Row | undefined;
    try {
      const { rows } = await queryPrepared<Row>(db, `es_append_${kind}`, text, params);
      row = rows[0];
    } catch (error) {
      // An event id is taken: a retry of an append already written is answered as it was.
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      return this.notWritten(db, streamId, expectedRevision, ids);
    }
    if (row) {
      const result = { nextExpectedRevision: Number(row.revision), position: BigInt(row.position) };
      this.signal.appended(result.position);
      return result;
    }
    return this.notWritten(db, streamId, expectedRevision, ids);
  }

  /** An append that wrote nothing: a retry of one already written is answered as it was, else refused. */
  async notWritten(
    db: PreparedQueryable,
    streamId: string,
    expectedRevision: ExpectedRevision,
    ids: readonly string[],
  ): Promise<AppendResult> {
    const replay = await this.findReplay(db, streamId, ids);
    if (replay) return this.replayed(replay);
    throw new WrongExpectedRevisionError(streamId, expectedRevision, await currentRevision(db, streamId));
  }

  /**
   * A replayed append wakes this process's subscribers as the first one would have, should the
   * first one's answer (and so its signal) have been lost with its connection.
   */
  private replayed(result: AppendResult): AppendResult {
    if (result.position > this.signal.latest) this.signal.appended(result.position);
    return result;
  }

  /** An append retried with the same event ids answers as the first one did. */
  private async findReplay(
    db: PreparedQueryable,
    streamId: string,
    ids: readonly string[],
  ): Promise<AppendResult | undefined> {
    const { rows } = await db.query<{ stream_id: string; revision: string; position: string }>(
      `SELECT stream_id, revision::text, position::text FROM es_events WHERE event_id = ANY($1::uuid[]) ORDER BY es_events.position`,
      [ids],
    );
    const last = rows[rows.length - 1];
    if (!last || rows.length !== ids.length || rows.some((r) => r.stream_id !== streamId)) return undefined;
    return { nextExpectedRevision: Number(last.revision), position: BigInt(last.position) };
  }

  /** An append of no events: only the expected revision is checked. */
  private async checkOnly(
    db: PreparedQueryable,
    streamId: string,
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const { rows } = await db.query<{ rev: string | null; position: string | null }>(
      `SELECT s.revision::text AS rev, e.position::text AS position FROM es_streams s
       JOIN es_events e ON e.stream_key = s.stream_key AND e.revision = s.revision WHERE s.stream_id = $1`,
      [streamId],
    );
    const actual = rows[0]?.rev == null ? 'no_stream' : Number(rows[0].rev);
    const ok =
      expected === 'any' ||
      (expected === 'no_stream' && actual === 'no_stream') ||
      (expected === 'stream_exists' && actual !== 'no_stream') ||
      expected === actual;
    if (!ok) throw new WrongExpectedRevisionError(streamId, expected, actual);
    return {
      nextExpectedRevision: actual === 'no_stream' ? -1 : actual,
      position: BigInt(rows[0]?.position ?? 0),
    };
  }
}
