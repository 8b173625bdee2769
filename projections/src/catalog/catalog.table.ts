import type { Database, Timestamp } from '@packflow/db';
import type { ColumnType, Kysely } from 'kysely';

/** A catalogue item (materials, accessories, bag types, gusset styles) with its current values; retired ones stay, flagged. */
export interface CatalogItemRow {
  kind: string;
  id: string;
  /** jsonb: the item's form values (CatalogValues[kind]), money as decimal text. */
  values: ColumnType<Record<string, unknown>, string, string>;
  active: boolean;
  /** Its place in the list: seeds in their order, then items as added. */
  sort_order: number;
  version: number;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** One row per item per event: created (every field from null) or changed. */
export interface CatalogHistoryRow {
  position: ColumnType<string, string, string>;
  kind: string;
  item_id: string;
  /** created or changed */
  action: string;
  changes: ColumnType<{ field: string; from: unknown; to: unknown }[], string, string>;
  at: Timestamp;
  user_id: string | null;
  role: string | null;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    catalog_items: CatalogItemRow;
    catalog_history: CatalogHistoryRow;
  }
}

/** Creates `catalog_items` and `catalog_history` with their indexes in the given schema. */
export async function createCatalogTables(db: Kysely<Database>, schema: string): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable('catalog_items')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('values', 'jsonb', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addPrimaryKeyConstraint('catalog_items_pk', ['kind', 'id'])
    .execute();
  await s.createIndex('catalog_items_list').on('catalog_items').columns(['kind', 'sort_order']).execute();
  await s
    .createTable('catalog_history')
    .addColumn('position', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changes', 'jsonb', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('role', 'text')
    // The seeds are one event of many items.
    .addPrimaryKeyConstraint('catalog_history_pk', ['position', 'item_id'])
    .execute();
  await s.createIndex('catalog_history_kind').on('catalog_history').columns(['kind', 'position']).execute();
}
