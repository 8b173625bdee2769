import type {
  Locale,
  PriceIssue,
  PriceOutcome,
  PriceResult,
  PricingSettings,
  QuotationInput,
} from '@packflow/contracts';
import { DomainError } from '../shared/decider';
import { type PriceOptions, calculatePrice } from './pricing';
import type { QuotationState } from './quotation-model';

/**
 * The rules a quotation's commands are refused by, one check per action: the decider throws what
 * they throw, and quotationActions offers an action exactly when its check passes, so the two
 * cannot disagree.
 */

// ---------------------------------------------------------------- pricing rules

/**
 * The issues that stop a quotation from being generated: the calculator's errors, and an
 * out-of-stock material the salesman has not confirmed with production.
 */
export function blockingIssues(outcome: PriceOutcome): PriceIssue[] {
  if (!outcome.ok) return outcome.issues.filter((i) => i.severity === 'error');
  return outcome.result.issues.filter((i) => i.confirm === 'confirmOutOfStock');
}

/** A refused price: the first blocking issue as the message, all of them for the wizard. */
export class PriceRefused extends DomainError {
  /** Every blocking issue, for the wizard (the answer's `extra.issues`). */
  readonly details: { issues: PriceIssue[] };
  constructor(readonly issues: PriceIssue[]) {
    const first = issues[0]!;
    super('QUOTATION.PRICE_REFUSED', first.key, first.params, first.field);
    this.name = 'PriceRefused';
    this.details = { issues };
  }
}

/**
 * The price a quotation can be generated (or re-ratioed) with, or PriceRefused; `options` as for
 * calculatePrice (a price only checked needs no breakdown).
 */
export function priceFor(
  input: QuotationInput,
  settings: PricingSettings,
  locale: Locale,
  options?: PriceOptions,
): PriceResult {
  const outcome = calculatePrice(input, settings, locale, options);
  const blocking = blockingIssues(outcome);
  if (blocking.length || !outcome.ok) throw new PriceRefused(blocking.length ? blocking : issuesOf(outcome));
  return outcome.result;
}

const issuesOf = (outcome: PriceOutcome): PriceIssue[] =>
  outcome.ok ? outcome.result.issues : outcome.issues;

// ---------------------------------------------------------------- checks

/** What the checks read of a quotation: its folded state, or a list row rebuilt into these fields. */
export type QuotationStanding = Pick<
  QuotationState,
  'exists' | 'number' | 'owner' | 'status' | 'supersededBy' | 'contract'
>;

export const notFound = (field?: string) =>
  new DomainError('QUOTATION.NOT_FOUND', 'common.notFound', {}, field);

const underContract = (state: Pick<QuotationStanding, 'number' | 'contract'>) =>
  new DomainError('QUOTATION.UNDER_CONTRACT', 'contracts.quotationUnderContract', {
    number: state.number,
    contract: state.contract?.number ?? '',
  });

/**
 * A superseded quotation takes no more changes: it is refused naming the revision that replaced
 * it. Nor does one under contract (its price is the contract's): refused naming the contract.
 */
export function checkCurrent(state: Pick<QuotationStanding, 'number' | 'supersededBy' | 'contract'>): void {
  if (state.supersededBy)
    throw new DomainError('QUOTATION.SUPERSEDED', 'quotations.superseded', {
      number: state.supersededBy.number,
    });
  if (state.contract) throw underContract(state);
}

/** The actor's own quotation (to copy, revise or re-ratio); anyone else's looks absent (404 at `field`). */
export function checkOwn(state: QuotationStanding, actorId: string, field?: string): void {
  if (!state.exists || state.owner?.id !== actorId) throw notFound(field);
}

/** A ratio change or a revision: the owner's, and current (not revised, not under a contract). */
export function checkChangeable(state: QuotationStanding, actorId: string, field?: string): void {
  checkOwn(state, actorId, field);
  checkCurrent(state);
}

/** A review decision (approve or reject): current, and waiting for review. */
export function checkReviewable(state: QuotationStanding): void {
  if (!state.exists) throw notFound();
  checkCurrent(state);
  if (state.status !== 'pending')
    throw new DomainError('QUOTATION.NOT_PENDING', 'quotations.notPending', { status: state.status });
}

/**
 * Whether a quotation may go under a contract: approved at price review, not revised since, not
 * under a contract already. Refused naming the quotation (the contract's request checks the same
 * first; the reservation decides).
 */
export function checkContractable(state: QuotationStanding, contractId?: string): void {
  if (!state.exists) throw notFound('quotationIds');
  const number = { number: state.number };
  if (state.contract && state.contract.id !== contractId) throw underContract(state);
  if (state.supersededBy)
    throw new DomainError('QUOTATION.SUPERSEDED', 'contracts.quotationSuperseded', number, 'quotationIds');
  if (state.status === 'pending')
    throw new DomainError('QUOTATION.PENDING', 'contracts.quotationPending', number, 'quotationIds');
  if (state.status === 'rejected')
    throw new DomainError('QUOTATION.REJECTED', 'contracts.quotationRejected', number, 'quotationIds');
}
