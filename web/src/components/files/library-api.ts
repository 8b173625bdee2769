import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FILE_PAGE_SIZE,
  FILE_PAGE_SIZES,
  FILE_READ_MODELS,
  type FileCateView,
  type FileRecordView,
} from '@packflow/contracts';
import { api, type ApiResult } from '../../lib/api';
import { readPosition, rememberWrite } from '../../lib/read-your-writes';

/** The library's read model: directories and files (the query keys start with it, so live changes refetch them). */
const FILES = FILE_READ_MODELS.files;

/** A library category (spec section 3: id, name). */
export type FileCategory = FileCateView;

/** A file of the library (spec section 3: id, name, path, cateid; with size, type and thumbnail). */
export type LibraryFile = FileRecordView;

export interface FilePage {
  rows: LibraryFile[];
  count: number;
}

/** Spec section 9: the library's page size and its options. */
export const LIBRARY_PAGE_SIZES = FILE_PAGE_SIZES;
export const LIBRARY_PAGE_SIZE = FILE_PAGE_SIZE;

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: [FILES, 'directories'],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<FileCategory[]>(
        'files-cates',
        { page: 'all' },
        { signal, position: readPosition(FILES) },
      );
      return Array.isArray(data) ? data : [];
    },
  });

export const useCategories = (enabled = true) => useQuery({ ...categoriesQueryOptions(), enabled });

export interface FilePageQuery {
  /** Absent: every file. */
  cateid?: string | undefined;
  page: number;
  size: number;
}

export const filesQueryOptions = ({ cateid, page, size }: FilePageQuery) =>
  queryOptions({
    queryKey: [FILES, 'page', cateid ?? '', page, size],
    queryFn: async ({ signal }): Promise<FilePage> => {
      const { data, extra } = await api.get<LibraryFile[]>(
        'files-record',
        { cateid, _page: page, _size: size },
        { signal, position: readPosition(FILES) },
      );
      const rows = Array.isArray(data) ? data : [];
      return { rows, count: extra.pageInfo?._count ?? rows.length };
    },
  });

export const useFilePage = (query: FilePageQuery, enabled = true) =>
  useQuery({ ...filesQueryOptions(query), enabled, placeholderData: keepPreviousData });

/** A change of the library: afterwards its lists read their own write and refetch. */
function useLibraryCommand<Vars>(send: (vars: Vars) => Promise<ApiResult<unknown>>) {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: [FILES] });
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ extra }) => {
      rememberWrite(FILES, extra.position);
      await refetch();
    },
    onError: refetch,
  });
}

const idsOf = (ids: readonly string[]): string => ids.map(encodeURIComponent).join(',');

export const useSaveCategory = () =>
  useLibraryCommand(({ id, name }: { id?: string | undefined; name: string }) =>
    id === undefined
      ? api.post<{ id: string }>('files-cates', { name })
      : api.put<{ id: string }>('files-cates', { id, name }),
  );

export const useDeleteCategory = () =>
  useLibraryCommand((id: string) => api.delete<unknown>(`files-cates/${encodeURIComponent(id)}`));

export const useMoveFiles = () =>
  useLibraryCommand(({ ids, cateid }: { ids: string[]; cateid: string }) =>
    api.put<unknown>(`files-record/${idsOf(ids)}`, { cateid }),
  );

export const useDeleteFiles = () =>
  useLibraryCommand((ids: string[]) => api.delete<unknown>(`files-record/${idsOf(ids)}`));

/** After an upload the library's pages refetch (the upload itself is no query command). */
export function useRefreshFiles(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [FILES] });
}
