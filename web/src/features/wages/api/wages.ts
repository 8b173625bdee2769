import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WAGES_READ_MODELS,
  type CommissionTier,
  type WageListView,
  type WageSettingsView,
  type WageSheetRow,
  type WageSheetStatus,
  type WageSheetView,
} from '@packflow/contracts';
import { api } from '../../../lib/api';
import { fetchFile, saveFile, type DownloadedFile } from '../../../lib/download';
import { readPosition, rememberWrite } from '../../../lib/read-your-writes';
import type { TablePageInfo } from '../../../components/ui/paged-table';

const M = WAGES_READ_MODELS;
/** The settings are read from their stream (no read model): their own key, refreshed after a change. */
const SETTINGS_KEY = ['wage-settings'] as const;

/** GET wages/settings: the schedule in force, those to come and those past, with the revision. */
export const useWageSettings = () =>
  useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async ({ signal }) =>
      (await api.get<WageSettingsView>('wages/settings', undefined, { signal })).data,
  });

export interface ScheduleInput {
  effectiveFrom: string;
  tiers: CommissionTier[];
  usdRate: string;
  revision: number;
}

/** PUT wages/settings {effectiveFrom, tiers (JSON text), usdRate} with If-Match. */
export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ revision, tiers, ...form }: ScheduleInput) =>
      api.put('wages/settings', { ...form, tiers: JSON.stringify(tiers) }, { revision }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}

export interface WageListFilter {
  view: WageListView;
  month: string;
  status: WageSheetStatus | '';
  keyword: string;
  page: number;
  size: number;
}

const listParams = (filter: Omit<WageListFilter, 'page' | 'size'>) => ({
  view: filter.view,
  month: filter.month || undefined,
  status: filter.status || undefined,
  keyword: filter.keyword || undefined,
});

/** GET wages?view=check|send|all: the sheets (a salesman's own only, whatever he asks). */
export const useWageList = (filter: WageListFilter) =>
  useQuery({
    queryKey: [M.wageSheets, 'list', filter],
    queryFn: async ({ signal }): Promise<{ rows: WageSheetRow[]; pageInfo: TablePageInfo }> => {
      const { data, extra } = await api.get<unknown>(
        'wages',
        { ...listParams(filter), _page: filter.page, _size: filter.size },
        { signal, position: readPosition(M.wageSheets) },
      );
      const rows: WageSheetRow[] = Array.isArray(data)
        ? (data as WageSheetRow[])
        : Array.isArray((data as { rows?: unknown } | null)?.rows)
          ? (data as { rows: WageSheetRow[] }).rows
          : [];
      return {
        rows,
        pageInfo: extra.pageInfo ?? { _page: filter.page, _size: filter.size, _count: rows.length },
      };
    },
    placeholderData: keepPreviousData,
  });

const sheetPath = (id: string) => `wages/${encodeURIComponent(id)}`;

/** GET wages/:id: figures, lines with their events, adjustments, history and the actions offered now. */
export const useWageSheet = (id: string) =>
  useQuery({
    queryKey: [M.wageSheets, 'detail', id],
    meta: { readModels: [M.commissionLines] },
    queryFn: async ({ signal }) =>
      (
        await api.get<WageSheetView>(sheetPath(id), undefined, {
          signal,
          position: readPosition(M.wageSheets),
        })
      ).data,
    enabled: id !== '',
    retry: false,
  });

/** After a command: read one's own write and refresh the sheets. */
function useAfterWrite() {
  const queryClient = useQueryClient();
  return async ({ extra }: { extra: { position?: string } }) => {
    rememberWrite(M.wageSheets, extra.position);
    await queryClient.invalidateQueries({ queryKey: [M.wageSheets] });
  };
}

interface Target {
  id: string;
  revision: number;
}

/** POST wages/:id/adjust {adjustmentId, amount, reason}. */
export function useAdjustSheet() {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: ({
      id,
      revision,
      ...form
    }: Target & { adjustmentId: string; amount: string; reason: string }) =>
      api.post(`${sheetPath(id)}/adjust`, form, { revision }),
    onSuccess: after,
  });
}

/** POST wages/:id/check. */
export function useCheckSheet() {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: ({ id, revision }: Target) => api.post(`${sheetPath(id)}/check`, {}, { revision }),
    onSuccess: after,
  });
}

/** POST wages/:id/pay {proofs}: the proof images as the upload stored them. */
export function usePaySheet() {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: ({ id, revision, proofs }: Target & { proofs: string }) =>
      api.post(`${sheetPath(id)}/pay`, { proofs }, { revision }),
    onSuccess: after,
  });
}

const query = (params: Record<string, string | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** GET wages/xlsx with the list's filters, saved as the server names it. */
export async function downloadWageList(filter: Omit<WageListFilter, 'page' | 'size'>): Promise<void> {
  const file: DownloadedFile = await fetchFile(`wages/xlsx${query(listParams(filter))}`, 'wages.xlsx');
  saveFile(file);
}

/** GET wages/:id/xlsx: the sheet's lines. */
export async function downloadWageSheet(id: string): Promise<void> {
  saveFile(await fetchFile(`${sheetPath(id)}/xlsx`, `wages-${id}.xlsx`));
}

export { query as queryText };
