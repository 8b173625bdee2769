import type { Database, Timestamp } from '@packflow/db';
import type { ColumnType, Kysely } from 'kysely';

/** A payment Finance makes (a refund after a cancel), one row each. */
export interface PaymentRowTable {
  payment_id: string;
  contract_id: string;
  contract_number: string;
  order_id: string;
  customer_name: string;
  owner_id: string;
  /** numeric; comes back as text. */
  amount: ColumnType<string, string, string>;
  currency: string;
  reason: string;
  /** toPay or paid */
  status: string;
  requested_by: string;
  requested_at: Timestamp;
  paid_by: string | null;
  paid_at: Timestamp | null;
  proofs: string;
  position: ColumnType<string, string, string>;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    finance_payments: PaymentRowTable;
  }
}

/** Creates `finance_payments` with its indexes in the given schema. */
export async function createPaymentTables(db: Kysely<Database>, schema: string): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable('finance_payments')
    .addColumn('payment_id', 'text', (c) => c.primaryKey())
    .addColumn('contract_id', 'text', (c) => c.notNull())
    .addColumn('contract_number', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_by', 'text')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('proofs', 'text', (c) => c.notNull())
    .addColumn('position', 'bigint', (c) => c.notNull())
    .execute();
  await s
    .createIndex('finance_payments_status')
    .on('finance_payments')
    .columns(['status', 'position'])
    .execute();
  await s.createIndex('finance_payments_contract').on('finance_payments').column('contract_id').execute();
}
