import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SYSSET_READ_MODELS, type SyssetHistoryEntry } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

export interface SyssetHistoryPage {
  entries: SyssetHistoryEntry[];
  count: number;
}

export async function getSyssetHistory(
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<SyssetHistoryPage> {
  const { data, extra } = await api.get<SyssetHistoryEntry[]>(
    'sysset/history',
    { _page: page, _size: size },
    { signal, position: readPosition(SYSSET_READ_MODELS.sysset) },
  );
  return { entries: data, count: extra.pageInfo?._count ?? data.length };
}

export const syssetHistoryQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: [SYSSET_READ_MODELS.sysset, 'history', { page, size }],
    queryFn: ({ signal }) => getSyssetHistory(page, size, signal),
    // Paging keeps the last page on screen until the next one arrives, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });

export const useSyssetHistory = (page: number, size: number) =>
  useQuery(syssetHistoryQueryOptions(page, size));
