import type { WageFigures, WageSheetAction, WageSheetStatus } from '@packflow/contracts';
import Decimal from 'decimal.js';
import { offeredOf, passes } from '../shared/actions';
import { type Decider, DomainError, assertNever } from '../shared/decider';
import type {
  Stamp,
  WageActor,
  WageAdjustmentData,
  WageSheetCommand,
  WageSheetEvent,
  WageSheetInput,
  WageSheetMadeData,
} from './wage-sheet-events';

export * from './wage-sheet-events';

/**
 * A salesman's wage sheet (month-end.md, "Wages and commission"): made by the month's close from
 * the staff record and the commission ledger at the cutoff (a negative month carries forward,
 * never paid back), adjusted with reasons and checked by Finance, then paid with proof (to pay ->
 * paid, like refunds). A paid sheet never changes.
 */

export interface WageSheetState {
  made: WageSheetMadeData | null;
  status: WageSheetStatus | null;
  adjustments: WageAdjustmentData[];
  checked: Stamp | null;
  paid: ({ proofs: string } & Stamp) | null;
}

export const initialWageSheetState = (): WageSheetState => ({
  made: null,
  status: null,
  adjustments: [],
  checked: null,
  paid: null,
});

const money = (d: Decimal.Value): string => new Decimal(d).toFixed(2);

/** The commission paid and carried out of a month that earned `earned` after carrying in `carriedIn`. */
export function commissionOf(earned: string, carriedIn: string): { commission: string; carriedOut: string } {
  const net = new Decimal(earned).plus(carriedIn);
  return { commission: money(Decimal.max(net, 0)), carriedOut: money(Decimal.min(net, 0)) };
}

/** A sheet's figures now: as made, with its adjustments added. */
export function figuresOf(state: WageSheetState): WageFigures | null {
  const m = state.made;
  if (!m) return null;
  const adjustments = state.adjustments.reduce((sum, a) => sum.plus(a.amount), new Decimal(0));
  return {
    base: m.base,
    position: m.position,
    collections: m.collections,
    earned: m.earned,
    carriedIn: m.carriedIn,
    commission: m.commission,
    carriedOut: m.carriedOut,
    adjustments: money(adjustments),
    total: money(new Decimal(m.total).plus(adjustments)),
  };
}

const refuse = (code: string, key: string, params: Record<string, string | number> = {}, field?: string) =>
  new DomainError(code, key, params, field);

function made(state: WageSheetState): WageSheetMadeData {
  if (!state.made) throw refuse('WAGES.SHEET_NOT_FOUND', 'wages.sheetNotFound');
  return state.made;
}

function make(input: WageSheetInput): WageSheetMadeData {
  const { commission, carriedOut } = commissionOf(input.earned, input.carriedIn);
  const total = money(new Decimal(input.base).plus(input.position).plus(commission));
  return {
    ...input,
    base: money(input.base),
    position: money(input.position),
    collections: money(input.collections),
    earned: money(input.earned),
    carriedIn: money(input.carriedIn),
    commission,
    carriedOut,
    total,
  };
}

function decide(command: WageSheetCommand, state: WageSheetState): WageSheetEvent[] {
  switch (command.type) {
    case 'MakeWageSheet':
      // Made once: a re-run of the close finds it made.
      if (state.made) return [];
      return [{ type: 'WageSheetMade', data: make(command.data) }];
    case 'AdjustWageSheet': {
      made(state);
      const d = command.data;
      const recorded = state.adjustments.find((a) => a.adjustmentId === d.adjustmentId);
      if (recorded) {
        if (recorded.amount === money(d.amount) && recorded.reason === d.reason.trim()) return [];
        throw refuse('WAGES.ADJUSTMENT_KEY_REUSED', 'wages.adjustmentKeyReused');
      }
      if (state.status !== 'toCheck') throw refuse('WAGES.NOT_ADJUSTABLE', 'wages.notAdjustable');
      const amount = new Decimal(d.amount);
      if (amount.isZero() || !amount.times(100).isInteger())
        throw refuse('WAGES.ADJUSTMENT_AMOUNT_INVALID', 'wages.adjustmentAmountInvalid', {}, 'amount');
      const total = new Decimal(figuresOf(state)!.total);
      if (total.plus(amount).isNegative())
        throw refuse('WAGES.TOTAL_NEGATIVE', 'wages.totalNegative', { total: money(total) }, 'amount');
      return [{ type: 'WageSheetAdjusted', data: { ...d, amount: money(amount), reason: d.reason.trim() } }];
    }
    case 'CheckWageSheet':
      made(state);
      if (state.status !== 'toCheck') throw refuse('WAGES.NOT_CHECKABLE', 'wages.notCheckable');
      return [{ type: 'WageSheetChecked', data: command.data }];
    case 'PayWageSheet':
      made(state);
      if (state.status !== 'toPay') throw refuse('WAGES.NOT_PAYABLE', 'wages.notPayable');
      return [{ type: 'WageSheetPaid', data: command.data }];
    default:
      return assertNever(command);
  }
}

function evolve(state: WageSheetState, event: WageSheetEvent): WageSheetState {
  switch (event.type) {
    case 'WageSheetMade':
      return { ...state, made: event.data, status: 'toCheck' };
    case 'WageSheetAdjusted':
      return { ...state, adjustments: [...state.adjustments, event.data] };
    case 'WageSheetChecked':
      return { ...state, status: 'toPay', checked: event.data };
    case 'WageSheetPaid':
      return { ...state, status: 'paid', paid: event.data };
    default:
      return state;
  }
}

export const wageSheetDecider: Decider<WageSheetState, WageSheetCommand, WageSheetEvent> = {
  initialState: initialWageSheetState,
  evolve,
  decide,
};

// ---------------------------------------------------------------- who sees and acts

/** Finance and Admin see every sheet; a salesman his own; nobody else any. */
export const maySee = (state: WageSheetState, actor: WageActor): boolean =>
  !!state.made &&
  (actor.role === 'Finance' ||
    actor.role === 'Admin' ||
    (actor.role === 'OperatorIndex' && state.made.staffId === actor.id));

/** Finance (and Admin) adjust, check and pay. */
export const mayAct = (actor: WageActor): boolean => actor.role === 'Finance' || actor.role === 'Admin';

/** The actions a reader may take now: offered exactly when the decider would take them. */
export function wageSheetActions(state: WageSheetState, actor: WageActor): WageSheetAction[] {
  if (!maySee(state, actor) || !mayAct(actor)) return [];
  const stamp = { by: actor.id, at: new Date(0).toISOString() };
  return offeredOf<WageSheetAction>({
    adjust: state.status === 'toCheck',
    check: passes(() => decide({ type: 'CheckWageSheet', data: stamp }, state)),
    pay: passes(() => decide({ type: 'PayWageSheet', data: { ...stamp, proofs: 'x' } }, state)),
  });
}
