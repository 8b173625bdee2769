import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Every query key of this screen starts with this. */
export const PROCESSES_KEY = 'processes';

export type RunnerKind = 'projector' | 'reactor';
export type RunnerState =
  'standby' | 'starting' | 'live' | 'catching-up' | 'rebuilding' | 'failed' | 'stopped';

/** A projection (it keeps a read model) or a reactor (it carries processes), as GET /api/processes shows it. */
export interface RunnerView {
  name: string;
  kind: RunnerKind;
  version: number;
  state: RunnerState;
  /** The API process that answered runs it. */
  active: boolean;
  /** Every event up to here has been handled. */
  position: string;
  /** ms from the last handled event's append to its effect. */
  lastLagMs: number | null;
  lastError: string | null;
  /** The process that runs it ("worker host:1234"), or null when none does. */
  leaseHolder: string | null;
  /** There are events it has yet to handle. */
  behind: boolean;
}

export type RebuildState = 'requested' | 'running' | 'done' | 'failed';

/** The last rebuild of a read model. */
export interface RebuildView {
  name: string;
  state: RebuildState;
  position: string;
  head: string;
  /** How much of the events it has read, 0 to 100. */
  percent: number;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  error: string | null;
}

/** A reactor step that kept failing and was set aside for an administrator. */
export interface ParkedStepView {
  id: string;
  runner: string;
  position: string;
  eventId: string;
  streamId: string;
  eventType: string;
  /** The id of the request that started the process. */
  correlationId: string;
  attempts: number;
  error: string;
  parkedAt: string;
  retriedAt: string | null;
}

export interface ProcessesView {
  runners: RunnerView[];
  rebuilds: RebuildView[];
  parked: ParkedStepView[];
}

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
