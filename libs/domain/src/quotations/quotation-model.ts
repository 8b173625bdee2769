import type {
  Locale,
  PriceResult,
  PricingSettings,
  QuotationInput,
  QuotationRange,
  QuotationStatus,
} from '@packflow/contracts';
import type { DomainEvent } from '../shared/decider';

/** A quotation's state, events and commands (quotation.ts folds and decides them). */

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

export const initialQuotationState = (): QuotationState => ({
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
});
