import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type JobPhase, PRODUCTION_READ_MODELS, type ProductionJobRow } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition, rememberWrite } from '../../../lib/read-your-writes';
import type { ProductionPage } from './review';

export interface JobListFilter {
  /** The phases shown; each is asked for on its own (the API filters by one). */
  phases: readonly JobPhase[];
  keyword: string;
  page: number;
  size: number;
}

async function jobsOf(phase: JobPhase, filter: JobListFilter, signal: AbortSignal): Promise<ProductionPage> {
  const { data, extra } = await api.get<ProductionJobRow[]>(
    'production/jobs',
    { phase, keyword: filter.keyword || undefined, _page: filter.page, _size: filter.size },
    { signal, position: readPosition(PRODUCTION_READ_MODELS.productionJobs) },
  );
  const rows = Array.isArray(data) ? data : [];
  return {
    rows,
    pageInfo: extra.pageInfo ?? { _page: filter.page, _size: filter.size, _count: rows.length },
  };
}

/**
 * GET production/jobs?phase=…: the scheduling lists. Two phases (ready and running, to be
 * produced) are asked for side by side and shown together, the larger count paging them.
 */
export const useJobList = (filter: JobListFilter) =>
  useQuery({
    queryKey: [PRODUCTION_READ_MODELS.productionJobs, 'jobs', filter],
    meta: { readModels: [PRODUCTION_READ_MODELS.productionStages] },
    queryFn: async ({ signal }): Promise<ProductionPage> => {
      const pages = await Promise.all(filter.phases.map((phase) => jobsOf(phase, filter, signal)));
      const rows = pages.flatMap((p) => p.rows);
      const count = pages.reduce((n, p) => Math.max(n, p.pageInfo._count), 0);
      return { rows, pageInfo: { _page: filter.page, _size: filter.size, _count: count } };
    },
    placeholderData: keepPreviousData,
  });

/** POST production/:orderId/stages/:stage/schedule: a stage onto a machine's queue with a planned start. */
export function useScheduleStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      orderId,
      stage,
      machineId,
      plannedStart,
    }: {
      orderId: string;
      stage: string;
      machineId: string;
      /** ISO 8601 with zone. */
      plannedStart: string;
    }) =>
      api.post(`production/${encodeURIComponent(orderId)}/stages/${encodeURIComponent(stage)}/schedule`, {
        machineId,
        plannedStart,
      }),
    onSuccess: async ({ extra }) => {
      rememberWrite(PRODUCTION_READ_MODELS.productionJobs, extra.position);
      rememberWrite(PRODUCTION_READ_MODELS.productionStages, extra.position);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [PRODUCTION_READ_MODELS.productionJobs] }),
        queryClient.invalidateQueries({ queryKey: [PRODUCTION_READ_MODELS.productionStages] }),
        queryClient.invalidateQueries({ queryKey: [PRODUCTION_READ_MODELS.machines] }),
      ]);
    },
  });
}
