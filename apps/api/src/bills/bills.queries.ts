import type { BillListView, BillStatus } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { billPolicies } from '@packflow/domain';
import { type Kysely, sql } from 'kysely';
import type { AuthContext } from '../auth/access';
import type { Paging } from '../http/paging';

/**
 * The bills' lists (rm.bills): /Reconciliation/Index (every status), /Wait (to reconcile and
 * disputed), /Send (sent), newest month first; a seller sees only the bills he owns, Finance and
 * Admin every bill, anyone else none. And the month closes (rm.month_closes).
 */

type Db = Kysely<Database>;
const escaped = (text: string) => text.replace(/[%_\\]/g, '\\$&');

export interface BillFilters {
  view: BillListView;
  status?: BillStatus;
  month?: string;
  keyword?: string;
  customerId?: string;
}

const VIEW_STATUSES: Record<BillListView, readonly BillStatus[] | null> = {
  all: null,
  wait: ['toReconcile', 'disputed'],
  sent: ['sent'],
};

/** The bills the reader sees, filtered. */
export function billsQuery(db: Db, auth: Pick<AuthContext, 'accountId' | 'role'>, filters: BillFilters) {
  const owner = billPolicies.billListOwner({ id: auth.accountId, role: auth.role });
  let q = db.withSchema('rm').selectFrom('bills as b');
  if (owner === undefined) q = q.where(sql<boolean>`false`);
  else if (owner !== null) q = q.where('b.owner_id', '=', owner);
  const statuses = VIEW_STATUSES[filters.view];
  if (statuses) q = q.where('b.status', 'in', [...statuses]);
  if (filters.status) q = q.where('b.status', '=', filters.status);
  if (filters.month) q = q.where('b.month', '=', filters.month);
  if (filters.customerId) q = q.where('b.customer_id', '=', filters.customerId);
  if (filters.keyword) {
    const like = `%${escaped(filters.keyword.toLowerCase())}%`;
    q = q.where((eb) =>
      eb.or([
        eb('b.search', 'like', like),
        eb(
          'b.owner_id',
          'in',
          eb
            .selectFrom('accounts as a')
            .select('a.id')
            .where(sql<boolean>`lower(a.nickname) like ${like}`),
        ),
      ]),
    );
  }
  return q;
}

export async function listBills(
  db: Db,
  auth: Pick<AuthContext, 'accountId' | 'role'>,
  filters: BillFilters,
  page: Paging,
) {
  const q = billsQuery(db, auth, filters);
  const [rows, counted] = await Promise.all([
    q
      .selectAll('b')
      .orderBy('b.month', 'desc')
      .orderBy('b.updated_at', 'desc')
      .orderBy('b.id', 'asc')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(counted.n) };
}

/** How many of the reader's bills wait to be sent, and how many are disputed (his /Home tiles). */
export async function billCounts(db: Db, auth: Pick<AuthContext, 'accountId' | 'role'>) {
  const row = await billsQuery(db, auth, { view: 'wait' })
    .select([
      sql<string>`count(*) filter (where b.status = 'toReconcile')::text`.as('toSend'),
      sql<string>`count(*) filter (where b.status = 'disputed')::text`.as('disputed'),
    ])
    .executeTakeFirstOrThrow();
  return { toSend: row.toSend, disputed: row.disputed };
}

/** Every month's close, newest first. */
export function listMonthCloses(db: Db) {
  return db.withSchema('rm').selectFrom('month_closes').selectAll().orderBy('month', 'desc').execute();
}

/** The months whose close is done. */
export async function closedMonths(db: Db): Promise<string[]> {
  const rows = await db
    .withSchema('rm')
    .selectFrom('month_closes')
    .select('month')
    .where('status', '=', 'done')
    .execute();
  return rows.map((r) => r.month);
}
