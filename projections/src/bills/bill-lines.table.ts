import type { Database } from '@packflow/db';
import { type ColumnType, type Kysely, sql } from 'kysely';
import { BILL_FACT_TABLES, type LineFactTables } from './line-batch';

/**
 * The bills' lines (month-end.md, "The bill"): bill_lines, every money and order event of a
 * customer that a bill takes (one line each, with the bill that took it once one did), with the
 * facts it needs of contracts, orders, receipts and refunds in tables of its own.
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

declare module '@packflow/db' {
  interface ReadModelTables {
    bill_lines: BillLineTableRow;
    bill_contracts: BillContractTableRow;
    bill_orders: BillOrderTableRow;
    bill_receipts: BillReceiptTableRow;
    bill_refunds: BillRefundTableRow;
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
  await createLineFactTables(db, schema, BILL_FACT_TABLES);
}

/**
 * A projector's own tables of the contract and order facts its lines need (the bills' bill_*, the
 * commission's commission_*: the same columns, each projector rebuilding its own).
 */
export async function createLineFactTables(
  db: Kysely<Database>,
  schema: string,
  t: LineFactTables,
): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable(t.contracts)
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
    .createTable(t.orders)
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
    .createTable(t.receipts)
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
    .createTable(t.refunds)
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
