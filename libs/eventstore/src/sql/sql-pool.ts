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
  /** Calls back on each NOTIFY on the channel until the returned function is called. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  end(): Promise<void>;
}

// Keep int8 and numeric as strings from pg; callers convert with BigInt or decimal.js.
export function createPostgresPool(connectionString: string, max = 10): SqlPool {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    query: (text, params) => pool.query(text, params as unknown[]) as never,
    queryPrepared: (name, text, params) => pool.query({ name, text, values: params as unknown[] }) as never,
    connect: () => pool.connect() as Promise<PooledClient>,
    async listen(channel, onNotify) {
      const client = new pg.Client({ connectionString });
      client.on('error', () => undefined);
      await client.connect();
      client.on('notification', (n) => {
        if (n.channel === channel) onNotify(n.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
    end: () => pool.end(),
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
