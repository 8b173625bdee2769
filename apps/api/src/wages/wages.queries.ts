import type { WageListView, WageSheetStatus } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { wagePolicies } from '@packflow/domain';
import { type Kysely, sql } from 'kysely';
import type { AuthContext } from '../auth/access';
import type { Paging } from '../http/paging';

/**
 * The wage sheets' lists (rm.wage_sheets): /FinanceSalary/Index (to check), /Send (to pay and
 * paid), every sheet; newest month first. Finance and Admin see every salesman's, a salesman only
 * his own whatever he asks, anyone else none. And a sheet's ledger lines (rm.commission_lines).
 */

type Db = Kysely<Database>;
const escaped = (text: string) => text.replace(/[%_\\]/g, '\\$&');

export interface WageFilters {
  view: WageListView;
  status?: WageSheetStatus;
  month?: string;
  keyword?: string;
  staffId?: string;
}

const VIEW_STATUSES: Record<WageListView, readonly WageSheetStatus[] | null> = {
  all: null,
  check: ['toCheck'],
  send: ['toPay', 'paid'],
};

/** The sheets the reader sees, filtered. */
export function sheetsQuery(db: Db, auth: Pick<AuthContext, 'accountId' | 'role'>, filters: WageFilters) {
  const owner = wagePolicies.sheetListOwner({ id: auth.accountId, role: auth.role });
  let q = db.withSchema('rm').selectFrom('wage_sheets as w');
  if (owner === undefined) q = q.where(sql<boolean>`false`);
  else if (owner !== null) q = q.where('w.staff_id', '=', owner);
  const statuses = VIEW_STATUSES[filters.view];
  if (statuses) q = q.where('w.status', 'in', [...statuses]);
  if (filters.status) q = q.where('w.status', '=', filters.status);
  if (filters.month) q = q.where('w.month', '=', filters.month);
  if (filters.staffId) q = q.where('w.staff_id', '=', filters.staffId);
  if (filters.keyword) {
    const like = `%${escaped(filters.keyword.toLowerCase())}%`;
    q = q.where(sql<boolean>`lower(w.staff_name) like ${like}`);
  }
  return q;
}

const ordered = <Q extends ReturnType<typeof sheetsQuery>>(q: Q) =>
  q.selectAll('w').orderBy('w.month', 'desc').orderBy('w.staff_name', 'asc').orderBy('w.id', 'asc');

export async function listSheets(
  db: Db,
  auth: Pick<AuthContext, 'accountId' | 'role'>,
  filters: WageFilters,
  page: Paging,
) {
  const q = sheetsQuery(db, auth, filters);
  const [rows, counted] = await Promise.all([
    ordered(q).limit(page.size).offset(page.offset).execute(),
    q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(counted.n) };
}

/** Every sheet the filters select, streamed in pages of `size` rows (the Excel export). */
export async function* allSheets(
  db: Db,
  auth: Pick<AuthContext, 'accountId' | 'role'>,
  filters: WageFilters,
  size = 500,
) {
  let after: { month: string; name: string; id: string } | null = null;
  for (;;) {
    let q = ordered(sheetsQuery(db, auth, filters));
    if (after) {
      const a: { month: string; name: string; id: string } = after;
      q = q.where(
        sql<boolean>`(w.month < ${a.month} or (w.month = ${a.month} and (w.staff_name > ${a.name}
          or (w.staff_name = ${a.name} and w.id > ${a.id}))))`,
      );
    }
    const rows = await q.limit(size).execute();
    if (!rows.length) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    after = { month: last.month, name: last.staff_name, id: last.id };
    if (rows.length < size) return;
  }
}

/** A sheet's ledger lines, by their ids, in event order. */
export function linesOf(db: Db, lineIds: readonly string[]) {
  if (!lineIds.length) return Promise.resolve([]);
  return db
    .withSchema('rm')
    .selectFrom('commission_lines')
    .selectAll()
    .where('line_id', 'in', [...lineIds])
    .orderBy('position', 'asc')
    .orderBy('line_id', 'asc')
    .execute();
}

/** Sheets waiting for the check, and the sheets to pay with their sum (Finance's /Home tiles). */
export async function sheetCounts(db: Db, auth: Pick<AuthContext, 'accountId' | 'role'>) {
  const row = await sheetsQuery(db, auth, { view: 'all' })
    .where('w.status', 'in', ['toCheck', 'toPay'])
    .select([
      sql<string>`count(*) filter (where w.status = 'toCheck')::text`.as('toCheck'),
      sql<string>`count(*) filter (where w.status = 'toPay')::text`.as('toPay'),
      sql<string>`coalesce(sum(w.total) filter (where w.status = 'toPay'), 0)::text`.as('toPaySum'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}
