import { createHash } from 'node:crypto';
import { StreamNotFoundError } from '../errors';
import type { EventFilter, Position, ReadAllOptions, ReadStreamOptions, RecordedEvent } from '../types';
import { CURRENT_REVISION_SQL } from './append-sql';
import { BOUNDARY_SQL, type EventRow } from './schema';
import { type PreparedQueryable, type QueryResult, type SqlPool, queryPrepared } from './sql-pool';

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    revision: Number(row.revision),
    position: BigInt(row.position),
    type: row.type,
    data: row.data,
    metadata: row.metadata ?? {},
    created: new Date(Number(row.created)),
  };
}

function likePrefix(prefix: string): string {
  return prefix.replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
}

/** Adds the filter's conditions to a query's WHERE clause, numbering parameters from `params`. */
function filterSql(filter: EventFilter | undefined, params: unknown[]): string {
  let sql = '';
  if (filter?.eventTypes) {
    params.push([...filter.eventTypes]);
    sql += ` AND type = ANY($${params.length}::text[])`;
  }
  if (filter?.streamPrefixes) {
    params.push(filter.streamPrefixes.map(likePrefix));
    sql += ` AND stream_id LIKE ANY($${params.length}::text[])`;
  }
  return sql;
}

/** The same test as `filterSql`, on an event already read. */
function matches(event: RecordedEvent, filter: EventFilter | undefined): boolean {
  if (filter?.eventTypes && !filter.eventTypes.includes(event.type)) return false;
  if (filter?.streamPrefixes && !filter.streamPrefixes.some((prefix) => event.streamId.startsWith(prefix)))
    return false;
  return true;
}

/**
 * The reads' statements, each prepared once per connection under a name taken from its text, so
 * one name always means one text, whichever copy of this module asks. Their texts differ only by
 * which options a read has (never by values), so there are a few dozen at most.
 */
const readNames = new Map<string, string>();
function readName(text: string): string {
  let name = readNames.get(text);
  if (!name)
    readNames.set(text, (name = `es_read_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`));
  return name;
}

/** A read through its prepared statement where the database has them. */
function read<Row>(
  db: PreparedQueryable,
  text: string,
  params: readonly unknown[],
): Promise<QueryResult<Row>> {
  return queryPrepared<Row>(db, readName(text), text, params);
}

/** The stream's current revision, or 'no_stream'. */
export async function currentRevision(
  db: PreparedQueryable,
  streamId: string,
): Promise<number | 'no_stream'> {
  const { rows } = await db.query<{ rev: string }>(CURRENT_REVISION_SQL, [streamId]);
  return rows[0]?.rev == null ? 'no_stream' : Number(rows[0].rev);
}

interface PageRows {
  events: RecordedEvent[];
  boundary: Position;
}

/** A subscription's read: its events, and `through`, the position up to which it has seen everything it asked for. */
export interface SubscriptionRead {
  events: RecordedEvent[];
  through: Position;
  /** A full page: more may follow at once. */
  full: boolean;
}

/** The store's reads: of a stream, of `$all`, and the pages its subscriptions read. */
export class SqlReads {
  /** Subscription reads about to be made, by the position they read after. */
  private readonly pending = new Map<
    string,
    { readers: { filter: EventFilter | undefined }[]; rows: Promise<PageRows> }
  >();

  constructor(
    private readonly pool: SqlPool,
    /** The columns of an event as this database gives them. */
    private readonly columns: string,
    /** Events a subscription reads at once. */
    private readonly batchSize: number,
  ) {}

  async stream(streamId: string, options: ReadStreamOptions): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const params: unknown[] = [streamId];
    let where = 'stream_key = (SELECT stream_key FROM es_streams WHERE stream_id = $1)';
    if (options.fromRevision !== undefined) {
      params.push(options.fromRevision);
      where += ` AND revision ${backwards ? '<=' : '>='} $2::bigint`;
    }
    params.push(options.maxCount ?? null);
    const { rows } = await read<EventRow>(
      this.pool,
      `SELECT ${this.columns} FROM es_events WHERE ${where}
       ORDER BY es_events.revision ${backwards ? 'DESC' : 'ASC'} LIMIT $${params.length}::bigint`,
      params,
    );
    if (rows.length === 0 && (await currentRevision(this.pool, streamId)) === 'no_stream') {
      throw new StreamNotFoundError(streamId);
    }
    return rows.map(toRecorded);
  }

  async all(options: ReadAllOptions): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const params: unknown[] = [];
    let where = `position < ${BOUNDARY_SQL}`;
    if (options.after !== undefined) {
      params.push(options.after.toString());
      where += ` AND position > $${params.length}::bigint`;
    }
    if (options.before !== undefined) {
      params.push(options.before.toString());
      where += ` AND position < $${params.length}::bigint`;
    }
    where += filterSql(options.filter, params);
    params.push(options.maxCount ?? null);
    const { rows } = await read<EventRow>(
      this.pool,
      `SELECT ${this.columns} FROM es_events WHERE ${where}
       ORDER BY es_events.position ${backwards ? 'DESC' : 'ASC'} LIMIT $${params.length}::bigint`,
      params,
    );
    return rows.map(toRecorded);
  }

  /**
   * One read of a subscription: its next events after `after`. Subscriptions woken together at
   * the same position (every caught-up projector after an append) share one unfiltered read and
   * filter it here, instead of each asking the database; a lone reader keeps its filter in the query.
   */
  forSubscription(after: Position, filter: EventFilter | undefined): Promise<SubscriptionRead> {
    const key = after.toString();
    let group = this.pending.get(key);
    if (!group) {
      const readers: { filter: EventFilter | undefined }[] = [];
      const rows = new Promise<PageRows>((resolve, reject) => {
        setImmediate(() => {
          this.pending.delete(key);
          const only = readers.length === 1 ? readers[0]!.filter : undefined;
          this.page(after, only).then(resolve, reject);
        });
      });
      group = { readers, rows };
      this.pending.set(key, group);
    }
    const reader = { filter };
    group.readers.push(reader);
    const shared = group;
    return shared.rows.then((page) => {
      const events =
        shared.readers.length === 1 ? page.events : page.events.filter((e) => matches(e, filter));
      // A full page may stop short of the boundary: only what it covered has been seen.
      const full = page.events.length === this.batchSize;
      const through = full ? page.events[page.events.length - 1]!.position : page.boundary - 1n;
      return { events, through, full };
    });
  }

  private async page(after: Position, filter: EventFilter | undefined): Promise<PageRows> {
    const params: unknown[] = [after.toString(), this.batchSize];
    const where = filterSql(filter, params);
    const { rows } = await read<Partial<EventRow> & { boundary: string }>(
      this.pool,
      `WITH b AS (SELECT ${BOUNDARY_SQL} AS boundary)
       SELECT b.boundary::text AS boundary, e.* FROM b LEFT JOIN LATERAL (
         SELECT ${this.columns} FROM es_events
         WHERE position > $1::bigint AND position < b.boundary${where}
         ORDER BY es_events.position LIMIT $2
       ) e ON true`,
      params,
    );
    const boundary = BigInt(rows[0]?.boundary ?? 0);
    const events = rows.filter((r) => r.position != null).map((r) => toRecorded(r as EventRow));
    return { events, boundary };
  }
}
