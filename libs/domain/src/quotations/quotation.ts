import { type Decider, assertNever } from '../shared/decider';
import { addingUp } from './pricing';
import { decide } from './quotation-decide';
import {
  type QuotationCommand,
  type QuotationEvent,
  type QuotationState,
  initialQuotationState,
} from './quotation-model';

/**
 * A quotation (domain.md, "Quotations and prices"), one stream per quotation. It keeps the
 * inputs, the settings snapshot and the calculator's result, so its price can always be worked
 * out again; a ratio change is priced again from those, never from today's settings. Revisions
 * form a lineage: generating a revision supersedes the original, which then takes no more
 * changes. The decider never reads the clock: times arrive in the commands. Its parts: the state,
 * events and commands (quotation-model.ts), the checks (quotation-rules.ts), one decision per
 * command (quotation-decide.ts) and what a reader may do now (actions.ts).
 */

export * from './quotation-model';
export * from './quotation-rules';
export * from './quotation-decide';

// ---------------------------------------------------------------- evolve

export function evolve(state: QuotationState, event: QuotationEvent): QuotationState {
  switch (event.type) {
    case 'QuotationGenerated': {
      const d = event.data;
      return {
        ...state,
        exists: true,
        id: d.id,
        number: d.number,
        owner: d.owner,
        customerId: d.customerId,
        locale: d.locale,
        input: d.input,
        settings: d.settings,
        // Older quotations' amounts as the pricing rule reads them (an event read in part has none).
        result: d.result && addingUp(d.result, d.input?.quantity),
        status: d.status,
        reviewRequired: d.reviewRequired,
        rootId: d.rootId,
        revisionNo: d.revisionNo,
      };
    }
    case 'QuotationRatioChanged':
      return {
        ...state,
        input: state.input && { ...state.input, ratio: event.data.ratio },
        result: addingUp(event.data.result, state.input?.quantity),
        status: event.data.status,
        reviewRequired: event.data.reviewRequired,
      };
    case 'QuotationApproved':
      return { ...state, status: 'approved' };
    case 'QuotationRejected':
      return { ...state, status: 'rejected' };
    case 'QuotationSuperseded':
      return { ...state, supersededBy: { id: event.data.by, number: event.data.byNumber } };
    case 'QuotationSupersedeWithdrawn':
      return state.supersededBy?.id === event.data.by ? { ...state, supersededBy: null } : state;
    case 'QuotationPutUnderContract':
      return { ...state, contract: { id: event.data.contractId, number: event.data.contractNumber } };
    case 'QuotationReleasedFromContract':
      return state.contract?.id === event.data.contractId ? { ...state, contract: null } : state;
    default:
      return assertNever(event);
  }
}

export const quotationDecider: Decider<QuotationState, QuotationCommand, QuotationEvent> = {
  initialState: initialQuotationState,
  evolve,
  decide,
};
