import { timeOrderedUuid } from '../event-ids';
import { EventStoreIntegrityError, StreamNotFoundError, WrongExpectedRevisionError } from '../errors';
import type {
  AppendResult,
  EventData,
  EventFilter,
  EventStore,
  ExpectedRevision,
  Position,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
  SubscriptionItem,
} from '../types';
import { START } from '../types';
import { AppendGroups, type QueuedAppend, groupAppendParams, groupAppendSql } from './append-group';
import { AppendSignal } from './append-signal';
import { CURRENT_REVISION_SQL, appendSql, claimKind } from './append-sql';
import {
  BOUNDARY_SQL,
  EVENT_COLUMNS,
  type EventRow,
  MAX_EVENTS_PER_APPEND,
  SCHEMA_LOCK_SQL,
  SCHEMA_SQL,
} from './schema';
import {
  inTransaction,
  isConnectionError,
  type PreparedQueryable,
  type QueryResult,
  type SqlPool,
} from './sql-pool';

export interface SqlEventStoreOptions {
  /** Events a subscription reads per query. */
  batchSize?: number;
  /** How often an idle subscription looks for events it was not told about. */
  pollIntervalMs?: number;
  /** Whether close() ends the pool too. */
  ownsPool?: boolean;
  /**
   * How long a subscription that lost its connection waits before reading again, at first; the
   * wait doubles with each failure in a row, up to 5 s.
   */
  retryMs?: number;
  /**
   * Appends committing at once on the store's pool; concurrent appends beyond this wait and go
   * together in one statement (group commit). Default 1: measured here, one statement at a time carrying all that waited beat two or four.
   */
  appendsInFlight?: number;
}

/**
 * Appends of more events than this go on their own: a large append is mostly the server's work
 * on its rows, which several connections share between the cores better than one statement can.
 */
const GROUP_MAX_EVENTS = 16;

const NOTIFY_CHANNEL = 'es_appended';
const UNIQUE_VIOLATION = '23505';
/** Tries of a read or an append on the store's own pool when the connection is lost mid-way. */
const CONNECTION_TRIES = 3;
const RETRY_MAX_MS = 5_000;

const sleep = (ms: number, abort?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (abort?.aborted) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      abort?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    abort?.addEventListener('abort', done);
  });

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

interface PageRows {
  events: RecordedEvent[];
  boundary: Position;
}

interface SubscriptionRead {
  events: RecordedEvent[];
  through: Position;
  full: boolean;
}

/** The same test as `filterSql`, on an event already read. */
function matches(event: RecordedEvent, filter: EventFilter | undefined): boolean {
  if (filter?.eventTypes && !filter.eventTypes.includes(event.type)) return false;
  if (filter?.streamPrefixes && !filter.streamPrefixes.some((prefix) => event.streamId.startsWith(prefix)))
    return false;
  return true;
}

/**
 * The reads' statements, each prepared once per connection under a name of its own. Their texts
 * differ only by which options a read has (never by values), so there are a few dozen at most.
 */
const readNames = new Map<string, string>();
function readName(text: string): string {
  let name = readNames.get(text);
  if (!name) readNames.set(text, (name = `es_read_${readNames.size + 1}`));
  return name;
}

/** The event store on PostgreSQL or PGlite. */
export class SqlEventStore implements EventStore {
  private readonly signal: AppendSignal;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly retryMs: number;
  private readonly subscriptions = new Set<Subscription>();
  /** Subscription reads about to be made, by the position they read after. */
  private readonly pendingReads = new Map<
    string,
    { readers: { filter: EventFilter | undefined }[]; rows: Promise<PageRows> }
  >();
  private readonly groups: AppendGroups;
  private readonly columns: string;
  private closed = false;

  private constructor(
    private readonly pool: SqlPool,
    private readonly options: SqlEventStoreOptions,
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.retryMs = options.retryMs ?? 100;
    this.signal = new AppendSignal(pool, NOTIFY_CHANNEL);
    this.columns = EVENT_COLUMNS[pool.kind];
    this.groups = new AppendGroups(
      { maxInFlight: options.appendsInFlight ?? 1, maxEvents: GROUP_MAX_EVENTS },
      (group) => this.commitGroup(group),
    );
  }

  static async open(pool: SqlPool, options: SqlEventStoreOptions = {}): Promise<SqlEventStore> {
    await inTransaction(pool, async (client) => {
      await client.query(SCHEMA_LOCK_SQL);
      for (const statement of SCHEMA_SQL) await client.query(statement);
    });
    await SqlEventStore.checkTransactionCounter(pool);
    return new SqlEventStore(pool, options);
  }

  /**
   * Positions come from transaction ids. A logical restore (pg_dump) starts the counter again
   * below the stored ids, and new events would sort before old ones: refuse to start.
   */
  private static async checkTransactionCounter(pool: SqlPool): Promise<void> {
    const { rows } = await pool.query<{ last: string | null; next: string }>(
      `SELECT (max(position) >> 20)::text AS last, pg_snapshot_xmax(pg_current_snapshot())::text AS next FROM es_events`,
    );
    const row = rows[0];
    if (row?.last != null && BigInt(row.last) >= BigInt(row.next)) {
      throw new EventStoreIntegrityError(
        `The database's transaction counter (${row.next}) is below the newest stored event's transaction (${row.last}). ` +
          'This happens after a logical restore (pg_dump/pg_restore); restore from a physical backup, or advance the counter past it.',
      );
    }
  }

  /**
   * Appends on the store's pool. An append whose connection is lost may or may not have
   * committed; it is sent again with the same event ids, so a committed one is found and answered
   * as it was (idempotent append), and one that did not commit is made now.
   */
  async appendToStream(
    streamId: string,
    events: readonly EventData[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    if (events.length > MAX_EVENTS_PER_APPEND)
      throw new RangeError(`At most ${MAX_EVENTS_PER_APPEND} events per append`);
    const withIds = events.map((e) => (e.id ? e : { ...e, id: timeOrderedUuid() })) as QueuedAppend['events'];
    const expected = options.expectedRevision ?? 'any';
    if (withIds.length === 0 || withIds.length > GROUP_MAX_EVENTS)
      return this.appendAlone(streamId, withIds, expected);
    return this.groups.submit(streamId, withIds, expected);
  }

  private appendAlone(
    streamId: string,
    events: readonly EventData[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult> {
    return this.retryingConnection(() => this.appendWith(this.pool, streamId, events, { expectedRevision }));
  }

  /**
   * Commits a group of appends to distinct streams in one statement. Should the statement fail as
   * a whole (another process took a revision or an event id first, a replayed append, a lost
   * connection), each append is made on its own, which sorts out replays, retries and conflicts
   * exactly as a single append does.
   */
  private async commitGroup(group: QueuedAppend[]): Promise<void> {
    const alone = (append: QueuedAppend): Promise<void> =>
      this.appendAlone(append.streamId, append.events, append.expectedRevision).then(
        append.resolve,
        append.reject,
      );
    if (group.length === 1) return alone(group[0]!);
    type Row = { n: number; position: string | null; revision: string | null };
    let rows: Row[];
    try {
      const params = groupAppendParams(group);
      const { name, text } = groupAppendSql(params[1] as number[]);
      rows = (
        this.pool.queryPrepared
          ? await this.pool.queryPrepared<Row>(name, text, params)
          : await this.pool.query<Row>(text, params)
      ).rows;
    } catch {
      await Promise.all(group.map(alone));
      return;
    }
    let latest = 0n;
    const refused: QueuedAppend[] = [];
    // Every append gets its row; should one ever not, it is made on its own rather than left waiting.
    const answered = new Set(rows.map((row) => row.n));
    const unanswered = group.filter((_, index) => !answered.has(index + 1));
    for (const row of rows) {
      const append = group[row.n - 1]!;
      if (row.position == null || row.revision == null) {
        refused.push(append);
        continue;
      }
      const position = BigInt(row.position);
      if (position > latest) latest = position;
      append.resolve({ nextExpectedRevision: Number(row.revision), position });
    }
    if (latest > 0n) this.signal.appended(latest);
    await Promise.all(unanswered.map(alone));
    // A refused append may be a retry of one already written (its ids are there): answer as it was.
    await Promise.all(
      refused.map(async (append) => {
        try {
          const replay = await this.findReplay(
            this.pool,
            append.streamId,
            append.events.map((e) => e.id),
          );
          if (replay) return append.resolve(this.replayed(replay));
          append.reject(
            new WrongExpectedRevisionError(
              append.streamId,
              append.expectedRevision,
              await this.currentRevision(this.pool, append.streamId),
            ),
          );
        } catch (error) {
          append.reject(error);
        }
      }),
    );
  }

  /**
   * Runs a unit of work on the store's own pool again, after a short wait, when its connection was
   * lost (`CONNECTION_TRIES` in all); any other failure is the caller's. Only for work that is safe
   * to repeat: reads, and appends with fixed event ids.
   */
  private async retryingConnection<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (attempt >= CONNECTION_TRIES || this.closed || !isConnectionError(error)) throw error;
        await sleep(this.retryMs * 2 ** (attempt - 1));
      }
    }
  }

  /**
   * Appends through the given connection, which may be inside a transaction that the caller
   * commits; the event becomes visible to subscribers when that transaction commits.
   */
  async appendWith(
    db: PreparedQueryable,
    streamId: string,
    events: readonly EventData[],
    { expectedRevision = 'any' }: { expectedRevision?: ExpectedRevision } = {},
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
      const { rows } = db.queryPrepared
        ? await db.queryPrepared<Row>(`es_append_${kind}`, text, params)
        : await db.query<Row>(text, params);
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
  private async notWritten(
    db: PreparedQueryable,
    streamId: string,
    expectedRevision: ExpectedRevision,
    ids: string[],
  ): Promise<AppendResult> {
    const replay = await this.findReplay(db, streamId, ids);
    if (replay) return this.replayed(replay);
    throw new WrongExpectedRevisionError(
      streamId,
      expectedRevision,
      await this.currentRevision(db, streamId),
    );
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
    ids: string[],
  ): Promise<AppendResult | undefined> {
    const { rows } = await db.query<{ stream_id: string; revision: string; position: string }>(
      `SELECT stream_id, revision::text, position::text FROM es_events WHERE event_id = ANY($1::uuid[]) ORDER BY es_events.position`,
      [ids],
    );
    const last = rows[rows.length - 1];
    if (!last || rows.length !== ids.length || rows.some((r) => r.stream_id !== streamId)) return undefined;
    return { nextExpectedRevision: Number(last.revision), position: BigInt(last.position) };
  }

  private async currentRevision(db: PreparedQueryable, streamId: string): Promise<number | 'no_stream'> {
    const { rows } = await db.query<{ rev: string }>(CURRENT_REVISION_SQL, [streamId]);
    return rows[0]?.rev == null ? 'no_stream' : Number(rows[0].rev);
  }

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

  /** A read through its prepared statement where the database has them. */
  private read<Row>(text: string, params: readonly unknown[]): Promise<QueryResult<Row>> {
    return this.pool.queryPrepared
      ? this.pool.queryPrepared<Row>(readName(text), text, params)
      : this.pool.query<Row>(text, params);
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    return this.retryingConnection(() => this.readStreamOnce(streamId, options));
  }

  private async readStreamOnce(streamId: string, options: ReadStreamOptions): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const params: unknown[] = [streamId];
    let where = 'stream_key = (SELECT stream_key FROM es_streams WHERE stream_id = $1)';
    if (options.fromRevision !== undefined) {
      params.push(options.fromRevision);
      where += ` AND revision ${backwards ? '<=' : '>='} $2::bigint`;
    }
    params.push(options.maxCount ?? null);
    const { rows } = await this.read<EventRow>(
      `SELECT ${this.columns} FROM es_events WHERE ${where}
       ORDER BY es_events.revision ${backwards ? 'DESC' : 'ASC'} LIMIT $${params.length}::bigint`,
      params,
    );
    if (rows.length === 0 && (await this.currentRevision(this.pool, streamId)) === 'no_stream') {
      throw new StreamNotFoundError(streamId);
    }
    return rows.map(toRecorded);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return this.retryingConnection(() => this.readAllOnce(options));
  }

  private async readAllOnce(options: ReadAllOptions): Promise<RecordedEvent[]> {
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
    const { rows } = await this.read<EventRow>(
      `SELECT ${this.columns} FROM es_events WHERE ${where}
       ORDER BY es_events.position ${backwards ? 'DESC' : 'ASC'} LIMIT $${params.length}::bigint`,
      params,
    );
    return rows.map(toRecorded);
  }

  /**
   * One read of a subscription: its next events after `after`, and `through`, the position up to
   * which it has seen everything it asked for. Subscriptions woken together at the same position
   * (every caught-up projector after an append) share one unfiltered read and filter it here,
   * instead of each asking the database; a lone reader keeps its filter in the query.
   */
  private readBatch(after: Position, filter: EventFilter | undefined): Promise<SubscriptionRead> {
    const key = after.toString();
    let group = this.pendingReads.get(key);
    if (!group) {
      const readers: { filter: EventFilter | undefined }[] = [];
      const rows = new Promise<PageRows>((resolve, reject) => {
        setImmediate(() => {
          this.pendingReads.delete(key);
          const only = readers.length === 1 ? readers[0]!.filter : undefined;
          this.readPage(after, only).then(resolve, reject);
        });
      });
      group = { readers, rows };
      this.pendingReads.set(key, group);
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

  private async readPage(after: Position, filter: EventFilter | undefined): Promise<PageRows> {
    const params: unknown[] = [after.toString(), this.batchSize];
    const where = filterSql(filter, params);
    const { rows } = await this.read<Partial<EventRow> & { boundary: string }>(
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

  subscribeToAll(options: SubscribeOptions = {}): Subscription {
    let stopped = false;
    const stopWaiting = new AbortController();
    // An async generator cannot be an arrow function, so it reaches the store through a name.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const store = this;

    async function* items(): AsyncGenerator<SubscriptionItem> {
      let after = options.after ?? START;
      let reported: Position | undefined;
      let caughtUp = false;
      let backoffMs = 1;
      let failures = 0;
      store.signal.ensureListening();
      while (!stopped) {
        const seen = store.signal.version;
        let read: SubscriptionRead;
        try {
          read = await store.readBatch(after, options.filter);
          failures = 0;
        } catch (error) {
          // A lost connection (a restart, a failover): read again, waiting longer each time.
          if (stopped || store.closed || !isConnectionError(error)) throw error;
          await sleep(Math.min(store.retryMs * 2 ** failures++, RETRY_MAX_MS), stopWaiting.signal);
          continue;
        }
        const { events, through, full } = read;
        for (const event of events) {
          if (stopped) return;
          yield { kind: 'event', event };
          after = event.position;
        }
        // Everything up to `through` has been read: move past filtered-out events too.
        if (through > after) after = through;
        if (full) continue;
        const boundary = through + 1n;
        if (after !== reported || !caughtUp) {
          yield { kind: 'checkpoint', position: after, caughtUp: !caughtUp };
          reported = after;
          caughtUp = true;
        }
        if (store.signal.version !== seen) continue;
        // A committed event above the boundary waits for an older transaction: look again soon.
        const waiting = store.signal.latest >= boundary;
        backoffMs = waiting ? Math.min(backoffMs * 2, 50) : 1;
        await store.signal.wait(waiting ? backoffMs : store.pollIntervalMs, stopWaiting.signal);
      }
    }

    const iterator = items();
    const subscription: Subscription = {
      [Symbol.asyncIterator]: () => iterator,
      stop: async () => {
        stopped = true;
        stopWaiting.abort();
        store.subscriptions.delete(subscription);
        await iterator.return(undefined);
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<Position> {
    const { rows } = await this.retryingConnection(() =>
      this.pool.query<{ head: string }>(
        `SELECT coalesce(max(position), 0)::text AS head FROM es_events WHERE position < ${BOUNDARY_SQL}`,
      ),
    );
    return BigInt(rows[0]?.head ?? 0);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.signal.close();
    if (this.options.ownsPool) await this.pool.end();
  }
}
