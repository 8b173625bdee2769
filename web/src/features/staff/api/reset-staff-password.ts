import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDENTITY_READ_MODELS } from '@packflow/contracts';
import { api, type ApiResult } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';

/** An administrator's or supervisor's reset of someone else's password (taken exactly as typed). */
export const resetStaffPassword = ({
  id,
  password,
}: {
  id: string;
  password: string;
}): Promise<ApiResult<{ id: string }>> =>
  api.put(`admin/operator/${encodeURIComponent(id)}/password`, { password });

export function useResetStaffPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetStaffPassword,
    onSuccess: async ({ extra }) => {
      rememberWrite(IDENTITY_READ_MODELS.accounts, extra.position);
      await queryClient.invalidateQueries({ queryKey: [IDENTITY_READ_MODELS.accounts] });
    },
  });
}
