import type { CommissionLine, CommissionLineKind, CommissionSchedule } from '@packflow/contracts';
import Decimal from 'decimal.js';
import { type CustomerBillLine, type LineSourceEvent, billLinesFold, dayOf } from '../bills/lines';
import { inYuan, lineCommission, scheduleOn } from './commission';
import { type ScheduledCommission, WAGE_SETTINGS_STREAM } from './wage-settings';

/**
 * The commission ledger as a fold of the events (month-end.md, "Wages and commission"): the
 * reference the commission_lines read model and the wage sheets are checked against. Each line of
 * the bills' fold is a ledger line of the contract's owner, in the month its event happened (a
 * collection when Finance confirms it), counted with the schedule in force that day as the
 * CommissionScheduled events before it set it: a confirmed receipt is a collection, its reversal a
 * reversal, a paid refund a refund (negative), each earning (or taking back) what it adds to the
 * owner's month at the marginal bands; signed and canceled orders earn nothing.
 */

const money = (d: Decimal.Value): string => new Decimal(d).toFixed(2);
const EARNS: ReadonlySet<CommissionLineKind> = new Set(['collection', 'reversal', 'refund']);

const kindOf = (event: LineSourceEvent, line: CustomerBillLine): CommissionLineKind => {
  if (line.kind === 'signed' || line.kind === 'canceled' || line.kind === 'refund') return line.kind;
  return event.type === 'ReceiptReversed' ? 'reversal' : 'collection';
};

export interface LedgerState {
  bills: ReturnType<typeof billLinesFold.initialState>;
  schedules: CommissionSchedule[];
  /** `<staffId> <yyyy-mm>` -> the month's collections so far (yuan). */
  collections: Map<string, Decimal>;
  lines: CommissionLine[];
}

export const initialLedgerState = (): LedgerState => ({
  bills: billLinesFold.initialState(),
  schedules: [],
  collections: new Map(),
  lines: [],
});

/** Folds one event into the state (changed in place, answered). */
export function evolveLedger(state: LedgerState, event: LineSourceEvent): LedgerState {
  if (event.type === 'CommissionScheduled') {
    if (event.streamId !== WAGE_SETTINGS_STREAM) return state;
    const d = event.data as ScheduledCommission;
    // The last set for a day replaces the one before.
    state.schedules = [
      ...state.schedules.filter((s) => s.effectiveFrom !== d.effectiveFrom),
      {
        effectiveFrom: d.effectiveFrom,
        tiers: d.tiers,
        usdRate: d.usdRate,
        by: null,
        byName: null,
        at: null,
      },
    ].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
    return state;
  }
  const before = state.bills.lines.length;
  state.bills = billLinesFold.evolve(state.bills, event);
  const at = (event.data as { at: string }).at;
  for (const line of state.bills.lines.slice(before)) {
    const kind = kindOf(event, line);
    const day = dayOf(at);
    const month = day.slice(0, 7);
    const schedule = scheduleOn(state.schedules, day);
    const amount = kind === 'refund' ? money(new Decimal(line.amount).neg()) : money(line.amount);
    const cny = inYuan(amount, line.currency, schedule.usdRate);
    const key = `${line.ownerId} ${month}`;
    const base = state.collections.get(key) ?? new Decimal(0);
    const earns = EARNS.has(kind);
    if (earns) state.collections.set(key, base.plus(cny));
    state.lines.push({
      lineId: line.lineId,
      kind,
      staffId: line.ownerId,
      day,
      month,
      contractId: line.contractId ?? '',
      contractNumber: line.contractNumber ?? '',
      customerId: line.customerId,
      customerName: line.customerName,
      orderId: line.orderId,
      orderNumber: line.orderNumber,
      amount,
      currency: line.currency,
      cny,
      base: money(base),
      commission: earns ? lineCommission(schedule.tiers, base, cny) : '0.00',
      effectiveFrom: schedule.effectiveFrom,
      eventId: event.id,
      eventType: event.type,
      streamId: event.streamId,
      position: String(event.position),
    });
  }
  return state;
}

/** Every ledger line of the events (store order), in their order. */
export function commissionLinesOf(events: Iterable<LineSourceEvent>): CommissionLine[] {
  let state = initialLedgerState();
  for (const e of events) state = evolveLedger(state, e);
  return state.lines;
}

/** A staff member's month as the ledger adds it up (yuan). */
export interface LedgerMonth {
  signed: string;
  collections: string;
  earned: string;
  lineIds: string[];
}

/** The lines of `staffId` in `month` added up: signed less canceled, collections net, commission earned. */
export function ledgerMonth(lines: readonly CommissionLine[], staffId: string, month: string): LedgerMonth {
  let signed = new Decimal(0);
  let collections = new Decimal(0);
  let earned = new Decimal(0);
  const lineIds: string[] = [];
  for (const l of lines) {
    if (l.staffId !== staffId || l.month !== month) continue;
    lineIds.push(l.lineId);
    if (EARNS.has(l.kind)) collections = collections.plus(l.cny);
    else signed = signed.plus(l.cny);
    earned = earned.plus(l.commission);
  }
  return { signed: money(signed), collections: money(collections), earned: money(earned), lineIds };
}
