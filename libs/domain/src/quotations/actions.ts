import type { QuotationAction, QuotationStatus } from '@packflow/contracts';
import { offeredOf, passes } from '../shared/actions';
import type { OwnerRole } from './quotation-model';
import {
  type QuotationStanding,
  checkChangeable,
  checkContractable,
  checkOwn,
  checkReviewable,
} from './quotation-rules';

/**
 * What a reader may do with a quotation now (issue 21: an action offered is an action allowed).
 * Each action is offered exactly when the check its command is refused by passes, so the lists,
 * the detail and the decider cannot disagree; the console shows these buttons and no others.
 */

/** Who looks: their id, and whether they may review the owner's prices (quotationPolicies.mayReview). */
export interface QuotationViewer {
  id: string;
  reviews: boolean;
}

export function quotationActions(state: QuotationStanding, viewer: QuotationViewer): QuotationAction[] {
  const me = viewer.id;
  const changeable = passes(() => checkChangeable(state, me));
  const reviewable = viewer.reviews && passes(() => checkReviewable(state));
  const offered: Record<QuotationAction, boolean> = {
    copy: passes(() => checkOwn(state, me)),
    revise: changeable,
    // The same command; a rejected quotation's new ratio sends it back to review.
    changeRatio: changeable && state.status !== 'rejected',
    resubmit: changeable && state.status === 'rejected',
    approve: reviewable,
    reject: reviewable,
    // Each quotation of a contract request is the owner's and contractable (contract.checkRequest).
    contract: passes(() => {
      checkOwn(state, me);
      checkContractable(state);
    }),
  };
  return offeredOf(offered);
}

/** A quotation's read-model row as the checks read it (the read model keeps the same facts as the state). */
export function standingOfRow(row: {
  number: string;
  owner_id: string;
  owner_role: string;
  status: string;
  superseded_by: string | null;
  contract_id: string | null;
  contract_number: string | null;
}): QuotationStanding {
  return {
    exists: true,
    number: row.number,
    owner: { id: row.owner_id, role: row.owner_role as OwnerRole },
    status: row.status as QuotationStatus,
    supersededBy: row.superseded_by === null ? null : { id: row.superseded_by, number: '' },
    contract: row.contract_id === null ? null : { id: row.contract_id, number: row.contract_number ?? '' },
  };
}
