import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '../../lib/api';
import { readPosition, rememberWrite } from '../../lib/read-your-writes';

/** The library's read models (the query keys start with them, so live changes refetch them). */
export const LIBRARY_READ_MODELS = { categories: 'file_categories', files: 'file_records' } as const;

/** A library category (spec section 3: id, name). */
export interface FileCategory {
  id: string;
  name: string;
}

/** A file of the library (spec section 3: id, name, path, cateid; with what the upload answered). */
export interface LibraryFile {
  id: string;
  name: string;
  path: string;
  cateid: string | null;
  size?: number | null;
  mime?: string | null;
  thumb?: string | null;
}

export interface FilePage {
  rows: LibraryFile[];
  count: number;
}

/** Spec section 9: the library's page size and its options. */
export const LIBRARY_PAGE_SIZES = [6, 12, 24, 36, 48, 54, 60, 66, 72, 78] as const;
export const LIBRARY_PAGE_SIZE = 24;

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: [LIBRARY_READ_MODELS.categories, 'all'],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<FileCategory[]>(
        'files-cates',
        { page: 'all' },
        { signal, position: readPosition(LIBRARY_READ_MODELS.categories) },
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
    queryKey: [LIBRARY_READ_MODELS.files, 'page', cateid ?? '', page, size],
    queryFn: async ({ signal }): Promise<FilePage> => {
      const { data, extra } = await api.get<LibraryFile[]>(
        'files-record',
        { cateid, _page: page, _size: size },
        { signal, position: readPosition(LIBRARY_READ_MODELS.files) },
      );
      const rows = Array.isArray(data) ? data : [];
      return { rows, count: extra.pageInfo?._count ?? rows.length };
    },
  });

export const useFilePage = (query: FilePageQuery, enabled = true) =>
  useQuery({ ...filesQueryOptions(query), enabled, placeholderData: keepPreviousData });

/** A change of the library: afterwards its lists read their own write and refetch. */
function useLibraryCommand<Vars>(
  readModels: readonly string[],
  send: (vars: Vars) => Promise<ApiResult<unknown>>,
) {
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all(readModels.map((readModel) => queryClient.invalidateQueries({ queryKey: [readModel] })));
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ extra }) => {
      for (const readModel of readModels) rememberWrite(readModel, extra.position);
      await refetch();
    },
    onError: () => refetch(),
  });
}

const { categories: CATEGORIES, files: FILES } = LIBRARY_READ_MODELS;

const idsOf = (ids: readonly string[]): string => ids.map(encodeURIComponent).join(',');

export const useSaveCategory = () =>
  useLibraryCommand([CATEGORIES], ({ id, name }: { id?: string | undefined; name: string }) =>
    id === undefined
      ? api.post<{ id: string }>('files-cates', { name })
      : api.put<{ id: string }>('files-cates', { id, name }),
  );

export const useDeleteCategory = () =>
  // The category's files go with it.
  useLibraryCommand([CATEGORIES, FILES], (id: string) =>
    api.delete<unknown>(`files-cates/${encodeURIComponent(id)}`),
  );

export const useMoveFiles = () =>
  useLibraryCommand([FILES], ({ ids, cateid }: { ids: string[]; cateid: string }) =>
    api.put<unknown>(`files-record/${idsOf(ids)}`, { cateid }),
  );

export const useDeleteFiles = () =>
  useLibraryCommand([FILES], (ids: string[]) => api.delete<unknown>(`files-record/${idsOf(ids)}`));

/** After an upload the library's pages refetch (the upload itself is no query command). */
export function useRefreshFiles(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [FILES] });
}
