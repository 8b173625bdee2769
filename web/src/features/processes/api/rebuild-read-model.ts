import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, type ApiResult } from '../../../lib/api';
import { PROCESSES_KEY, type ProcessesView, type RebuildView } from './get-processes';

/** Asks for a rebuild of a read model; the API answers at once with the rebuild as it stands. */
export const rebuildReadModel = (name: string): Promise<ApiResult<RebuildView>> =>
  api.post(`projections/${encodeURIComponent(name)}/rebuild`);

/** The rebuild put in place of the one of the same name, so the screen shows it before the next poll. */
export function withRebuild(
  view: ProcessesView | undefined,
  rebuild: RebuildView,
): ProcessesView | undefined {
  if (!view) return view;
  const rebuilds = view.rebuilds.filter((r) => r.name !== rebuild.name);
  return { ...view, rebuilds: [...rebuilds, rebuild] };
}

const isRebuildView = (value: unknown): value is RebuildView =>
  typeof value === 'object' && value !== null && 'name' in value && 'state' in value;

export function useRebuildReadModel() {
  const queryClient = useQueryClient();
  const show = (rebuild: unknown) => {
    if (isRebuildView(rebuild))
      queryClient.setQueryData<ProcessesView>([PROCESSES_KEY], (view) => withRebuild(view, rebuild));
  };
  return useMutation({
    mutationFn: rebuildReadModel,
    onSuccess: ({ data }) => show(data),
    // A rebuild already running (409) comes with its progress.
    onError: (error) => {
      if (error instanceof ApiError) show(error.extra.rebuild);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PROCESSES_KEY] }),
  });
}
