import { api, type ApiResult } from '../../../lib/api';
import { type Keyed, useBeanCommand } from './use-bean-command';

export interface Reverse {
  entryId: string;
  reason: string;
}

/** POST golden-bean/:entryId/reverse: Finance's correction, applied once per request key. */
export const reverseBeanEntry = ({
  entryId,
  reason,
  idempotencyKey,
}: Reverse & Keyed): Promise<ApiResult<{ entryId: string }>> =>
  api.post(`golden-bean/${encodeURIComponent(entryId)}/reverse`, { reason }, { idempotencyKey });

export const useReverseBeanEntry = () => useBeanCommand(reverseBeanEntry);
