import { createDb, migrate } from '@packflow/db';
import { contractMoney, customer, monthClose, orderFromContract } from '@packflow/domain';
import { type EventData, SqlEventStore, createPostgresPool, nameBasedUuid } from '@packflow/eventstore';
import { CommandRunner, GENESIS, linksAfter } from '@packflow/platform';
import {
  ProjectionRunner,
  type ReactorCommands,
  accountsProjector,
  commissionLinesProjector,
  customersProjector,
} from '@packflow/projections';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import {
  billLinesProjector,
  billsProjector,
  monthClosesProjector,
  runMonthClose,
} from '../projections/src/bills';
import { laminatedContract, laminatedPouchLine } from '../test/support/production-fixtures';
import { freshDatabase, progress, random, report, round, runConcurrently } from './support';

/** A smaller run for a quick look (BENCH_BILLS_CUSTOMERS=500); the figure is measured at 10,000. */
const CUSTOMERS = Number(process.env.BENCH_BILLS_CUSTOMERS ?? 10_000);
const SALESMEN = 100;
const CONTRACTS_PER_CUSTOMER = 2;
/** Orders (contract lines) per contract: 10,000 customers x 2 contracts x 5 = 100,000 orders. */
const ORDERS_PER_CONTRACT = 5;
const CONCURRENCY = 8;
/** The close is stopped after this long (10 times the goal) and reported as not finished. */
const LIMIT_S = Number(process.env.BENCH_BILLS_LIMIT_S ?? 600);
const DAY_MS = 864e5;
const METHODS = contractMoney.RECEIPT_METHODS;
const FINANCE = 'finance-1';

const rnd = random(20261024);
const between = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
const money = (v: Decimal.Value) => new Decimal(v).toFixed(2);

/** The day `days` after the first of `month` (yyyy-mm-dd), and an instant in that Shanghai day. */
const dayOf = (month: string, days: number): string =>
  new Date(Date.parse(`${month}-01T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const instantOf = (day: string, hour = 10): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + (hour - 8) * 3_600_000).toISOString();
const addMonths = (month: string, n: number): string => {
  const d = new Date(Date.parse(`${month}-01T00:00:00Z`));
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 7);
};

interface Counts {
  events: number;
  orders: number;
  reversals: number;
  refunds: number;
}

/**
 * One customer's history: two contracts of five orders, each with a 30% down payment confirmed,
 * its orders signed in two clearances, the balance received and confirmed (a fifth not yet),
 * a few balances reversed and received again, a few orders canceled with their share refunded.
 * Most contracts fall in the month closed; some began the month before (their lines there are
 * prior-period lines of this first bill), some come after it (not in the close).
 */
function customerHistory(
  c: number,
  months: { before: string; month: string; after: string },
  counts: Counts,
) {
  const customerId = `bench-customer-${c}`;
  const ownerId = `bench-sales-${c % SALESMEN}`;
  const customerName = `Bench Packaging ${c}`;
  const streams: { streamId: string; events: EventData[] }[] = [];
  const meta = (at: string, userId = ownerId) => ({
    userId,
    role: 'OperatorIndex',
    at,
    correlationId: customerId,
  });
  const created = instantOf(dayOf(months.before, 0), 9);
  streams.push({
    streamId: customer.customerStream(customerId),
    events: [
      {
        type: 'CustomerCreated',
        data: {
          id: customerId,
          code: `Q${String(c + 1).padStart(6, '0')}`,
          area: 'Q',
          fields: {
            name: customerName,
            gender: '',
            email: '',
            phone: `139${String(c).padStart(8, '0')}`,
            enterprise: `${customerName} Co.`,
            domestic: true,
            source: 'Referral',
            logistics: '',
            addresses: [{ region: '370202', detail: 'No. 1 Harbour Road' }],
            responsible: '',
          },
          owner: { id: ownerId, role: 'OperatorIndex' },
          at: created,
        },
        metadata: meta(created),
      },
    ],
  });
  const later: { streamId: string; events: EventData[] }[] = [];
  for (let k = 0; k < CONTRACTS_PER_CUSTOMER; k++) {
    const r = rnd();
    // The sign day: 85% in the month closed, 7% the month before, 8% the month after.
    const signDay =
      r < 0.85
        ? dayOf(months.month, between(1, 16))
        : r < 0.92
          ? dayOf(months.before, between(5, 20))
          : dayOf(months.after, between(0, 10));
    const contractId = nameBasedUuid(`bench-contract-${c}-${k}`);
    const number = `HT${String(c).padStart(5, '0')}${k}`;
    const lines = Array.from({ length: ORDERS_PER_CONTRACT }, (_, i) => {
      const quantity = between(5, 50) * 1000;
      const unitPrice = money(0.2 + rnd() * 1.3);
      return {
        ...laminatedPouchLine(`${contractId}-q${i}`, `BJ${number}${i}`),
        quantity,
        unitPrice,
        total: money(new Decimal(unitPrice).times(quantity)),
      };
    });
    const total = lines.reduce((s, l) => s.plus(l.total), new Decimal(0));
    const createdAt = instantOf(dayOf(signDay.slice(0, 7), Number(signDay.slice(8)) - 3), 11);
    const contractEvent = laminatedContract({ contractId, number, ownerId, lines });
    const contractData = {
      ...contractEvent.data,
      customerId,
      customerName,
      total: money(total),
      at: createdAt,
      createdAt,
    };
    streams.push({
      streamId: `contract-${contractId}`,
      events: [{ ...contractEvent, data: contractData, metadata: meta(createdAt) }],
    });
    const orders = orderFromContract.ordersOfContract(contractData, nameBasedUuid);
    for (const o of orders)
      streams.push({
        streamId: `order-${o.orderId}`,
        events: [{ type: 'OrderCreated', data: o, metadata: meta(createdAt) }],
      });
    counts.orders += orders.length;

    const money_: { type: string; data: Record<string, unknown>; metadata: Record<string, unknown> }[] = [];
    const add = (type: string, data: Record<string, unknown>, at: string, by = ownerId) =>
      money_.push({ type, data: { ...data, by, at }, metadata: meta(at, by) });
    const receipt = (n: number, amount: Decimal, day: string) => {
      const receiptId = nameBasedUuid(`bench-receipt-${c}-${k}-${n}`);
      add(
        'ReceiptRecorded',
        {
          receiptId,
          idempotencyKey: receiptId,
          contractId,
          contractNumber: number,
          customerId,
          customerName,
          ownerId,
          orderId: null,
          amount: money(amount),
          currency: 'CNY',
          method: METHODS[between(0, METHODS.length - 2)],
          receivedOn: day,
          proofs: '',
          note: '',
        },
        instantOf(day, 11),
      );
      add('ReceiptConfirmed', { receiptId }, instantOf(day, 15), FINANCE);
      return receiptId;
    };
    const dayAfter = (day: string, n: number) =>
      new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
    const down = total.times(0.3).toDecimalPlaces(2);
    receipt(0, down, dayAfter(signDay, -1));
    const totals = Object.fromEntries(orders.map((o) => [o.orderId, o.total]));
    const clear = (n: number, ids: string[], day: string) =>
      add(
        'SigningCleared',
        {
          signingId: nameBasedUuid(`bench-signing-${c}-${k}-${n}`),
          orderIds: ids,
          orderTotals: Object.fromEntries(ids.map((id) => [id, totals[id]!])),
          paymentTerms: 'advance30',
          currency: 'CNY',
          required: money(down),
          confirmed: money(down),
        },
        instantOf(day, 16),
      );
    clear(
      0,
      orders.slice(0, 3).map((o) => o.orderId),
      signDay,
    );
    clear(
      1,
      orders.slice(3).map((o) => o.orderId),
      dayAfter(signDay, 2),
    );
    if (rnd() < 0.03) {
      // The last order canceled, its share of the down payment refunded.
      const o = orders[orders.length - 1]!;
      const cancelDay = dayAfter(signDay, 3);
      later.push({
        streamId: `order-${o.orderId}`,
        events: [
          {
            type: 'OrderCancelApproved',
            data: { reason: 'Customer changed the artwork', by: ownerId, at: instantOf(cancelDay) },
            metadata: meta(instantOf(cancelDay)),
          },
        ],
      });
      const paymentId = nameBasedUuid(`bench-refund-${c}-${k}`);
      add(
        'RefundRequested',
        {
          paymentId,
          orderId: o.orderId,
          amount: money(new Decimal(o.total).times(0.3)),
          reason: 'Order canceled',
          contractId,
          contractNumber: number,
          customerName,
          ownerId,
          currency: 'CNY',
        },
        instantOf(cancelDay, 17),
      );
      add('PaymentPaid', { paymentId, proofs: '' }, instantOf(dayAfter(cancelDay, 3), 10), FINANCE);
      counts.refunds++;
    }
    if (rnd() < 0.8) {
      const balanceDay = dayAfter(signDay, between(5, 10));
      const balanceId = receipt(1, total.minus(down), balanceDay);
      if (rnd() < 0.05) {
        add(
          'ReceiptReversed',
          { receiptId: balanceId, reason: 'The transfer bounced' },
          instantOf(dayAfter(balanceDay, 1), 9),
          FINANCE,
        );
        receipt(2, total.minus(down), dayAfter(balanceDay, 2));
        counts.reversals++;
      }
    }
    const links = linksAfter(GENESIS, money_);
    streams.push({
      streamId: contractMoney.contractMoneyStream(contractId),
      events: money_.map((e, i) => ({ ...e, metadata: { ...e.metadata, chain: links[i] } })),
    });
  }
  const all = [...streams, ...later];
  counts.events += all.reduce((n, s) => n + s.events.length, 0);
  return all;
}

/**
 * bills.close: seconds to close a month (runMonthClose, the job's runner) for 10,000 customers
 * with 100,000 orders and their money (down payments and balances confirmed, a few reversed and
 * received again, a few orders canceled and refunded), seeded as events (the money streams with
 * their hash chain), the bills' read models caught up first. Baseline: rebuilding the bills'
 * read models (bill lines with their helper tables, bills, month closes) from the same events,
 * the bills issued included, in the same run. Goal: under 60 s.
 */
export async function benchBillsClose(): Promise<void> {
  const database = await freshDatabase();
  const pool = createPostgresPool(database.url, CONCURRENCY + 4);
  const store = await SqlEventStore.open(pool);
  const db = createDb(pool);
  await migrate(db);
  const runner = new ProjectionRunner({
    store,
    db,
    projectors: [
      customersProjector,
      accountsProjector,
      commissionLinesProjector,
      billLinesProjector,
      billsProjector,
      monthClosesProjector,
    ],
  });
  try {
    const month = monthClose.previousMonth(new Date());
    const months = { before: addMonths(month, -1), month, after: addMonths(month, 1) };
    const counts: Counts = { events: 0, orders: 0, reversals: 0, refunds: 0 };
    progress(
      `bills.close: appending ${CUSTOMERS} customers' histories (${month}), ${CONCURRENCY} concurrent`,
    );
    const histories = Array.from({ length: CUSTOMERS }, (_, c) => customerHistory(c, months, counts));
    const appended = await runConcurrently(CUSTOMERS, CONCURRENCY, async (c) => {
      for (const { streamId, events } of histories[c]!) await store.appendToStream(streamId, events);
    });
    histories.length = 0;
    progress(
      `bills.close: ${counts.events} events (${counts.orders} orders) in ${round(appended.elapsedMs / 1000, 1)} s; projecting`,
    );
    let t = performance.now();
    // The close's wage part waits for the commission ledger and the accounts too.
    for (const name of [
      'customers',
      accountsProjector.name,
      commissionLinesProjector.name,
      billLinesProjector.name,
      billsProjector.name,
      monthClosesProjector.name,
    ])
      await runner.rebuild(name);
    const projectedMs = performance.now() - t;
    await sql`ANALYZE rm.bill_lines`.execute(db);
    const lines = await sql<{ n: string; customers: string }>`select count(*)::text as n,
        count(distinct customer_id)::text as customers
      from rm.bill_lines where month <= ${month}`.execute(db);
    progress(
      `bills.close: projected in ${round(projectedMs / 1000, 1)} s, ${lines.rows[0]!.n} lines of ${lines.rows[0]!.customers} customers up to ${month}; closing`,
    );

    const runner_ = new CommandRunner(store);
    t = performance.now();
    const stopAt = t + LIMIT_S * 1000;
    /** When each customer was recorded done (ms since the start). */
    const doneAt: number[] = [];
    // The close's commands, stopped once the limit has passed (the close then fails as a crash would).
    const commands: ReactorCommands = {
      history: (streamId) => runner_.history(streamId),
      load: (decider, streamId) => runner_.load(decider, streamId),
      run: async (decider, streamId, command, metadata) => {
        if (performance.now() > stopAt) throw new Error(`stopped at the bench's limit of ${LIMIT_S} s`);
        const result = await runner_.run(decider, streamId, command, metadata);
        const recorded = command as { type?: string; data?: { customers?: unknown[] } };
        if (recorded.type === 'RecordCustomersDone') {
          const before = doneAt.length;
          for (const _ of recorded.data?.customers ?? []) doneAt.push(performance.now() - t);
          if (Math.floor(doneAt.length / 500) > Math.floor(before / 500))
            progress(`  ${doneAt.length} customers done in ${round((performance.now() - t) / 1000, 1)} s`);
        }
        return result;
      },
      create: (decider, streamId, command, metadata) => {
        if (performance.now() > stopAt) throw new Error(`stopped at the bench's limit of ${LIMIT_S} s`);
        return runner_.create(decider, streamId, command, metadata);
      },
    };
    const cpu = process.cpuUsage();
    const closed = await runMonthClose({ db, store, commands }, month, 'bench-admin').catch(
      (error: unknown) => {
        progress(`bills.close: the close did not finish: ${String(error)}`);
        return { bills: doneAt.length, customers: Number(lines.rows[0]!.customers), status: 'stopped' };
      },
    );
    const used = process.cpuUsage(cpu);
    const closeMs = performance.now() - t;
    const finished = closed.status === 'done';
    progress(
      `bills.close: ${doneAt.length} of ${closed.customers} customers done (${closed.status}) in ${round(closeMs / 1000, 1)} s; rebuilding the bills' read models`,
    );
    /** ms per customer over a stretch of 500 customers done. */
    const pace = (from: number) =>
      doneAt.length > from + 500 ? round((doneAt[from + 499]! - (doneAt[from - 1] ?? 0)) / 500, 1) : null;

    t = performance.now();
    for (const name of [billLinesProjector.name, billsProjector.name, monthClosesProjector.name])
      await runner.rebuild(name);
    const rebuildMs = performance.now() - t;
    const check = await sql<{ bills: string; taken: string; left: string; closing: string | null }>`select
        (select count(*) from rm.bills where month = ${month})::text as bills,
        (select count(*) from rm.bill_lines where bill_id is not null)::text as taken,
        (select count(*) from rm.bill_lines where bill_id is null and month <= ${month})::text as left,
        (select sum(closing_balance) from rm.bills where month = ${month})::text as closing`.execute(db);
    const figures = check.rows[0]!;
    if (finished && (Number(figures.bills) !== closed.bills || Number(figures.left) !== 0))
      throw new Error(`bills.close: ${figures.bills} bills read, ${figures.left} lines left unbilled`);
    progress(`bills.close: read models rebuilt in ${round(rebuildMs / 1000, 1)} s`);
    report({
      name: 'bills.close',
      value: round(closeMs / 1000, 1),
      unit: 's',
      baseline: round(rebuildMs / 1000, 1),
      baseline_is:
        "rebuilding the bills' read models (bill lines and their helper tables, bills, month closes) from the same events, the bills issued included",
      goal: 'under 60 s',
      finished,
      ...(finished
        ? {}
        : {
            stopped_at_limit_s: LIMIT_S,
            value_is: `a lower bound: the close was stopped at the bench's limit with ${doneAt.length} of ${closed.customers} customers done`,
          }),
      ms_per_customer_first_500: pace(0),
      ms_per_customer_500_from_2000: pace(2000),
      ms_per_customer_last_500: pace(Math.max(0, doneAt.length - 501)),
      month,
      customers: CUSTOMERS,
      customers_in_close: closed.customers,
      customers_done: doneAt.length,
      bills: Number(figures.bills),
      orders: counts.orders,
      events: counts.events + closed.bills + closed.customers + 2,
      lines_billed: Number(figures.taken),
      reversals: counts.reversals,
      refunds: counts.refunds,
      closing_balances: figures.closing,
      ms_per_customer: round(closeMs / Math.max(1, doneAt.length), 2),
      cpu_ms_per_customer: round((used.user + used.system) / 1000 / Math.max(1, doneAt.length), 2),
      first_projection_s: round(projectedMs / 1000, 1),
    });
  } finally {
    await runner.stop();
    await store.close();
    await db.destroy();
    await pool.end();
    await database.drop();
  }
}
