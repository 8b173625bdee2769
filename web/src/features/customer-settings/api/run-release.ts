import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_READ_MODELS } from '@packflow/contracts';
import { api, type ApiResult } from '../../../lib/api';

/** Admin: runs today's high-seas release now (it also runs by itself every day). */
export const runRelease = (): Promise<ApiResult<{ day: string }>> => api.post('customer-release/run');

export function useRunRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRelease,
    // The run's progress arrives as live events; ask once now for the run it has started.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CUSTOMER_READ_MODELS.releaseRuns] }),
  });
}
