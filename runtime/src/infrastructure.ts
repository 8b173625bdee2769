import fs from 'node:fs';
import os from 'node:os';
import type { Config } from '@packflow/config';
import { type Database, createDb, migrate } from '@packflow/db';
import {
  type EventStore,
  SqlEventStore,
  type SqlPool,
  createPglitePool,
  createPostgresPool,
  openPglite,
  withStartupLock,
} from '@packflow/eventstore';
import { CommandRunner } from '@packflow/platform';
import { LocalBus, LocalLease, ProjectionRunner, allProjectors, allReactors } from '@packflow/projections';
import type { Kysely } from 'kysely';
import { ChangeFeed } from './change-feed';
import { ProcessHandoff } from './process-handoff';
import { PostgresLease } from './lease';
import { PostgresRunnerBus } from './runner-bus';

export interface Infrastructure {
  config: Config;
  pool: SqlPool;
  store: EventStore;
  db: Kysely<Database>;
  projections: ProjectionRunner;
  changes: ChangeFeed;
  commands: CommandRunner;
  /** Where this process's reactors hand what they commit to the requests waiting for it. */
  handoff: ProcessHandoff;
  /** Which event store and read-model database are in use, for /api/health and the start-up line. */
  describe: { eventStore: 'postgres' | 'pglite' | 'eventstoredb'; readModels: 'postgres' | 'pglite' };
  close(): Promise<void>;
}

/**
 * Opens the databases the configuration names: PostgreSQL with DATABASE_URL, else PGlite in
 * DATA_DIR; EventStoreDB for events with EVENTSTORE_URL. Runs migrations; does not start the
 * projections (call `projections.start()`).
 */
export async function createInfrastructure(
  config: Config,
  log: (message: string) => void,
  processName = 'api',
): Promise<Infrastructure> {
  let pool: SqlPool;
  if (config.DATABASE_URL) {
    pool = createPostgresPool(config.DATABASE_URL, 20, { log });
  } else {
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    pool = createPglitePool(await openPglite(config.DATA_DIR));
  }
  const db = createDb(pool);
  const store: EventStore = await withStartupLock(pool, async () => {
    await migrate(db);
    return config.EVENTSTORE_URL
      ? (await import('@packflow/eventstore/esdb')).EsdbEventStore.connect(config.EVENTSTORE_URL)
      : SqlEventStore.open(pool);
  });
  const changes = new ChangeFeed();
  const commands = new CommandRunner(store);
  const handoff = new ProcessHandoff();
  // Who this process is in pg_stat_activity and on the health page's lease holders.
  const holder = `${processName} ${os.hostname()}:${process.pid}`;
  const lease = config.DATABASE_URL ? new PostgresLease(config.DATABASE_URL, holder) : new LocalLease(holder);
  const bus = pool.kind === 'postgres' ? new PostgresRunnerBus(pool) : new LocalBus();
  const projections = new ProjectionRunner({
    store,
    db,
    projectors: allProjectors,
    reactors: allReactors,
    commands: handoff.reporting(commands),
    lease,
    bus,
    run: config.RUN_PROJECTIONS,
    onChange: (change) => changes.publish(change),
    log,
  });
  return {
    config,
    pool,
    store,
    db,
    projections,
    changes,
    commands,
    handoff,
    describe: { eventStore: config.EVENTSTORE_URL ? 'eventstoredb' : pool.kind, readModels: pool.kind },
    async close() {
      await projections.stop();
      await bus.close();
      await lease.close();
      await store.close();
      await db.destroy();
      await pool.end();
    },
  };
}
