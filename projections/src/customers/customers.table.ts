import type { ShippingAddress } from '@packflow/contracts';
import type { Database, Timestamp } from '@packflow/db';
import { type ColumnType, type Kysely, type RawBuilder, sql } from 'kysely';

/** Customers with their owner (null: in the high seas), as the lists read them. */
export interface CustomerRow {
  id: string;
  code: string;
  /** Q, L or T (trade customers' clients). */
  area: string;
  name: string;
  gender: string;
  email: string;
  phone: string;
  enterprise: string;
  domestic: boolean;
  source: string;
  logistics: string;
  /** jsonb: written as JSON text, read back as the array. */
  addresses: ColumnType<ShippingAddress[], string, string>;
  responsible: string;
  /** Stored image and PDF paths of the files area, each list joined by '||'. */
  images: string;
  attachments: string;
  owner_id: string | null;
  /** OperatorIndex or Traders; null in the high seas. */
  owner_role: string | null;
  grade_id: string | null;
  owned_since: Timestamp | null;
  released_at: Timestamp | null;
  released_from: string | null;
  /** The release date the owner was last warned of (ISO text, as the domain keeps it). */
  warned_for: string | null;
  /** Code, name, phone (as typed and without separators) and enterprise, lower-cased: the keyword search. */
  search: string;
  /** The single characters and character pairs of those fields: keywords of one or two characters. */
  grams: ColumnType<string[], string[], string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Every event of a customer, with who did it: the customer's timeline. */
export interface CustomerTimelineRow {
  position: ColumnType<string, string, string>;
  customer_id: string;
  at: Timestamp;
  type: string;
  actor_id: string | null;
  /** Owner ids (fromId, toId), reason, changed fields, grade ids. */
  details: ColumnType<Record<string, unknown>, string, string>;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    customers: CustomerRow;
    customer_timeline: CustomerTimelineRow;
  }
}

/**
 * The trigram operator class, qualified with the schema pg_trgm lives in, or null where the
 * extension is not available (PGlite opened without it, or no right to create it): the keyword
 * search then works the same, without an index.
 */
export async function trigramOps(db: Kysely<Database>): Promise<RawBuilder<unknown> | null> {
  const installed = async () =>
    (
      await sql<{ schema: string }>`
        SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
        WHERE e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  let schema = await installed();
  if (!schema) {
    const available = await sql`SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'`.execute(db);
    if (available.rows.length) {
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db).catch(() => undefined);
      schema = await installed();
    }
  }
  return schema ? sql`${sql.id(schema, 'gin_trgm_ops')}` : null;
}

/** Creates `customers` and `customer_timeline` with their indexes in the given schema. */
export async function createCustomersTables(db: Kysely<Database>, schema: string): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable('customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('enterprise', 'text', (c) => c.notNull())
    .addColumn('domestic', 'boolean', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('logistics', 'text', (c) => c.notNull())
    .addColumn('addresses', 'jsonb', (c) => c.notNull())
    .addColumn('responsible', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('owner_id', 'text')
    .addColumn('owner_role', 'text')
    .addColumn('grade_id', 'text')
    .addColumn('owned_since', 'timestamptz')
    .addColumn('released_at', 'timestamptz')
    .addColumn('released_from', 'text')
    .addColumn('warned_for', 'text')
    .addColumn('search', 'text', (c) => c.notNull())
    .addColumn('grams', sql`text[]`, (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Every list is newest updated first: (updated_at, id) read backwards. The list filters
  // (keyword, area, source, domestic) ride along in each list's index, so a keyword most rows
  // hold is checked inside the index, without reading the rows (an index-only scan).
  const table = sql.id(schema, 'customers');
  const filters = sql`INCLUDE (search, area, source, domestic)`;
  // A salesman's or trader's own list, and a supervisor's list of one owner.
  await sql`CREATE INDEX customers_owner ON ${table} (owner_id, updated_at, id) ${filters}`.execute(db);
  // The high seas, and a supervisor's list of everything owned.
  await sql`CREATE INDEX customers_high_seas ON ${table} (updated_at, id) ${filters} WHERE owner_id IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX customers_owned ON ${table} (updated_at, id) ${filters} WHERE owner_id IS NOT NULL`.execute(
    db,
  );
  // A keyword few rows hold. One or two characters: the grams. Three or more: trigrams of
  // `search`, where pg_trgm is available (else the lists' indexes above serve it, row by row).
  await sql`CREATE INDEX customers_grams ON ${table} USING gin (grams)`.execute(db);
  const trgm = await trigramOps(db);
  if (trgm) await sql`CREATE INDEX customers_search ON ${table} USING gin (search ${trgm})`.execute(db);
  await s.createIndex('customers_code').on('customers').column('code').execute();
  // The daily release reviews salesmen's customers.
  await s
    .createIndex('customers_owner_role')
    .on('customers')
    .column('owner_role')
    .where(sql.ref('owner_id'), 'is not', null)
    .execute();

  await s
    .createTable('customer_timeline')
    .addColumn('position', 'bigint', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull())
    .execute();
  await s
    .createIndex('customer_timeline_customer')
    .on('customer_timeline')
    .columns(['customer_id', 'position'])
    .execute();
}
