import { api, type ApiResult } from '../../../lib/api';
import { useCustomerCommand } from './use-customer-command';

/** A supervisor's or administrator's move of a customer to a salesman or trader. */
export const reassignCustomer = ({
  id,
  ownerId,
}: {
  id: string;
  ownerId: string;
}): Promise<ApiResult<{ id: string }>> => api.put(`customer/${encodeURIComponent(id)}/owner`, { ownerId });

export const useReassignCustomer = () => useCustomerCommand(reassignCustomer);
