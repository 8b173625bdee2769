import fc from 'fast-check';
import { billTotals } from './bill';
import {
  type CustomerBillLine,
  type LineSourceEvent,
  dayOf,
  linesByCustomer,
  linesForMonth,
  linesOfEvents,
  monthOf,
} from './lines';

/** Which events make bill lines, of which kind, amount and day; the lines a month's bill takes. */

let position = 0;
const ev = (streamId: string, type: string, data: object, id = `ev${++position}`): LineSourceEvent => ({
  id,
  streamId,
  position: BigInt(position * 10),
  type,
  data,
});

const contract = (contractId: string, customerId = 'c1', ownerId = 's1') =>
  ev(`contract-${contractId}`, 'ContractCreated', {
    contractId,
    number: `HT-${contractId}`,
    customerId,
    customerName: `Customer ${customerId}`,
    ownerId,
    currency: 'CNY',
    language: 'cn',
  });
const order = (orderId: string, contractId = 'k1') =>
  ev(`order-${orderId}`, 'OrderCreated', {
    orderId,
    number: `N-${orderId}`,
    contractId,
    quantity: 5000,
    unit: 'piece',
  });
const cleared = (
  contractId: string,
  totals: Record<string, string>,
  orderIds: string[],
  at: string,
  id?: string,
) =>
  ev(
    `contract-money-${contractId}`,
    'SigningCleared',
    { signingId: 'sg', orderIds, orderTotals: totals, at },
    id,
  );
const receipt = (
  contractId: string,
  receiptId: string,
  amount: string,
  receivedOn: string,
  orderId: string | null = null,
) =>
  ev(`contract-money-${contractId}`, 'ReceiptRecorded', {
    receiptId,
    contractId,
    contractNumber: `HT-${contractId}`,
    customerId: 'c1',
    customerName: 'Customer c1',
    ownerId: 's1',
    orderId,
    amount,
    currency: 'CNY',
    method: 'bank',
    receivedOn,
  });
const confirmed = (contractId: string, receiptId: string, id?: string) =>
  ev(
    `contract-money-${contractId}`,
    'ReceiptConfirmed',
    { receiptId, by: 'fin', at: '2026-10-20T02:00:00Z' },
    id,
  );
const reversed = (contractId: string, receiptId: string, at: string, id?: string) =>
  ev(`contract-money-${contractId}`, 'ReceiptReversed', { receiptId, reason: 'bounced', by: 'fin', at }, id);
const refundAsked = (contractId: string, paymentId: string, orderId: string, amount: string) =>
  ev(`contract-money-${contractId}`, 'RefundRequested', {
    paymentId,
    orderId,
    amount,
    contractId,
    reason: 'cancel',
  });
const paid = (contractId: string, paymentId: string, at: string, id?: string) =>
  ev(`contract-money-${contractId}`, 'PaymentPaid', { paymentId, proofs: '', by: 'fin', at }, id);
const orderEvent = (orderId: string, type: string, at: string, id?: string) =>
  ev(`order-${orderId}`, type, { reason: 'changed', by: 'm', at }, id);

const summary = (events: LineSourceEvent[]) =>
  linesOfEvents(events).map((l) => [l.lineId, l.kind, l.amount, l.date, l.customerId]);

describe('business days', () => {
  it.each<[string, string, string]>([
    ['before midnight in Shanghai', '2026-10-31T15:59:59.999Z', '2026-10-31'],
    ['midnight in Shanghai', '2026-10-31T16:00:00.000Z', '2026-11-01'],
    ['an offset instant', '2026-11-01T07:30:00+08:00', '2026-11-01'],
  ])('%s', (_, at, day) => {
    expect(dayOf(at)).toBe(day);
    expect(monthOf(dayOf(at))).toBe(day.slice(0, 7));
  });
});

describe('bill lines of the events', () => {
  it.each<[string, () => LineSourceEvent[], (string | null)[][]]>([
    [
      'a signing: one line per order, the event id or id:order',
      () => [
        contract('k1'),
        cleared('k1', { o1: '1000' }, ['o1'], '2026-10-05T03:00:00Z', 'S1'),
        cleared('k1', { o1: '1000', o2: '200.5', o3: '300' }, ['o2', 'o3'], '2026-10-31T17:00:00Z', 'S2'),
      ],
      [
        ['S1', 'signed', '1000.00', '2026-10-05', 'c1'],
        ['S2:o2', 'signed', '200.50', '2026-11-01', 'c1'],
        ['S2:o3', 'signed', '300.00', '2026-11-01', 'c1'],
      ],
    ],
    [
      'money before any signing is a down payment, after is a balance, dated the day received',
      () => [
        contract('k1'),
        receipt('k1', 'r1', '300', '2026-10-01'),
        confirmed('k1', 'r1', 'C1'),
        cleared('k1', { o1: '1000' }, ['o1'], '2026-10-05T03:00:00Z', 'S1'),
        receipt('k1', 'r2', '700', '2026-10-18'),
        confirmed('k1', 'r2', 'C2'),
      ],
      [
        ['C1', 'downPayment', '300.00', '2026-10-01', 'c1'],
        ['S1', 'signed', '1000.00', '2026-10-05', 'c1'],
        ['C2', 'balance', '700.00', '2026-10-18', 'c1'],
      ],
    ],
    [
      'a reversal is a negative line of its kind, on the day reversed; a receipt unconfirmed is nothing',
      () => [
        contract('k1'),
        receipt('k1', 'r1', '300', '2026-10-01'),
        confirmed('k1', 'r1', 'C1'),
        reversed('k1', 'r1', '2026-11-02T01:00:00Z', 'R1'),
        reversed('k1', 'r1', '2026-11-03T01:00:00Z', 'R2'),
        receipt('k1', 'r2', '50', '2026-10-01'),
        reversed('k1', 'r2', '2026-11-02T01:00:00Z', 'R3'),
      ],
      [
        ['C1', 'downPayment', '300.00', '2026-10-01', 'c1'],
        ['R1', 'downPayment', '-300.00', '2026-11-02', 'c1'],
      ],
    ],
    [
      'a signed order canceled, invalidated or released comes off once; one never signed is nothing',
      () => [
        contract('k1'),
        cleared('k1', { o1: '1000', o2: '400', o3: '80' }, ['o1', 'o2', 'o3'], '2026-10-05T03:00:00Z', 'S'),
        orderEvent('o1', 'OrderCancelApproved', '2026-10-07T03:00:00Z', 'X1'),
        orderEvent('o1', 'OrderInvalidated', '2026-10-08T03:00:00Z', 'X2'),
        ev(
          'contract-money-k1',
          'SigningClearanceReleased',
          { signingId: 'S', orderId: 'o2', reason: 'failed', at: '2026-10-06T00:00:00Z' },
          'X3',
        ),
        orderEvent('o3', 'OrderInvalidated', '2026-10-09T03:00:00Z', 'X4'),
        orderEvent('o9', 'OrderCancelApproved', '2026-10-09T03:00:00Z', 'X5'),
      ],
      [
        ['S:o1', 'signed', '1000.00', '2026-10-05', 'c1'],
        ['S:o2', 'signed', '400.00', '2026-10-05', 'c1'],
        ['S:o3', 'signed', '80.00', '2026-10-05', 'c1'],
        ['X1', 'canceled', '-1000.00', '2026-10-07', 'c1'],
        ['X3', 'canceled', '-400.00', '2026-10-06', 'c1'],
        ['X4', 'canceled', '-80.00', '2026-10-09', 'c1'],
      ],
    ],
    [
      'a refund is a line once paid, on the day paid',
      () => [
        contract('k1'),
        refundAsked('k1', 'p1', 'o1', '120.4'),
        refundAsked('k1', 'p2', 'o1', '5'),
        paid('k1', 'p1', '2026-10-30T20:00:00Z', 'P1'),
        paid('k1', 'p1', '2026-10-31T20:00:00Z', 'P2'),
      ],
      [['P1', 'refund', '120.40', '2026-10-31', 'c1']],
    ],
    [
      'each contract to its own customer',
      () => [
        contract('k1', 'c1'),
        contract('k2', 'c2', 's2'),
        cleared('k2', { o5: '10' }, ['o5'], '2026-10-05T03:00:00Z', 'S5'),
        cleared('k1', { o1: '20' }, ['o1'], '2026-10-05T03:00:00Z', 'S1'),
      ],
      [
        ['S5', 'signed', '10.00', '2026-10-05', 'c2'],
        ['S1', 'signed', '20.00', '2026-10-05', 'c1'],
      ],
    ],
  ])('%s', (_, events, expected) => {
    expect(summary(events())).toEqual(expected);
  });

  it('carries the order, the contract, the event behind it and the month', () => {
    const [line] = linesOfEvents([
      contract('k1'),
      order('o1'),
      cleared('k1', { o1: '1000' }, ['o1'], '2026-09-30T17:00:00Z', 'S1'),
    ]);
    expect(line).toMatchObject({
      orderId: 'o1',
      orderNumber: 'N-o1',
      quantity: 5000,
      unit: 'piece',
      contractId: 'k1',
      contractNumber: 'HT-k1',
      streamId: 'contract-money-k1',
      customerName: 'Customer c1',
      ownerId: 's1',
      currency: 'CNY',
      month: '2026-10',
      eventId: 'S1',
      priorPeriod: false,
    });
    expect(line?.position).toMatch(/^\d+$/);
  });

  it("takes a month's lines and earlier ones (prior period), and their totals add up", () => {
    const lines = linesOfEvents([
      contract('k1'),
      cleared('k1', { o1: '1000' }, ['o1'], '2026-09-10T03:00:00Z', 'S1'),
      receipt('k1', 'r1', '400', '2026-10-02'),
      confirmed('k1', 'r1', 'C1'),
      cleared('k1', { o1: '1000', o2: '50' }, ['o2'], '2026-11-02T03:00:00Z', 'S2'),
    ]);
    const october = linesForMonth(lines, '2026-10');
    expect(october.map((l) => [l.lineId, l.priorPeriod])).toEqual([
      ['S1', true],
      ['C1', false],
    ]);
    expect(billTotals('0', october)).toMatchObject({ signingAmount: '1000.00', closingBalance: '600.00' });
    expect([...linesByCustomer(lines).keys()]).toEqual(['c1']);
  });
});

const baseLine = (
  lineId: string,
  kind: CustomerBillLine['kind'],
  amount: number,
  date: string,
): CustomerBillLine => ({
  lineId,
  kind,
  amount: amount.toFixed(2),
  date,
  priorPeriod: false,
  orderId: null,
  orderNumber: null,
  quantity: null,
  unit: null,
  contractId: 'k1',
  contractNumber: 'HT-k1',
  method: null,
  note: '',
  streamId: 'contract-money-k1',
  position: '1',
  customerId: 'c1',
  customerName: 'Customer c1',
  ownerId: 's1',
  currency: 'CNY',
  month: monthOf(date),
  eventId: lineId,
});

describe("a customer's bills month after month", () => {
  const KINDS = ['signed', 'canceled', 'downPayment', 'balance', 'refund'] as const;
  const anyLine = fc.record({
    kind: fc.constantFrom(...KINDS),
    cents: fc.integer({ min: 1, max: 1_000_000 }),
    month: fc.integer({ min: 1, max: 6 }),
  });

  it('takes every line into exactly one bill, and the last closing balance is all the lines added up', () => {
    fc.assert(
      fc.property(
        fc.array(anyLine, { maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 6 })),
        (raw, late) => {
          const lines = raw.map((r, i) => ({
            ...baseLine(
              `l${i}`,
              r.kind,
              (r.kind === 'canceled' ? -r.cents : r.cents) / 100,
              `2026-0${r.month}-15`,
            ),
          }));
          // Some months are closed before their lines arrive: those come into a later bill.
          const billed = new Map<string, string>();
          let opening = '0.00';
          for (let m = 1; m <= 6; m++) {
            const month = `2026-0${m}`;
            const arrived = lines.filter((l, i) => !late.includes(i % 7) || l.month < month);
            const unbilled = arrived.filter((l) => !billed.has(l.lineId));
            const taken = linesForMonth(unbilled, month);
            for (const l of taken) {
              expect(billed.has(l.lineId)).toBe(false);
              expect(l.priorPeriod).toBe(l.month < month);
              expect(l.month <= month).toBe(true);
              billed.set(l.lineId, month);
            }
            // Nothing of the month or before that has arrived is left behind.
            expect(arrived.filter((l) => l.month <= month && !billed.has(l.lineId))).toEqual([]);
            opening = billTotals(opening, taken).closingBalance;
          }
          const rest = lines.filter((l) => !billed.has(l.lineId));
          expect(billTotals(opening, rest).closingBalance).toBe(billTotals('0', lines).closingBalance);
        },
      ),
    );
  });
});
