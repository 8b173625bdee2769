import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProcessesView, RebuildView } from '@packflow/contracts';
import { api } from '../../../lib/api';

export type {
  ParkedStepView,
  ProcessesView,
  RebuildState,
  RebuildView,
  RunnerKind,
  RunnerState,
  RunnerView,
} from '@packflow/contracts';

/** Every query key of this screen starts with this. */
export const PROCESSES_KEY = 'processes';

/** While a rebuild is requested or running the screen asks every second, otherwise every 5. */
export const REBUILD_REFRESH_MS = 1000;
export const IDLE_REFRESH_MS = 5000;

export const isRebuilding = (rebuild: Pick<RebuildView, 'state'>): boolean =>
  rebuild.state === 'requested' || rebuild.state === 'running';

export async function getProcesses(signal?: AbortSignal): Promise<ProcessesView> {
  const { data } = await api.get<ProcessesView>('processes', undefined, { signal });
  return data;
}

export const processesQueryOptions = () =>
  queryOptions({
    queryKey: [PROCESSES_KEY],
    queryFn: ({ signal }) => getProcesses(signal),
    refetchInterval: (query) =>
      query.state.data?.rebuilds.some(isRebuilding) ? REBUILD_REFRESH_MS : IDLE_REFRESH_MS,
  });

export const useProcesses = () => useQuery(processesQueryOptions());
