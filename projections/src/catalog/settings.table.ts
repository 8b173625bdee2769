import type { Database, Timestamp } from '@packflow/db';
import type { ColumnType, Kysely } from 'kysely';

/** A settings document (rates, quotation, golden, currency): one row each with its current values. */
export interface SettingsDocumentRow {
  name: string;
  /** jsonb: SettingsValues[name], e.g. golden: { fee, threshold } as decimal text. */
  values: ColumnType<Record<string, unknown>, string, string>;
  version: number;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** One row per settings event: the fields it changed, who, when and in which role. */
export interface SettingsHistoryRow {
  position: ColumnType<string, string, string>;
  name: string;
  version: number;
  changes: ColumnType<{ field: string; from: unknown; to: unknown }[], string, string>;
  at: Timestamp;
  user_id: string | null;
  role: string | null;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    settings_documents: SettingsDocumentRow;
    settings_history: SettingsHistoryRow;
  }
}

/** Creates `settings_documents` and `settings_history` with their index in the given schema. */
export async function createSettingsTables(db: Kysely<Database>, schema: string): Promise<void> {
  const s = db.schema.withSchema(schema);
  await s
    .createTable('settings_documents')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('values', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await s
    .createTable('settings_history')
    .addColumn('position', 'bigint', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('changes', 'jsonb', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('role', 'text')
    .execute();
  await s.createIndex('settings_history_name').on('settings_history').columns(['name', 'position']).execute();
}
