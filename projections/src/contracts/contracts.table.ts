import type { Database, Timestamp } from '@packflow/db';
import { type ColumnType, type Kysely, sql } from 'kysely';

/** A contract, one row each, with its lines as they were copied from the quotations. */
export interface ContractTableRow {
  id: string;
  /** HTyyyymmdd- and ten hex digits of the id */
  number: string;
  customer_id: string;
  customer_name: string;
  owner_id: string;
  /** OperatorIndex or Traders */
  owner_role: string;
  /** digital or gravure */
  printing_type: string;
  taxed: boolean;
  payment_terms: string;
  currency: string;
  language: string;
  /** Decimal text in the contract's currency. */
  total: string;
  /** The quotations' numbers, space-separated (the keyword search reads them). */
  quotation_numbers: string;
  /** creating, created or refused */
  status: string;
  /** jsonb: ContractLine[]. */
  lines: ColumnType<unknown[], string, string>;
  /** A refused one's reason (message key) and the quotation it concerned. */
  refusal_reason: string | null;
  refusal_quotation_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    contracts: ContractTableRow;
  }
}

/** Creates `contracts` with its indexes in the given schema. */
export async function createContractsTables(db: Kysely<Database>, schema: string): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable('contracts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('owner_role', 'text', (c) => c.notNull())
    .addColumn('printing_type', 'text', (c) => c.notNull())
    .addColumn('taxed', 'boolean', (c) => c.notNull())
    .addColumn('payment_terms', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('total', 'text', (c) => c.notNull())
    .addColumn('quotation_numbers', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('lines', 'jsonb', (c) => c.notNull())
    .addColumn('refusal_reason', 'text')
    .addColumn('refusal_quotation_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Lists are newest first within the reader's scope (one owner, a supervisor's salesmen, everyone).
  const table = sql.id(schema, 'contracts');
  await sql`CREATE INDEX contracts_owner ON ${table} (owner_id, status, created_at, id)`.execute(db);
  await sql`CREATE INDEX contracts_status ON ${table} (status, created_at, id)`.execute(db);
  await s.createIndex('contracts_customer').on('contracts').columns(['customer_id', 'created_at']).execute();
  await s.createIndex('contracts_number').on('contracts').column('number').execute();
}
