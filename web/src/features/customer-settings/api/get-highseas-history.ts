import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CUSTOMER_READ_MODELS } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

export interface HighSeasHistoryEntry {
  position: string;
  at: string;
  userName: string | null;
  changes: { field: string; from: unknown; to: unknown }[];
}

export interface HighSeasHistoryPage {
  entries: HighSeasHistoryEntry[];
  count: number;
}

export async function getHighSeasHistory(
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<HighSeasHistoryPage> {
  const { data, extra } = await api.get<HighSeasHistoryEntry[]>(
    'customer-setting/history',
    { _page: page, _size: size },
    { signal, position: readPosition(CUSTOMER_READ_MODELS.highSeasSettings) },
  );
  const entries = Array.isArray(data) ? data : [];
  return { entries, count: extra.pageInfo?._count ?? entries.length };
}

export const highSeasHistoryQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: [CUSTOMER_READ_MODELS.highSeasSettings, 'history', { page, size }],
    queryFn: ({ signal }) => getHighSeasHistory(page, size, signal),
    placeholderData: keepPreviousData,
  });

export const useHighSeasHistory = (page: number, size: number) =>
  useQuery(highSeasHistoryQueryOptions(page, size));
