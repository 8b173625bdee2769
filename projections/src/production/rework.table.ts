import type { Database, Timestamp } from '@packflow/db';
import { type Kysely, sql } from 'kysely';

/**
 * The rework items (factory.md: a failed lot sent back to a stage with a quantity): one row per
 * item of an order's rework stream, for Product's /OrderProduct/Rework and the order detail.
 */
export interface ProductionReworkTableRow {
  /** The failed lot's id (`<orderId>:<n>`): one rework per lot. */
  rework_id: string;
  order_id: string;
  /** The failed lot's number n (the URL's `:lot`). */
  lot: number;
  number: string;
  customer_name: string;
  /** StageKind the quantity goes back to. */
  stage: string;
  quantity: number;
  unit: string;
  reason: string;
  /** open, finished, closed (the order ended before it was finished). */
  status: string;
  good_quantity: number | null;
  waste: number | null;
  note: string | null;
  finished_by: string | null;
  opened_at: Timestamp;
  finished_at: Timestamp | null;
  search: string;
  stream_revision: number;
  position: string;
  updated_at: Timestamp;
}

export interface ProductionReworkCountRow {
  status: string;
  n: number;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    production_reworks: ProductionReworkTableRow;
    production_rework_counts: ProductionReworkCountRow;
  }
}

/** production_reworks and production_rework_counts (the production_reworks projector's). */
export async function createReworkTables(db: Kysely<Database>, schema: string): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable('production_reworks')
    .addColumn('rework_id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('lot', 'integer', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('good_quantity', 'integer')
    .addColumn('waste', 'double precision')
    .addColumn('note', 'text')
    .addColumn('finished_by', 'text')
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('search', 'text', (c) => c.notNull())
    .addColumn('stream_revision', 'integer', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  const reworks = sql.id(schema, 'production_reworks');
  await sql`CREATE INDEX production_reworks_status ON ${reworks} (status, opened_at, rework_id)`.execute(db);
  await sql`CREATE INDEX production_reworks_finished ON ${reworks} (finished_at DESC, rework_id DESC)
    WHERE finished_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX production_reworks_order ON ${reworks} (order_id, lot)`.execute(db);
  await s
    .createTable('production_rework_counts')
    .addColumn('status', 'text', (c) => c.primaryKey())
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();
}
