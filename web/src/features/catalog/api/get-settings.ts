import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  CATALOG_READ_MODELS,
  type SettingsHistoryEntry,
  type SettingsName,
  type SettingsView,
} from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';
import type { HistoryPage } from './read-models';

export async function getSettings<N extends SettingsName>(
  name: N,
  signal?: AbortSignal,
): Promise<SettingsView<N>> {
  const { data } = await api.get<SettingsView<N>>(
    `settings/${name}`,
    {},
    { signal, position: readPosition(CATALOG_READ_MODELS.settings) },
  );
  return data;
}

export const settingsQueryOptions = <N extends SettingsName>(name: N) =>
  queryOptions({
    queryKey: [CATALOG_READ_MODELS.settings, name, 'view'],
    queryFn: ({ signal }) => getSettings(name, signal),
  });

export const useSettings = <N extends SettingsName>(name: N) => useQuery(settingsQueryOptions(name));

export async function getSettingsHistory(
  name: SettingsName,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<HistoryPage<SettingsHistoryEntry>> {
  const { data, extra } = await api.get<SettingsHistoryEntry[]>(
    `settings/${name}/history`,
    { _page: page, _size: size },
    { signal, position: readPosition(CATALOG_READ_MODELS.settings) },
  );
  const entries = Array.isArray(data) ? data : [];
  return { entries, count: extra.pageInfo?._count ?? entries.length };
}

export const settingsHistoryQueryOptions = (name: SettingsName, page: number, size: number) =>
  queryOptions({
    queryKey: [CATALOG_READ_MODELS.settings, name, 'history', { page, size }],
    queryFn: ({ signal }) => getSettingsHistory(name, page, size, signal),
    placeholderData: keepPreviousData,
  });

export const useSettingsHistory = (name: SettingsName, page: number, size: number) =>
  useQuery(settingsHistoryQueryOptions(name, page, size));
