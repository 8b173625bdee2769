import type { Database, Timestamp } from '@packflow/db';
import { type ColumnType, type Kysely, sql } from 'kysely';

/** A staff member or trader as the lists of /Operator/<Role> and the session check read them. */
export interface AccountRow {
  id: string;
  username: string;
  nickname: string;
  phone: string;
  sex: string;
  status: string;
  role: string;
  roles: ColumnType<string[], string[], string[]>;
  areacode: string | null;
  country: string | null;
  is_from: string | null;
  /** numeric: comes back as text, never a float. */
  wage: string | null;
  work_wage: string | null;
  headimg: string;
  locked: boolean;
  failures: number;
  last_login_at: Timestamp | null;
  /** The last password, role or status change: sessions opened before it are over. */
  sessions_valid_after: Timestamp | null;
  /** A generated or reset password, and the first administrator's placeholder phone: until replaced, only that change is allowed. */
  password_temporary: ColumnType<boolean, boolean | undefined, boolean>;
  phone_placeholder: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    accounts: AccountRow;
  }
}

const sqlArray = sql`text[]`;
const lowerUsername = sql`lower(username)`;

/** Creates `accounts` and its indexes in the given schema. */
export async function createAccountsTable(db: Kysely<Database>, schema: string): Promise<void> {
  await db.schema
    .withSchema(schema)
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('sex', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('roles', sqlArray, (c) => c.notNull())
    .addColumn('areacode', 'text')
    .addColumn('country', 'text')
    .addColumn('is_from', 'text')
    .addColumn('wage', 'numeric(12, 2)')
    .addColumn('work_wage', 'numeric(12, 2)')
    .addColumn('headimg', 'text', (c) => c.notNull())
    .addColumn('locked', 'boolean', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('sessions_valid_after', 'timestamptz')
    .addColumn('password_temporary', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('phone_placeholder', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  const s = db.schema.withSchema(schema);
  // Lists per role (roles @> '{Salesman}'), newest first; the supervisor's area filter.
  await s.createIndex('accounts_roles').on('accounts').using('gin').column('roles').execute();
  await s.createIndex('accounts_created').on('accounts').column('created_at').execute();
  await s.createIndex('accounts_area').on('accounts').column('areacode').execute();
  await s.createIndex('accounts_username').on('accounts').expression(lowerUsername).unique().execute();
}
