import { billEvents, billLines, bill } from '@packflow/domain';
import type { EventData, EventStore, RecordedEvent, SqlPool } from '@packflow/eventstore';
import Decimal from 'decimal.js';

/**
 * The month's close in tests: the events of a customer's contracts, orders and money as the
 * product records them (a contract made, orders created, signings cleared, receipts recorded and
 * confirmed, reversed, orders canceled, refunds paid), and the check that every bill equals a fold
 * of those events (billLines, the domain's reference).
 */

export interface Append {
  stream: string;
  events: EventData[];
}

export interface Party {
  customerId: string;
  customerName?: string;
  ownerId: string;
  currency?: 'CNY' | 'USD';
}

const party = (p: Party) => ({
  customerId: p.customerId,
  customerName: p.customerName ?? `Customer ${p.customerId}`,
  ownerId: p.ownerId,
  currency: p.currency ?? 'CNY',
});

export const contractMade = (contractId: string, p: Party, language: 'cn' | 'en' = 'cn'): Append => ({
  stream: `contract-${contractId}`,
  events: [
    {
      type: 'ContractCreated',
      data: {
        contractId,
        number: `HT-${contractId}`,
        ...party(p),
        language,
        lines: [],
        total: '0',
        at: '2026-01-01T00:00:00Z',
      },
    },
  ],
});

export const orderMade = (orderId: string, contractId: string, p: Party, quantity = 1000): Append => ({
  stream: `order-${orderId}`,
  events: [
    {
      type: 'OrderCreated',
      data: {
        orderId,
        number: `HT-${contractId}-${orderId}`,
        contractId,
        contractNumber: `HT-${contractId}`,
        ...party(p),
        quantity,
        unit: 'piece',
        total: '0',
        at: '2026-01-01T00:00:00Z',
      },
    },
  ],
});

const money = (contractId: string, events: EventData[]): Append => ({
  stream: `contract-money-${contractId}`,
  events,
});

export const signed = (contractId: string, totals: Record<string, string>, at: string): Append =>
  money(contractId, [
    {
      type: 'SigningCleared',
      data: {
        signingId: `s-${Object.keys(totals).join('-')}`,
        orderIds: Object.keys(totals),
        orderTotals: totals,
        paymentTerms: 'advance30',
        currency: 'CNY',
        required: '0.00',
        confirmed: '0.00',
        by: 'sales',
        at,
      },
    },
  ]);

export const received = (
  contractId: string,
  receiptId: string,
  amount: string,
  receivedOn: string,
  confirmedAt: string,
  p: Party,
  orderId: string | null = null,
): Append =>
  money(contractId, [
    {
      type: 'ReceiptRecorded',
      data: {
        receiptId,
        idempotencyKey: `key-${receiptId}`,
        contractId,
        contractNumber: `HT-${contractId}`,
        ...party(p),
        orderId,
        amount,
        method: 'bank',
        receivedOn,
        proofs: '',
        note: '',
        by: p.ownerId,
        at: confirmedAt,
      },
    },
    { type: 'ReceiptConfirmed', data: { receiptId, by: 'finance', at: confirmedAt } },
  ]);

export const reversed = (contractId: string, receiptId: string, at: string, reason = 'Bounced'): Append =>
  money(contractId, [{ type: 'ReceiptReversed', data: { receiptId, reason, by: 'finance', at } }]);

export const canceled = (orderId: string, at: string): Append => ({
  stream: `order-${orderId}`,
  events: [{ type: 'OrderCancelApproved', data: { reason: 'Customer changed plans', by: 'manager', at } }],
});

export const refunded = (
  contractId: string,
  paymentId: string,
  orderId: string,
  amount: string,
  at: string,
  p: Party,
): Append =>
  money(contractId, [
    {
      type: 'RefundRequested',
      data: {
        paymentId,
        orderId,
        amount,
        reason: 'Canceled order',
        contractId,
        contractNumber: `HT-${contractId}`,
        customerName: party(p).customerName,
        ownerId: p.ownerId,
        currency: party(p).currency,
        by: 'finance',
        at,
      },
    },
    { type: 'PaymentPaid', data: { paymentId, proofs: '', by: 'finance', at } },
  ]);

/** A customer's month of business: a contract, two orders signed, money in, one reversal; `k` varies it. */
export function busyCustomer(customerId: string, ownerId: string, k: number, month = '2026-03'): Append[] {
  const p = { customerId, ownerId };
  const c = `c-${customerId}`;
  const day = (d: number) => `${month}-${String(d).padStart(2, '0')}`;
  const at = (d: number) => `${day(d)}T02:00:00.000Z`;
  const first = `${c}-o1`;
  const second = `${c}-o2`;
  const appends = [
    contractMade(c, p),
    orderMade(first, c, p),
    orderMade(second, c, p),
    received(c, `${c}-r1`, `${100 + k}.50`, day(2), at(3), p),
    signed(c, { [first]: `${1000 + k * 10}.00`, [second]: '250.25' }, at(5)),
    received(c, `${c}-r2`, '300.00', day(8), at(9), p, first),
  ];
  if (k % 2 === 0) appends.push(reversed(c, `${c}-r2`, at(12)));
  if (k % 3 === 0) appends.push(canceled(second, at(14)), refunded(c, `${c}-p1`, second, '50.00', at(16), p));
  return appends;
}

/** Every event of the store, in order. */
/**
 * Waits until every committed event is below the store's read boundary. `$all` reads stop at the
 * oldest transaction still running anywhere on the server (so a reader never skips one that
 * commits later); a killed worker's backend, or another database's long transaction, holds it back
 * for a moment, and a check read before then would see only a prefix of the events.
 */
export async function settled(pool: SqlPool, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ done: boolean }>(
      `SELECT (SELECT coalesce(max(position), 0) FROM es_events)
              < (pg_snapshot_xmin(pg_current_snapshot())::text::bigint << 20) AS done`,
    );
    if (rows[0]!.done) return;
    if (Date.now() > until) throw new Error('the read boundary did not pass the last event');
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function allEvents(store: EventStore): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let after = 0n;
  for (;;) {
    const page = await store.readAll({ after, maxCount: 5000 });
    if (!page.length) return events;
    events.push(...page);
    after = page[page.length - 1]!.position;
  }
}

/**
 * Every bill of the store against the fold of the events: issued once per stream; its lines exactly
 * the customer's lines (billLines' fold) not taken by an earlier bill, of its month or before, up to
 * its cutoff, prior months marked prior-period; its opening the previous bill's closing; its totals
 * billTotals of those. Answers the problems found (none: []) and the bills by id.
 */
export async function checkBills(
  store: EventStore,
): Promise<{ problems: string[]; bills: Map<string, billEvents.BillIssuedData> }> {
  const events = await allEvents(store);
  const problems: string[] = [];
  const bills = new Map<string, billEvents.BillIssuedData>();
  const byStream = new Map<string, RecordedEvent[]>();
  for (const e of events)
    if (e.streamId.startsWith(billEvents.BILL_STREAM_PREFIX))
      byStream.set(e.streamId, [...(byStream.get(e.streamId) ?? []), e]);
  for (const [stream, list] of byStream) {
    const issued = list.filter((e) => e.type === 'BillIssued');
    if (issued.length !== 1) problems.push(`${stream}: issued ${issued.length} times`);
    bills.set(stream, issued[0]!.data as billEvents.BillIssuedData);
  }
  const taken = new Set<string>();
  const closing = new Map<string, string>();
  const ordered = [...bills.values()].sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
  for (const b of ordered) {
    const cutoff = BigInt(b.cutoff);
    const source = events.filter((e) => e.position <= cutoff);
    const expected = billLines
      .linesForMonth(
        billLines.linesOfEvents(source).filter((l) => l.customerId === b.customerId && !taken.has(l.lineId)),
        b.month,
      )
      .map(billLines.asBillLine);
    const opening = closing.get(b.customerId) ?? '0.00';
    const id = `${b.customerId} ${b.month}`;
    const got = [...b.lines].sort((x, y) => (x.lineId < y.lineId ? -1 : 1));
    const want = [...expected].sort((x, y) => (x.lineId < y.lineId ? -1 : 1));
    const show = (ls: typeof got) =>
      ls.map((l) => `${l.lineId}:${l.kind}:${l.amount}:${l.date}:${l.priorPeriod}`).join(',');
    if (show(got) !== show(want)) problems.push(`${id}: lines ${show(got)} != ${show(want)}`);
    if (b.openingBalance !== opening) problems.push(`${id}: opening ${b.openingBalance} != ${opening}`);
    const totals = bill.billTotals(opening, want);
    const sorted = (o: object) => JSON.stringify(Object.entries(o).sort(([x], [y]) => (x < y ? -1 : 1)));
    if (sorted(b.totals) !== sorted(totals))
      problems.push(`${id}: totals ${sorted(b.totals)} != ${sorted(totals)}`);
    for (const l of b.lines) taken.add(l.lineId);
    closing.set(b.customerId, new Decimal(b.totals.closingBalance).toFixed(2));
  }
  return { problems, bills };
}
