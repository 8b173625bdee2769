import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult, type Params } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';
import { STAFF_READ_MODEL } from './get-staff-list';

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
      rememberWrite(STAFF_READ_MODEL, extra.position);
      await queryClient.invalidateQueries({ queryKey: [STAFF_READ_MODEL] });
    },
  });
}
