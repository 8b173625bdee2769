import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDENTITY_READ_MODELS } from '@packflow/contracts';
import { api, type ApiResult } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';

/** Lifts the lock that failed logins put on an account. */
export const unlockStaff = (id: string): Promise<ApiResult<{ id: string }>> =>
  api.put(`admin/operator/${encodeURIComponent(id)}/unlock`);

export function useUnlockStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockStaff,
    onSuccess: async ({ extra }) => {
      rememberWrite(IDENTITY_READ_MODELS.accounts, extra.position);
      await queryClient.invalidateQueries({ queryKey: [IDENTITY_READ_MODELS.accounts] });
    },
  });
}
