import type { QuotationStatus } from '@packflow/contracts';
import { type ProcessState, processDecider } from '../shared/process';
import type { GenerateQuotationData } from './quotation';

/**
 * Generating a quotation spans three streams: the original's (a revision supersedes it), the
 * owner's golden-bean ledger (the fee) and the new quotation's. The request is recorded here first;
 * the generation reactor then supersedes, debits and saves, each step once, and on a refusal
 * records the failure and gives back what was taken (the fee, the supersede).
 */
export const generationStream = (quotationId: string): string => `generation-${quotationId}`;

/** What the quotation will be generated with (its bean entry comes from the debit), its number and the fee. */
export interface GenerationRequest extends Omit<GenerateQuotationData, 'beanEntryId' | 'customerId'> {
  number: string;
  customerId: string;
  /** The golden-bean settings when it was asked for (decimal text). */
  fee: string;
  threshold: string;
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
