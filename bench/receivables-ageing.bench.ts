import { type Database, createDb, migrate } from '@packflow/db';
import { account, ageing, customer } from '@packflow/domain';
import { SqlEventStore, createPostgresPool } from '@packflow/eventstore';
import {
  ProjectionRunner,
  accountsProjector,
  customersProjector,
  receivablesProjector,
  refreshReceivableSpans,
} from '@packflow/projections';
import Decimal from 'decimal.js';
import { Kysely, type LogEvent, PostgresDialect, type PostgresPool, sql } from 'kysely';
import { namesOf } from '../apps/api/src/orders/orders.queries';
import { receivables } from '../apps/api/src/reports/receivables.queries';
import { freshDatabase, percentile, progress, random, report, round, runConcurrently } from './support';

/** A smaller run for a quick look (BENCH_AGEING_ORDERS=50000); the figure is measured at 1,000,000. */
const ORDERS = Number(process.env.BENCH_AGEING_ORDERS ?? 1_000_000);
const CUSTOMERS = 20_000;
const SALESMEN = 100;
const YEARS = 3;
const ITERATIONS = 40;
const WARM_UP = 2;
const PAGE = { page: 1, size: 20, offset: 0 };
const DAY_MS = 864e5;
const FLUSH_ROWS = 20_000;

const rnd = random(20261127);
const between = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
const dayAfter = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const shanghaiToday = (): string => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

const COLUMNS = [
  'flow_id',
  'event_id',
  'event_type',
  'stream_id',
  'position',
  'customer_id',
  'customer_name',
  'owner_id',
  'currency',
  'contract_id',
  'contract_number',
  'order_id',
  'order_number',
  'sign_day',
  'event_day',
  'amount',
] as const;
/** The columns' types as the reports' projector makes them (days are yyyy-mm-dd text). */
const TYPES = COLUMNS.map((c) => (c === 'position' ? 'bigint' : c === 'amount' ? 'numeric' : 'text'));
type Row = Record<(typeof COLUMNS)[number], string | null>;

/**
 * One customer's contracts over the three years (busier lately): a 30% down payment two days
 * before its orders are signed, the balance received 10-90 days later (the recent ones not all
 * yet), a few orders canceled with their share refunded, a few balances reversed and received
 * again; its flows as the reference ageing works them out (ageing.flowsOfHistory), with the
 * event each came from.
 */
function customerFlows(
  c: number,
  orders: number,
  today: string,
  first: string,
  position: { n: number },
): Row[] {
  const customerId = `bench-customer-${c}`;
  const ownerId = `bench-sales-${c % SALESMEN}`;
  const currency = c % 10 === 9 ? 'USD' : 'CNY';
  const span = Math.round((Date.parse(today) - Date.parse(first)) / DAY_MS);
  type Step = ageing.ReceivableStep & { order: number };
  const contracts = new Map<string, Step[]>();
  let made = 0;
  for (let k = 0; made < orders; k++) {
    const count = Math.min(orders - made, between(1, 9));
    made += count;
    const contractId = `${customerId}-ct${k}`;
    // sqrt: more contracts lately, as a growing business has them.
    const signDay = dayAfter(first, Math.floor(Math.sqrt(rnd()) * (span - 3)) + 2);
    let total = new Decimal(0);
    const ids: string[] = [];
    const steps: Step[] = [];
    contracts.set(contractId, steps);
    for (let i = 0; i < count; i++) {
      const orderId = `${contractId}-o${i}`;
      const amount = new Decimal(between(200, 8_000) * 10).plus(between(0, 99) / 100);
      total = total.plus(amount);
      ids.push(orderId);
      steps.push({ kind: 'sign', contractId, orderId, day: signDay, amount: amount.toFixed(2), order: 1 });
    }
    const down = total.times(0.3).toDecimalPlaces(2);
    steps.push({
      kind: 'receipt',
      contractId,
      orderId: null,
      day: dayAfter(signDay, -2),
      amount: down.toFixed(2),
      order: 0,
    });
    if (rnd() < 0.03) {
      const orderId = ids[ids.length - 1]!;
      steps.push({ kind: 'cancel', orderId, day: dayAfter(signDay, 5), order: 2 });
      steps.push({
        kind: 'refund',
        orderId,
        day: dayAfter(signDay, 10),
        amount: down.div(count).toFixed(2),
        order: 3,
      });
    }
    const paidDay = dayAfter(signDay, between(10, 90));
    if (paidDay <= today && rnd() < 0.97) {
      const balance = total.minus(down).toFixed(2);
      steps.push({ kind: 'receipt', contractId, orderId: null, day: paidDay, amount: balance, order: 4 });
      if (rnd() < 0.02 && dayAfter(paidDay, 3) <= today) {
        steps.push({
          kind: 'reverse',
          contractId,
          orderId: null,
          day: dayAfter(paidDay, 1),
          amount: balance,
          order: 5,
        });
        steps.push({
          kind: 'receipt',
          contractId,
          orderId: null,
          day: dayAfter(paidDay, 3),
          amount: balance,
          order: 6,
        });
      }
    }
  }
  // A contract's money applies to its own orders only: its flows are those of its steps alone.
  const rows: Row[] = [];
  for (const [contractId, steps] of contracts) {
    steps.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.order - b.order));
    for (const f of ageing.flowsOfHistory(customerId, ownerId, steps)) {
      const n = ++position.n;
      const positive = Number(f.amount) > 0;
      rows.push({
        flow_id: `f${n}`,
        event_id: `e${n}`,
        event_type: !positive
          ? 'ReceiptConfirmed'
          : f.signDay === f.eventDay
            ? 'SigningCleared'
            : 'PaymentPaid',
        stream_id: `contract-money-${contractId}`,
        position: String(n),
        customer_id: customerId,
        customer_name: `Bench Packaging ${c}`,
        owner_id: ownerId,
        currency,
        contract_id: contractId,
        contract_number: contractId.slice(15).toUpperCase(),
        order_id: f.orderId,
        order_number: f.orderId ? f.orderId.slice(15).toUpperCase() : null,
        sign_day: f.signDay,
        event_day: f.eventDay,
        amount: f.amount,
      });
    }
  }
  return rows;
}

/**
 * receivables.ageing: p99 and p50 ms of Finance's receivables report (the query functions the
 * API's GET reports/receivables runs: totals per bucket, per salesman, the first page of 20
 * customers with their buckets, their count, the advances; then the salesmen's names) as of a
 * day in the last year, over 1,000,000 orders of 20,000 customers and 100 salesmen spread over
 * three years (rm.receivable_flows rows, the reports projector's table, worked out by the reference ageing
 * per contract and inserted straight into the read model). Baseline: a plain aggregate over the same rows (count and sum of the
 * currency's flows up to the day). Goal: under 50 ms.
 */
export async function benchReceivablesAgeing(): Promise<void> {
  const database = await freshDatabase();
  const pool = createPostgresPool(database.url, 12);
  const store = await SqlEventStore.open(pool);
  const db = createDb(pool);
  await migrate(db);
  /** The queries of the last report, with their times (which of them costs what). */
  let logged: { sql: string; parameters: readonly unknown[]; ms: number }[] = [];
  const logging = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: {
        connect: () => pool.connect(),
        end: async () => undefined,
      } as unknown as PostgresPool,
    }),
    log: (event: LogEvent) => {
      if (event.level === 'query')
        logged.push({
          sql: event.query.sql,
          parameters: event.query.parameters,
          ms: round(event.queryDurationMillis, 1),
        });
    },
  });
  const runner = new ProjectionRunner({
    store,
    db,
    projectors: [customersProjector, accountsProjector, receivablesProjector],
  });
  try {
    progress(`receivables.ageing: ${CUSTOMERS} customers and ${SALESMEN} salesmen as events`);
    await runConcurrently(SALESMEN, 8, async (i) => {
      const id = `bench-sales-${i}`;
      const profile: account.AccountProfile = {
        nickname: `业务员${i}`,
        username: `sales${i}`,
        phone: `139${String(i).padStart(8, '0')}`,
        sex: '男',
        role: 'OperatorIndex',
        roles: ['OperatorIndex'],
        areacode: 'Q',
        country: 'cn',
        is_from: null,
        wage: '3000.00',
        work_wage: '0.00',
        headimg: '',
      };
      await store.appendToStream(account.accountStream(id), [
        { type: 'AccountRegistered', data: { id, profile, passwordHash: 'x' } },
      ]);
    });
    await runConcurrently(CUSTOMERS, 8, async (c) => {
      const id = `bench-customer-${c}`;
      const at = new Date(Date.now() - (YEARS * 365 + 30) * DAY_MS).toISOString();
      await store.appendToStream(customer.customerStream(id), [
        {
          type: 'CustomerCreated',
          data: {
            id,
            code: `Q${String(c + 1).padStart(6, '0')}`,
            area: 'Q',
            fields: {
              name: `Bench Packaging ${c}`,
              gender: '',
              email: '',
              phone: `138${String(c).padStart(8, '0')}`,
              enterprise: `Bench Packaging ${c} Co.`,
              domestic: c % 10 !== 9,
              source: 'Referral',
              logistics: '',
              addresses: [{ region: '370202', detail: 'No. 1 Harbour Road' }],
              responsible: '',
            },
            owner: { id: `bench-sales-${c % SALESMEN}`, role: 'OperatorIndex' },
            at,
          },
          metadata: { userId: 'admin', at },
        },
      ]);
    });
    for (const name of ['customers', 'accounts', receivablesProjector.name]) await runner.rebuild(name);

    progress(`receivables.ageing: ${ORDERS} orders' flows into rm.receivable_flows`);
    const today = shanghaiToday();
    const first = dayAfter(today, -YEARS * 365);
    // Customers' sizes vary (0.2 to 1.8 of the average); the orders add up to ORDERS exactly.
    const weights = Array.from({ length: CUSTOMERS }, () => 0.2 + rnd() * 1.6);
    const sum = weights.reduce((a, b) => a + b, 0);
    const sizes = weights.map((w) => Math.max(1, Math.floor((w / sum) * ORDERS)));
    for (let left = ORDERS - sizes.reduce((a, b) => a + b, 0), c = 0; left > 0; left--, c++)
      sizes[c % CUSTOMERS]!++;
    const position = { n: 0 };
    let buffer: Row[] = [];
    let rows = 0;
    const t = performance.now();
    const flush = async () => {
      if (!buffer.length) return;
      const params = COLUMNS.map((col) => buffer.map((r) => r[col]));
      const unnest = TYPES.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
      await pool.query(
        `INSERT INTO rm.receivable_flows (${COLUMNS.join(', ')}) SELECT * FROM unnest(${unnest})`,
        params,
      );
      rows += buffer.length;
      buffer = [];
    };
    for (let c = 0; c < CUSTOMERS; c++) {
      buffer.push(...customerFlows(c, sizes[c]!, today, first, position));
      if (buffer.length >= FLUSH_ROWS) await flush();
    }
    await flush();
    // What the projector keeps beside the flows: each customer's spans and parties, worked out from its flows.
    const customerIds = Array.from({ length: CUSTOMERS }, (_, c) => `bench-customer-${c}`);
    for (let i = 0; i < customerIds.length; i += 2_000)
      await db
        .transaction()
        .execute((trx) => refreshReceivableSpans(trx.withSchema('rm'), customerIds.slice(i, i + 2_000)));
    for (const table of ['receivable_flows', 'receivable_spans', 'receivable_parties'])
      await sql`VACUUM ANALYZE ${sql.table(`rm.${table}`)}`.execute(db);
    progress(
      `receivables.ageing: ${rows} flow rows in ${round((performance.now() - t) / 1000, 1)} s; measuring`,
    );

    const asOfs = Array.from({ length: WARM_UP + ITERATIONS }, () => dayAfter(today, -between(0, 365)));
    const reportOf = async (asOf: string) => {
      const found = await receivables(logging, { asOf, currency: 'CNY' }, PAGE);
      await namesOf(logging, [
        ...found.owners.map((o) => o.ownerId),
        ...found.customers.map((c) => c.ownerId),
      ]);
      return found;
    };
    const plain = (asOf: string) =>
      sql`select count(*), sum(amount) from rm.receivable_flows where currency = 'CNY' and event_day <= ${asOf}`.execute(
        db,
      );
    for (const asOf of asOfs.slice(0, WARM_UP)) {
      await reportOf(asOf);
      await plain(asOf);
    }
    const latencies: number[] = [];
    const base: number[] = [];
    const slowest: {
      ms: number;
      asOf: string;
      queries: { sql: string; parameters: readonly unknown[]; ms: number }[];
    }[] = [];
    let totals = '';
    for (const asOf of asOfs.slice(WARM_UP)) {
      logged = [];
      let started = performance.now();
      const found = await reportOf(asOf);
      const ms = performance.now() - started;
      latencies.push(ms);
      slowest.push({ ms, asOf, queries: logged });
      if (asOf === asOfs[asOfs.length - 1])
        totals = `${found.totals.total} owed by ${found.count} customers as of ${asOf}`;
      started = performance.now();
      await plain(asOf);
      base.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    base.sort((a, b) => a - b);
    slowest.sort((a, b) => b.ms - a.ms);
    const worst = slowest[0]!;
    progress(`receivables.ageing: ${totals}`);
    progress(
      `receivables.ageing: slowest report (${round(worst.ms, 1)} ms as of ${worst.asOf}), its queries:`,
    );
    for (const q of worst.queries) progress(`  ${q.ms} ms: ${q.sql.replace(/\s+/g, ' ').slice(0, 160)}`);
    const heaviest = [...worst.queries].sort((a, b) => b.ms - a.ms)[0];
    if (heaviest) {
      const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${heaviest.sql}`, [...heaviest.parameters]);
      progress(`receivables.ageing: EXPLAIN ANALYZE of its heaviest query:`);
      for (const line of plan.rows as { 'QUERY PLAN': string }[]) progress(`  ${line['QUERY PLAN']}`);
    }
    const stats = await sql<{
      size: string;
      spans: string;
      span_rows: string;
    }>`select pg_size_pretty(pg_total_relation_size('rm.receivable_flows')) as size,
      pg_size_pretty(pg_total_relation_size('rm.receivable_spans')) as spans,
      (select count(*) from rm.receivable_spans)::text as span_rows`.execute(db);
    report({
      name: 'receivables.ageing',
      value: round(percentile(latencies, 99), 1),
      unit: 'ms p99, the receivables report as of a day (totals, salesmen, a page of 20 customers, count, advances, names)',
      p50: round(percentile(latencies, 50), 1),
      baseline: round(percentile(base, 99), 1),
      baseline_p50: round(percentile(base, 50), 1),
      baseline_is:
        "select count(*), sum(amount) from rm.receivable_flows where currency = 'CNY' and event_day <= the day (a plain aggregate over the same rows)",
      goal_ms: 50,
      orders: ORDERS,
      flow_rows: rows,
      table_size: stats.rows[0]!.size,
      span_rows: Number(stats.rows[0]!.span_rows),
      spans_size: stats.rows[0]!.spans,
      customers: CUSTOMERS,
      salesmen: SALESMEN,
      years: YEARS,
      iterations: ITERATIONS,
      as_of: 'a day in the last year, CNY, every salesman',
      heaviest_query_ms: heaviest?.ms,
    });
  } finally {
    await runner.stop();
    await logging.destroy();
    await store.close();
    await db.destroy();
    await pool.end();
    await database.drop();
  }
}
