import { DomainError } from '../shared/decider';
import type { WageActor } from './wage-sheet-events';

/**
 * Who reads which wage sheets and which places of the rank (month-end.md, "Wages and commission",
 * "Statistics and rank"): the lists' and the rank's SQL scopes ask these, as the sheet's own
 * maySee answers for one sheet.
 */

/** Whose sheets a reader lists: null for every salesman's (Finance, Admin), his own id (a salesman), undefined for none. */
export function sheetListOwner(actor: WageActor): string | null | undefined {
  if (actor.role === 'Finance' || actor.role === 'Admin') return null;
  if (actor.role === 'OperatorIndex') return actor.id;
  return undefined;
}

/** Whose rows of the rank a reader gets: null for all (the supervisor, Admin), his own id (a salesman). */
export const rankRowsOf = (actor: WageActor): string | null =>
  actor.role === 'OperatorIndex' ? actor.id : null;

/** The most months a rank's period may span. */
export const MAX_RANK_MONTHS = 36;

const monthIndex = (month: string): number => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return y * 12 + m - 1;
};

/** Refuses a period whose first month is after its last, or longer than MAX_RANK_MONTHS. */
export function checkRankPeriod(from: string, to: string): void {
  const span = monthIndex(to) - monthIndex(from) + 1;
  if (span < 1 || span > MAX_RANK_MONTHS)
    throw new DomainError('WAGES.RANK_PERIOD_INVALID', 'wages.rankPeriodInvalid', {}, 'from');
}
