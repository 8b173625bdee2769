import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  INSPECTION_READ_MODELS,
  type OrderInspectionView,
  type LotView,
  type Disposition,
  type StageKind,
} from '@packflow/contracts';
import { type ApiResult, api } from '../../../lib/api';
import { readPosition, rememberWrite } from '../../../lib/read-your-writes';

const LOTS = INSPECTION_READ_MODELS.inspectionLots;

/** The lot lists the API answers: waiting, inspected (passed and failed), failed (to decide and decided), concessions waiting. */
export type LotListStatus = 'waiting' | 'inspected' | 'failed' | 'concessionPending';

export interface LotListFilter {
  status: LotListStatus;
  keyword: string;
  page: number;
  size: number;
}

export interface LotPage {
  rows: LotView[];
  pageInfo: { _page: number; _size: number; _count: number };
}

/** GET inspection/lots?status=…: one of the quality lists, refreshed live when a lot changes. */
export const useLotList = (filter: LotListFilter) =>
  useQuery({
    queryKey: [LOTS, 'list', filter],
    queryFn: async ({ signal }): Promise<LotPage> => {
      const { data, extra } = await api.get<LotView[]>(
        'inspection/lots',
        {
          status: filter.status,
          keyword: filter.keyword || undefined,
          _page: filter.page,
          _size: filter.size,
        },
        { signal, position: readPosition(LOTS) },
      );
      const rows = Array.isArray(data) ? data : [];
      return {
        rows,
        pageInfo: extra.pageInfo ?? { _page: filter.page, _size: filter.size, _count: rows.length },
      };
    },
    placeholderData: keepPreviousData,
  });

/** GET inspection/:orderId: every lot of one order (the record a row opens). */
export const useOrderInspection = (orderId: string | null) =>
  useQuery({
    queryKey: [LOTS, 'order', orderId],
    queryFn: async ({ signal }) =>
      (
        await api.get<OrderInspectionView>(`inspection/${encodeURIComponent(orderId!)}`, undefined, {
          signal,
          position: readPosition(LOTS),
        })
      ).data,
    enabled: orderId !== null,
    retry: false,
  });

const lotPath = (lot: Pick<LotView, 'orderId' | 'n'>, command: string): string =>
  `inspection/${encodeURIComponent(lot.orderId)}/lots/${lot.n}/${command}`;

/** What a lot's command answers: where the lot stands now. */
export interface LotAnswer {
  orderId: string;
  lotId: string;
  status: string | null;
  result: 'passed' | 'failed' | null;
  supplementaryOrderId: string | null;
}

/** After a lot's command: this tab reads its own write, and every quality list asks again. */
function useLotMutation<Form>(send: (lot: LotView, form: Form) => Promise<ApiResult<LotAnswer>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lot, form }: { lot: LotView; form: Form }) => send(lot, form),
    onSuccess: async ({ extra }) => {
      rememberWrite(LOTS, extra.position);
      await queryClient.invalidateQueries({ queryKey: [LOTS] });
    },
  });
}

export interface CheckAnswer {
  key: string;
  passed?: boolean;
  value?: number;
  norm?: number;
}

export interface InspectionForm {
  sampleSize: number;
  checks: CheckAnswer[];
  defects: { kind: string; count: number }[];
  goodQuantity: number;
  /** Upload paths joined by '||'. */
  photos: string;
  note: string;
}

/** POST inspection/:orderId/lots/:lot/inspect: the figures; the server judges the result. Lists travel as JSON text. */
export const useInspectLot = () =>
  useLotMutation<InspectionForm>((lot, form) =>
    api.post<LotAnswer>(lotPath(lot, 'inspect'), {
      sampleSize: form.sampleSize,
      checks: JSON.stringify(form.checks),
      defects: JSON.stringify(form.defects),
      goodQuantity: form.goodQuantity,
      photos: form.photos,
      note: form.note,
    }),
  );

export interface DisposeForm {
  kind: Disposition;
  stage: StageKind | null;
  quantity: number;
  reason: string;
}

/** POST inspection/:orderId/lots/:lot/dispose: rework, supplementary order or concession. */
export const useDisposeLot = () =>
  useLotMutation<DisposeForm>((lot, form) =>
    api.post<LotAnswer>(lotPath(lot, 'dispose'), {
      kind: form.kind,
      stage: form.kind === 'rework' ? (form.stage ?? '') : undefined,
      quantity: form.quantity,
      reason: form.reason,
    }),
  );

/** POST inspection/:orderId/lots/:lot/concession: OperatorManage's answer, with its reason. */
export const useDecideConcession = () =>
  useLotMutation<{ decision: 'approve' | 'reject'; reason: string }>((lot, form) =>
    api.post<LotAnswer>(lotPath(lot, 'concession'), form),
  );
