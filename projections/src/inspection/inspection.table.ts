import type { Database, Timestamp } from '@packflow/db';
import type { inspection } from '@packflow/domain';
import { type ColumnType, type Kysely, sql } from 'kysely';

/**
 * Quality inspection's read model (factory.md, "Quality inspection"): one row per lot handed to
 * inspection, with its order's facts (number, customer, owner, template, sizes, stages), where it
 * stands, its inspection and ProductManage's disposition (with OperatorManage's answer to a
 * concession). /OrderQuality/Wait, /Finished, /Failed, /OperatorManage/Concession and the order
 * detail read it; the lot's actions come from its row alone (lotStandingOfRow).
 */

/** A disposition as inspection_lots.disposition keeps it: ProductManage's decision and OperatorManage's answer. */
export type LotDispositionJson = inspection.LotDisposedData & {
  decision: inspection.ConcessionDecidedData | null;
};

export interface InspectionLotTableRow {
  /** `<orderId>:<n>` */
  id: string;
  order_id: string;
  n: number;
  number: string;
  customer_name: string;
  owner_id: string;
  owner_role: string;
  template_kind: string;
  /** jsonb: the order's own sizes (mm). */
  sizes: ColumnType<Record<string, number>, string, string>;
  /** jsonb: the stages a rework may go back to. */
  stages: ColumnType<string[], string, string>;
  /** The order's ordered quantity. */
  ordered: number;
  /** The order's quoting unit: the good quantity released is counted in it. */
  order_unit: string;
  /** The lot as production made it (metres with 2 decimals, or pieces). */
  quantity: number;
  unit: string;
  /** production, rework */
  source: string;
  /** LotStatus: waiting, passed, failed, rework, supplementary, concessionPending, conceded, concessionRejected, closed */
  status: string;
  /** The order's inspection is closed (the order ended or was canceled): nothing more is decided. */
  order_closed: boolean;
  /** jsonb: the LotInspected data (checks, defects, sample, result, by, at); null while waiting. */
  inspection: ColumnType<inspection.LotInspectedData | null, string | null, string | null>;
  /** jsonb: the LotDisposed data with `decision` (ConcessionDecided data or null); null until disposed. */
  disposition: ColumnType<LotDispositionJson | null, string | null, string | null>;
  /** passed/failed once inspected, else null. */
  result: string | null;
  /** What the lot released to shipping: a pass's good quantity, an approved concession's quantity. */
  shippable: number;
  inspected_by: string | null;
  arrived_at: Timestamp;
  inspected_at: Timestamp | null;
  /** When ProductManage disposed of it, or OperatorManage answered its concession (the later). */
  decided_at: Timestamp | null;
  /** Number and customer, lower-cased: the keyword search. */
  search: string;
  stream_revision: number;
  /** The event-store position of the last event shown (text: a bigint). */
  position: string;
  updated_at: Timestamp;
}

/** How many lots stand at each status, open or closed with their order: the lists' totals and the /Home tile. */
export interface InspectionLotCountRow {
  status: string;
  order_closed: boolean;
  n: number;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    inspection_lots: InspectionLotTableRow;
    inspection_lot_counts: InspectionLotCountRow;
  }
}

/** inspection_lots and inspection_lot_counts (the inspection_lots projector's). */
export async function createInspectionTables(db: Kysely<Database>, schema: string): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable('inspection_lots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('owner_role', 'text', (c) => c.notNull())
    .addColumn('template_kind', 'text', (c) => c.notNull())
    .addColumn('sizes', 'jsonb', (c) => c.notNull())
    .addColumn('stages', 'jsonb', (c) => c.notNull())
    .addColumn('ordered', 'integer', (c) => c.notNull())
    .addColumn('order_unit', 'text', (c) => c.notNull())
    .addColumn('quantity', 'double precision', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('order_closed', 'boolean', (c) => c.notNull())
    .addColumn('inspection', 'jsonb')
    .addColumn('disposition', 'jsonb')
    .addColumn('result', 'text')
    .addColumn('shippable', 'integer', (c) => c.notNull())
    .addColumn('inspected_by', 'text')
    .addColumn('arrived_at', 'timestamptz', (c) => c.notNull())
    .addColumn('inspected_at', 'timestamptz')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('search', 'text', (c) => c.notNull())
    .addColumn('stream_revision', 'integer', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  const lots = sql.id(schema, 'inspection_lots');
  await sql`CREATE UNIQUE INDEX inspection_lots_order ON ${lots} (order_id, n)`.execute(db);
  // /OrderQuality/Wait: the waiting lots, oldest arrived first.
  await sql`CREATE INDEX inspection_lots_arrived ON ${lots} (status, arrived_at, id)`.execute(db);
  // /OrderQuality/Finished and /Failed: inspected lots, newest inspected first.
  await sql`CREATE INDEX inspection_lots_inspected ON ${lots} (status, inspected_at DESC, id DESC)
    WHERE inspected_at IS NOT NULL`.execute(db);
  // /OrderQuality/Failed: every failed lot (whatever was decided since), newest inspected first.
  await sql`CREATE INDEX inspection_lots_failed ON ${lots} (inspected_at DESC, id DESC) INCLUDE (status)
    WHERE result = 'failed'`.execute(db);
  // Concessions and dispositions: newest decided first.
  await sql`CREATE INDEX inspection_lots_decided ON ${lots} (status, decided_at DESC, id DESC)
    WHERE decided_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX inspection_lots_owner ON ${lots} (owner_id, status, arrived_at)`.execute(db);
  await s
    .createTable('inspection_lot_counts')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('order_closed', 'boolean', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('inspection_lot_counts_pk', ['status', 'order_closed'])
    .execute();
}
