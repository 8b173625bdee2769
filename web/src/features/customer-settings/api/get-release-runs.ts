import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CUSTOMER_READ_MODELS, type ReleaseRunView } from '@packflow/contracts';
import { api } from '../../../lib/api';

/** While a run is under way the list also asks again on its own, in case a live event is missed. */
export const RUNNING_REFRESH_MS = 5000;

export interface ReleaseRunPage {
  runs: ReleaseRunView[];
  count: number;
}

export async function getReleaseRuns(
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<ReleaseRunPage> {
  const { data, extra } = await api.get<ReleaseRunView[]>(
    'customer-release/runs',
    { _page: page, _size: size },
    { signal },
  );
  const runs = Array.isArray(data) ? data : [];
  return { runs, count: extra.pageInfo?._count ?? runs.length };
}

export const releaseRunsQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: [CUSTOMER_READ_MODELS.releaseRuns, 'list', { page, size }],
    queryFn: ({ signal }) => getReleaseRuns(page, size, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.runs.some((run) => run.state === 'running') ? RUNNING_REFRESH_MS : false,
  });

export const useReleaseRuns = (page: number, size: number) => useQuery(releaseRunsQueryOptions(page, size));
