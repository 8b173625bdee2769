import { timeOrderedUuid } from '../event-ids';
import { EventStoreIntegrityError } from '../errors';
import type {
  AppendResult,
  EventData,
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
import { SingleAppender } from './append-one';
import { BOUNDARY_SQL, EVENT_COLUMNS, MAX_EVENTS_PER_APPEND, SCHEMA_LOCK_SQL, SCHEMA_SQL } from './schema';
import {
  inTransaction,
  isConnectionError,
  type PreparedQueryable,
  type SqlPool,
  queryPrepared,
} from './sql-pool';
import { SqlReads, type SubscriptionRead } from './reads';

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

/** The event store on PostgreSQL or PGlite. */
export class SqlEventStore implements EventStore {
  private readonly signal: AppendSignal;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly retryMs: number;
  private readonly subscriptions = new Set<Subscription>();
  private readonly groups: AppendGroups;
  private readonly reads: SqlReads;
  private readonly single: SingleAppender;
  private closed = false;

  private constructor(
    private readonly pool: SqlPool,
    private readonly options: SqlEventStoreOptions,
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.retryMs = options.retryMs ?? 100;
    this.signal = new AppendSignal(pool, NOTIFY_CHANNEL);
    this.reads = new SqlReads(pool, EVENT_COLUMNS[pool.kind], this.batchSize);
    this.single = new SingleAppender(this.signal);
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
      rows = (await queryPrepared<Row>(this.pool, name, text, params)).rows;
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
      refused.map((append) =>
        this.single
          .notWritten(
            this.pool,
            append.streamId,
            append.expectedRevision,
            append.events.map((e) => e.id),
          )
          .then(append.resolve, append.reject),
      ),
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
  appendWith(
    db: PreparedQueryable,
    streamId: string,
    events: readonly EventData[],
    { expectedRevision = 'any' }: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    return this.single.append(db, streamId, events, expectedRevision);
  }

  readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    return this.retryingConnection(() => this.reads.stream(streamId, options));
  }

  readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return this.retryingConnection(() => this.reads.all(options));
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
          read = await store.reads.forSubscription(after, options.filter);
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
