import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '../../../lib/api';
import { PROCESSES_KEY } from './get-processes';

/** Runs a stuck reactor step again; a step that fails again answers its error. */
export const retryStep = (id: string): Promise<ApiResult<{ id: string }>> =>
  api.post(`processes/parked/${encodeURIComponent(id)}/retry`);

export function useRetryStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryStep,
    // Gone through, it moves to the retried ones; failed again, it shows its new error and attempts.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PROCESSES_KEY] }),
  });
}
