import type { Database } from '@packflow/db';
import { type ColumnType, type Kysely, sql } from 'kysely';

/** wage_sheets: one row per salesman and month (`<staffId>-<yyyymm>`), from its `wages-` stream. */

/** numeric and bigint columns come back as text. */
type Text = ColumnType<string, string, string>;
type Timestamp = ColumnType<Date | string, string, string>;

export interface WageSheetTableRow {
  /** `<staffId>-<yyyymm>` */
  id: string;
  staff_id: string;
  staff_name: string;
  areacode: string | null;
  /** yyyy-mm */
  month: string;
  /** WageSheetStatus */
  status: string;
  base: Text;
  position: Text;
  collections: Text;
  earned: Text;
  carried_in: Text;
  commission: Text;
  carried_out: Text;
  adjustments: Text;
  total: Text;
  /** bigint: the close's store position. */
  cutoff: Text;
  checked_at: Timestamp | null;
  paid_at: Timestamp | null;
  updated_at: Timestamp;
  /** The stream's revision (sent back as If-Match). */
  revision: number;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    wage_sheets: WageSheetTableRow;
  }
}

export async function createWageSheetsTables(db: Kysely<Database>, schema: string): Promise<void> {
  await db.schema
    .withSchema(schema)
    .createTable('wage_sheets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull())
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('areacode', 'text')
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('base', 'numeric', (c) => c.notNull())
    .addColumn('position', 'numeric', (c) => c.notNull())
    .addColumn('collections', 'numeric', (c) => c.notNull())
    .addColumn('earned', 'numeric', (c) => c.notNull())
    .addColumn('carried_in', 'numeric', (c) => c.notNull())
    .addColumn('commission', 'numeric', (c) => c.notNull())
    .addColumn('carried_out', 'numeric', (c) => c.notNull())
    .addColumn('adjustments', 'numeric', (c) => c.notNull())
    .addColumn('total', 'numeric', (c) => c.notNull())
    .addColumn('cutoff', 'bigint', (c) => c.notNull())
    .addColumn('checked_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .execute();
  const sheets = sql.id(schema, 'wage_sheets');
  await sql`CREATE INDEX wage_sheets_status ON ${sheets} (status, month)`.execute(db);
  await sql`CREATE INDEX wage_sheets_staff ON ${sheets} (staff_id, month)`.execute(db);
}
