import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDENTITY_READ_MODELS } from '@packflow/contracts';
import { api, type ApiResult, type Params } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';

/** The staff form as sent: text fields, `roles` comma-separated. */
export type StaffPayload = Params;

export interface SaveStaff {
  /** Absent: create (POST); present: save (PUT). */
  id?: string | undefined;
  payload: StaffPayload;
}

export const saveStaff = ({ id, payload }: SaveStaff): Promise<ApiResult<{ id: string }>> =>
  id === undefined
    ? api.post<{ id: string }>('admin/operator', payload)
    : api.put<{ id: string }>(`admin/operator/${encodeURIComponent(id)}`, payload);

export function useSaveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaff,
    onSuccess: async ({ extra }) => {
      rememberWrite(IDENTITY_READ_MODELS.accounts, extra.position);
      await queryClient.invalidateQueries({ queryKey: [IDENTITY_READ_MODELS.accounts] });
    },
  });
}
