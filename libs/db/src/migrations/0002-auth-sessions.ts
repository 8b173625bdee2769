import type { Kysely } from 'kysely';

/**
 * Sessions and seen request signatures. They are access control, not business state, so they
 * live in plain tables beside the read models; logins and logouts are events all the same.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_sessions')
    // SHA-256 of the token: a stolen table does not hand out working tokens.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('logintime', 'bigint', (c) => c.notNull())
    .addColumn('checkcode', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_sessions_account').on('auth_sessions').column('account_id').execute();
  await db.schema
    .createTable('auth_signatures')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_signatures_expiry').on('auth_signatures').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_signatures').execute();
  await db.schema.dropTable('auth_sessions').execute();
}
