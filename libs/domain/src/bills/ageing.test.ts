import { AGEING_BUCKETS } from '@packflow/contracts';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { type ReceivableFlow, type ReceivableStep, ageingOf, bucketOf, flowsOfHistory } from './ageing';

/** Receivables as of a day: by the age of the orders owed for, the buckets adding up to the total. */

const flow = (
  signDay: string | null,
  eventDay: string,
  amount: string,
  orderId: string | null = 'o1',
): ReceivableFlow => ({
  customerId: 'c1',
  ownerId: 's1',
  orderId,
  signDay,
  eventDay,
  amount,
});

describe('ageing buckets', () => {
  it.each<[number, string]>([
    [0, 'd0_30'],
    [30, 'd0_30'],
    [31, 'd31_60'],
    [60, 'd31_60'],
    [61, 'd61_90'],
    [91, 'd91_120'],
    [120, 'd91_120'],
    [121, 'over120'],
    [4000, 'over120'],
  ])('%i days old is %s', (age, bucket) => {
    expect(bucketOf(age)).toBe(bucket);
  });

  it.each<[string, ReceivableFlow[], string, Partial<Record<string, string>>, string, string]>([
    ['nothing', [], '2026-10-31', {}, '0.00', '0.00'],
    [
      'signed 30 and 31 days before',
      [flow('2026-10-01', '2026-10-01', '100'), flow('2026-09-30', '2026-09-30', '50.5', 'o2')],
      '2026-10-31',
      { d0_30: '100.00', d31_60: '50.50' },
      '150.50',
      '0.00',
    ],
    [
      'money applied, a cancel, a refund: each counts from its own day',
      [
        flow('2026-06-01', '2026-06-01', '1000'),
        flow('2026-06-01', '2026-07-01', '-400'),
        flow('2026-06-01', '2026-11-02', '-600'),
      ],
      '2026-10-31',
      { over120: '600.00' },
      '600.00',
      '0.00',
    ],
    [
      'money before its order: an advance, then applied on the signing day',
      [
        flow(null, '2026-10-01', '-300', null),
        flow(null, '2026-10-20', '300', null),
        flow('2026-10-20', '2026-10-20', '1000'),
        flow('2026-10-20', '2026-10-20', '-300'),
      ],
      '2026-10-10',
      {},
      '0.00',
      '300.00',
    ],
    [
      'the same, after the signing',
      [
        flow(null, '2026-10-01', '-300', null),
        flow(null, '2026-10-20', '300', null),
        flow('2026-10-20', '2026-10-20', '1000'),
        flow('2026-10-20', '2026-10-20', '-300'),
      ],
      '2026-10-31',
      { d0_30: '700.00' },
      '700.00',
      '0.00',
    ],
  ])('%s', (_, flows, asOf, buckets, total, advances) => {
    const answer = ageingOf(flows, asOf);
    expect(answer.buckets).toEqual({
      d0_30: '0.00',
      d31_60: '0.00',
      d61_90: '0.00',
      d91_120: '0.00',
      over120: '0.00',
      ...buckets,
    });
    expect([answer.total, answer.advances]).toEqual([total, advances]);
  });
});

// ---------------------------------------------------------------- properties

const DAY0 = Date.UTC(2026, 0, 1);
const dayN = (n: number) => new Date(DAY0 + n * 864e5).toISOString().slice(0, 10);
const cents = fc.integer({ min: 1, max: 500_000 }).map((c) => new Decimal(c).dividedBy(100).toFixed(2));

const sumOf = (amounts: readonly string[]) => amounts.reduce((a, b) => a.plus(b), new Decimal(0));

describe('ageing properties', () => {
  it('the buckets add up exactly to the total, for any flows and any day', () => {
    const anyFlow = fc.record({
      signDay: fc.option(fc.integer({ min: 0, max: 400 }).map(dayN), { nil: null }),
      eventDay: fc.integer({ min: 0, max: 400 }).map(dayN),
      amount: fc.tuple(cents, fc.boolean()).map(([a, neg]) => (neg ? `-${a}` : a)),
    });
    fc.assert(
      fc.property(fc.array(anyFlow, { maxLength: 40 }), fc.integer({ min: 0, max: 420 }), (raw, d) => {
        const answer = ageingOf(
          raw.map((f) => flow(f.signDay, f.eventDay, f.amount)),
          dayN(d),
        );
        expect(sumOf(AGEING_BUCKETS.map((b) => answer.buckets[b])).toFixed(2)).toBe(answer.total);
      }),
    );
  });

  /** A random history of two contracts: orders signed and canceled, money received and reversed, refunds. */
  const history = fc
    .array(
      fc.record({
        kind: fc.constantFrom('sign', 'sign', 'receipt', 'receipt', 'cancel', 'reverse', 'refund'),
        contract: fc.constantFrom('k1', 'k2'),
        pick: fc.nat(),
        named: fc.boolean(),
        gap: fc.integer({ min: 0, max: 40 }),
        amount: cents,
      }),
      { maxLength: 30 },
    )
    .map((raw) => {
      const steps: ReceivableStep[] = [];
      const orders: { id: string; contractId: string; amount: string; canceled: boolean }[] = [];
      const receipts: { contractId: string; orderId: string | null; amount: string; reversed: boolean }[] =
        [];
      let day = 0;
      for (const r of raw) {
        day += r.gap;
        const on = dayN(day);
        const mine = orders.filter((o) => o.contractId === r.contract);
        switch (r.kind) {
          case 'sign': {
            const id = `o${orders.length + 1}`;
            orders.push({ id, contractId: r.contract, amount: r.amount, canceled: false });
            steps.push({ kind: 'sign', contractId: r.contract, orderId: id, day: on, amount: r.amount });
            break;
          }
          case 'receipt': {
            const named = r.named && mine.length ? mine[r.pick % mine.length]!.id : null;
            receipts.push({ contractId: r.contract, orderId: named, amount: r.amount, reversed: false });
            steps.push({
              kind: 'receipt',
              contractId: r.contract,
              orderId: named,
              day: on,
              amount: r.amount,
            });
            break;
          }
          case 'cancel': {
            const open = orders.filter((o) => !o.canceled);
            const o = open[r.pick % Math.max(open.length, 1)];
            if (!o) break;
            o.canceled = true;
            steps.push({ kind: 'cancel', orderId: o.id, day: on });
            break;
          }
          case 'reverse': {
            const open = receipts.filter((x) => !x.reversed);
            const x = open[r.pick % Math.max(open.length, 1)];
            if (!x) break;
            x.reversed = true;
            steps.push({
              kind: 'reverse',
              contractId: x.contractId,
              orderId: x.orderId,
              day: on,
              amount: x.amount,
            });
            break;
          }
          case 'refund': {
            const canceled = orders.filter((o) => o.canceled);
            const o = canceled[r.pick % Math.max(canceled.length, 1)];
            if (!o) break;
            steps.push({ kind: 'refund', orderId: o.id, day: on, amount: r.amount });
            break;
          }
        }
      }
      return { steps, orders, last: day };
    });

  it('as of any day, what is owed and the advances are what was signed less the money, for random histories', () => {
    fc.assert(
      fc.property(history, fc.integer({ min: 0, max: 1300 }), ({ steps, orders }, d) => {
        const asOf = dayN(d);
        const answer = ageingOf(flowsOfHistory('c1', 's1', steps), asOf);
        const upTo = steps.filter((s) => s.day <= asOf);
        const amountOf = (id: string) => orders.find((o) => o.id === id)!.amount;
        const signed = sumOf(upTo.flatMap((s) => (s.kind === 'sign' ? [s.amount] : [])));
        const canceled = sumOf(upTo.flatMap((s) => (s.kind === 'cancel' ? [amountOf(s.orderId)] : [])));
        const received = sumOf(upTo.flatMap((s) => (s.kind === 'receipt' ? [s.amount] : [])));
        const reversed = sumOf(upTo.flatMap((s) => (s.kind === 'reverse' ? [s.amount] : [])));
        const refunded = sumOf(upTo.flatMap((s) => (s.kind === 'refund' ? [s.amount] : [])));
        const owedLessAdvances = new Decimal(answer.total).minus(answer.advances);
        expect(owedLessAdvances.toFixed(2)).toBe(
          signed.minus(canceled).minus(received).plus(reversed).plus(refunded).toFixed(2),
        );
        expect(sumOf(AGEING_BUCKETS.map((b) => answer.buckets[b])).toFixed(2)).toBe(answer.total);
      }),
    );
  });

  it('money never paid beyond what was signed waits as an advance, never below zero owed', () => {
    fc.assert(
      fc.property(history, ({ steps, last }) => {
        // Receipts only, no cancel or reversal: nothing is owed back, so no bucket goes below zero.
        const plain = steps.filter((s) => s.kind === 'sign' || s.kind === 'receipt');
        const answer = ageingOf(flowsOfHistory('c1', 's1', plain), dayN(last));
        for (const b of AGEING_BUCKETS) expect(new Decimal(answer.buckets[b]).gte(0)).toBe(true);
        expect(new Decimal(answer.advances).gte(0)).toBe(true);
      }),
    );
  });
});
