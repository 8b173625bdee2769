import type { Database, Timestamp } from '@packflow/db';
import type { ColumnType, Kysely } from 'kysely';

/** A golden-bean ledger entry, one row each, with the balance right after it. */
export interface BeanEntryRow {
  entry_id: string;
  account_id: string;
  position: ColumnType<string, string, string>;
  /** recharge, debit or reversal */
  kind: string;
  /** numeric, signed as the entry moves the balance; comes back as text. */
  amount: ColumnType<string, string, string>;
  /** The account's balance right after this entry. */
  balance: ColumnType<string, string, string>;
  quotation_id: string | null;
  quotation_number: string | null;
  reverses: string | null;
  reversed_by: string | null;
  /** A recharge's note or a reversal's reason. */
  note: string;
  at: Timestamp;
  user_id: string | null;
  role: string | null;
}

/** Each account's golden-bean balance. */
export interface BeanBalanceRow {
  account_id: string;
  balance: ColumnType<string, string, string>;
  updated_at: Timestamp;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    bean_entries: BeanEntryRow;
    bean_balances: BeanBalanceRow;
  }
}

/** Creates `bean_entries` and `bean_balances` with their indexes in the given schema. */
export async function createGoldenBeansTables(db: Kysely<Database>, schema: string): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable('bean_entries')
    .addColumn('entry_id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('position', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric', (c) => c.notNull())
    .addColumn('balance', 'numeric', (c) => c.notNull())
    .addColumn('quotation_id', 'text')
    .addColumn('quotation_number', 'text')
    .addColumn('reverses', 'text')
    .addColumn('reversed_by', 'text')
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('role', 'text')
    .execute();
  // One account's movements newest first, and its balance at a date; everyone's newest first; filters.
  await s
    .createIndex('bean_entries_account')
    .on('bean_entries')
    .columns(['account_id', 'position'])
    .execute();
  await s.createIndex('bean_entries_position').on('bean_entries').column('position').execute();
  await s.createIndex('bean_entries_at').on('bean_entries').column('at').execute();
  await s.createIndex('bean_entries_kind').on('bean_entries').columns(['kind', 'position']).execute();
  await s
    .createIndex('bean_entries_quotation')
    .on('bean_entries')
    .column('quotation_number')
    .where('quotation_number', 'is not', null)
    .execute();
  await s
    .createTable('bean_balances')
    .addColumn('account_id', 'text', (c) => c.primaryKey())
    .addColumn('balance', 'numeric', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}
