import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { INSPECTION_READ_MODELS, type StageKind } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition, rememberWrite } from '../../../lib/read-your-writes';

/** The rework items' read model (one row per item): its changes refresh the rework lists live. */
export const REWORK_READ_MODEL = 'production_reworks';

/** One rework item: a failed lot's quantity sent back to a stage, for Product to rework. */
export interface ReworkRow {
  /** The failed lot's id, `<orderId>:<n>`. */
  reworkId: string;
  orderId: string;
  /** The failed lot's number n (the URL's `:lot`). */
  lot: number;
  number: string;
  customerName: string;
  stage: StageKind;
  quantity: number;
  unit: 'meter' | 'piece';
  reason: string;
  at: string;
  finished: {
    goodQuantity: number;
    waste: number;
    note: string;
    by: string;
    byName?: string | null;
    at: string;
  } | null;
  actions: string[];
}

type RawRework = Partial<ReworkRow> & {
  openedAt?: string;
  status?: string;
  goodQuantity?: number | null;
  waste?: number | null;
  note?: string | null;
  finishedBy?: string | null;
  finishedByName?: string | null;
  finishedAt?: string | null;
};

/** A rework row as the screen reads it, whether the API nests the finish or lists its fields flat. */
export function reworkRowOf(raw: RawRework): ReworkRow {
  const finished =
    raw.finished ??
    (raw.finishedAt
      ? {
          goodQuantity: raw.goodQuantity ?? 0,
          waste: raw.waste ?? 0,
          note: raw.note ?? '',
          by: raw.finishedBy ?? '',
          byName: raw.finishedByName ?? null,
          at: raw.finishedAt,
        }
      : null);
  return {
    reworkId: raw.reworkId ?? '',
    orderId: raw.orderId ?? '',
    lot: raw.lot ?? Number((raw.reworkId ?? '').split(':').pop()),
    number: raw.number ?? '',
    customerName: raw.customerName ?? '',
    stage: raw.stage ?? 'printing',
    quantity: raw.quantity ?? 0,
    unit: raw.unit ?? 'piece',
    reason: raw.reason ?? '',
    at: raw.at ?? raw.openedAt ?? '',
    finished,
    actions: raw.actions ?? [],
  };
}

/** The lot number of a rework: its own field, or the end of its id. */
export const reworkLot = (row: Pick<ReworkRow, 'lot' | 'reworkId'>): number =>
  typeof row.lot === 'number' ? row.lot : Number(row.reworkId.split(':').pop());

/** GET production/rework?status=open|finished. */
export const useReworkList = (status: 'open' | 'finished', keyword: string) =>
  useQuery({
    queryKey: [REWORK_READ_MODEL, 'list', status, keyword],
    queryFn: async ({ signal }): Promise<ReworkRow[]> => {
      const { data } = await api.get<RawRework[] | { rows: RawRework[] }>(
        'production/rework',
        { status, keyword: keyword || undefined, _size: 400 },
        { signal, position: readPosition(REWORK_READ_MODEL) },
      );
      return (Array.isArray(data) ? data : (data?.rows ?? [])).map(reworkRowOf);
    },
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
      api.post(`production/${encodeURIComponent(row.orderId)}/rework/${reworkLot(row)}/finish`, {
        goodQuantity: form.goodQuantity,
        waste: form.waste,
        note: form.note,
      }),
    onSuccess: async ({ extra }) => {
      rememberWrite(REWORK_READ_MODEL, extra.position);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [REWORK_READ_MODEL] }),
        queryClient.invalidateQueries({ queryKey: [INSPECTION_READ_MODELS.inspectionLots] }),
      ]);
    },
  });
}
