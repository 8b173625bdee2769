import type { Database, Timestamp } from '@packflow/db';
import type { Package, PostageMode } from '@packflow/contracts';
import type { shipping } from '@packflow/domain';
import { type ColumnType, type Kysely, sql } from 'kysely';

/**
 * Shipping's read models (factory.md, "Shipping"): shipping_orders, one row per order whose good
 * quantity reached shipping (its figures, approvals and where it stands: /OrderLogistics/Wait and
 * /Send, OperatorManage's approvals, the order detail), and shipments, one row per shipment (the
 * order detail, the delivery note, the traders' waybills). The readiness check's standing is in
 * the row (shippingStandingOfRow); the balance and the tolerance are the API's to add.
 */

export interface ShippingOrderTableRow {
  order_id: string;
  number: string;
  contract_id: string;
  customer_id: string;
  customer_name: string;
  owner_id: string;
  owner_role: string;
  currency: string;
  unit: string;
  /** The order's price ratio, percent text (the postage rule). */
  ratio: string;
  ordered: number;
  /** The good quantity released to ship (passed lots and approved concessions). */
  inspected: number;
  shipped: number;
  /** Over-shipment OperatorManage approved above the tolerance. */
  approved_over: number;
  /** OperatorManage released the order on credit (the balance need not be confirmed). */
  credit_released: boolean;
  /** ShippingStatus: waiting, partial, shipped, closedShort, ended. */
  status: string;
  /** Shipped in full, closed short or ended: nothing more ships. */
  closed: boolean;
  /** Released and not yet shipped: max(0, inspected - shipped). */
  stock: number;
  /** Still owed to the customer: max(0, ordered - shipped). */
  outstanding: number;
  /** jsonb: the released lots (ShippableAdded data). */
  lots: ColumnType<shipping.ShippableAddedData[], string, string>;
  /** jsonb: every approval asked, with its decision (null while pending). */
  approvals: ColumnType<shipping.ApprovalState[], string, string>;
  /** jsonb: the kinds of the approvals still pending. */
  pending_approvals: ColumnType<string[], string, string>;
  pending_count: number;
  /** The concessions' reasons, joined (the delivery note prints them); null when none. */
  concession: string | null;
  close_reason: string | null;
  shipment_count: number;
  last_shipped_at: Timestamp | null;
  last_waybill: string | null;
  opened_at: Timestamp;
  completed_at: Timestamp | null;
  /** Number and customer, lower-cased: the keyword search. */
  search: string;
  stream_revision: number;
  position: string;
  updated_at: Timestamp;
}

export interface ShippingOrderCountRow {
  status: string;
  n: number;
}

export interface ShipmentTableRow {
  order_id: string;
  shipment_id: string;
  n: number;
  number: string;
  customer_id: string;
  customer_name: string;
  owner_id: string;
  owner_role: string;
  currency: string;
  unit: string;
  quantity: number;
  waybill: string;
  company: string;
  /** ShippingService */
  service: string;
  /** Money text, 2 decimals, in the order's currency. */
  freight: string;
  /** kg */
  weight: number;
  cartons: ColumnType<Package, string, string>;
  pallets: ColumnType<Package | null, string | null, string | null>;
  address: string;
  region_code: string | null;
  postage: ColumnType<{ mode: PostageMode; amount: string }, string, string>;
  /** The order's concessions as they stood when it shipped (the delivery note prints them). */
  concession: string | null;
  shipped_by: string;
  shipped_at: Timestamp;
  search: string;
  stream_revision: number;
  position: string;
  updated_at: Timestamp;
}

/** The order facts the shipments projector keeps to write a shipment's row (its own table: rebuilt with it). */
export interface ShipmentOrderTableRow {
  order_id: string;
  number: string;
  customer_id: string;
  customer_name: string;
  owner_id: string;
  owner_role: string;
  currency: string;
  unit: string;
  concession: string | null;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    shipping_orders: ShippingOrderTableRow;
    shipping_order_counts: ShippingOrderCountRow;
    shipments: ShipmentTableRow;
    shipment_orders: ShipmentOrderTableRow;
  }
}

/** shipping_orders and shipping_order_counts (the shipping_orders projector's). */
export async function createShippingOrdersTables(db: Kysely<Database>, schema: string): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable('shipping_orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('contract_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('owner_role', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('ratio', 'text', (c) => c.notNull())
    .addColumn('ordered', 'integer', (c) => c.notNull())
    .addColumn('inspected', 'integer', (c) => c.notNull())
    .addColumn('shipped', 'integer', (c) => c.notNull())
    .addColumn('approved_over', 'integer', (c) => c.notNull())
    .addColumn('credit_released', 'boolean', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('closed', 'boolean', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('outstanding', 'integer', (c) => c.notNull())
    .addColumn('lots', 'jsonb', (c) => c.notNull())
    .addColumn('approvals', 'jsonb', (c) => c.notNull())
    .addColumn('pending_approvals', 'jsonb', (c) => c.notNull())
    .addColumn('pending_count', 'integer', (c) => c.notNull())
    .addColumn('concession', 'text')
    .addColumn('close_reason', 'text')
    .addColumn('shipment_count', 'integer', (c) => c.notNull())
    .addColumn('last_shipped_at', 'timestamptz')
    .addColumn('last_waybill', 'text')
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addColumn('search', 'text', (c) => c.notNull())
    .addColumn('stream_revision', 'integer', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  const orders = sql.id(schema, 'shipping_orders');
  // /OrderLogistics/Wait: the open orders, oldest released first.
  await sql`CREATE INDEX shipping_orders_open ON ${orders} (opened_at, order_id) INCLUDE (stock, status)
    WHERE NOT closed`.execute(db);
  // /OrderLogistics/Send: orders with shipments, newest shipped first.
  await sql`CREATE INDEX shipping_orders_sent ON ${orders} (last_shipped_at DESC, order_id DESC)
    WHERE shipment_count > 0`.execute(db);
  await sql`CREATE INDEX shipping_orders_status ON ${orders} (status, updated_at DESC, order_id)`.execute(db);
  // OperatorManage's pending approvals.
  await sql`CREATE INDEX shipping_orders_pending ON ${orders} (updated_at, order_id) WHERE pending_count > 0`.execute(
    db,
  );
  await sql`CREATE INDEX shipping_orders_owner ON ${orders} (owner_id, closed, opened_at)`.execute(db);
  await s
    .createTable('shipping_order_counts')
    .addColumn('status', 'text', (c) => c.primaryKey())
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();
}

/** shipments and shipment_orders (the shipments projector's). */
export async function createShipmentsTables(db: Kysely<Database>, schema: string): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable('shipments')
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('shipment_id', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('owner_role', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('waybill', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('freight', 'text', (c) => c.notNull())
    .addColumn('weight', 'double precision', (c) => c.notNull())
    .addColumn('cartons', 'jsonb', (c) => c.notNull())
    .addColumn('pallets', 'jsonb')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('region_code', 'text')
    .addColumn('postage', 'jsonb', (c) => c.notNull())
    .addColumn('concession', 'text')
    .addColumn('shipped_by', 'text', (c) => c.notNull())
    .addColumn('shipped_at', 'timestamptz', (c) => c.notNull())
    .addColumn('search', 'text', (c) => c.notNull())
    .addColumn('stream_revision', 'integer', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('shipments_pk', ['order_id', 'shipment_id'])
    .execute();
  const shipments = sql.id(schema, 'shipments');
  await sql`CREATE UNIQUE INDEX shipments_order_n ON ${shipments} (order_id, n)`.execute(db);
  await sql`CREATE INDEX shipments_shipped ON ${shipments} (shipped_at DESC, order_id, n)`.execute(db);
  await sql`CREATE INDEX shipments_owner ON ${shipments} (owner_id, shipped_at DESC)`.execute(db);
  await s
    .createTable('shipment_orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('owner_role', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('concession', 'text')
    .execute();
}
