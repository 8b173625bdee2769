import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffStatus } from '@packflow/contracts';
import { api, type ApiResult } from '../../../lib/api';
import { rememberWrite } from '../../../lib/read-your-writes';
import { STAFF_READ_MODEL } from './get-staff-list';

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
      rememberWrite(STAFF_READ_MODEL, extra.position);
      await queryClient.invalidateQueries({ queryKey: [STAFF_READ_MODEL] });
    },
  });
}
