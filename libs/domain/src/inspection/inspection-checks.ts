import type { LotAction, LotStatus } from '@packflow/contracts';
import { DomainError } from '../shared/decider';

/**
 * The rules a lot's commands are refused by, one check per action: the decider throws what they
 * throw, and lotActions offers an action exactly when its check passes, so the console never
 * offers a step the server then refuses.
 */

/** What the checks read of a lot: its folded state, or its read-model row. */
export interface LotStanding {
  status: LotStatus;
  /** Who decided the lot's disposition (a concession is answered by someone else). */
  disposition: { by: string } | null;
}

const refuse = (code: string, key: string) => new DomainError(code, key);

function checkOpen(closed: boolean): void {
  if (closed) throw refuse('INSPECTION.CLOSED', 'inspection.closed');
}

/** A failed lot waits for ProductManage's decision (again after a concession was refused). */
function checkUndecided(lot: LotStanding, closed: boolean): void {
  checkOpen(closed);
  if (lot.status !== 'failed' && lot.status !== 'concessionRejected')
    throw refuse('INSPECTION.NOT_FAILED', 'inspection.notFailed');
}

function checkConcessionPending(lot: LotStanding, closed: boolean, by: string): void {
  checkOpen(closed);
  if (lot.status !== 'concessionPending')
    throw refuse('INSPECTION.NO_CONCESSION_PENDING', 'inspection.noConcessionPending');
  if (lot.disposition?.by === by) throw refuse('INSPECTION.OWN_DECISION', 'inspection.ownDecision');
}

export const lotChecks: Record<LotAction, (lot: LotStanding, closed: boolean, by?: string) => void> = {
  inspect(lot, closed) {
    checkOpen(closed);
    if (lot.status !== 'waiting') throw refuse('INSPECTION.INSPECTED', 'inspection.alreadyInspected');
  },
  rework: checkUndecided,
  supplementary: checkUndecided,
  concession: checkUndecided,
  approveConcession: (lot, closed, by = '') => checkConcessionPending(lot, closed, by),
  rejectConcession: (lot, closed, by = '') => checkConcessionPending(lot, closed, by),
};

/** The actions whose checks pass for this reader (the permissions are asked by the caller). */
export function lotActionsFor(
  lot: LotStanding,
  closed: boolean,
  by: string,
  allowed: readonly LotAction[],
): LotAction[] {
  return allowed.filter((action) => {
    try {
      lotChecks[action](lot, closed, by);
      return true;
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
  });
}
