import type { Database, Timestamp } from '@packflow/db';
import type { Kysely } from 'kysely';

/** The daily high-seas release, one row per day: the latest run of that day. */
export interface ReleaseRunRow {
  day: string;
  /** running, done or failed */
  state: string;
  total: number;
  released: number | null;
  warned: number | null;
  started_at: Timestamp;
  /** The run's last event: its start, finish or failure. */
  at: Timestamp;
  error: string | null;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    release_runs: ReleaseRunRow;
  }
}

/** Creates `release_runs` in the given schema. */
export async function createReleaseRunsTable(db: Kysely<Database>, schema: string): Promise<void> {
  await db.schema
    .withSchema(schema)
    .createTable('release_runs')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('released', 'integer')
    .addColumn('warned', 'integer')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('error', 'text')
    .execute();
}
