import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type JobPhase, PRODUCTION_READ_MODELS, type ProductionJobRow } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition, rememberWrite } from '../../../lib/read-your-writes';
import type { ProductionPage } from './review';

export interface JobListFilter {
  /** The phases shown, asked for together (one list, one count). */
  phases: readonly JobPhase[];
  keyword: string;
  page: number;
  size: number;
}

/** GET production/jobs?phase=…: the scheduling lists; several phases are one comma-separated list (`ready,running`). */
export const useJobList = (filter: JobListFilter) =>
  useQuery({
    queryKey: [PRODUCTION_READ_MODELS.productionJobs, 'jobs', filter],
    meta: { readModels: [PRODUCTION_READ_MODELS.productionStages] },
    queryFn: async ({ signal }): Promise<ProductionPage> => {
      const { data, extra } = await api.get<ProductionJobRow[]>(
        'production/jobs',
        {
          phase: filter.phases.join(','),
          keyword: filter.keyword || undefined,
          _page: filter.page,
          _size: filter.size,
        },
        { signal, position: readPosition(PRODUCTION_READ_MODELS.productionJobs) },
      );
      const rows = Array.isArray(data) ? data : [];
      return {
        rows,
        pageInfo: extra.pageInfo ?? { _page: filter.page, _size: filter.size, _count: rows.length },
      };
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
