import type { ShippingListStatus } from '@packflow/contracts';
import { isRegionCode } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { type Kysely, sql } from 'kysely';
import type { AuthContext } from '../auth/access';
import type { Paging } from '../http/paging';
import { ownerScopeOf } from '../inspection/order-reach';

/**
 * Shipping's lists (shipping_orders): to be shipped (/OrderLogistics/Wait: every open order,
 * oldest released first; what remains or what blocks it on each row), shipped (/Send: orders with
 * shipments, newest shipped first), and OperatorManage's approvals (pending: oldest first;
 * decided: newest first). A seller sees only the orders he reaches.
 */

type Db = Kysely<Database>;
const escaped = (text: string) => text.replace(/[%_\\]/g, '\\$&');

function ordersQuery(db: Db, auth: AuthContext, keyword?: string) {
  let q = db.withSchema('rm').selectFrom('shipping_orders as s').where(ownerScopeOf(auth, 's.owner_id'));
  if (keyword) q = q.where('s.search', 'like', `%${escaped(keyword.toLowerCase())}%`);
  return q;
}

/** One page of the filtered rows, `column` then the order id in `direction`, and how many there are. */
async function pageOf(
  filtered: ReturnType<typeof ordersQuery>,
  [column, direction]: ['s.opened_at' | 's.last_shipped_at' | 's.updated_at', 'asc' | 'desc'],
  page: Paging,
) {
  const [rows, counted] = await Promise.all([
    filtered
      .selectAll('s')
      .orderBy(column, direction)
      .orderBy('s.order_id', direction)
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    filtered.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(counted.n) };
}

export function listShipping(
  db: Db,
  auth: AuthContext,
  status: ShippingListStatus,
  keyword: string | undefined,
  page: Paging,
) {
  const q = ordersQuery(db, auth, keyword);
  return status === 'wait'
    ? pageOf(q.where('s.closed', '=', false), ['s.opened_at', 'asc'], page)
    : pageOf(q.where('s.shipment_count', '>', 0), ['s.last_shipped_at', 'desc'], page);
}

export function listApprovals(
  db: Db,
  auth: AuthContext,
  status: 'pending' | 'decided',
  keyword: string | undefined,
  page: Paging,
) {
  const q = ordersQuery(db, auth, keyword);
  return status === 'pending'
    ? pageOf(q.where('s.pending_count', '>', 0), ['s.updated_at', 'asc'], page)
    : pageOf(
        q.where(sql<boolean>`jsonb_path_exists(s.approvals, '$[*] ? (@.decision != null)')`),
        ['s.updated_at', 'desc'],
        page,
      );
}

/** The open orders' rows (the warehouse's /Home tiles: ready and blocked). */
export function openShipping(db: Db) {
  return db
    .withSchema('rm')
    .selectFrom('shipping_orders as s')
    .where('s.closed', '=', false)
    .selectAll('s')
    .execute();
}

/**
 * A customer's default shipping address (the first of its addresses) as a shipment starts with
 * it: its text and, in China, its 6-digit region code (abroad: the region is text, kept in the
 * address, and the code null).
 */
export async function defaultAddressOf(
  db: Db,
  customerId: string,
): Promise<{ text: string; regionCode: string | null }> {
  const row = await db
    .withSchema('rm')
    .selectFrom('customers')
    .select('addresses')
    .where('id', '=', customerId)
    .executeTakeFirst();
  const raw = row?.addresses as unknown;
  const addresses = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? [])) as {
    region: string;
    detail: string;
  }[];
  const first = addresses[0];
  if (!first) return { text: '', regionCode: null };
  return isRegionCode(first.region)
    ? { text: first.detail, regionCode: first.region.trim() }
    : { text: [first.region, first.detail].filter(Boolean).join(' '), regionCode: null };
}
