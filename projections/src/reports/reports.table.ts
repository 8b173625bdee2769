import type { Database } from '@packflow/db';
import { type ColumnType, type Kysely, sql } from 'kysely';

/**
 * Finance's read models (month-end.md, "Finance reports"): receivable_flows, each signed order's
 * amount and the money applied to it by day (the ageing's source; money for nothing signed yet
 * waits as an advance, sign_day null), with the contracts, orders, receipts and refunds it follows
 * in tables of its own; money_flows, collections, reversals and payments added up by day, owner,
 * method and currency. Golden-bean flows are summed from bean_entries (one row per ledger entry).
 */

/** numeric and bigint columns come back as text. */
type Text = ColumnType<string, string, string>;

export interface ReceivableFlowTableRow {
  /** `<eventId>:<n>`: the event's n-th flow. */
  flow_id: string;
  event_id: string;
  event_type: string;
  stream_id: string;
  position: Text;
  customer_id: string;
  customer_name: string;
  owner_id: string;
  currency: string;
  contract_id: string;
  contract_number: string;
  /** null: money waiting as an advance. */
  order_id: string | null;
  order_number: string | null;
  /** yyyy-mm-dd (Asia/Shanghai) the order was signed; null for an advance. */
  sign_day: string | null;
  /** yyyy-mm-dd the flow counts from. */
  event_day: string;
  /** numeric, signed: what it adds to what is owed. */
  amount: Text;
}

/**
 * A stretch of days over which a party (customer and owner in a currency) stands still: what it owes
 * per age bucket, their total and the money it holds ahead (receivable-spans.ts).
 */
export interface ReceivableSpanTableRow {
  customer_id: string;
  owner_id: string;
  currency: string;
  /** daterange `[first day, day after the last)`, open-ended while it lasts. */
  days: ColumnType<string, string, string>;
  /** true from the first day one of the party's orders counts: it shows in the report, even owing nothing. */
  party: boolean;
  /** numeric: owed on orders signed 0-30 days before the day, and so on. */
  d0_30: Text;
  d31_60: Text;
  d61_90: Text;
  d91_120: Text;
  over120: Text;
  /** numeric: the buckets' sum. */
  total: Text;
  /** numeric, signed as the flows: money received ahead (before its sign day, or with no order). */
  ahead: Text;
}

/** A customer and owner in a currency, in the report from the first day one of its orders counts. */
export interface ReceivablePartyTableRow {
  customer_id: string;
  owner_id: string;
  currency: string;
  /** date: the first day a flow of a signed order counts (the later of its day and the sign day). */
  first_day: ColumnType<string, string, string>;
}

export interface ReceivableContractTableRow {
  contract_id: string;
  number: string;
  customer_id: string;
  customer_name: string;
  owner_id: string;
  currency: string;
  /** Money received and applied to nothing yet. */
  advance: Text;
}

export interface ReceivableOrderTableRow {
  order_id: string;
  contract_id: string;
  number: string | null;
  /** The position of its signing: the order money is applied in. */
  seq: Text;
  sign_day: string;
  signed: Text;
  outstanding: Text;
  canceled: boolean;
}

export interface ReceivableReceiptTableRow {
  receipt_id: string;
  contract_id: string;
  order_id: string | null;
  customer_id: string;
  customer_name: string;
  owner_id: string;
  contract_number: string;
  currency: string;
  amount: Text;
  received_on: string;
  confirmed: boolean;
  reversed: boolean;
}

export interface ReceivableRefundTableRow {
  payment_id: string;
  order_id: string;
  amount: Text;
  paid: boolean;
}

export interface MoneyFlowTableRow {
  /** yyyy-mm-dd (Asia/Shanghai): the day received (collections), reversed, or paid. */
  day: string;
  month: string;
  owner_id: string;
  /** The receipt's method; '' for payments (refunds have none). */
  method: string;
  currency: string;
  collections: Text;
  collection_count: number;
  /** Receipts reversed after confirmation, as a positive figure. */
  reversals: Text;
  reversal_count: number;
  payments: Text;
  payment_count: number;
}

export interface MoneyReceiptTableRow {
  receipt_id: string;
  owner_id: string;
  method: string;
  currency: string;
  amount: Text;
  received_on: string;
  confirmed: boolean;
  reversed: boolean;
}

export interface MoneyPaymentTableRow {
  payment_id: string;
  owner_id: string;
  currency: string;
  amount: Text;
  paid: boolean;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    receivable_flows: ReceivableFlowTableRow;
    receivable_spans: ReceivableSpanTableRow;
    receivable_parties: ReceivablePartyTableRow;
    receivable_contracts: ReceivableContractTableRow;
    receivable_orders: ReceivableOrderTableRow;
    receivable_receipts: ReceivableReceiptTableRow;
    receivable_refunds: ReceivableRefundTableRow;
    money_flows: MoneyFlowTableRow;
    money_receipts: MoneyReceiptTableRow;
    money_payments: MoneyPaymentTableRow;
  }
}

export async function createReceivableTables(db: Kysely<Database>, schema: string): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable('receivable_flows')
    .addColumn('flow_id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('stream_id', 'text', (c) => c.notNull())
    .addColumn('position', 'bigint', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('contract_id', 'text', (c) => c.notNull())
    .addColumn('contract_number', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('order_number', 'text')
    .addColumn('sign_day', 'text')
    .addColumn('event_day', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric', (c) => c.notNull())
    .execute();
  const flows = sql.id(schema, 'receivable_flows');
  await sql`CREATE INDEX receivable_flows_day ON ${flows} (currency, event_day) INCLUDE (sign_day, amount, owner_id, customer_id)`.execute(
    db,
  );
  await sql`CREATE INDEX receivable_flows_customer ON ${flows} (customer_id, event_day)`.execute(db);
  await sql`CREATE INDEX receivable_flows_owner ON ${flows} (owner_id, event_day)`.execute(db);
  await s
    .createTable('receivable_spans')
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('days', sql`daterange`, (c) => c.notNull())
    .addColumn('party', 'boolean', (c) => c.notNull())
    .addColumn('d0_30', 'numeric', (c) => c.notNull())
    .addColumn('d31_60', 'numeric', (c) => c.notNull())
    .addColumn('d61_90', 'numeric', (c) => c.notNull())
    .addColumn('d91_120', 'numeric', (c) => c.notNull())
    .addColumn('over120', 'numeric', (c) => c.notNull())
    .addColumn('total', 'numeric', (c) => c.notNull())
    .addColumn('ahead', 'numeric', (c) => c.notNull())
    .execute();
  const spans = sql.id(schema, 'receivable_spans');
  await sql`CREATE INDEX receivable_spans_customer ON ${spans} (customer_id)`.execute(db);
  // The one span of each party covering a day, with all the report adds up, read from the index alone
  // (a quad tree over the days' bounds finds them faster than a GiST filled customer by customer).
  await sql`CREATE INDEX receivable_spans_days ON ${spans} USING spgist (days)
    INCLUDE (currency, customer_id, owner_id, party, d0_30, d31_60, d61_90, d91_120, over120, total, ahead)`.execute(
    db,
  );
  await s
    .createTable('receivable_parties')
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('first_day', 'date', (c) => c.notNull())
    .addPrimaryKeyConstraint('receivable_parties_pk', ['customer_id', 'owner_id', 'currency'])
    .execute();
  await s
    .createTable('receivable_contracts')
    .addColumn('contract_id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('advance', 'numeric', (c) => c.notNull())
    .execute();
  await s
    .createTable('receivable_orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('contract_id', 'text', (c) => c.notNull())
    .addColumn('number', 'text')
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('sign_day', 'text', (c) => c.notNull())
    .addColumn('signed', 'numeric', (c) => c.notNull())
    .addColumn('outstanding', 'numeric', (c) => c.notNull())
    .addColumn('canceled', 'boolean', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX receivable_orders_contract ON ${sql.id(schema, 'receivable_orders')} (contract_id, seq)`.execute(
    db,
  );
  await s
    .createTable('receivable_receipts')
    .addColumn('receipt_id', 'text', (c) => c.primaryKey())
    .addColumn('contract_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('contract_number', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric', (c) => c.notNull())
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('confirmed', 'boolean', (c) => c.notNull())
    .addColumn('reversed', 'boolean', (c) => c.notNull())
    .execute();
  await s
    .createTable('receivable_refunds')
    .addColumn('payment_id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric', (c) => c.notNull())
    .addColumn('paid', 'boolean', (c) => c.notNull())
    .execute();
}

export async function createMoneyFlowTables(db: Kysely<Database>, schema: string): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable('money_flows')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('collections', 'numeric', (c) => c.notNull())
    .addColumn('collection_count', 'integer', (c) => c.notNull())
    .addColumn('reversals', 'numeric', (c) => c.notNull())
    .addColumn('reversal_count', 'integer', (c) => c.notNull())
    .addColumn('payments', 'numeric', (c) => c.notNull())
    .addColumn('payment_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('money_flows_pk', ['day', 'owner_id', 'method', 'currency'])
    .execute();
  await sql`CREATE INDEX money_flows_month ON ${sql.id(schema, 'money_flows')} (currency, month, day)`.execute(
    db,
  );
  await s
    .createTable('money_receipts')
    .addColumn('receipt_id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric', (c) => c.notNull())
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('confirmed', 'boolean', (c) => c.notNull())
    .addColumn('reversed', 'boolean', (c) => c.notNull())
    .execute();
  await s
    .createTable('money_payments')
    .addColumn('payment_id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric', (c) => c.notNull())
    .addColumn('paid', 'boolean', (c) => c.notNull())
    .execute();
}
