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

export async function listShipping(
  db: Db,
  auth: AuthContext,
  status: ShippingListStatus,
  keyword: string | undefined,
  page: Paging,
) {
  const filtered = () => {
    const q = ordersQuery(db, auth, keyword);
    return status === 'wait' ? q.where('s.closed', '=', false) : q.where('s.shipment_count', '>', 0);
  };
  let q = filtered().selectAll('s');
  q =
    status === 'wait'
      ? q.orderBy('s.opened_at', 'asc').orderBy('s.order_id', 'asc')
      : q.orderBy('s.last_shipped_at', 'desc').orderBy('s.order_id', 'desc');
  const [rows, counted] = await Promise.all([
    q.limit(page.size).offset(page.offset).execute(),
    filtered()
      .select(sql<string>`count(*)::text`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(counted.n) };
}

export async function listApprovals(
  db: Db,
  auth: AuthContext,
  status: 'pending' | 'decided',
  keyword: string | undefined,
  page: Paging,
) {
  const filtered = () => {
    const q = ordersQuery(db, auth, keyword);
    return status === 'pending'
      ? q.where('s.pending_count', '>', 0)
      : q.where(sql<boolean>`jsonb_path_exists(s.approvals, '$[*] ? (@.decision != null)')`);
  };
  let q = filtered().selectAll('s');
  q =
    status === 'pending'
      ? q.orderBy('s.updated_at', 'asc').orderBy('s.order_id', 'asc')
      : q.orderBy('s.updated_at', 'desc').orderBy('s.order_id', 'desc');
  const [rows, counted] = await Promise.all([
    q.limit(page.size).offset(page.offset).execute(),
    filtered()
      .select(sql<string>`count(*)::text`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(counted.n) };
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
