import type { Database, Timestamp } from '@packflow/db';
import { type ColumnType, type Kysely, sql } from 'kysely';

/** A login attempt of /Login/Log: who, when, from where and how it ended. */
export interface LoginLogRow {
  position: ColumnType<string, string, string>;
  at: Timestamp;
  account_id: string | null;
  username: string;
  nickname: string | null;
  role: string | null;
  ip: string;
  user_agent: string;
  /** ok, failed, locked, slowed, disabled, unknown */
  result: string;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    login_log: LoginLogRow;
  }
}

/** Creates `login_log` and its indexes in the given schema. */
export async function createLoginLogTable(db: Kysely<Database>, schema: string): Promise<void> {
  await db.schema
    .withSchema(schema)
    .createTable('login_log')
    .addColumn('position', 'bigint', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('account_id', 'text')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text')
    .addColumn('role', 'text')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .execute();
  const s = db.schema.withSchema(schema);
  await s.createIndex('login_log_at').on('login_log').column('at').execute();
  await s
    .createIndex('login_log_username')
    .on('login_log')
    .expression(sql`lower(username)`)
    .execute();
  await s.createIndex('login_log_result').on('login_log').columns(['result', 'at']).execute();
}
