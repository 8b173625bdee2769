import { type Extension, PGlite } from '@electric-sql/pglite';

// The package's `contrib/*` export paths are beyond this TypeScript's module resolution.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };
import pg from 'pg';

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number | null;
  command?: string;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
}

/** A statement run often enough to be worth preparing once per connection (PostgreSQL only). */
export interface PreparedQueryable extends Queryable {
  queryPrepared?<Row = Record<string, unknown>>(
    name: string,
    text: string,
    params: readonly unknown[],
  ): Promise<QueryResult<Row>>;
}

/** Runs a statement through its prepared form where the database has one, else as plain text. */
export function queryPrepared<Row>(
  db: PreparedQueryable,
  name: string,
  text: string,
  params: readonly unknown[],
): Promise<QueryResult<Row>> {
  return db.queryPrepared ? db.queryPrepared<Row>(name, text, params) : db.query<Row>(text, params);
}

export interface PooledClient extends Queryable {
  release(): void;
}

/**
 * What the event store, the read models (through kysely) and the projection runner need from a
 * database: pooled clients, LISTEN, and a clean end. PostgreSQL (`pg`) and PGlite both provide it,
 * so one SQL implementation serves both.
 */
export interface SqlPool extends PreparedQueryable {
  readonly kind: 'postgres' | 'pglite';
  connect(): Promise<PooledClient>;
  /**
   * Calls back on each NOTIFY on the channel until the returned function is called. A lost
   * connection is opened again (with backoff) and LISTENs again; `onReconnect` is then called,
   * since notifications sent meanwhile were missed. Resolves after the first attempt, which it
   * keeps retrying in the background should it fail.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  end(): Promise<void>;
}

export interface PostgresPoolOptions {
  /** Where lost connections are reported (console.warn by default); lost pool connections at most once a second. */
  log?: (message: string) => void;
  /** The first wait before a lost LISTEN connection is opened again; it doubles up to 5 s. */
  listenRetryMs?: number;
}

/** How long to wait for a new connection, or for a free one when all are busy, before failing. */
const CONNECT_TIMEOUT_MS = 10_000;
const LISTEN_RETRY_MAX_MS = 5_000;

/**
 * Whether an error means the connection (or the server) went away rather than the statement
 * failing: the unit of work it was in is lost, and running it again on a new connection may
 * succeed. SQLSTATE class 08 (connection exception), 57P01-57P03 (server shut down, crashed or
 * starting), 53300 (too many connections), socket errors, and pg's own messages for them.
 */
export function isConnectionError(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null | undefined;
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = typeof e?.message === 'string' ? e.message : '';
  return (
    code.startsWith('08') ||
    /^57P0[123]$/.test(code) ||
    code === '53300' ||
    /^E(CONNREFUSED|CONNRESET|CONNABORTED|PIPE|TIMEDOUT|HOSTUNREACH|NETUNREACH|AI_AGAIN)$/.test(code) ||
    /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable/i.test(
      message,
    )
  );
}

/** At most one line a second, with how many were left out since the last one. */
function throttledLog(log: (message: string) => void): (message: string) => void {
  let last = 0;
  let skipped = 0;
  return (message) => {
    const now = Date.now();
    if (now - last < 1000) {
      skipped++;
      return;
    }
    last = now;
    log(skipped ? `${message} (and ${skipped} more since the last report)` : message);
    skipped = 0;
  };
}

const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error));

// Keep int8 and numeric as strings from pg; callers convert with BigInt or decimal.js.
export function createPostgresPool(
  connectionString: string,
  max = 10,
  options: PostgresPoolOptions = {},
): SqlPool {
  const log = options.log ?? ((m: string) => console.warn(m));
  const report = throttledLog(log);
  const listenRetryMs = options.listenRetryMs ?? 100;
  const pool = new pg.Pool({
    connectionString,
    max,
    keepAlive: true,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A client that loses its connection emits 'error'; without a listener that would end the
  // process. pg's pool listens on idle clients (and drops them); a client handed out has no
  // listener of its own, so each gets one here, once: its query in flight fails instead, the unit
  // of work fails with it, and pg drops the client when it is released.
  pool.on('error', (error) => report(`PostgreSQL: an idle connection was lost: ${describeError(error)}`));
  const guarded = new WeakSet<pg.PoolClient>();
  const guard = (client: pg.PoolClient): pg.PoolClient => {
    if (!guarded.has(client)) {
      guarded.add(client);
      client.on('error', (error) =>
        report(`PostgreSQL: a connection in use was lost: ${describeError(error)}`),
      );
    }
    return client;
  };
  return {
    kind: 'postgres',
    query: (text, params) => pool.query(text, params as unknown[]) as never,
    queryPrepared: (name, text, params) => pool.query({ name, text, values: params as unknown[] }) as never,
    connect: async () => guard(await pool.connect()) as unknown as PooledClient,
    listen: (channel, onNotify, onReconnect) =>
      listenWithReconnect({ connectionString, channel, onNotify, onReconnect, log, retryMs: listenRetryMs }),
    end: () => pool.end(),
  };
}

/**
 * LISTEN on a connection of its own that comes back: when it dies (a server restart,
 * pg_terminate_backend, a network fault) a new one is opened after a growing wait and LISTENs
 * again, until the returned function is called.
 */
async function listenWithReconnect(args: {
  connectionString: string;
  channel: string;
  onNotify: (payload: string) => void;
  onReconnect: (() => void) | undefined;
  /** Not throttled: a lost LISTEN connection is rare, and its retries are seconds apart. */
  log: (message: string) => void;
  retryMs: number;
}): Promise<() => Promise<void>> {
  const { connectionString, channel, onNotify, onReconnect, log, retryMs } = args;
  let current: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let missed = false;
  let timer: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client, error?: unknown): void => {
    if (current !== client) return;
    current = undefined;
    client.end().catch(() => undefined);
    if (stopped) return;
    missed = true;
    const delay = Math.min(retryMs * 2 ** failures, LISTEN_RETRY_MAX_MS);
    failures++;
    log(
      `PostgreSQL: the LISTEN connection for ${channel} was lost${error ? ` (${describeError(error)})` : ''}; trying again in ${delay} ms`,
    );
    timer = setTimeout(() => void open(), delay);
  };

  const open = async (): Promise<void> => {
    timer = undefined;
    if (stopped) return;
    const client = new pg.Client({
      connectionString,
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    current = client;
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    client.on('notification', (n) => {
      if (n.channel === channel) onNotify(n.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(client, error);
      return;
    }
    if (current !== client) return;
    failures = 0;
    if (missed) {
      missed = false;
      log(`PostgreSQL: listening for ${channel} again`);
      onReconnect?.();
    }
  };

  await open();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}

/**
 * PGlite is one connection that runs one transaction at a time, so the pool hands out that one
 * connection under a lock: a transaction begun by one caller never sees another caller's queries.
 */
export function createPglitePool(db: PGlite): SqlPool {
  let tail: Promise<void> = Promise.resolve();
  const acquire = (): Promise<() => void> => {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const ready = tail.then(() => release);
    tail = tail.then(() => next);
    return ready;
  };
  const run = async <Row>(text: string, params?: readonly unknown[]): Promise<QueryResult<Row>> => {
    const result = (await db.query<Row>(text, params as unknown[])) as QueryResult<Row> & {
      affectedRows?: number;
    };
    return {
      rows: result.rows,
      rowCount: result.affectedRows ?? result.rows.length,
      command: result.command,
    };
  };
  return {
    kind: 'pglite',
    async query(text, params) {
      const release = await acquire();
      try {
        return await run(text, params);
      } finally {
        release();
      }
    },
    async connect() {
      const release = await acquire();
      let released = false;
      return {
        query: (text, params) => run(text, params),
        release: () => {
          if (!released) {
            released = true;
            release();
          }
        },
      };
    },
    async listen(channel, onNotify) {
      const unlisten = await db.listen(channel, onNotify);
      return unlisten;
    },
    async end() {
      await acquire();
      await db.close();
    },
  };
}

/** PGlite with pg_trgm, which the customer search's trigram index uses (PostgreSQL has it built in). */
export async function openPglite(dataDir?: string): Promise<PGlite> {
  const options = { extensions: { pg_trgm } };
  const db = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await db.waitReady;
  return db;
}

export async function inTransaction<T>(
  pool: SqlPool,
  work: (client: PooledClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** An arbitrary, fixed advisory-lock key for start-up work. */
const STARTUP_LOCK = 7_342_190_511;

/**
 * Runs `work` while holding a database-wide advisory lock, so that processes starting at the same
 * moment create schemas, run migrations and build read models one after the other instead of
 * racing (CREATE ... IF NOT EXISTS is not safe against a concurrent twin). PGlite serves a single
 * process, so there it simply runs.
 */
export async function withStartupLock<T>(pool: SqlPool, work: () => Promise<T>): Promise<T> {
  if (pool.kind !== 'postgres') return work();
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    client.release();
  }
}
