import type { Database, Timestamp } from '@packflow/db';
import { type ColumnType, type Kysely, sql } from 'kysely';

/** A role's permission set, read by every request's permission check and by /OperatorRole. */
export interface RoleRow {
  code: string;
  permissions: ColumnType<string[], string[], string[]>;
  version: number;
  updated_at: Timestamp;
  updated_by: string | null;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    roles: RoleRow;
  }
}

/** Creates `roles` in the given schema. */
export async function createRolesTable(db: Kysely<Database>, schema: string): Promise<void> {
  await db.schema
    .withSchema(schema)
    .createTable('roles')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('permissions', sql`text[]`, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
}
