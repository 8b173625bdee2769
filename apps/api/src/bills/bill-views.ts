import type {
  BillAction,
  BillComparison,
  BillDispute,
  BillHistoryEntry,
  BillLine,
  BillRow,
  BillStatus,
  BillTotals,
  BillView,
} from '@packflow/contracts';
import { type billEvents, bill } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import { linkOf } from '@packflow/platform';

/**
 * A bill as the screens show it, told from its own stream (`bill-<customerId>-<yyyymm>`): its
 * lines (the issued ones and the adjustments), the disputes still open, the history with each
 * event's chain hash, the sent position, the seal. What the reader may do, the totals after
 * adjustments and whether confirming now is early come from the domain (bill-rules.ts).
 */

type Event = bill.BillEvent;
const ev = (e: RecordedEvent) => ({ type: e.type, data: e.data }) as Event;

/** What a bill's stream tells, before the reader's actions and the names. */
export interface BillFacts {
  issued: billEvents.BillIssuedData;
  status: BillStatus;
  lines: BillLine[];
  totals: BillTotals;
  disputes: Omit<BillDispute, 'byName'>[];
  history: Omit<BillHistoryEntry, 'byName'>[];
  sentAt: string | null;
  sentPosition: string | null;
  sealed: { at: string; by: string; chainHead: string } | null;
  revision: number;
}

const noteOf = (e: Event): string => {
  switch (e.type) {
    case 'BillDisputed':
      return e.data.lines.map((l) => `${l.lineId}: ${l.reason}`).join('; ');
    case 'BillAdjusted':
      return e.data.adjustments.map((a) => `${a.amount} ${a.reason}`).join('; ');
    case 'BillConfirmed':
      return e.data.early ? 'early' : '';
    default:
      return '';
  }
};

/**
 * A bill's stream (its folded state and the events it came from) for display; null when no
 * bill was issued on it. Lines and totals are the domain's (adjustments included; fixed once sealed).
 */
export function billFacts(state: bill.BillState, history: readonly RecordedEvent[]): BillFacts | null {
  if (!state.issued || !state.status) return null;
  const sent = history.filter((e) => e.type === 'BillSent').at(-1);
  const sealedEvent = history.find((e) => e.type === 'BillSealed');
  return {
    issued: state.issued,
    status: state.status,
    lines: bill.billLinesOf(state),
    totals: bill.currentTotals(state),
    disputes: state.disputes.map((d) => ({ lineId: d.lineId, reason: d.reason, by: d.by, at: d.at })),
    history: history.map((recorded) => {
      const e = ev(recorded);
      const stamp = e.data as { by?: string; at?: string };
      return {
        type: e.type,
        by: stamp.by ?? (recorded.metadata.userId as string | undefined) ?? 'system',
        at: stamp.at ?? recorded.created.toISOString(),
        note: noteOf(e),
        position: recorded.position.toString(),
        hash: linkOf(recorded.metadata)?.hash ?? null,
      };
    }),
    sentAt: state.sent?.at ?? null,
    sentPosition: sent ? sent.position.toString() : null,
    sealed: state.sealed
      ? {
          at: state.sealed.at,
          by: state.sealed.by,
          chainHead: (sealedEvent && linkOf(sealedEvent.metadata)?.hash) ?? '',
        }
      : null,
    revision: history.length - 1,
  };
}

/** The people a bill names (its owner, whoever acted), for one names look-up. */
export const peopleOfBill = (facts: BillFacts): string[] => [
  facts.issued.ownerId,
  ...facts.history.map((h) => h.by),
  ...facts.disputes.map((d) => d.by),
];

export function billView(
  facts: BillFacts,
  names: Map<string, string>,
  decided: { actions: BillAction[]; finishesEarly: boolean },
): BillView {
  const i = facts.issued;
  const name = (id: string) => names.get(id) ?? (id === 'system' ? 'system' : id);
  return {
    id: `${i.customerId}-${i.month.replace('-', '')}`,
    customerId: i.customerId,
    customerName: i.customerName,
    language: i.language,
    ownerId: i.ownerId,
    ownerName: name(i.ownerId),
    month: i.month,
    currency: i.currency,
    status: facts.status,
    lines: facts.lines,
    totals: facts.totals,
    disputes: facts.disputes.map((d) => ({ ...d, byName: name(d.by) })),
    history: facts.history.map((h) => ({ ...h, byName: name(h.by) })),
    sentAt: facts.sentAt,
    sentPosition: facts.sentPosition,
    sealed: facts.sealed,
    finishesEarly: decided.finishesEarly,
    actions: decided.actions,
    revision: facts.revision,
  };
}

const TOTAL_KEYS: (keyof BillTotals)[] = [
  'signedOrders',
  'signingAmount',
  'downPayments',
  'balances',
  'refunds',
  'collections',
  'adjustments',
  'openingBalance',
  'closingBalance',
];

/** The bill as sent beside how it stands now, line by line and total by total. */
export function comparison(sent: BillView | null, now: BillView): BillComparison {
  const before = new Map((sent?.lines ?? []).map((l) => [l.lineId, l]));
  const after = new Map(now.lines.map((l) => [l.lineId, l]));
  return {
    sent,
    now,
    added: [...after.keys()].filter((id) => !before.has(id)),
    removed: [...before.keys()].filter((id) => !after.has(id)),
    changedTotals: sent ? TOTAL_KEYS.filter((k) => String(sent.totals[k]) !== String(now.totals[k])) : [],
  };
}

/** A row of the lists, from rm.bills. */
export interface BillsTableRow {
  id: string;
  customer_id: string;
  customer_name: string;
  owner_id: string;
  month: string;
  currency: string;
  status: string;
  signed_orders: number | string;
  signing_amount: string;
  collections: string;
  closing_balance: string;
  disputed_lines: number | string;
  sent_at: Date | string | null;
  sealed_at: Date | string | null;
  updated_at: Date | string;
}

const iso = (v: Date | string | null): string | null =>
  v === null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString();
const money = (v: string | number): string => Number(v).toFixed(2);

export function billRow(r: BillsTableRow, names: Map<string, string>): BillRow {
  return {
    id: r.id,
    customerId: r.customer_id,
    customerName: r.customer_name,
    ownerId: r.owner_id,
    ownerName: names.get(r.owner_id) ?? r.owner_id,
    month: r.month,
    currency: r.currency as BillRow['currency'],
    status: r.status as BillStatus,
    signedOrders: Number(r.signed_orders),
    signingAmount: money(r.signing_amount),
    collections: money(r.collections),
    closingBalance: money(r.closing_balance),
    disputedLines: Number(r.disputed_lines),
    sentAt: iso(r.sent_at),
    sealedAt: iso(r.sealed_at),
    updatedAt: iso(r.updated_at)!,
  };
}
