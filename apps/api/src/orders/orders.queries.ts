import type { AreaCode, OrderRow, OrderStatus, Role, StageKind } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { orderPolicies, type staffScope } from '@packflow/domain';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { ownerInScope } from '../http/owner-scope';
import type { Paging } from '../http/paging';

/** Who reads: the signed-in person in their current role, with their area (a supervisor's scope). */
export type OrderReader = staffScope.Actor;

/**
 * The policy's scope (orderPolicies.orderScope) as a WHERE clause on `orders as o`, so an order
 * out of reach is never read: their own; also those of the people who hold only the managed roles
 * (of the supervisor's area when they have one); or every one.
 */
export const orderScope = (reader: OrderReader): Expression<SqlBool> =>
  ownerInScope(orderPolicies.orderScope(reader), 'o.owner_id');

export interface OrderFilter {
  status?: OrderStatus;
  keyword?: string;
  customerId?: string;
  contractId?: string;
  type?: string;
  printingType?: string;
  from?: string;
  to?: string;
  /** Only orders with a cancel request waiting for review. */
  cancelPending?: boolean;
}

const escaped = (text: string) => text.replace(/[%_\\]/g, '\\$&');
const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => new Date(startOf(day).getTime() + 864e5);

/** How many orders, or customers, a keyword may name and still be looked up by its hits. */
const NARROW_ORDERS = 5000;
const NARROW_CUSTOMERS = 1000;

/**
 * What a keyword names: the orders one of whose numbers (order, contract, quotation) begins with it
 * (with or without the number's letters) or ends with it, and the customers whose name holds it;
 * 'broad' when it names more than a narrow keyword would (then each order in reach is matched).
 */
export type KeywordHits = { orderIds: string[]; customerIds: string[] } | 'broad';

export async function keywordHits(db: Kysely<Database>, keyword: string): Promise<KeywordHits> {
  const lower = keyword.toLowerCase();
  const k = escaped(lower);
  const reversed = escaped([...lower].reverse().join(''));
  const rm = db.withSchema('rm');
  const [orders, customers] = await Promise.all([
    // Each way in on its own (a union of two reads of the key's index alone; an OR of the two
    // would read every hit's row from the table).
    rm
      .selectFrom('order_number_keys')
      .select('order_id')
      .where('key', 'like', `n${k}%`)
      .union(rm.selectFrom('order_number_keys').select('order_id').where('key', 'like', `r${reversed}%`))
      .limit(NARROW_ORDERS + 1)
      .execute(),
    rm
      .selectFrom('order_customer_names')
      .select('customer_id')
      .distinct()
      .where('name', 'like', `%${k}%`)
      .limit(NARROW_CUSTOMERS + 1)
      .execute(),
  ]);
  if (orders.length > NARROW_ORDERS || customers.length > NARROW_CUSTOMERS) return 'broad';
  return { orderIds: orders.map((o) => o.order_id), customerIds: customers.map((c) => c.customer_id) };
}

/**
 * The keyword's meaning on one order's row, as its hits (the customer by the name the order was made
 * under): read where few orders are in reach, or when the keyword is broad.
 */
function keywordOnRow(keyword: string): Expression<SqlBool> {
  const k = escaped(keyword.toLowerCase());
  const numbers = [sql.ref('o.number'), sql.ref('o.contract_number'), sql.ref('o.quotation_number')];
  return sql<SqlBool>`(lower(o.customer_name) like ${`%${k}%`} or ${sql.join(
    numbers.flatMap((n) => [
      sql`lower(${n}) like ${`${k}%`}`,
      sql`regexp_replace(lower(${n}), '^[a-z]+', '') like ${`${k}%`}`,
      sql`lower(${n}) like ${`%${k}`}`,
    ]),
    sql` or `,
  )})`;
}

/**
 * A keyword's orders as a condition on a column holding an order's id (`o.id` here; the factory's
 * rows keep their order's id): one list of ids, a semi-join through the primary key (an OR of the
 * numbers' and the customers' hits would walk a status index past every order); a broad keyword
 * is matched on each order's row.
 */
export function keywordOrders(idColumn: string, keyword: string, hits: KeywordHits): Expression<SqlBool> {
  if (hits === 'broad')
    return sql<SqlBool>`${sql.ref(idColumn)} in (select o.id from rm.orders o where ${keywordOnRow(keyword)})`;
  const { orderIds, customerIds } = hits;
  return sql<SqlBool>`${sql.ref(idColumn)} in (select unnest(${orderIds}::text[]) union all
    select c.id from rm.orders c where c.customer_id in (select unnest(${customerIds}::text[])))`;
}

function filtered(db: Kysely<Database>, reader: OrderReader, filter: OrderFilter, hits?: KeywordHits) {
  let q = db.withSchema('rm').selectFrom('orders as o').where(orderScope(reader));
  if (filter.status) q = q.where('o.status', '=', filter.status);
  if (filter.customerId) q = q.where('o.customer_id', '=', filter.customerId);
  if (filter.contractId) q = q.where('o.contract_id', '=', filter.contractId);
  if (filter.type) q = q.where('o.type', '=', filter.type);
  if (filter.printingType) q = q.where('o.printing_type', '=', filter.printingType);
  if (filter.from) q = q.where('o.created_at', '>=', startOf(filter.from));
  if (filter.to) q = q.where('o.created_at', '<', nextDay(filter.to));
  if (filter.cancelPending) q = q.where('o.cancel_pending', '=', true);
  if (filter.keyword) {
    if (!hits || hits === 'broad') q = q.where(keywordOnRow(filter.keyword));
    else q = q.where(keywordOrders('o.id', filter.keyword, hits));
  }
  return q;
}

const ROW_COLUMNS = [
  'o.id',
  'o.number',
  'o.contract_id',
  'o.contract_number',
  'o.quotation_id',
  'o.quotation_number',
  'o.customer_id',
  'o.customer_name',
  'o.owner_id',
  'a.nickname as owner_name',
  'a.roles as owner_roles',
  'a.areacode as owner_areacode',
  'o.owner_role',
  'o.printing_type',
  'o.taxed',
  'o.payment_terms',
  'o.currency',
  'o.make',
  'o.bag_type',
  'o.unit',
  'o.sampling',
  'o.type',
  'o.parent_order_id',
  'o.quantity',
  'o.unit_price',
  'o.total',
  'o.ratio',
  'o.status',
  'o.closing',
  'o.signed_at',
  'o.artwork_count',
  'o.artwork_status',
  'o.inspected_quantity',
  'o.shipped_quantity',
  'o.cancel_pending',
  'o.cancel_by',
  'o.cancel_reason',
  'o.cancel_requested_at',
  'o.created_at',
  'o.stream_revision',
] as const;

function rows(q: ReturnType<typeof filtered>) {
  return q
    .leftJoin('accounts as a', 'a.id', 'o.owner_id')
    .leftJoin('production_jobs as pj', 'pj.order_id', 'o.id')
    .select(ROW_COLUMNS)
    .select(['pj.current_kind as production_stage', 'pj.progress as production_progress']);
}

type Raw = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>;
const isoOf = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** What the reader may do with the order: the domain's orderActions, with the reader's reach on its owner. */
function actionsOf(r: Raw, reader: OrderReader): OrderRow['actions'] {
  const owner = r.owner_roles
    ? { id: r.owner_id, roles: r.owner_roles as Role[], areacode: r.owner_areacode as AreaCode | null }
    : null;
  return orderPolicies.orderActions(orderPolicies.standingOfRow(r), orderPolicies.orderViewer(reader, owner));
}

function toRow(r: Raw, reader: OrderReader): OrderRow {
  return {
    id: r.id,
    number: r.number,
    contractId: r.contract_id,
    contractNumber: r.contract_number,
    quotationId: r.quotation_id,
    quotationNumber: r.quotation_number,
    customerId: r.customer_id,
    customerName: r.customer_name,
    ownerId: r.owner_id,
    ownerName: r.owner_name,
    ownerRole: r.owner_role as OrderRow['ownerRole'],
    printingType: r.printing_type as OrderRow['printingType'],
    taxed: r.taxed,
    paymentTerms: r.payment_terms as OrderRow['paymentTerms'],
    currency: r.currency as OrderRow['currency'],
    make: r.make as OrderRow['make'],
    bagType: r.bag_type as OrderRow['bagType'],
    unit: r.unit as OrderRow['unit'],
    sampling: r.sampling,
    type: r.type as OrderRow['type'],
    parentOrderId: r.parent_order_id,
    quantity: r.quantity,
    unitPrice: r.unit_price,
    total: r.total,
    ratio: r.ratio,
    status: r.status as OrderStatus,
    closing: r.closing as OrderRow['closing'],
    signedAt: isoOf(r.signed_at),
    artworkCount: r.artwork_count,
    artworkStatus: r.artwork_status as OrderRow['artworkStatus'],
    inspectedQuantity: r.inspected_quantity,
    shippedQuantity: r.shipped_quantity,
    cancelPending: r.cancel_pending,
    cancelReason: r.cancel_reason,
    cancelRequestedAt: isoOf(r.cancel_requested_at),
    actions: actionsOf(r, reader),
    // In production: its stage now and its progress (the production read model's).
    ...(r.production_progress === null
      ? {}
      : {
          ...(r.production_stage ? { productionStage: r.production_stage as StageKind } : {}),
          productionProgress: Number(r.production_progress),
        }),
    createdAt: isoOf(r.created_at)!,
    revision: r.stream_revision,
  };
}

const count = async (q: ReturnType<typeof filtered>): Promise<number> =>
  Number((await q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow()).n);

/** Filters the kept counts can answer: everything but a keyword, customer, contract, dates or the review queue. */
const countedAhead = (f: OrderFilter): boolean =>
  !f.keyword && !f.customerId && !f.contractId && !f.from && !f.to && !f.cancelPending;

/** The count of a list page from `order_counts` (a sum over owners): no order row is read. */
async function keptCount(db: Kysely<Database>, reader: OrderReader, filter: OrderFilter): Promise<number> {
  let q = db.withSchema('rm').selectFrom('order_counts as o').where(orderScope(reader));
  if (filter.status) q = q.where('o.status', '=', filter.status);
  if (filter.type) q = q.where('o.type', '=', filter.type);
  if (filter.printingType) q = q.where('o.printing_type', '=', filter.printingType);
  const found = await q.select(sql<string>`coalesce(sum(o.n), 0)::text`.as('n')).executeTakeFirstOrThrow();
  return Number(found.n);
}

/** GET order and GET operator-manage/order: newest first (the review queue: oldest request first), within reach. */
export async function listOrders(
  db: Kysely<Database>,
  reader: OrderReader,
  filter: OrderFilter,
  page: Paging,
): Promise<{ rows: OrderRow[]; count: number }> {
  // One person's own orders are few: match the keyword on each of them; everyone else's are many:
  // look the keyword up among the numbers and customers first.
  const own = orderPolicies.orderScope(reader).kind === 'self';
  const hits = filter.keyword && !own ? await keywordHits(db, filter.keyword) : undefined;
  const q = filtered(db, reader, filter, hits);
  // A keyword's matches are few and found whole: count them in the same reading.
  const withTotal = filter.keyword
    ? rows(q).select(sql<string>`count(*) over ()::text`.as('matches'))
    : rows(q);
  const ordered = filter.cancelPending
    ? withTotal.orderBy('o.cancel_requested_at', 'asc').orderBy('o.id', 'asc')
    : withTotal.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc');
  const found = await ordered.limit(page.size).offset(page.offset).execute();
  // A page that is not full is the last one: it tells the count without counting.
  const last = found.length < page.size && (found.length > 0 || page.offset === 0);
  const matches = (found[0] as { matches?: string } | undefined)?.matches;
  const counted = last
    ? page.offset + found.length
    : matches !== undefined
      ? Number(matches)
      : countedAhead(filter)
        ? await keptCount(db, reader, filter)
        : await count(q);
  return { rows: found.map((r) => toRow(r, reader)), count: counted };
}

/** The names of these people (the timeline's "who"). */
export async function namesOf(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const found = await db
    .withSchema('rm')
    .selectFrom('accounts')
    .select(['id', 'nickname'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(found.map((a) => [a.id, a.nickname]));
}
