import type { BillAction, BillLine, BillStatus, BillTotals } from '@packflow/contracts';
import Decimal from 'decimal.js';
import { type Decider, DomainError, assertNever } from '../shared/decider';
import {
  type BillActor,
  type BillAdjustment,
  type BillCommand,
  type BillEvent,
  type BillIssuedData,
  type Stamp,
} from './bill-events';
import { mayAct, maySee } from './policies';

export * from './bill-events';

/**
 * One customer's bill for one month (month-end.md, "The bill"): issued by the month's close,
 * sent to the customer, confirmed (and sealed at once) or disputed line by line; a disputed bill
 * is answered by adjustment lines (never an edit) and sent again. A sealed bill never changes: a
 * later correction is an adjustment in the next month's bill.
 */

// ---------------------------------------------------------------- state

export interface BillDisputeRecord extends Stamp {
  lineId: string;
  reason: string;
}

export interface BillState {
  /** The bill as the month's close made it; null until issued. */
  issued: BillIssuedData | null;
  /** null until issued. */
  status: BillStatus | null;
  /** Every adjustment made, in order, with who made it and when. */
  adjustments: (BillAdjustment & Stamp)[];
  /** Disputed lines not yet answered by an adjustment. */
  disputes: BillDisputeRecord[];
  /** Disputes an adjustment answered. */
  answered: BillDisputeRecord[];
  /** The last time it was sent. */
  sent: Stamp | null;
  confirmed: ({ early: boolean } & Stamp) | null;
  sealed: ({ totals: BillTotals } & Stamp) | null;
}

export const initialBillState = (): BillState => ({
  issued: null,
  status: null,
  adjustments: [],
  disputes: [],
  answered: [],
  sent: null,
  confirmed: null,
  sealed: null,
});

// ---------------------------------------------------------------- money and days

const money = (d: Decimal.Value): string => new Decimal(d).toFixed(2);
const sum = (amounts: readonly string[]): Decimal => amounts.reduce((acc, a) => acc.plus(a), new Decimal(0));

/**
 * A bill's totals from its opening balance and its lines: orders signed less those canceled,
 * the signing amount (cancels negative), down payments, balances (reversals negative), refunds,
 * collections (down payments and balances), adjustments, and what the customer owes at the end:
 * opening + signing amount - collections + refunds + adjustments. Every amount 2-decimal text.
 */
export function billTotals(
  openingBalance: string,
  lines: readonly Pick<BillLine, 'kind' | 'amount'>[],
): BillTotals {
  const of = (kind: BillLine['kind']) => lines.filter((l) => l.kind === kind);
  const signing = sum([...of('signed'), ...of('canceled')].map((l) => l.amount));
  const downPayments = sum(of('downPayment').map((l) => l.amount));
  const balances = sum(of('balance').map((l) => l.amount));
  const refunds = sum(of('refund').map((l) => l.amount));
  const adjustments = sum(of('adjustment').map((l) => l.amount));
  const collections = downPayments.plus(balances);
  const opening = new Decimal(openingBalance || 0);
  return {
    signedOrders: of('signed').length - of('canceled').length,
    signingAmount: money(signing),
    downPayments: money(downPayments),
    balances: money(balances),
    refunds: money(refunds),
    collections: money(collections),
    adjustments: money(adjustments),
    openingBalance: money(opening),
    closingBalance: money(opening.plus(signing).minus(collections).plus(refunds).plus(adjustments)),
  };
}

const SHANGHAI_MS = 8 * 3600 * 1000;

/** The business day (yyyy-mm-dd, Asia/Shanghai) of an instant. */
export const shanghaiDay = (at: string | Date): string =>
  new Date((typeof at === 'string' ? Date.parse(at) : at.getTime()) + SHANGHAI_MS).toISOString().slice(0, 10);

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** Whether a text is a month (yyyy-mm). */
export const isMonth = (month: string): boolean => MONTH.test(month);

/** The month `n` months after `month` (yyyy-mm; n may be negative). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The instant (ms) a month starts in Asia/Shanghai. */
export const monthStartMs = (month: string): number => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return Date.UTC(y, m - 1, 1) - SHANGHAI_MS;
};

/**
 * Whether confirming a bill of `month` at `at` finishes its reconciliation early: before the end
 * of the month after the bill's (Asia/Shanghai). The console warns that it cannot be redone.
 */
export const finishesEarly = (month: string, at: string | Date): boolean =>
  (typeof at === 'string' ? Date.parse(at) : at.getTime()) < monthStartMs(addMonths(month, 2));

// ---------------------------------------------------------------- lines

/** An adjustment as a line of its bill. */
export const adjustmentLine = (a: BillAdjustment & Partial<Stamp>): BillLine => ({
  lineId: a.adjustmentId,
  kind: 'adjustment',
  amount: money(a.amount),
  date: a.at ? shanghaiDay(a.at) : '',
  priorPeriod: false,
  orderId: null,
  orderNumber: null,
  quantity: null,
  unit: null,
  contractId: null,
  contractNumber: null,
  method: null,
  note: a.reason,
  streamId: null,
  position: null,
});

/** The bill's lines: those it was issued with, then its adjustments. */
export const billLinesOf = (state: BillState): BillLine[] => [
  ...(state.issued?.lines ?? []),
  ...state.adjustments.map(adjustmentLine),
];

/** The bill's totals now (fixed once sealed). */
export const currentTotals = (state: BillState): BillTotals =>
  state.sealed?.totals ?? billTotals(state.issued?.openingBalance ?? '0.00', billLinesOf(state));

// ---------------------------------------------------------------- decide

const refuse = (code: string, key: string, params: Record<string, string | number> = {}, field?: string) =>
  new DomainError(code, key, params, field);

const AMOUNT = /^-?\d+(\.\d{1,2})?$/;

function issued(state: BillState): BillIssuedData {
  if (!state.issued) throw refuse('BILLS.NOT_FOUND', 'bills.notFound');
  return state.issued;
}

function decideIssue(state: BillState, d: BillIssuedData): BillEvent[] {
  // The close ran again (or a second worker): the bill exists, nothing new.
  if (state.issued) return [];
  if (!isMonth(d.month)) throw refuse('BILLS.MONTH_INVALID', 'bills.monthInvalid', {}, 'month');
  const openingBalance = money(d.openingBalance || 0);
  const lines = d.lines.map((l) => ({ ...l, amount: money(l.amount) }));
  return [
    { type: 'BillIssued', data: { ...d, openingBalance, lines, totals: billTotals(openingBalance, lines) } },
  ];
}

function decideSend(state: BillState, d: Stamp): BillEvent[] {
  issued(state);
  if (state.status === 'disputed') throw refuse('BILLS.DISPUTES_OPEN', 'bills.disputesOpen');
  if (state.status !== 'toReconcile') throw refuse('BILLS.NOT_SENDABLE', 'bills.notSendable');
  return [{ type: 'BillSent', data: { by: d.by, at: d.at } }];
}

function decideDispute(
  state: BillState,
  d: { lines: { lineId: string; reason: string }[] } & Stamp,
): BillEvent[] {
  issued(state);
  if (state.status !== 'sent') throw refuse('BILLS.NOT_SENT', 'bills.notSent');
  if (!d.lines.length) throw refuse('BILLS.DISPUTE_NO_LINES', 'bills.disputeNoLines', {}, 'lines');
  const onBill = new Set(billLinesOf(state).map((l) => l.lineId));
  const missing = d.lines.find((l) => !onBill.has(l.lineId));
  if (missing)
    throw refuse('BILLS.LINE_NOT_ON_BILL', 'bills.lineNotFound', { lineId: missing.lineId }, 'lines');
  // One dispute per line: the last reason given for a line named twice.
  const byLine = new Map(d.lines.map((l) => [l.lineId, { lineId: l.lineId, reason: l.reason.trim() }]));
  return [{ type: 'BillDisputed', data: { lines: [...byLine.values()], by: d.by, at: d.at } }];
}

function decideAdjust(state: BillState, d: { adjustments: BillAdjustment[] } & Stamp): BillEvent[] {
  issued(state);
  if (!d.adjustments.length)
    throw refuse('BILLS.ADJUSTMENT_REQUIRED', 'bills.adjustmentRequired', {}, 'adjustments');
  // The same adjustment sent again (its id is the client's): nothing new.
  const known = new Set(state.adjustments.map((a) => a.adjustmentId));
  const fresh = [...new Map(d.adjustments.map((a) => [a.adjustmentId, a])).values()].filter(
    (a) => !known.has(a.adjustmentId),
  );
  if (!fresh.length) return [];
  if (state.status === 'reconciled') throw refuse('BILLS.SEALED', 'bills.sealed');
  if (state.status !== 'toReconcile' && state.status !== 'disputed')
    throw refuse('BILLS.NOT_ADJUSTABLE', 'bills.notAdjustable');
  const onBill = new Set(billLinesOf(state).map((l) => l.lineId));
  for (const a of fresh) {
    if (!AMOUNT.test(a.amount.trim()) || new Decimal(a.amount.trim()).isZero())
      throw refuse('BILLS.ADJUSTMENT_AMOUNT_INVALID', 'bills.adjustmentAmountInvalid', {}, 'amount');
    if (a.lineId !== null && !onBill.has(a.lineId))
      throw refuse('BILLS.LINE_NOT_ON_BILL', 'bills.lineNotFound', { lineId: a.lineId }, 'lineId');
  }
  return [
    {
      type: 'BillAdjusted',
      data: {
        adjustments: fresh.map((a) => ({
          adjustmentId: a.adjustmentId,
          amount: money(a.amount.trim()),
          reason: a.reason.trim(),
          lineId: a.lineId,
        })),
        by: d.by,
        at: d.at,
      },
    },
  ];
}

/** Confirming before the month after the bill's has ended, without acknowledging the warning. */
export class FinishEarlyError extends DomainError {
  constructor() {
    super('BILLS.FINISH_EARLY', 'bills.finishEarly');
  }
}

/** The customer's answer "agreed": confirmed and sealed in one append. */
function decideConfirm(state: BillState, d: { acknowledgeEarly: boolean } & Stamp): BillEvent[] {
  const bill = issued(state);
  if (state.status !== 'sent') throw refuse('BILLS.NOT_SENT', 'bills.notSent');
  const early = finishesEarly(bill.month, d.at);
  if (early && !d.acknowledgeEarly) throw new FinishEarlyError();
  return [
    { type: 'BillConfirmed', data: { early, by: d.by, at: d.at } },
    { type: 'BillSealed', data: { totals: currentTotals(state), by: d.by, at: d.at } },
  ];
}

function decide(command: BillCommand, state: BillState): BillEvent[] {
  switch (command.type) {
    case 'IssueBill':
      return decideIssue(state, command.data);
    case 'SendBill':
      return decideSend(state, command.data);
    case 'DisputeBill':
      return decideDispute(state, command.data);
    case 'AdjustBill':
      return decideAdjust(state, command.data);
    case 'ConfirmBill':
      return decideConfirm(state, command.data);
    default:
      return assertNever(command);
  }
}

function evolve(state: BillState, event: BillEvent): BillState {
  switch (event.type) {
    case 'BillIssued':
      return { ...state, issued: event.data, status: 'toReconcile' };
    case 'BillSent':
      return { ...state, status: 'sent', sent: { by: event.data.by, at: event.data.at } };
    case 'BillDisputed': {
      const named = new Set(event.data.lines.map((l) => l.lineId));
      const fresh = event.data.lines.map((l) => ({ ...l, by: event.data.by, at: event.data.at }));
      return {
        ...state,
        status: 'disputed',
        disputes: [...state.disputes.filter((x) => !named.has(x.lineId)), ...fresh],
      };
    }
    case 'BillAdjusted': {
      const adjustments = [
        ...state.adjustments,
        ...event.data.adjustments.map((a) => ({ ...a, by: event.data.by, at: event.data.at })),
      ];
      // Any adjustment of a disputed bill answers its open disputes: it goes back to be sent again.
      if (state.status === 'disputed')
        return {
          ...state,
          adjustments,
          status: 'toReconcile',
          disputes: [],
          answered: [...state.answered, ...state.disputes],
        };
      return { ...state, adjustments };
    }
    case 'BillConfirmed':
      return { ...state, status: 'reconciled', confirmed: { ...event.data } };
    case 'BillSealed':
      return { ...state, status: 'reconciled', sealed: { ...event.data } };
    default:
      return state;
  }
}

export const billDecider: Decider<BillState, BillCommand, BillEvent> = {
  initialState: initialBillState,
  evolve,
  decide,
};

// ---------------------------------------------------------------- what a reader may do

/**
 * What a reader may do with the bill now (the console shows exactly these): the owner sends a
 * bill to reconcile, confirms or disputes a sent one; the owner (a salesman, never a trader) and
 * Finance adjust one not yet sent or disputed. A sealed bill allows nothing. `now` is kept for the
 * callers' symmetry with finishesEarly (confirming early is allowed, with the warning).
 */
export function billActions(state: BillState, actor: BillActor, _now?: string | Date): BillAction[] {
  const bill = state.issued;
  if (!bill || !state.status) return [];
  const who = { id: actor.userId, role: actor.role };
  const ownerId = actor.owns ? actor.userId : bill.ownerId;
  const target = { ownerId };
  if (!maySee(who, target)) return [];
  const actions: BillAction[] = [];
  if (state.status === 'toReconcile' && mayAct('send', who, target)) actions.push('send');
  if (state.status === 'sent') {
    if (mayAct('confirm', who, target)) actions.push('confirm');
    if (mayAct('dispute', who, target)) actions.push('dispute');
  }
  if ((state.status === 'toReconcile' || state.status === 'disputed') && mayAct('adjust', who, target))
    actions.push('adjust');
  return actions;
}
