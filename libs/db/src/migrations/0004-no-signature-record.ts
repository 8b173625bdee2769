import type { Kysely } from 'kysely';

/**
 * Request signatures are no longer recorded: the same signature may come again inside its window
 * (a page load, a retry, a double-click signed in the same second), so the record only refused
 * honest requests. Duplicate writes are the request key's business.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_signatures').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_signatures')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_signatures_expiry').on('auth_signatures').column('expires_at').execute();
}
