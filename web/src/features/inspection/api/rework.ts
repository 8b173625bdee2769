import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { INSPECTION_READ_MODELS, PRODUCTION_READ_MODELS, type ReworkRow } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition, rememberWrite } from '../../../lib/read-your-writes';

export type { ReworkRow };

/** The rework items' read model (one row per item): its changes refresh the rework lists live. */
const REWORKS = PRODUCTION_READ_MODELS.productionReworks;

export interface ReworkPage {
  rows: ReworkRow[];
  pageInfo: { _page: number; _size: number; _count: number };
}

/** GET production/rework?status=open|finished: open oldest first, finished newest first. */
export const useReworkList = (filter: {
  status: 'open' | 'finished';
  keyword: string;
  page: number;
  size: number;
}) =>
  useQuery({
    queryKey: [REWORKS, 'list', filter],
    queryFn: async ({ signal }): Promise<ReworkPage> => {
      const { data, extra } = await api.get<ReworkRow[]>(
        'production/rework',
        {
          status: filter.status,
          keyword: filter.keyword || undefined,
          _page: filter.page,
          _size: filter.size,
        },
        { signal, position: readPosition(REWORKS) },
      );
      const rows = Array.isArray(data) ? data : [];
      return {
        rows,
        pageInfo: extra.pageInfo ?? { _page: filter.page, _size: filter.size, _count: rows.length },
      };
    },
    placeholderData: keepPreviousData,
  });

export interface FinishReworkForm {
  goodQuantity: number;
  waste: number;
  note: string;
}

/** POST production/:orderId/rework/:lot/finish: the good output goes back to inspection as the next lot. */
export function useFinishRework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ row, form }: { row: ReworkRow; form: FinishReworkForm }) =>
      api.post(`production/${encodeURIComponent(row.orderId)}/rework/${row.lot}/finish`, {
        goodQuantity: form.goodQuantity,
        waste: form.waste,
        note: form.note,
      }),
    onSuccess: async ({ extra }) => {
      rememberWrite(REWORKS, extra.position);
      rememberWrite(INSPECTION_READ_MODELS.inspectionLots, extra.position);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [REWORKS] }),
        queryClient.invalidateQueries({ queryKey: [INSPECTION_READ_MODELS.inspectionLots] }),
      ]);
    },
  });
}
