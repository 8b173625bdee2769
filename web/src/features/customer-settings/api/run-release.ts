import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '../../../lib/api';
import { RELEASE_RUNS_READ_MODEL } from './get-release-runs';

/** Admin: runs today's high-seas release now (it also runs by itself every day). */
export const runRelease = (): Promise<ApiResult<{ day: string }>> => api.post('customer-release/run');

export function useRunRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRelease,
    // The run's progress arrives as live events; ask once now for the run it has started.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [RELEASE_RUNS_READ_MODEL] }),
  });
}
