import type { Locale, PricingSettings, QuotationInput, QuotationStatus } from '@packflow/contracts';
import { type ProcessState, processDecider } from '../shared/process';
import type { Owner } from './quotation';

/**
 * Generating a quotation spans three streams: the original's (a revision supersedes it), the
 * owner's golden-bean ledger (the fee) and the new quotation's. The request is recorded here first;
 * the generation reactor then supersedes, debits and saves, each step once, and on a refusal
 * records the failure and gives back what was taken (the fee, the supersede).
 */
export const generationStream = (quotationId: string): string => `generation-${quotationId}`;

export interface GenerationRequest {
  id: string;
  number: string;
  owner: Owner;
  customerId: string;
  locale: Locale;
  input: QuotationInput;
  settings: PricingSettings;
  sourceId: string | null;
  revisionOf: string | null;
  rootId: string;
  revisionNo: number;
  /** The golden-bean settings when it was asked for (decimal text). */
  fee: string;
  threshold: string;
  at: string;
}

export interface GenerationOutcome {
  status: QuotationStatus;
}

export const GENERATION_EVENTS = {
  requested: 'QuotationGenerationRequested',
  failed: 'QuotationGenerationFailed',
  completed: 'QuotationGenerationCompleted',
} as const;

export const generationDecider = processDecider<
  typeof GENERATION_EVENTS,
  GenerationRequest,
  GenerationOutcome
>(GENERATION_EVENTS);

export type GenerationState = ProcessState<GenerationRequest, GenerationOutcome>;
