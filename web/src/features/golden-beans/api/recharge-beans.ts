import { api, type ApiResult } from '../../../lib/api';
import { type Keyed, useBeanCommand } from './use-bean-command';

export interface Recharge {
  accountId: string;
  amount: string;
  note: string;
}

/** POST golden-bean/recharge: Finance's recharge, applied once per request key. */
export const rechargeBeans = ({
  idempotencyKey,
  ...form
}: Recharge & Keyed): Promise<ApiResult<{ entryId: string }>> =>
  api.post('golden-bean/recharge', { ...form }, { idempotencyKey });

export const useRechargeBeans = () => useBeanCommand(rechargeBeans);
