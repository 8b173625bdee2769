import type { Database, Timestamp } from '@packflow/db';
import type { ColumnType, Kysely } from 'kysely';

/** A trader grade of /Customer/Grade (deleted ones stay, flagged, so old timelines still name them). */
export interface TraderGradeRow {
  id: string;
  name: string;
  /** A decimal as text (money rules: no floats). */
  factor: string;
  deleted: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One row per trader-grade event: created, changed or deleted, with the values before. */
export interface TraderGradeHistoryRow {
  position: ColumnType<string, string, string>;
  grade_id: string;
  /** created, changed or deleted */
  action: string;
  name: string;
  factor: string;
  from_name: string | null;
  from_factor: string | null;
  at: Timestamp;
  user_id: string | null;
  role: string | null;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    trader_grades: TraderGradeRow;
    trader_grade_history: TraderGradeHistoryRow;
  }
}

/** Creates `trader_grades` and `trader_grade_history` with their indexes in the given schema. */
export async function createTraderGradesTables(db: Kysely<Database>, schema: string): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable('trader_grades')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('factor', 'text', (c) => c.notNull())
    .addColumn('deleted', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await s.createIndex('trader_grades_name').on('trader_grades').columns(['deleted', 'name']).execute();
  await s
    .createTable('trader_grade_history')
    .addColumn('position', 'bigint', (c) => c.primaryKey())
    .addColumn('grade_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('factor', 'text', (c) => c.notNull())
    .addColumn('from_name', 'text')
    .addColumn('from_factor', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('role', 'text')
    .execute();
  await s
    .createIndex('trader_grade_history_grade')
    .on('trader_grade_history')
    .columns(['grade_id', 'position'])
    .execute();
}
