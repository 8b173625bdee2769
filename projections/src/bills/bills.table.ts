import type { Database, Timestamp } from '@packflow/db';
import { type ColumnType, type Kysely, sql } from 'kysely';

/**
 * The bills' read models (month-end.md, "The bill"): bill_lines, every money and order event of a
 * customer that a bill takes (one line each, with the bill that took it once one did), with the
 * facts it needs of contracts, orders, receipts and refunds in tables of its own; bills, one row per
 * bill with where it stands and its totals; month_closes, each month's close with its progress.
 */

/** numeric and bigint columns come back as text. */
type Text = ColumnType<string, string, string>;

export interface BillLineTableRow {
  /** The event's id (`<eventId>:<orderId>` when one event signs several orders). */
  line_id: string;
  event_id: string;
  event_type: string;
  stream_id: string;
  /** bigint: the event's global position. */
  position: Text;
  customer_id: string;
  customer_name: string;
  /** The owner the event names (the customer's salesman or trader then). */
  owner_id: string;
  contract_id: string | null;
  contract_number: string | null;
  order_id: string | null;
  order_number: string | null;
  quantity: number | null;
  unit: string | null;
  /** BillLineKind */
  kind: string;
  /** numeric, signed as it counts in its total. */
  amount: Text;
  currency: string;
  /** yyyy-mm-dd, Asia/Shanghai. */
  date: string;
  /** yyyy-mm */
  month: string;
  method: string | null;
  note: string;
  /** The bill (`<customerId>-<yyyymm>`) that took the line; null until one does. */
  bill_id: string | null;
}

/** A contract as the lines need it. */
export interface BillContractTableRow {
  contract_id: string;
  number: string;
  customer_id: string;
  customer_name: string;
  owner_id: string;
  currency: string;
  language: string;
  /** A signed line exists on the contract (a receipt confirmed after it is a balance). */
  signed: boolean;
}

/** An order as the lines need it, with its signed line while it counts. */
export interface BillOrderTableRow {
  order_id: string;
  contract_id: string;
  contract_number: string;
  number: string;
  customer_id: string;
  customer_name: string;
  owner_id: string;
  currency: string;
  quantity: number;
  unit: string;
  /** The signed line that counts (null: not signed, or canceled since). */
  signed_line: string | null;
  signed_amount: Text | null;
}

export interface BillReceiptTableRow {
  receipt_id: string;
  contract_id: string;
  contract_number: string;
  customer_id: string;
  customer_name: string;
  owner_id: string;
  order_id: string | null;
  amount: Text;
  currency: string;
  method: string;
  received_on: string;
  /** downPayment or balance once confirmed; null before. */
  kind: string | null;
  reversed: boolean;
}

export interface BillRefundTableRow {
  payment_id: string;
  contract_id: string;
  contract_number: string;
  order_id: string;
  owner_id: string;
  customer_name: string;
  amount: Text;
  currency: string;
  paid: boolean;
}

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
  started_at: Timestamp;
  finished_at: Timestamp | null;
  by: string;
  error: string | null;
  updated_at: Timestamp;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    bill_lines: BillLineTableRow;
    bill_contracts: BillContractTableRow;
    bill_orders: BillOrderTableRow;
    bill_receipts: BillReceiptTableRow;
    bill_refunds: BillRefundTableRow;
    bills: BillTableRow;
    month_closes: MonthCloseTableRow;
  }
}

/** bill_lines and its helper tables (the bill_lines projector's). */
export async function createBillLinesTables(db: Kysely<Database>, schema: string): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable('bill_lines')
    .addColumn('line_id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('stream_id', 'text', (c) => c.notNull())
    .addColumn('position', 'bigint', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('contract_id', 'text')
    .addColumn('contract_number', 'text')
    .addColumn('order_id', 'text')
    .addColumn('order_number', 'text')
    .addColumn('quantity', 'integer')
    .addColumn('unit', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('method', 'text')
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('bill_id', 'text')
    .execute();
  const lines = sql.id(schema, 'bill_lines');
  await sql`CREATE INDEX bill_lines_customer ON ${lines} (customer_id, bill_id, month)`.execute(db);
  // The month's close: the customers with unbilled lines up to a month and a position.
  await sql`CREATE INDEX bill_lines_unbilled ON ${lines} (month, position, customer_id) WHERE bill_id IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX bill_lines_bill ON ${lines} (bill_id) WHERE bill_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX bill_lines_day ON ${lines} (date, kind)`.execute(db);
  await s
    .createTable('bill_contracts')
    .addColumn('contract_id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('signed', 'boolean', (c) => c.notNull())
    .execute();
  await s
    .createTable('bill_orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('contract_id', 'text', (c) => c.notNull())
    .addColumn('contract_number', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('signed_line', 'text')
    .addColumn('signed_amount', 'numeric')
    .execute();
  await s
    .createTable('bill_receipts')
    .addColumn('receipt_id', 'text', (c) => c.primaryKey())
    .addColumn('contract_id', 'text', (c) => c.notNull())
    .addColumn('contract_number', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('amount', 'numeric', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('kind', 'text')
    .addColumn('reversed', 'boolean', (c) => c.notNull())
    .execute();
  await s
    .createTable('bill_refunds')
    .addColumn('payment_id', 'text', (c) => c.primaryKey())
    .addColumn('contract_id', 'text', (c) => c.notNull())
    .addColumn('contract_number', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('paid', 'boolean', (c) => c.notNull())
    .execute();
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
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('by', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}
