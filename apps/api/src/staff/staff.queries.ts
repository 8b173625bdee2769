import type { StaffView } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import type { staffScope } from '@packflow/domain';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { ownerInScope } from '../http/owner-scope';
import type { Paging } from '../http/paging';

type AccountsQuery = SelectQueryBuilder<Database, 'accounts', object>;

/** The staff scope as a WHERE clause on the account itself: rows out of reach are never read. */
const inScope = (q: AccountsQuery, scope: staffScope.StaffScope): AccountsQuery =>
  q.where(ownerInScope(scope, 'accounts.id'));

const COLUMNS = [
  'id',
  'nickname',
  'username',
  'phone',
  'sex',
  'status',
  'role',
  'roles',
  'areacode',
  'country',
  'is_from',
  'wage',
  'work_wage',
  'headimg',
  'locked',
  'failures',
  'last_login_at',
  'created_at',
] as const;

type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;
const select = (q: AccountsQuery) => q.select(COLUMNS);

function toView(r: Row): StaffView {
  return {
    ...r,
    password: '',
    roleId: r.role,
    last_login_at: r.last_login_at ? new Date(r.last_login_at).toISOString() : null,
    created_at: new Date(r.created_at).toISOString(),
  } as StaffView;
}

export async function findStaff(
  db: Kysely<Database>,
  scope: staffScope.StaffScope,
  id: string,
): Promise<StaffView | undefined> {
  const row = await select(inScope(db.withSchema('rm').selectFrom('accounts'), scope))
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toView(row);
}

export async function listStaff(
  db: Kysely<Database>,
  scope: staffScope.StaffScope,
  filter: { role?: string; status?: string; keyword: string; page: Paging },
): Promise<{ rows: StaffView[]; count: number }> {
  let q = inScope(db.withSchema('rm').selectFrom('accounts'), scope);
  if (filter.role) q = q.where(sql<boolean>`roles @> ARRAY[${filter.role}]::text[]`);
  if (filter.status) q = q.where('status', '=', filter.status);
  if (filter.keyword) {
    const like = `%${filter.keyword.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(nickname)`, 'like', like),
        eb(sql`lower(username)`, 'like', like),
        eb('phone', 'like', like),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    select(q)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(filter.page.size)
      .offset(filter.page.offset)
      .execute(),
    q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toView), count: Number(count.n) };
}
