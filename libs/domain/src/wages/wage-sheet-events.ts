import type { DomainEvent } from '../shared/decider';

/** One salesman's wage sheet for one month (`wages-<staffId>-<yyyymm>`). */
export const WAGE_SHEET_PREFIX = 'wages-';
export const wageSheetStream = (staffId: string, month: string): string =>
  `${WAGE_SHEET_PREFIX}${staffId}-${month.replace('-', '')}`;

export interface Stamp {
  by: string;
  at: string;
}

/** What the month's close makes a sheet from (yuan, decimal text). */
export interface WageSheetInput {
  staffId: string;
  staffName: string;
  areacode: string | null;
  /** yyyy-mm */
  month: string;
  /** From the staff record when the close makes the sheet. */
  base: string;
  position: string;
  /** The month's ledger at the close's cutoff: collections less reversals and refunds, and commission earned. */
  collections: string;
  earned: string;
  /** The ledger lines taken (their ids), so the sheet never changes when lines come later. */
  lineIds: string[];
  /** The previous sheet's carried-out commission (0 or less). */
  carriedIn: string;
  /** The close's store position and process stream. */
  cutoff: string;
  closeId: string;
  at: string;
}

/** The sheet as made: its input with the commission paid and carried out, and the total. */
export interface WageSheetMadeData extends WageSheetInput {
  commission: string;
  carriedOut: string;
  total: string;
}

export interface WageAdjustmentData extends Stamp {
  adjustmentId: string;
  amount: string;
  reason: string;
}

export type WageSheetEvent =
  | DomainEvent<'WageSheetMade', WageSheetMadeData>
  | DomainEvent<'WageSheetAdjusted', WageAdjustmentData>
  | DomainEvent<'WageSheetChecked', Stamp>
  | DomainEvent<'WageSheetPaid', { proofs: string } & Stamp>;

export const WAGE_SHEET_EVENT_TYPES: WageSheetEvent['type'][] = [
  'WageSheetMade',
  'WageSheetAdjusted',
  'WageSheetChecked',
  'WageSheetPaid',
];

export type WageSheetCommand =
  | { type: 'MakeWageSheet'; data: WageSheetInput }
  | { type: 'AdjustWageSheet'; data: WageAdjustmentData }
  | { type: 'CheckWageSheet'; data: Stamp }
  | { type: 'PayWageSheet'; data: { proofs: string } & Stamp };

/** Who acts on a sheet: Finance (and Admin) on every one; a salesman reads his own. */
export interface WageActor {
  id: string;
  role: string;
}
