import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PRODUCTION_READ_MODELS,
  type ProductionDetail,
  type StageCard,
  type StageScreen,
} from '@packflow/contracts';
import { type ApiResult, type Params, api } from '../../../lib/api';
import { readPosition, rememberWrite } from '../../../lib/read-your-writes';

const { productionJobs, productionStages, machines } = PRODUCTION_READ_MODELS;

export interface StageFilter {
  keyword: string;
  machineId: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
}

/** GET production/stages?screen=…: a stage screen's job cards (printing, lamination, making, finished). */
export const useStageCards = (screen: StageScreen, filter: StageFilter) =>
  useQuery({
    // Under the stages' read model; a machine's state and the job's facts are on the card too.
    queryKey: [productionStages, 'screen', screen, filter],
    meta: { readModels: [machines, productionJobs] },
    queryFn: async ({ signal }) => {
      const { data } = await api.get<StageCard[]>(
        'production/stages',
        {
          screen,
          keyword: filter.keyword || undefined,
          machineId: filter.machineId || undefined,
          from: filter.from || undefined,
          to: filter.to || undefined,
          // A screen shows its stages' cards at once: a shift's work is well under this.
          _size: 400,
        },
        { signal, position: readPosition(productionStages) },
      );
      return Array.isArray(data) ? data : [];
    },
    placeholderData: keepPreviousData,
  });

/** GET production/:orderId: the job with its stages, their entries and the story. */
export const useProductionDetail = (orderId: string | null) =>
  useQuery({
    queryKey: [productionJobs, 'detail', orderId],
    meta: { readModels: [productionStages, machines] },
    queryFn: async ({ signal }) =>
      (
        await api.get<ProductionDetail>(
          `production/${encodeURIComponent(orderId!)}`,
          {},
          { signal, position: readPosition(productionStages) },
        )
      ).data,
    enabled: orderId !== null && orderId !== '',
    retry: false,
  });

/** What a job card's buttons send (the card offers only those in its `actions`). */
export type StageCommand =
  'start' | 'pause' | 'resume' | 'entries' | 'finish' | 'cure-override' | 'send-part';

export interface StageCommandInput {
  orderId: string;
  stage: string;
  command: StageCommand;
  form: Params;
  /** An entry's (or a part's) id doubles as the idempotency key: a retry is recorded once. */
  idempotencyKey?: string;
}

/** POST production/:orderId/stages/:stage/<command>; the stage lists, the board and the job refresh after it. */
export function useStageCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, stage, command, form, idempotencyKey }: StageCommandInput) =>
      api.post(
        `production/${encodeURIComponent(orderId)}/stages/${encodeURIComponent(stage)}/${command}`,
        form,
        { idempotencyKey },
      ),
    onSuccess: async ({ extra }: ApiResult<unknown>) => {
      rememberWrite(productionStages, extra.position);
      rememberWrite(productionJobs, extra.position);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [productionStages] }),
        queryClient.invalidateQueries({ queryKey: [productionJobs] }),
      ]);
    },
  });
}
