import { api } from '../../../lib/api';
import { useQuotationCommand } from './use-quotation-command';

export type ReviewDecision = 'approve' | 'reject';

/**
 * POST quotation/:id/approve or /reject, with the supervisor's reason and the revision of the
 * quotation they looked at: one changed since (a new ratio, another reviewer) is refused (409).
 */
export const useReviewQuotation = () =>
  useQuotationCommand(
    ({
      id,
      decision,
      reason,
      revision,
    }: {
      id: string;
      decision: ReviewDecision;
      reason: string;
      revision?: number;
    }) =>
      api.post<{ id: string }>(`quotation/${encodeURIComponent(id)}/${decision}`, { reason }, { revision }),
  );
