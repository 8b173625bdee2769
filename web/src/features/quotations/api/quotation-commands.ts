import { api, type Params } from '../../../lib/api';
import { useQuotationCommand } from './use-quotation-command';

export interface Generated {
  id: string;
  number: string;
  /** 'generating' when the answer came before the generation finished. */
  status: string;
}

/** POST quotation: saves the wizard's inputs as a new quotation (a copy or a revision when told), paying the bean fee. */
export const useGenerateQuotation = () =>
  useQuotationCommand((form: Params) => api.post<Generated>('quotation', form));

/** PUT quotation/:id/ratio: a new adjustment ratio; outside the range (or after a rejection) it goes to review. */
export const useChangeRatio = () =>
  useQuotationCommand(({ id, ratio }: { id: string; ratio: string }) =>
    api.put<{ id: string }>(`quotation/${encodeURIComponent(id)}/ratio`, { ratio }),
  );

export type ReviewDecision = 'approve' | 'reject';

/** POST quotation/:id/approve or /reject, with the supervisor's reason. */
export const useReviewQuotation = () =>
  useQuotationCommand(({ id, decision, reason }: { id: string; decision: ReviewDecision; reason: string }) =>
    api.post<{ id: string }>(`quotation/${encodeURIComponent(id)}/${decision}`, { reason }),
  );
