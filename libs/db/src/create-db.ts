import type { SqlPool } from '@packflow/eventstore';
import {
  Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresDialect,
  type PostgresPool,
} from 'kysely';
import type { Database } from './database';
import * as m0001 from './migrations/0001-projection-checkpoints';
import * as m0002 from './migrations/0002-auth-sessions';
import * as m0003 from './migrations/0003-runner-tables';
import * as m0004 from './migrations/0004-no-signature-record';

/** Kysely over the same pool as the event store, PostgreSQL or PGlite. */
export function createDb(pool: SqlPool): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new PostgresDialect({
      // Our pool answers what pg answers (rows, rowCount, command), for PGlite too.
      pool: { connect: () => pool.connect(), end: async () => undefined } as unknown as PostgresPool,
    }),
  });
}

/** Migrations are listed here explicitly, in order, and never edited once released. */
const migrations: Record<string, Migration> = {
  '0001-projection-checkpoints': m0001,
  '0002-auth-sessions': m0002,
  '0003-runner-tables': m0003,
  '0004-no-signature-record': m0004,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: Kysely<Database>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
