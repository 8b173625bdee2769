import type { Database, Timestamp } from '@packflow/db';
import { type ColumnType, type Kysely, sql } from 'kysely';

/** A quotation, one row each, with what it was priced with. */
export interface QuotationRow {
  id: string;
  /** BJyyyymmdd- and ten hex digits of the id */
  number: string;
  owner_id: string;
  /** OperatorIndex or Traders */
  owner_role: string;
  customer_id: string | null;
  /** cn or en: the owner's locale the price was worked out in. */
  locale: string;
  quotation_type: string;
  make: string;
  bag_type: string | null;
  maketype: string;
  quantity: number;
  currency: string;
  /** Decimal text as the calculator gave it (money rules: no floats). */
  price: string;
  price_end: string;
  price_unit_end: string;
  ratio: string;
  /** pending, approved or rejected */
  status: string;
  review_required: boolean;
  /** The allowed range the current status was judged by. */
  range_min: string;
  range_max: string;
  revision_no: number;
  /** The quotation stream's revision the row shows (the `If-Match` a review or ratio change sends). */
  stream_revision: number;
  root_id: string;
  source_id: string | null;
  revision_of: string | null;
  superseded_by: string | null;
  /** The contract it is under, and its number (null: free). */
  contract_id: string | null;
  contract_number: string | null;
  bean_entry_id: string | null;
  calculator_version: string;
  /** jsonb: QuotationInput, PricingSettings, PriceResult. */
  input: ColumnType<Record<string, unknown>, string, string>;
  settings: ColumnType<Record<string, unknown>, string, string>;
  result: ColumnType<Record<string, unknown>, string, string>;
  /** When it last went to review (null: never needed it): the review queue's order. */
  submitted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Every price-review step of a quotation: submitted, applied, approved, rejected, resubmitted. */
export interface QuotationReviewRow {
  position: ColumnType<string, string, string>;
  quotation_id: string;
  action: string;
  ratio: string;
  reason: string;
  at: Timestamp;
  user_id: string | null;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    quotations: QuotationRow;
    quotation_reviews: QuotationReviewRow;
  }
}

/** Creates `quotations` and `quotation_reviews` with their indexes in the given schema. */
export async function createQuotationsTables(db: Kysely<Database>, schema: string): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable('quotations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('owner_role', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('quotation_type', 'text', (c) => c.notNull())
    .addColumn('make', 'text', (c) => c.notNull())
    .addColumn('bag_type', 'text')
    .addColumn('maketype', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('price_end', 'text', (c) => c.notNull())
    .addColumn('price_unit_end', 'text', (c) => c.notNull())
    .addColumn('ratio', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('review_required', 'boolean', (c) => c.notNull())
    .addColumn('range_min', 'text', (c) => c.notNull())
    .addColumn('range_max', 'text', (c) => c.notNull())
    .addColumn('revision_no', 'integer', (c) => c.notNull())
    .addColumn('stream_revision', 'integer', (c) => c.notNull())
    .addColumn('root_id', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text')
    .addColumn('revision_of', 'text')
    .addColumn('superseded_by', 'text')
    .addColumn('contract_id', 'text')
    .addColumn('contract_number', 'text')
    .addColumn('bean_entry_id', 'text')
    .addColumn('calculator_version', 'text', (c) => c.notNull())
    .addColumn('input', 'jsonb', (c) => c.notNull())
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('result', 'jsonb', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Every list is newest first, (created_at, id) read backwards, within the reader's scope:
  // one owner (salesmen, traders), the salesmen a supervisor manages (by owner), or everyone.
  const table = sql.id(schema, 'quotations');
  await sql`CREATE INDEX quotations_owner ON ${table} (owner_id, created_at, id) INCLUDE (status, quotation_type, make)`.execute(
    db,
  );
  await sql`CREATE INDEX quotations_owner_status ON ${table} (owner_id, status, created_at, id)`.execute(db);
  await sql`CREATE INDEX quotations_created ON ${table} (created_at, id) INCLUDE (status, quotation_type, make)`.execute(
    db,
  );
  // The review queue (pending by default, newest sent first) and the status filter.
  await sql`CREATE INDEX quotations_status ON ${table} (status, submitted_at, id)`.execute(db);
  await sql`CREATE INDEX quotations_type ON ${table} (quotation_type, make, created_at, id)`.execute(db);
  await s
    .createIndex('quotations_customer')
    .on('quotations')
    .columns(['customer_id', 'created_at'])
    .execute();
  await s.createIndex('quotations_number').on('quotations').column('number').execute();
  // A lineage, oldest first.
  await s.createIndex('quotations_root').on('quotations').columns(['root_id', 'revision_no']).execute();

  await s
    .createTable('quotation_reviews')
    .addColumn('position', 'bigint', (c) => c.primaryKey())
    .addColumn('quotation_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('ratio', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .execute();
  await s
    .createIndex('quotation_reviews_quotation')
    .on('quotation_reviews')
    .columns(['quotation_id', 'position'])
    .execute();
}
