import { api } from '../../../lib/api';
import { useQuotationCommand } from './use-quotation-command';

/**
 * PUT quotation/:id/ratio: a new adjustment ratio; outside the range (or after a rejection) it goes
 * to review. `revision` is the quotation's as the person saw it: changed since, it is refused (409).
 */
export const useChangeRatio = () =>
  useQuotationCommand(({ id, ratio, revision }: { id: string; ratio: string; revision?: number }) =>
    api.put<{ id: string }>(`quotation/${encodeURIComponent(id)}/ratio`, { ratio }, { revision }),
  );
