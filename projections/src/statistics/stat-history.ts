import fc from 'fast-check';

/**
 * Random histories for the statistics' tests: salesmen (with areas that change), orders created,
 * signed and canceled, receipts confirmed and reversed, refunds paid, stages scheduled and
 * recorded, lots inspected, shipments, each at a random instant over three months (so Shanghai's
 * day boundary falls between events). Events may repeat or come in odd orders: the statistics
 * must count each fact once whatever comes.
 */

export interface HistoryEvent {
  stream: string;
  type: string;
  data: Record<string, unknown>;
}

const instant = fc
  .record({ d: fc.integer({ min: 0, max: 89 }), h: fc.integer({ min: 0, max: 23 }) })
  .map(({ d, h }) => new Date(Date.UTC(2026, 0, 1 + d, h, 7)).toISOString());
const idx = fc.nat(40);
const money = fc.integer({ min: 1, max: 99_999 }).map((c) => (c / 100).toFixed(2));

const action = fc.oneof(
  fc.record({ k: fc.constant('staff' as const), i: fc.nat(3), area: fc.constantFrom('Q', 'L', null) }),
  fc.record({
    k: fc.constant('order' as const),
    owner: fc.nat(3),
    customer: fc.nat(4),
    printing: fc.constantFrom('digital', 'gravure'),
    bag: fc.constantFrom('stand-up', 'flat', null),
    currency: fc.constantFrom('CNY', 'USD'),
    qty: fc.integer({ min: 1, max: 50_000 }),
    total: money,
    at: instant,
  }),
  fc.record({
    k: fc.constantFrom('sign' as const, 'cancel' as const, 'invalidate' as const),
    o: idx,
    at: instant,
  }),
  fc.record({
    k: fc.constant('receipt' as const),
    o: idx,
    amount: money,
    method: fc.constantFrom('bank', 'cash'),
  }),
  fc.record({ k: fc.constantFrom('confirm' as const, 'reverse' as const), r: idx, at: instant }),
  fc.record({ k: fc.constant('refund' as const), o: idx, amount: money }),
  fc.record({ k: fc.constant('pay' as const), r: idx, at: instant }),
  fc.record({
    k: fc.constant('schedule' as const),
    o: idx,
    stage: fc.constantFrom('printing', 'laminating'),
    m: fc.nat(2),
  }),
  fc.record({
    k: fc.constant('entry' as const),
    o: idx,
    stage: fc.constantFrom('printing', 'laminating'),
    good: fc.integer({ min: 0, max: 9000 }),
    waste: fc.integer({ min: 0, max: 300 }),
    at: instant,
  }),
  fc.record({
    k: fc.constant('inspect' as const),
    o: idx,
    passed: fc.boolean(),
    by: fc.constantFrom('qc-1', 'qc-2'),
    defects: fc.uniqueArray(fc.record({ kind: fc.constantFrom('print', 'seal', 'size'), count: fc.nat(3) }), {
      selector: (d) => d.kind,
      maxLength: 3,
    }),
    at: instant,
  }),
  fc.record({
    k: fc.constant('ship' as const),
    o: idx,
    company: fc.constantFrom('SF', 'ZTO'),
    qty: fc.integer({ min: 1, max: 5000 }),
    freight: money,
    at: instant,
  }),
);

export type HistoryAction = typeof action extends fc.Arbitrary<infer A> ? A : never;
export const historyActions = fc.array(action, { minLength: 30, maxLength: 80 });

/** The events of a run's actions; `run` keeps the ids of different runs apart (salesmen are shared). */
export function historyEvents(run: string, actions: readonly HistoryAction[]): HistoryEvent[] {
  const out: HistoryEvent[] = [];
  const orders: string[] = [];
  const receipts: { id: string; contract: string }[] = [];
  const refunds: { id: string; contract: string }[] = [];
  const pick = <T>(list: readonly T[], i: number): T | undefined =>
    list.length ? list[i % list.length] : undefined;
  const contractOf = (orderId: string) => `${orderId}-c`;
  for (const a of actions) {
    switch (a.k) {
      case 'staff':
        out.push(
          out.some((e) => e.stream === `account-st${a.i}`) || a.i === 3
            ? {
                stream: `account-st${a.i}`,
                type: 'AccountProfileChanged',
                data: { changes: [{ field: 'areacode', from: null, to: a.area }] },
              }
            : {
                stream: `account-st${a.i}`,
                type: 'AccountRegistered',
                data: { id: `st${a.i}`, profile: { areacode: a.area }, passwordHash: 'x' },
              },
        );
        break;
      case 'order': {
        const id = `${run}o${orders.length}`;
        orders.push(id);
        out.push({
          stream: `order-${id}`,
          type: 'OrderCreated',
          data: {
            orderId: id,
            customerId: `cu${a.customer}`,
            ownerId: `st${a.owner}`,
            printingType: a.printing,
            currency: a.currency,
            quantity: a.qty,
            total: a.total,
            snapshot: { bagType: a.bag },
            at: a.at,
          },
        });
        break;
      }
      case 'sign':
      case 'cancel':
      case 'invalidate': {
        const o = pick(orders, a.o);
        const type = { sign: 'OrderSigned', cancel: 'OrderCancelApproved', invalidate: 'OrderInvalidated' }[
          a.k
        ];
        if (o) out.push({ stream: `order-${o}`, type, data: { by: 'x', at: a.at } });
        break;
      }
      case 'receipt': {
        const o = pick(orders, a.o);
        if (!o) break;
        const created = out.find((e) => e.type === 'OrderCreated' && e.data.orderId === o)!.data;
        const id = `${run}r${receipts.length}`;
        receipts.push({ id, contract: contractOf(o) });
        out.push({
          stream: `contract-money-${contractOf(o)}`,
          type: 'ReceiptRecorded',
          data: {
            receiptId: id,
            ownerId: created.ownerId,
            customerId: created.customerId,
            orderId: o,
            amount: a.amount,
            currency: created.currency,
            method: a.method,
          },
        });
        break;
      }
      case 'confirm':
      case 'reverse': {
        const r = pick(receipts, a.r);
        const type = a.k === 'confirm' ? 'ReceiptConfirmed' : 'ReceiptReversed';
        if (r)
          out.push({ stream: `contract-money-${r.contract}`, type, data: { receiptId: r.id, at: a.at } });
        break;
      }
      case 'refund': {
        const o = pick(orders, a.o);
        if (!o) break;
        const created = out.find((e) => e.type === 'OrderCreated' && e.data.orderId === o)!.data;
        const id = `${run}p${refunds.length}`;
        refunds.push({ id, contract: contractOf(o) });
        out.push({
          stream: `contract-money-${contractOf(o)}`,
          type: 'RefundRequested',
          data: {
            paymentId: id,
            orderId: o,
            ownerId: created.ownerId,
            amount: a.amount,
            currency: created.currency,
          },
        });
        break;
      }
      case 'pay': {
        const p = pick(refunds, a.r);
        if (p)
          out.push({
            stream: `contract-money-${p.contract}`,
            type: 'PaymentPaid',
            data: { paymentId: p.id, at: a.at },
          });
        break;
      }
      case 'schedule': {
        const o = pick(orders, a.o);
        if (o)
          out.push({
            stream: `production-${o}`,
            type: 'StageScheduled',
            data: { stage: a.stage, machineId: `m${a.m}`, machineName: `M${a.m}` },
          });
        break;
      }
      case 'entry': {
        const o = pick(orders, a.o);
        if (o)
          out.push({
            stream: `production-${o}`,
            type: 'StageEntryRecorded',
            data: { stage: a.stage, goodOut: a.good, setupWaste: a.waste, runningWaste: 1, at: a.at },
          });
        break;
      }
      case 'inspect': {
        const o = pick(orders, a.o);
        if (o)
          out.push({
            stream: `inspection-${o}`,
            type: 'LotInspected',
            data: { result: a.passed ? 'passed' : 'failed', by: a.by, defects: a.defects, at: a.at },
          });
        break;
      }
      case 'ship': {
        const o = pick(orders, a.o);
        if (o)
          out.push({
            stream: `shipping-${o}`,
            type: 'ShipmentRecorded',
            data: { company: a.company, quantity: a.qty, freight: a.freight, at: a.at },
          });
        break;
      }
    }
  }
  return out;
}
