import { api, type ApiResult } from '../../../lib/api';
import { useCustomerCommand } from './use-customer-command';

/** The grade of a trader-owned customer; '' takes it away. */
export const setCustomerGrade = ({
  id,
  gradeId,
}: {
  id: string;
  gradeId: string;
}): Promise<ApiResult<{ id: string }>> => api.put(`customer/${encodeURIComponent(id)}/grade`, { gradeId });

export const useSetCustomerGrade = () => useCustomerCommand(setCustomerGrade);
