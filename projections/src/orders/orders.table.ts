import type { Database, Timestamp } from '@packflow/db';
import { type ColumnType, type Kysely, sql } from 'kysely';
import { trigramOps } from '../customers/customers.table';

/** An order, one row each: the list columns, its specification and where it stands. */
export interface OrderTableRow {
  id: string;
  number: string;
  contract_id: string;
  contract_number: string;
  quotation_id: string;
  quotation_number: string;
  customer_id: string;
  customer_name: string;
  owner_id: string;
  /** OperatorIndex or Traders */
  owner_role: string;
  printing_type: string;
  taxed: boolean;
  payment_terms: string;
  currency: string;
  make: string;
  bag_type: string | null;
  unit: string;
  sampling: boolean | null;
  /** normal or supplementary */
  type: string;
  parent_order_id: string | null;
  quantity: number;
  /** Decimal text (money rules: no floats). */
  unit_price: string;
  total: string;
  ratio: string;
  /** wait, signed, product, inspection, waitsend, shipped, canceled */
  status: string;
  /** canceled, invalidated, ended, or null while open */
  closing: string | null;
  signed_at: Timestamp | null;
  artwork_count: number;
  artwork_status: string;
  artwork_files: string;
  inspected_quantity: number;
  shipped_quantity: number;
  cancel_pending: boolean;
  cancel_reason: string | null;
  cancel_by: string | null;
  cancel_requested_at: Timestamp | null;
  /** Numbers and customer name, lower-cased: the keyword search. */
  search: string;
  /** jsonb: OrderSnapshot. */
  snapshot: ColumnType<Record<string, unknown>, string, string>;
  stream_revision: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * How many orders each owner has per status, type and printing type: the count of a list page
 * without a keyword, customer or date filter, kept as the rows change, so a list of half a million
 * finished orders is counted by adding a few thousand numbers rather than by reading every order.
 */
export interface OrderCountRow {
  owner_id: string;
  status: string;
  type: string;
  printing_type: string;
  n: number;
}

/**
 * The keyword search's ways in, so a keyword is looked up among a few rows rather than matched
 * against every order: each order's numbers by their beginning (`n…`, with and without their
 * letters) and their end (`r…`, reversed), and each customer's names (the name an order was made
 * under, so orders made before a rename are found by the old name).
 */
export interface OrderNumberKeyRow {
  key: string;
  order_id: string;
}
export interface OrderCustomerNameRow {
  customer_id: string;
  name: string;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    orders: OrderTableRow;
    order_counts: OrderCountRow;
    order_number_keys: OrderNumberKeyRow;
    order_customer_names: OrderCustomerNameRow;
  }
}

/** Creates `orders` and the indexes its lists read by, in the given schema. */
export async function createOrdersTables(db: Kysely<Database>, schema: string): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('contract_id', 'text', (c) => c.notNull())
    .addColumn('contract_number', 'text', (c) => c.notNull())
    .addColumn('quotation_id', 'text', (c) => c.notNull())
    .addColumn('quotation_number', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('owner_role', 'text', (c) => c.notNull())
    .addColumn('printing_type', 'text', (c) => c.notNull())
    .addColumn('taxed', 'boolean', (c) => c.notNull())
    .addColumn('payment_terms', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('make', 'text', (c) => c.notNull())
    .addColumn('bag_type', 'text')
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('sampling', 'boolean')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('parent_order_id', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'text', (c) => c.notNull())
    .addColumn('total', 'text', (c) => c.notNull())
    .addColumn('ratio', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('closing', 'text')
    .addColumn('signed_at', 'timestamptz')
    .addColumn('artwork_count', 'integer', (c) => c.notNull())
    .addColumn('artwork_status', 'text', (c) => c.notNull())
    .addColumn('artwork_files', 'text', (c) => c.notNull())
    .addColumn('inspected_quantity', 'integer', (c) => c.notNull())
    .addColumn('shipped_quantity', 'integer', (c) => c.notNull())
    .addColumn('cancel_pending', 'boolean', (c) => c.notNull())
    .addColumn('cancel_reason', 'text')
    .addColumn('cancel_by', 'text')
    .addColumn('cancel_requested_at', 'timestamptz')
    .addColumn('search', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'jsonb', (c) => c.notNull())
    .addColumn('stream_revision', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Every list is one status, newest first ((created_at, id) read backwards), within the reader's
  // scope: one owner (salesmen, traders), a supervisor's salesmen (by owner), or everyone.
  const table = sql.id(schema, 'orders');
  const include = sql`INCLUDE (type, printing_type, customer_id)`;
  await sql`CREATE INDEX orders_owner_status ON ${table} (owner_id, status, created_at, id) ${include}`.execute(
    db,
  );
  await sql`CREATE INDEX orders_status ON ${table} (status, created_at, id) ${include}`.execute(db);
  await sql`CREATE INDEX orders_customer ON ${table} (customer_id, status, created_at, id)`.execute(db);
  await sql`CREATE INDEX orders_type ON ${table} (type, status, created_at, id)`.execute(db);
  await sql`CREATE INDEX orders_contract ON ${table} (contract_id)`.execute(db);
  await sql`CREATE INDEX orders_parent ON ${table} (parent_order_id) WHERE parent_order_id IS NOT NULL`.execute(
    db,
  );
  // The supervisor's queue: only the few orders with a cancel waiting.
  await sql`CREATE INDEX orders_cancel_pending ON ${table} (cancel_requested_at, id) WHERE cancel_pending`.execute(
    db,
  );
  await s
    .createTable('order_counts')
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('printing_type', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_counts_pk', ['owner_id', 'status', 'type', 'printing_type'])
    .execute();
  await sql`CREATE INDEX order_counts_status ON ${sql.id(schema, 'order_counts')} (status, type, printing_type)`.execute(
    db,
  );
  // "C" collation: the primary key's index serves LIKE 'prefix%'.
  await s
    .createTable('order_number_keys')
    .addColumn('key', sql`text COLLATE "C"`, (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_number_keys_pk', ['key', 'order_id'])
    .execute();
  await s
    .createTable('order_customer_names')
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_customer_names_pk', ['customer_id', 'name'])
    .execute();
  const trgm = await trigramOps(db);
  if (trgm)
    await sql`CREATE INDEX order_customer_names_name ON ${sql.id(schema, 'order_customer_names')} USING gin (name ${trgm})`.execute(
      db,
    );
  if (trgm) await sql`CREATE INDEX orders_search ON ${table} USING gin (search ${trgm})`.execute(db);
}
