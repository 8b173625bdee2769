import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  CATALOG_READ_MODELS,
  type CatalogHistoryEntry,
  type CatalogItem,
  type CatalogKind,
} from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';
import type { HistoryPage } from './read-models';

/** Every item of a catalogue, the retired ones too (the screen greys them, and history names them). */
export async function getCatalog(kind: CatalogKind, signal?: AbortSignal): Promise<CatalogItem[]> {
  const { data } = await api.get<CatalogItem[]>(
    `catalog/${kind}`,
    { all: 1 },
    { signal, position: readPosition(CATALOG_READ_MODELS.catalog) },
  );
  return Array.isArray(data) ? data : [];
}

export const catalogQueryOptions = (kind: CatalogKind) =>
  queryOptions({
    queryKey: [CATALOG_READ_MODELS.catalog, kind, 'items'],
    queryFn: ({ signal }) => getCatalog(kind, signal),
  });

export const useCatalog = (kind: CatalogKind) => useQuery(catalogQueryOptions(kind));

export async function getCatalogHistory(
  kind: CatalogKind,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<HistoryPage<CatalogHistoryEntry>> {
  const { data, extra } = await api.get<CatalogHistoryEntry[]>(
    `catalog/${kind}/history`,
    { _page: page, _size: size },
    { signal, position: readPosition(CATALOG_READ_MODELS.catalog) },
  );
  const entries = Array.isArray(data) ? data : [];
  return { entries, count: extra.pageInfo?._count ?? entries.length };
}

export const catalogHistoryQueryOptions = (kind: CatalogKind, page: number, size: number) =>
  queryOptions({
    queryKey: [CATALOG_READ_MODELS.catalog, kind, 'history', { page, size }],
    queryFn: ({ signal }) => getCatalogHistory(kind, page, size, signal),
    placeholderData: keepPreviousData,
  });

export const useCatalogHistory = (kind: CatalogKind, page: number, size: number) =>
  useQuery(catalogHistoryQueryOptions(kind, page, size));
