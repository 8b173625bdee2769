import type { Database, Timestamp } from '@packflow/db';
import { type ColumnType, type Kysely, sql } from 'kysely';

/**
 * The bills' read models (month-end.md, "The bill"): bills, one row per bill with where it stands
 * and its totals; month_closes, each month's close with its progress. The lines the bills take
 * are in bill-lines.table.ts.
 */

/** numeric and bigint columns come back as text. */
type Text = ColumnType<string, string, string>;

export interface BillTableRow {
  /** `<customerId>-<yyyymm>` */
  id: string;
  customer_id: string;
  customer_name: string;
  language: string;
  owner_id: string;
  /** yyyy-mm */
  month: string;
  currency: string;
  /** BillStatus */
  status: string;
  line_count: number;
  signed_orders: number;
  signing_amount: Text;
  down_payments: Text;
  balances: Text;
  refunds: Text;
  collections: Text;
  adjustments: Text;
  opening_balance: Text;
  closing_balance: Text;
  /** Disputed lines not yet answered by an adjustment. */
  disputed_lines: number;
  /** jsonb: the open disputes' line ids. */
  disputed: ColumnType<string[], string, string>;
  sent_at: Timestamp | null;
  /** bigint: the position of the last BillSent. */
  sent_position: Text | null;
  sealed_at: Timestamp | null;
  sealed_by: string | null;
  /** The chain hash of BillSealed. */
  chain_head: string | null;
  /** The bill stream's revision (If-Match). */
  revision: number;
  position: Text;
  updated_at: Timestamp;
  /** Customer name and month, lower-cased: the keyword search. */
  search: string;
}

export interface MonthCloseTableRow {
  /** yyyy-mm */
  month: string;
  /** MonthCloseStatus */
  status: string;
  cutoff: Text;
  total: number;
  done: number;
  bills: number;
  /** The wage part: salesmen fixed, those done, sheets made (0 until it starts). */
  wage_total: number;
  wage_done: number;
  sheets: number;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  by: string;
  error: string | null;
  updated_at: Timestamp;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    bills: BillTableRow;
    month_closes: MonthCloseTableRow;
  }
}

/** bills (the bills projector's). */
export async function createBillsTables(db: Kysely<Database>, schema: string): Promise<void> {
  const money = (name: string) => (t: ReturnType<Kysely<Database>['schema']['createTable']>) =>
    t.addColumn(name, 'numeric', (c) => c.notNull());
  let t = db.schema
    .withSchema(schema)
    .createTable('bills')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('line_count', 'integer', (c) => c.notNull())
    .addColumn('signed_orders', 'integer', (c) => c.notNull());
  for (const name of [
    'signing_amount',
    'down_payments',
    'balances',
    'refunds',
    'collections',
    'adjustments',
    'opening_balance',
    'closing_balance',
  ])
    t = money(name)(t);
  await t
    .addColumn('disputed_lines', 'integer', (c) => c.notNull())
    .addColumn('disputed', 'jsonb', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('sent_position', 'bigint')
    .addColumn('sealed_at', 'timestamptz')
    .addColumn('sealed_by', 'text')
    .addColumn('chain_head', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('position', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('search', 'text', (c) => c.notNull())
    .execute();
  const bills = sql.id(schema, 'bills');
  await sql`CREATE INDEX bills_status ON ${bills} (status, month DESC, id)`.execute(db);
  await sql`CREATE INDEX bills_owner ON ${bills} (owner_id, status, month DESC)`.execute(db);
  await sql`CREATE INDEX bills_customer ON ${bills} (customer_id, month DESC)`.execute(db);
  await sql`CREATE INDEX bills_month ON ${bills} (month DESC, id)`.execute(db);
}

/** month_closes (the month-closes projector's). */
export async function createMonthClosesTables(db: Kysely<Database>, schema: string): Promise<void> {
  await db.schema
    .withSchema(schema)
    .createTable('month_closes')
    .addColumn('month', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cutoff', 'bigint', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull())
    .addColumn('bills', 'integer', (c) => c.notNull())
    .addColumn('wage_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wage_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sheets', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('by', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}
