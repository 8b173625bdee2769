import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PRODUCTION_READ_MODELS,
  type ProductionDetail,
  type ProductionJobRow,
  type ReviewStatus,
} from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition, rememberWrite } from '../../../lib/read-your-writes';

export interface ProductionPage {
  rows: ProductionJobRow[];
  pageInfo: { _page: number; _size: number; _count: number };
}

export interface ReviewListFilter {
  status: ReviewStatus;
  keyword: string;
  printingType: string;
  page: number;
  size: number;
}

/** GET production/review?status=…: the order log's list of one review status. */
export const useReviewList = (filter: ReviewListFilter) =>
  useQuery({
    queryKey: [PRODUCTION_READ_MODELS.productionJobs, 'review', filter],
    queryFn: async ({ signal }): Promise<ProductionPage> => {
      const { data, extra } = await api.get<ProductionJobRow[]>(
        'production/review',
        {
          status: filter.status,
          keyword: filter.keyword || undefined,
          printingType: filter.printingType || undefined,
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

/** GET production/:orderId: the job with its specification for the factory, its stages and story. */
export const useProductionDetail = (orderId: string | null) =>
  useQuery({
    queryKey: [PRODUCTION_READ_MODELS.productionJobs, 'detail', orderId],
    meta: { readModels: [PRODUCTION_READ_MODELS.productionStages] },
    queryFn: async ({ signal }) =>
      (
        await api.get<ProductionDetail>(`production/${encodeURIComponent(orderId!)}`, undefined, {
          signal,
          position: readPosition(PRODUCTION_READ_MODELS.productionJobs),
        })
      ).data,
    enabled: orderId !== null,
    retry: false,
  });

export interface ReviewDecision {
  decision: 'confirm' | 'reject';
  artwork: 'confirmed' | 'rejected';
  reason: string;
  /** The inks, in order. */
  colours: readonly string[];
  /** '' for none. */
  webWidthMm: string;
}

/** POST production/:orderId/review: confirm (with inks and web width) or reject with a reason. */
export function useReviewOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, form }: { orderId: string; form: ReviewDecision }) =>
      api.post(`production/${encodeURIComponent(orderId)}/review`, {
        decision: form.decision,
        artwork: form.artwork,
        reason: form.reason,
        colours: form.colours.join(','),
        webWidthMm: form.webWidthMm,
      }),
    onSuccess: async ({ extra }) => {
      rememberWrite(PRODUCTION_READ_MODELS.productionJobs, extra.position);
      await queryClient.invalidateQueries({ queryKey: [PRODUCTION_READ_MODELS.productionJobs] });
    },
  });
}
