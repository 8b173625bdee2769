import type {
  Locale,
  PriceIssue,
  PriceOutcome,
  PriceResult,
  PricingSettings,
  QuotationInput,
  QuotationRange,
  QuotationStatus,
} from '@packflow/contracts';
import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';
import { type PriceOptions, calculatePrice, ratioNeedsReview } from './pricing';
import Decimal from 'decimal.js';

/**
 * A quotation (domain.md, "Quotations and prices"), one stream per quotation. It keeps the
 * inputs, the settings snapshot and the calculator's result, so its price can always be worked
 * out again; a ratio change is priced again from those, never from today's settings. Revisions
 * form a lineage: generating a revision supersedes the original, which then takes no more
 * changes. The decider never reads the clock: times arrive in the commands.
 */

// ---------------------------------------------------------------- state

export type OwnerRole = 'OperatorIndex' | 'Traders';
export interface Owner {
  id: string;
  role: OwnerRole;
}

export interface QuotationState {
  exists: boolean;
  id: string;
  number: string;
  owner: Owner | null;
  customerId: string | null;
  locale: Locale;
  input: QuotationInput | null;
  settings: PricingSettings | null;
  result: PriceResult | null;
  status: QuotationStatus;
  reviewRequired: boolean;
  rootId: string;
  revisionNo: number;
  /** The revision that replaced this one, and its number (for the refusal's message). */
  supersededBy: { id: string; number: string } | null;
  /** The contract it is under (reserved by the contract's process; released if that process is refused). */
  contract: { id: string; number: string } | null;
}

export const quotationStream = (id: string): string => `quotation-${id}`;
export const QUOTATION_STREAM_PREFIX = 'quotation-';

/**
 * 'BJ' + the command's day (UTC, yyyymmdd) + '-' + the id's first ten hex digits, upper-case.
 * No shared counter, so generation never queues behind other salesmen; ten digits (40 random
 * bits) keep two numbers of one day apart even at thousands of quotations a day.
 */
export function quotationNumber(id: string, at: string): string {
  const day = at.slice(0, 10).replace(/-/g, '');
  return `BJ${day}-${id.replace(/-/g, '').slice(0, 10).toUpperCase()}`;
}

// ---------------------------------------------------------------- events and commands

export interface QuotationGeneratedData {
  id: string;
  number: string;
  owner: Owner;
  customerId: string | null;
  locale: Locale;
  input: QuotationInput;
  settings: PricingSettings;
  calculatorVersion: string;
  result: PriceResult;
  /** Copied from this quotation (spec: quotationid_from). */
  sourceId: string | null;
  /** Revises this quotation; null for the first of a lineage. */
  revisionOf: string | null;
  rootId: string;
  revisionNo: number;
  status: QuotationStatus;
  reviewRequired: boolean;
  /** The golden-bean debit that paid for it. */
  beanEntryId: string | null;
  at: string;
}

export type QuotationEvent =
  | DomainEvent<'QuotationGenerated', QuotationGeneratedData>
  | DomainEvent<
      'QuotationRatioChanged',
      {
        ratio: string;
        from: string;
        /** Priced again from the stored input and settings with the new ratio. */
        result: PriceResult;
        status: QuotationStatus;
        /** The status it left: a rejected one coming back is a resubmission. */
        fromStatus: QuotationStatus;
        reviewRequired: boolean;
        /** The allowed range the ratio was judged by (the admin's at the time). */
        range: QuotationRange;
        at: string;
      }
    >
  | DomainEvent<'QuotationApproved', { reason: string; at: string }>
  | DomainEvent<'QuotationRejected', { reason: string; at: string }>
  | DomainEvent<'QuotationSuperseded', { by: string; byNumber: string; at: string }>
  /** The revision that superseded it was never generated (its append failed): the original is current again. */
  | DomainEvent<'QuotationSupersedeWithdrawn', { by: string; at: string }>
  /** Reserved by a contract's process: its price is now fixed, it takes no more changes. */
  | DomainEvent<'QuotationPutUnderContract', { contractId: string; contractNumber: string; at: string }>
  /** The contract's process was refused: the quotation is free again (compensation). */
  | DomainEvent<'QuotationReleasedFromContract', { contractId: string; at: string }>;
export type QuotationEventType = QuotationEvent['type'];

export const QUOTATION_EVENT_TYPES: QuotationEventType[] = [
  'QuotationGenerated',
  'QuotationRatioChanged',
  'QuotationApproved',
  'QuotationRejected',
  'QuotationSuperseded',
  'QuotationSupersedeWithdrawn',
  'QuotationPutUnderContract',
  'QuotationReleasedFromContract',
];

export interface GenerateQuotationData {
  id: string;
  owner: Owner;
  customerId: string | null;
  locale: Locale;
  input: QuotationInput;
  settings: PricingSettings;
  sourceId: string | null;
  revisionOf: string | null;
  rootId: string;
  revisionNo: number;
  beanEntryId: string | null;
  at: string;
}

export type QuotationCommand =
  | { type: 'GenerateQuotation'; data: GenerateQuotationData }
  /** `by` is the actor: only the owner changes the ratio. `range` is the admin's range now. */
  | { type: 'ChangeQuotationRatio'; data: { ratio: string; by: string; range: QuotationRange; at: string } }
  | { type: 'ApproveQuotation'; data: { reason: string; at: string } }
  | { type: 'RejectQuotation'; data: { reason: string; at: string } }
  /** A revision `by` (numbered `byNumber`) of the owner `ownerId` replaces this one. */
  | { type: 'SupersedeQuotation'; data: { by: string; byNumber: string; ownerId: string; at: string } }
  | { type: 'WithdrawSupersede'; data: { by: string; at: string } }
  /** A contract's process reserves the quotation (refused unless approved, current and free). */
  | { type: 'PutUnderContract'; data: { contractId: string; contractNumber: string; at: string } }
  /** Its compensation: frees the quotation if this contract holds it. */
  | { type: 'ReleaseFromContract'; data: { contractId: string; at: string } };

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
        result: d.result,
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
        result: event.data.result,
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

// ---------------------------------------------------------------- decide

export const notFound = (field?: string) =>
  new DomainError('QUOTATION.NOT_FOUND', 'common.notFound', {}, field);

/**
 * A superseded quotation takes no more changes: it is refused naming the revision that replaced
 * it. Nor does one under contract (its price is the contract's): refused naming the contract.
 */
export function checkCurrent(state: QuotationState): void {
  if (state.supersededBy)
    throw new DomainError('QUOTATION.SUPERSEDED', 'quotations.superseded', {
      number: state.supersededBy.number,
    });
  if (state.contract) throw underContract(state);
}

const underContract = (state: QuotationState) =>
  new DomainError('QUOTATION.UNDER_CONTRACT', 'contracts.quotationUnderContract', {
    number: state.number,
    contract: state.contract?.number ?? '',
  });

/**
 * Whether a quotation may go under a contract: approved at price review, not revised since, not
 * under a contract already. Refused naming the quotation (the contract's request checks the same
 * first; the reservation decides).
 */
export function checkContractable(state: QuotationState, contractId?: string): void {
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

export function decide(command: QuotationCommand, state: QuotationState): QuotationEvent[] {
  if (command.type === 'GenerateQuotation') {
    // Saved already (a generation step run again after a crash): nothing more to do.
    if (state.exists && state.id === command.data.id) return [];
    if (state.exists) throw new DomainError('QUOTATION.EXISTS', 'common.conflict');
    const d = command.data;
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
  // A release frees only what this contract holds; anything else (nothing held) is already free.
  if (command.type === 'ReleaseFromContract') {
    const { contractId, at } = command.data;
    return state.contract?.id === contractId
      ? [{ type: 'QuotationReleasedFromContract', data: { contractId, at } }]
      : [];
  }
  if (!state.exists) throw notFound();
  switch (command.type) {
    case 'ChangeQuotationRatio': {
      const { ratio, by, range, at } = command.data;
      if (state.owner?.id !== by) throw notFound();
      checkCurrent(state);
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
    case 'ApproveQuotation':
    case 'RejectQuotation': {
      checkCurrent(state);
      if (state.status !== 'pending')
        throw new DomainError('QUOTATION.NOT_PENDING', 'quotations.notPending', {
          status: state.status,
        });
      const reason = command.data.reason.trim();
      const at = command.data.at;
      if (command.type === 'ApproveQuotation') return [{ type: 'QuotationApproved', data: { reason, at } }];
      if (!reason)
        throw new DomainError('QUOTATION.REASON_REQUIRED', 'quotations.reasonRequired', {}, 'reason');
      return [{ type: 'QuotationRejected', data: { reason, at } }];
    }
    case 'SupersedeQuotation': {
      const { by, byNumber, ownerId, at } = command.data;
      if (state.owner?.id !== ownerId) throw notFound();
      if (state.supersededBy?.id === by) return [];
      checkCurrent(state);
      return [{ type: 'QuotationSuperseded', data: { by, byNumber, at } }];
    }
    case 'WithdrawSupersede': {
      const { by, at } = command.data;
      return state.supersededBy?.id === by ? [{ type: 'QuotationSupersedeWithdrawn', data: { by, at } }] : [];
    }
    case 'PutUnderContract': {
      const { contractId, contractNumber, at } = command.data;
      // Reserved already by this contract (a step run again): nothing more to do.
      if (state.contract?.id === contractId) return [];
      checkContractable(state, contractId);
      return [{ type: 'QuotationPutUnderContract', data: { contractId, contractNumber, at } }];
    }
    default:
      return assertNever(command);
  }
}

export const quotationDecider: Decider<QuotationState, QuotationCommand, QuotationEvent> = {
  initialState: () => ({
    exists: false,
    id: '',
    number: '',
    owner: null,
    customerId: null,
    locale: 'cn',
    input: null,
    settings: null,
    result: null,
    status: 'pending',
    reviewRequired: false,
    rootId: '',
    revisionNo: 0,
    supersededBy: null,
    contract: null,
  }),
  evolve,
  decide,
};
