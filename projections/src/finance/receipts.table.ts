import type { Timestamp } from '@packflow/db';
import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '@packflow/db';

/** A receipt as the finance screens list it, one row each. */
export interface ReceiptRowTable {
  receipt_id: string;
  contract_id: string;
  contract_number: string;
  order_id: string | null;
  customer_id: string;
  customer_name: string;
  owner_id: string;
  /** numeric; comes back as text. */
  amount: ColumnType<string, string, string>;
  currency: string;
  method: string;
  received_on: string;
  proofs: string;
  note: string;
  /** pending, confirmed, rejected or reversed */
  status: string;
  recorded_by: string;
  recorded_at: Timestamp;
  decided_by: string | null;
  decided_at: Timestamp | null;
  reason: string | null;
  position: ColumnType<string, string, string>;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    finance_receipts: ReceiptRowTable;
  }
}

/** Creates `finance_receipts` with its indexes in the given schema. */
export async function createReceiptTables(db: Kysely<Database>, schema: string): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable('finance_receipts')
    .addColumn('receipt_id', 'text', (c) => c.primaryKey())
    .addColumn('contract_id', 'text', (c) => c.notNull())
    .addColumn('contract_number', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('proofs', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('reason', 'text')
    .addColumn('position', 'bigint', (c) => c.notNull())
    .execute();
  // Each status's list newest first (Finance's queues), one owner's, one contract's.
  await s
    .createIndex('finance_receipts_status')
    .on('finance_receipts')
    .columns(['status', 'position'])
    .execute();
  await s
    .createIndex('finance_receipts_owner')
    .on('finance_receipts')
    .columns(['owner_id', 'position'])
    .execute();
  await s.createIndex('finance_receipts_contract').on('finance_receipts').column('contract_id').execute();
}
