import { api, type ApiResult } from '../../../lib/api';
import { useCustomerCommand } from './use-customer-command';

/** Gives a customer back to the high seas (its owner, or a supervisor or administrator). */
export const releaseCustomer = (id: string): Promise<ApiResult<{ id: string }>> =>
  api.post(`customer/${encodeURIComponent(id)}/release`);

export const useReleaseCustomer = () => useCustomerCommand(releaseCustomer);
