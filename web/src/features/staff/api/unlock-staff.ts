import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';
import { STAFF_READ_MODEL } from './get-staff-list';

/** Lifts the lock that failed logins put on an account. */
export const unlockStaff = (id: string): Promise<ApiResult<{ id: string }>> =>
  api.put(`admin/operator/${encodeURIComponent(id)}/unlock`);

export function useUnlockStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockStaff,
    onSuccess: async ({ extra }) => {
      rememberWrite(STAFF_READ_MODEL, extra.position);
      await queryClient.invalidateQueries({ queryKey: [STAFF_READ_MODEL] });
    },
  });
}
