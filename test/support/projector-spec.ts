import { type Extension, PGlite } from '@electric-sql/pglite';
import { type Database, createDb, migrate } from '@packflow/db';
import {
  type EventData,
  type EventStore,
  type Position,
  type SqlPool,
  SqlEventStore,
  createPglitePool,
  createPostgresPool,
} from '@packflow/eventstore';
import type { Kysely } from 'kysely';
import { type CommittedChange, ProjectionRunner } from '../../projections/src/projection-runner';
import type { Projector } from '../../projections/src/projector';
import type { Reactor, ReactorCommands } from '../../projections/src/reactor';
import { createTestDatabase, pgUrl } from './services';

/**
 * The one projector specification (areas.md): a fresh database with the event store and the
 * migrations, the runner over the projectors (and reactors) under test, appending that waits until
 * they have applied the events, and the read models to query.
 *
 *   const t = useProjectors({ projectors: [quotationsProjector] });   // inside describe()
 *   await t.append('quotation-q1', events, { userId: 'sales-1' });
 *   expect(await t.rm.selectFrom('quotations').selectAll().execute()).toEqual([...]);
 *
 * The database is an in-process PGlite (no server needed), or, with `database: 'postgres'`, a
 * scratch database on the test PostgreSQL server.
 */
export interface ProjectorSpecOptions {
  projectors: readonly Projector[];
  reactors?: readonly Reactor[];
  commands?: ReactorCommands;
  /** PGlite extensions the read models need (pg_trgm for the customer search). */
  extensions?: Record<string, Extension>;
  database?: 'pglite' | 'postgres';
  /** The metadata every appended event carries unless the call or the event says otherwise. */
  metadata?: Record<string, unknown>;
  /** The read models append waits for; all the projectors' by default. */
  waitFor?: readonly string[];
}

export interface ProjectorHarness {
  store: EventStore;
  db: Kysely<Database>;
  /** The read-model schema, to query rows. */
  readonly rm: ReturnType<Kysely<Database>['withSchema']>;
  runner: ProjectionRunner;
  /** Every change the runner announced, in order. */
  changes: CommittedChange[];
  /** Appends (with the default metadata, then `metadata`, then the event's own) and waits until the read models have applied it. */
  append(stream: string, events: readonly EventData[], metadata?: Record<string, unknown>): Promise<Position>;
  /** Waits until the read models have reached `position`. */
  caughtUp(position: Position): Promise<void>;
  close(): Promise<void>;
}

export async function openProjectors(options: ProjectorSpecOptions): Promise<ProjectorHarness> {
  let pool: SqlPool;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (options.database === 'postgres') {
    if (!pgUrl) throw new Error('PostgreSQL is not available (PACKFLOW_TEST_PG)');
    const scratch = await createTestDatabase();
    dropDatabase = scratch.drop;
    pool = createPostgresPool(scratch.url);
  } else {
    const pglite = options.extensions ? new PGlite({ extensions: options.extensions }) : new PGlite();
    await pglite.waitReady;
    pool = createPglitePool(pglite);
  }
  const store = await SqlEventStore.open(pool, { pollIntervalMs: 50 });
  const db = createDb(pool);
  await migrate(db);
  const changes: CommittedChange[] = [];
  const runner = new ProjectionRunner({
    store,
    db,
    projectors: options.projectors,
    ...(options.reactors ? { reactors: options.reactors } : {}),
    ...(options.commands ? { commands: options.commands } : {}),
    onChange: (c) => changes.push(c),
  });
  await runner.start();
  const names = options.waitFor ?? options.projectors.map((p) => p.name);
  const caughtUp = async (position: Position) => {
    if (!(await runner.waitFor(names, position, 10_000)))
      throw new Error(`the read models (${names.join(', ')}) did not catch up`);
  };
  return {
    store,
    db,
    get rm() {
      return db.withSchema('rm');
    },
    runner,
    changes,
    caughtUp,
    async append(stream, events, metadata = {}) {
      const { position } = await store.appendToStream(
        stream,
        events.map((e) => ({ ...e, metadata: { ...options.metadata, ...metadata, ...e.metadata } })),
      );
      await caughtUp(position);
      return position;
    },
    async close() {
      await runner.stop();
      await store.close();
      await db.destroy();
      await pool.end();
      await dropDatabase?.();
    },
  };
}

/**
 * openProjectors for the tests of one describe(): opened before them, closed after them. The
 * answer stands for the harness once it is open.
 */
export function useProjectors(options: ProjectorSpecOptions): ProjectorHarness {
  let current: ProjectorHarness | undefined;
  beforeAll(async () => {
    current = await openProjectors(options);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return new Proxy({} as ProjectorHarness, {
    get(_, key) {
      if (!current) throw new Error('The projectors are open only inside the tests');
      const value: unknown = Reflect.get(current, key);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}
