import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDENTITY_READ_MODELS, type StaffStatus } from '@packflow/contracts';
import { api, type ApiResult } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';

export const setStaffStatus = ({
  id,
  status,
}: {
  id: string;
  status: StaffStatus;
}): Promise<ApiResult<{ id: string; status: StaffStatus }>> =>
  api.put(`admin/operator/${encodeURIComponent(id)}/status`, { status });

export function useSetStaffStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffStatus,
    onSuccess: async ({ extra }) => {
      rememberWrite(IDENTITY_READ_MODELS.accounts, extra.position);
      await queryClient.invalidateQueries({ queryKey: [IDENTITY_READ_MODELS.accounts] });
    },
  });
}
