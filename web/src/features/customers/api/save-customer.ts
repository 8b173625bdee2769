import { api, type ApiResult, type Params } from '../../../lib/api';
import { useCustomerCommand } from './use-customer-command';

export interface SaveCustomer {
  /** Absent: create (POST); present: save (PUT, only the changed fields). */
  id?: string | undefined;
  payload: Params;
}

export const saveCustomer = ({ id, payload }: SaveCustomer): Promise<ApiResult<{ id: string }>> =>
  id === undefined
    ? api.post<{ id: string }>('customer', payload)
    : api.put<{ id: string }>(`customer/${encodeURIComponent(id)}`, payload);

export const useSaveCustomer = () => useCustomerCommand(saveCustomer);
