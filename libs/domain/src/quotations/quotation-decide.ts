import type { QuotationStatus } from '@packflow/contracts';
import Decimal from 'decimal.js';
import { DomainError, assertNever } from '../shared/decider';
import { ratioNeedsReview } from './pricing';
import {
  type GenerateQuotationData,
  type QuotationCommand,
  type QuotationEvent,
  type QuotationState,
  quotationNumber,
} from './quotation-model';
import {
  checkChangeable,
  checkContractable,
  checkCurrent,
  checkOwn,
  checkReviewable,
  notFound,
  priceFor,
} from './quotation-rules';

/**
 * A quotation's decisions, one per command, and the dispatcher. Each refuses through the checks of
 * quotation-rules.ts, which quotationActions asks too.
 */

type Command<T extends QuotationCommand['type']> = Extract<QuotationCommand, { type: T }>;

export function decideGenerate(d: GenerateQuotationData, state: QuotationState): QuotationEvent[] {
  // Saved already (a generation step run again after a crash): nothing more to do.
  if (state.exists && state.id === d.id) return [];
  if (state.exists) throw new DomainError('QUOTATION.EXISTS', 'common.conflict');
  const result = priceFor(d.input, d.settings, d.locale);
  const reviewRequired = ratioNeedsReview(d.input.ratio, d.settings.range);
  return [
    {
      type: 'QuotationGenerated',
      data: {
        id: d.id,
        number: quotationNumber(d.id, d.at),
        owner: d.owner,
        customerId: d.customerId,
        locale: d.locale,
        input: d.input,
        settings: d.settings,
        calculatorVersion: result.calculatorVersion,
        result,
        sourceId: d.sourceId,
        revisionOf: d.revisionOf,
        rootId: d.rootId,
        revisionNo: d.revisionNo,
        status: reviewRequired ? 'pending' : 'approved',
        reviewRequired,
        beanEntryId: d.beanEntryId,
        at: d.at,
      },
    },
  ];
}

export function decideChangeRatio(
  { data }: Command<'ChangeQuotationRatio'>,
  state: QuotationState,
): QuotationEvent[] {
  const { ratio, by, range, at } = data;
  checkChangeable(state, by);
  const from = state.input!.ratio;
  const reviewRequired = ratioNeedsReview(ratio, range);
  const status: QuotationStatus = reviewRequired ? 'pending' : 'approved';
  // The same ratio again changes nothing, except that a rejected one goes back to review.
  if (new Decimal(ratio).eq(from) && state.status !== 'rejected' && status === state.status) return [];
  const result = priceFor({ ...state.input!, ratio }, state.settings!, state.locale);
  return [
    {
      type: 'QuotationRatioChanged',
      data: { ratio, from, result, status, fromStatus: state.status, reviewRequired, range, at },
    },
  ];
}

export function decideReview(
  command: Command<'ApproveQuotation' | 'RejectQuotation'>,
  state: QuotationState,
): QuotationEvent[] {
  checkReviewable(state);
  const reason = command.data.reason.trim();
  const at = command.data.at;
  if (command.type === 'ApproveQuotation') return [{ type: 'QuotationApproved', data: { reason, at } }];
  if (!reason) throw new DomainError('QUOTATION.REASON_REQUIRED', 'quotations.reasonRequired', {}, 'reason');
  return [{ type: 'QuotationRejected', data: { reason, at } }];
}

export function decideSupersede(
  { data }: Command<'SupersedeQuotation'>,
  state: QuotationState,
): QuotationEvent[] {
  const { by, byNumber, ownerId, at } = data;
  checkOwn(state, ownerId);
  if (state.supersededBy?.id === by) return [];
  checkCurrent(state);
  return [{ type: 'QuotationSuperseded', data: { by, byNumber, at } }];
}

export function decideWithdrawSupersede(
  { data }: Command<'WithdrawSupersede'>,
  state: QuotationState,
): QuotationEvent[] {
  const { by, at } = data;
  return state.supersededBy?.id === by ? [{ type: 'QuotationSupersedeWithdrawn', data: { by, at } }] : [];
}

export function decidePutUnderContract(
  { data }: Command<'PutUnderContract'>,
  state: QuotationState,
): QuotationEvent[] {
  const { contractId, contractNumber, at } = data;
  // Reserved already by this contract (a step run again): nothing more to do.
  if (state.contract?.id === contractId) return [];
  checkContractable(state, contractId);
  return [{ type: 'QuotationPutUnderContract', data: { contractId, contractNumber, at } }];
}

/** A release frees only what this contract holds; anything else (nothing held) is already free. */
export function decideRelease(
  { data }: Command<'ReleaseFromContract'>,
  state: QuotationState,
): QuotationEvent[] {
  const { contractId, at } = data;
  return state.contract?.id === contractId
    ? [{ type: 'QuotationReleasedFromContract', data: { contractId, at } }]
    : [];
}

export function decide(command: QuotationCommand, state: QuotationState): QuotationEvent[] {
  switch (command.type) {
    case 'GenerateQuotation':
      return decideGenerate(command.data, state);
    case 'ReleaseFromContract':
      return decideRelease(command, state);
    case 'WithdrawSupersede':
      return state.exists ? decideWithdrawSupersede(command, state) : fail();
    case 'ChangeQuotationRatio':
      return decideChangeRatio(command, state);
    case 'ApproveQuotation':
    case 'RejectQuotation':
      return decideReview(command, state);
    case 'SupersedeQuotation':
      return decideSupersede(command, state);
    case 'PutUnderContract':
      return state.exists ? decidePutUnderContract(command, state) : fail();
    default:
      return assertNever(command);
  }
}

/** Any command but generation and release on a quotation that does not exist. */
const fail = (): never => {
  throw notFound();
};
