import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BILLS_READ_MODELS,
  type BillComparison,
  type BillListView,
  type BillRow,
  type BillStatus,
  type BillView,
  type MonthCloseList,
} from '@packflow/contracts';
import { api } from '../../../lib/api';
import { fetchFile, saveFile } from '../../../lib/download';
import { readPosition, rememberWrite } from '../../../lib/read-your-writes';

const M = BILLS_READ_MODELS;

export interface RowsPage<Row> {
  rows: Row[];
  pageInfo: { _page: number; _size: number; _count: number };
}

/** A list's answer: its rows and the page they are (a bare array, or `{ rows }`). */
function pageOf<Row>(
  data: unknown,
  extra: { pageInfo?: RowsPage<Row>['pageInfo'] },
  page: number,
  size: number,
): RowsPage<Row> {
  const rows: Row[] = Array.isArray(data)
    ? (data as Row[])
    : Array.isArray((data as { rows?: unknown } | null)?.rows)
      ? (data as { rows: Row[] }).rows
      : [];
  return { rows, pageInfo: extra.pageInfo ?? { _page: page, _size: size, _count: rows.length } };
}

export interface BillListFilter {
  view: BillListView;
  month: string;
  status: BillStatus | '';
  keyword: string;
  page: number;
  size: number;
}

/** GET bills?view=all|wait|sent: /Reconciliation/Index, /Wait and /Send. */
export const useBillList = (filter: BillListFilter) =>
  useQuery({
    queryKey: [M.bills, 'list', filter],
    queryFn: async ({ signal }): Promise<RowsPage<BillRow>> => {
      const { data, extra } = await api.get<unknown>(
        'bills',
        {
          view: filter.view,
          month: filter.month || undefined,
          status: filter.status || undefined,
          keyword: filter.keyword || undefined,
          _page: filter.page,
          _size: filter.size,
        },
        { signal, position: readPosition(M.bills) },
      );
      return pageOf<BillRow>(data, extra, filter.page, filter.size);
    },
    placeholderData: keepPreviousData,
  });

const billPath = (id: string) => `bills/${encodeURIComponent(id)}`;

/** GET bills/:id: lines, totals, disputes, history and the actions the reader may take now. */
export const useBill = (id: string) =>
  useQuery({
    queryKey: [M.bills, 'detail', id],
    meta: { readModels: [M.billLines] },
    queryFn: async ({ signal }) =>
      (await api.get<BillView>(billPath(id), undefined, { signal, position: readPosition(M.bills) })).data,
    enabled: id !== '',
    retry: false,
  });

/** GET bills/:id/compare: the bill as it was sent beside how it stands now. */
export const useBillComparison = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [M.bills, 'compare', id],
    queryFn: async ({ signal }) =>
      (await api.get<BillComparison>(`${billPath(id)}/compare`, undefined, { signal })).data,
    enabled: enabled && id !== '',
    retry: false,
  });

/** After a command: read one's own write and refresh the bills. */
function useAfterWrite() {
  const queryClient = useQueryClient();
  return async ({ extra }: { extra: { position?: string } }) => {
    rememberWrite(M.bills, extra.position);
    await queryClient.invalidateQueries({ queryKey: [M.bills] });
  };
}

interface Target {
  id: string;
  revision: number;
}

/** POST bills/:id/send. */
export function useSendBill() {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: ({ id, revision }: Target) => api.post(`${billPath(id)}/send`, {}, { revision }),
    onSuccess: after,
  });
}

/**
 * POST bills/:id/confirm {acknowledgeEarly}: the first try goes without the acknowledgement; a
 * refusal BILLS.FINISH_EARLY asks for it (the warning), and the second try sends it.
 */
export function useConfirmBill() {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: ({ id, revision, acknowledgeEarly }: Target & { acknowledgeEarly: boolean }) =>
      api.post(`${billPath(id)}/confirm`, { acknowledgeEarly }, { revision }),
    onSuccess: after,
  });
}

export interface DisputeLineInput {
  lineId: string;
  reason: string;
}

/** POST bills/:id/dispute {lines}: the lines as JSON text, a reason each. */
export function useDisputeBill() {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: ({ id, revision, lines }: Target & { lines: DisputeLineInput[] }) =>
      api.post(`${billPath(id)}/dispute`, { lines: JSON.stringify(lines) }, { revision }),
    onSuccess: after,
  });
}

export interface AdjustmentInput {
  adjustmentId: string;
  amount: string;
  reason: string;
  /** The disputed line it answers, or null. */
  lineId: string | null;
}

/** POST bills/:id/adjust {adjustments}: the lines as JSON text. */
export function useAdjustBill() {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: ({ id, revision, adjustments }: Target & { adjustments: AdjustmentInput[] }) =>
      api.post(`${billPath(id)}/adjust`, { adjustments: JSON.stringify(adjustments) }, { revision }),
    onSuccess: after,
  });
}

/** GET bills/:id/pdf or /xlsx, saved as the server names it. */
export async function downloadBill(id: string, kind: 'pdf' | 'xlsx'): Promise<void> {
  saveFile(await fetchFile(`${billPath(id)}/${kind}`, `bill-${id}.${kind}`));
}

const CLOSES_KEY = [M.monthCloses, 'list'] as const;

/** GET bills/closes: every close with its progress, the months closable now and the hour setting. */
export const useMonthCloses = () =>
  useQuery({
    queryKey: CLOSES_KEY,
    queryFn: async ({ signal }) =>
      (
        await api.get<MonthCloseList>('bills/closes', undefined, {
          signal,
          position: readPosition(M.monthCloses),
        })
      ).data,
    // Live changes refresh it; while a close runs it is also asked again now and then.
    refetchInterval: (query) =>
      query.state.data?.rows.some((row) => row.status === 'running') ? 5000 : false,
  });

function useAfterCloseWrite() {
  const queryClient = useQueryClient();
  return async ({ extra }: { extra: { position?: string } }) => {
    rememberWrite(M.monthCloses, extra.position);
    await queryClient.invalidateQueries({ queryKey: [M.monthCloses] });
  };
}

/** POST bills/closes {month}: Admin closes a past month now. */
export function useRunMonthClose() {
  const after = useAfterCloseWrite();
  return useMutation({
    mutationFn: (month: string) => api.post('bills/closes', { month }),
    onSuccess: after,
  });
}

/** PUT bills/closes/settings {hour}. */
export function useSaveCloseHour() {
  const after = useAfterCloseWrite();
  return useMutation({
    mutationFn: (hour: string) => api.put('bills/closes/settings', { hour }),
    onSuccess: after,
  });
}
