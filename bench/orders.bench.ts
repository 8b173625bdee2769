import { type OrderStatus, ORDER_STATUSES } from '@packflow/contracts';
import { createDb, migrate } from '@packflow/db';
import { createPostgresPool } from '@packflow/eventstore';
import { accountsProjector, ordersProjector } from '@packflow/projections';
import { sql } from 'kysely';
import { type OrderFilter, type OrderReader, listOrders } from '../apps/api/src/orders/orders.queries';
import { freshDatabase, percentile, progress, random, report, round } from './support';

const ORDERS = 1_000_000;
const SALESMEN = 1_000;
const CUSTOMERS = 50_000;
const ITERATIONS = 200;
const LOAD_CHUNK = 100_000;
type FilterKind = 'none' | 'customer name' | 'quotation number' | 'customer' | 'type' | 'month';
const PAGE = { page: 1, size: 20, offset: 0 };
/** How the orders spread over the steps (most finished, a steady few waiting). */
const STATUS_SHARES: [OrderStatus, number][] = [
  ['wait', 0.08],
  ['signed', 0.07],
  ['product', 0.1],
  ['inspection', 0.05],
  ['waitsend', 0.05],
  ['shipped', 0.55],
  ['canceled', 0.1],
];

const rnd = random(20261124);

/** The status of order i, from its place in the shares (spread evenly through the ids). */
function statusCase(): string {
  let from = 0;
  const cases = STATUS_SHARES.map(([status, share]) => {
    const to = from + share;
    const clause = `WHEN (i % 1000) < ${Math.round(to * 1000)} THEN '${status}'`;
    from = to;
    return clause;
  });
  return `CASE ${cases.join(' ')} ELSE 'shipped' END`;
}

/**
 * orders.list: p99 and p50 ms of each order list page (/Order/Wait … /Order/Canceled) with a
 * filter (keyword, customer, type or dates), over 1,000,000 orders loaded straight into the read
 * model (1,000 salesmen, 50,000 customers), for a salesman (his own orders) and for an
 * administrator (everyone's), through the query function the API uses. Baseline: the same pages
 * without a filter.
 */
export async function benchOrderList(): Promise<void> {
  const database = await freshDatabase();
  const pool = createPostgresPool(database.url, 6);
  const db = createDb(pool);
  await migrate(db);
  try {
    await ordersProjector.createTables(db, 'rm');
    await accountsProjector.createTables(db, 'rm');
    progress(`orders.list: loading ${ORDERS} orders into rm.orders`);
    const t = performance.now();
    const now = Date.now();
    // Two years of orders, oldest first; numbers and customers as the projector writes them. In
    // chunks of 100,000, each its own short transaction: one long transaction anywhere in the
    // cluster would hold back every catch-up subscription of whatever else runs beside it.
    for (let first = 1; first <= ORDERS; first += LOAD_CHUNK) {
      const last = Math.min(ORDERS, first + LOAD_CHUNK - 1);
      await sql`
      INSERT INTO rm.orders
      SELECT
        'o' || i, 'HT' || to_char(created, 'YYYYMMDD') || '-' || lpad(to_hex(i), 10, '0') || '-1',
        'c' || (i / 2), 'HT' || to_char(created, 'YYYYMMDD') || '-' || lpad(to_hex(i), 10, '0'),
        'q' || i, 'BJ' || to_char(created, 'YYYYMMDD') || '-' || lpad(to_hex(i * 7), 10, '0'),
        'customer-' || (i % ${CUSTOMERS}), 'Customer ' || (i % ${CUSTOMERS}) || ' Foods',
        'salesman-' || (i % ${SALESMEN}), 'OperatorIndex',
        CASE WHEN i % 3 = 0 THEN 'gravure' ELSE 'digital' END, i % 2 = 0,
        'advance30', 'CNY', 'bag', 'standUp', 'piece', NULL,
        CASE WHEN i % 20 = 0 THEN 'supplementary' ELSE 'normal' END, NULL,
        10000, '0.4500', '4500.00', '100',
        ${sql.raw(statusCase())}, NULL, NULL, 1, 'none', '', 0, 0, false, NULL, NULL, NULL,
        lower('HT' || to_char(created, 'YYYYMMDD') || '-' || lpad(to_hex(i), 10, '0') || '-1 ' ||
          'BJ' || to_char(created, 'YYYYMMDD') || '-' || lpad(to_hex(i * 7), 10, '0') ||
          ' customer ' || (i % ${CUSTOMERS}) || ' foods'),
        '{}'::jsonb, 0, created, created
      FROM (
        SELECT i, to_timestamp(${now / 1000} - (${ORDERS} - i) * 63.0) AS created
        FROM generate_series(${first}::int, ${last}::int) AS i
      ) g`.execute(db);
      // The keyword search's keys, as the projector writes them (numberKeys; the customers' names).
      await sql`
        INSERT INTO rm.order_number_keys (key, order_id)
        SELECT DISTINCT k.key, o.id FROM rm.orders o, LATERAL (
          SELECT 'n' || lower(n) AS key FROM unnest(ARRAY[o.number, o.contract_number, o.quotation_number]) n
          UNION SELECT 'n' || regexp_replace(lower(n), '^[a-z]+', '')
            FROM unnest(ARRAY[o.number, o.contract_number, o.quotation_number]) n
          UNION SELECT 'r' || reverse(lower(n)) FROM unnest(ARRAY[o.number, o.contract_number, o.quotation_number]) n
        ) k
        WHERE o.id = ANY(SELECT 'o' || i FROM generate_series(${first}::int, ${last}::int) AS i)`.execute(db);
    }
    await sql`
      INSERT INTO rm.order_customer_names (customer_id, name)
      SELECT DISTINCT customer_id, lower(customer_name) FROM rm.orders`.execute(db);
    await sql`
      INSERT INTO rm.order_counts (owner_id, status, type, printing_type, n)
      SELECT owner_id, status, type, printing_type, count(*) FROM rm.orders GROUP BY 1, 2, 3, 4`.execute(db);
    await sql`VACUUM ANALYZE rm.orders`.execute(db);
    await sql`VACUUM ANALYZE rm.order_number_keys`.execute(db);
    await sql`VACUUM ANALYZE rm.order_customer_names`.execute(db);
    progress(
      `orders.list: loaded in ${round((performance.now() - t) / 1000, 1)} s; ${ITERATIONS} pages per case`,
    );

    const salesman = (): OrderReader => ({
      id: `salesman-${Math.floor(rnd() * SALESMEN)}`,
      role: 'OperatorIndex',
      areacode: null,
    });
    const admin: OrderReader = { id: 'admin', role: 'Admin', areacode: null };
    const day = (daysAgo: number) => new Date(now - daysAgo * 864e5).toISOString().slice(0, 10);
    /** A filter people use: part of a number or a customer's name, one customer, the type, or a month. */
    const filterFor = (reader: OrderReader): [FilterKind, OrderFilter] => {
      const r = rnd();
      const own =
        reader.role === 'OperatorIndex' ? Number(reader.id.split('-')[1]) : Math.floor(rnd() * SALESMEN);
      const customer = own + SALESMEN * Math.floor(rnd() * (CUSTOMERS / SALESMEN));
      if (r < 0.3) return ['customer name', { keyword: `customer ${customer} f` }];
      if (r < 0.5)
        return ['quotation number', { keyword: `bj${day(Math.floor(rnd() * 700)).replace(/-/g, '')}` }];
      if (r < 0.7) return ['customer', { customerId: `customer-${customer}` }];
      if (r < 0.85) return ['type', { type: 'supplementary' }];
      const from = Math.floor(rnd() * 700) + 30;
      return ['month', { from: day(from), to: day(from - 30) }];
    };
    /** Every page's ms, sorted, and the same by kind of filter (to name the slowest). */
    const measure = async (who: 'salesman' | 'admin', filtered: boolean) => {
      const latencies: number[] = [];
      const byKind = new Map<FilterKind, number[]>();
      for (let i = 0; i < ITERATIONS; i++)
        for (const status of ORDER_STATUSES) {
          const reader = who === 'admin' ? admin : salesman();
          const [kind, extra] = filtered ? filterFor(reader) : (['none', {}] as const);
          const started = performance.now();
          await listOrders(db, reader, { status, ...extra }, PAGE);
          const ms = performance.now() - started;
          latencies.push(ms);
          byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
        }
      for (const list of byKind.values()) list.sort((a, b) => a - b);
      return Object.assign(
        latencies.sort((a, b) => a - b),
        { byKind },
      );
    };
    const worst = (m: Map<FilterKind, number[]>) =>
      Object.fromEntries([...m].map(([kind, list]) => [kind, round(percentile(list, 99), 2)]));
    // The figures count only if the pages are right: the counts as counting the rows would give.
    for (const status of ORDER_STATUSES) {
      const { count } = await listOrders(db, admin, { status }, PAGE);
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM rm.orders WHERE status = ${status}`.execute(db);
      if (count !== rows[0]!.n)
        throw new Error(`orders.list: ${status} counted ${count}, holds ${rows[0]!.n}`);
    }
    // Warm up the caches and plans as a running server would have them.
    await measure('salesman', true);
    await measure('admin', true);
    const own = await measure('salesman', true);
    const all = await measure('admin', true);
    const ownBase = await measure('salesman', false);
    const allBase = await measure('admin', false);
    const p = (l: number[], q: number) => round(percentile(l, q), 2);
    const both = [...own, ...all].sort((a, b) => a - b);
    const bothBase = [...ownBase, ...allBase].sort((a, b) => a - b);
    report({
      name: 'orders.list',
      value: Math.max(p(own, 99), p(all, 99)),
      unit: 'ms p99, an order list page of 20 with a filter (the worse of a salesman and an administrator)',
      p50: p(both, 50),
      baseline: Math.max(p(ownBase, 99), p(allBase, 99)),
      baseline_p50: p(bothBase, 50),
      baseline_is: 'the same pages without a filter',
      goal: 'p99 under 20 ms',
      orders: ORDERS,
      salesman_p99: p(own, 99),
      salesman_p50: p(own, 50),
      admin_p99: p(all, 99),
      admin_p50: p(all, 50),
      salesman_baseline_p99: p(ownBase, 99),
      admin_baseline_p99: p(allBase, 99),
      salesman_p99_by_filter: worst(own.byKind),
      admin_p99_by_filter: worst(all.byKind),
    });
  } finally {
    await db.destroy();
    await pool.end();
    await database.drop();
  }
}
