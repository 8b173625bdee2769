import { api, type ApiResult } from '../../../lib/api';
import { useCustomerCommand } from './use-customer-command';

/** Takes a customer from the high seas; the server may refuse (protection, cool-down, limits, taken). */
export const claimCustomer = (id: string): Promise<ApiResult<{ id: string }>> =>
  api.post(`customer/${encodeURIComponent(id)}/claim`);

export const useClaimCustomer = () => useCustomerCommand(claimCustomer);
