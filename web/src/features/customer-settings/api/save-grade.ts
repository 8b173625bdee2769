import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_READ_MODELS } from '@packflow/contracts';
import { api, type ApiResult } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';

export interface SaveGrade {
  /** Absent: create (POST); present: change (PUT). */
  id?: string | undefined;
  name: string;
  factor: string;
}

export const saveGrade = ({ id, name, factor }: SaveGrade): Promise<ApiResult<{ id: string }>> =>
  id === undefined
    ? api.post('customer-grade', { name, factor })
    : api.put(`customer-grade/${encodeURIComponent(id)}`, { name, factor });

export const deleteGrade = (id: string): Promise<ApiResult<{ id: string }>> =>
  api.delete(`customer-grade/${encodeURIComponent(id)}`);

function useGradeCommand<Vars>(send: (vars: Vars) => Promise<ApiResult<{ id: string }>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ extra }) => {
      rememberWrite(CUSTOMER_READ_MODELS.traderGrades, extra.position);
      await queryClient.invalidateQueries({ queryKey: [CUSTOMER_READ_MODELS.traderGrades] });
    },
  });
}

export const useSaveGrade = () => useGradeCommand(saveGrade);
export const useDeleteGrade = () => useGradeCommand(deleteGrade);
