import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ArticleRow, type ArticleView, FORUM_READ_MODELS } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition, rememberWrite } from '../../../lib/read-your-writes';

const ARTICLES = FORUM_READ_MODELS.forumArticles;

export interface ArticleFilter {
  sectionId: string;
  keyword: string;
  page: number;
  size: number;
}

export interface ArticlePage {
  rows: ArticleRow[];
  pageInfo: { _page: number; _size: number; _count: number };
}

/** One section's articles, newest first (the server's order). */
export async function getArticles(filter: ArticleFilter, signal?: AbortSignal): Promise<ArticlePage> {
  const { data, extra } = await api.get<ArticleRow[]>(
    'admin/forum/article',
    {
      sectionId: filter.sectionId,
      keyword: filter.keyword || undefined,
      _page: filter.page,
      _size: filter.size,
    },
    { signal, position: readPosition(ARTICLES) },
  );
  return {
    rows: data,
    pageInfo: extra.pageInfo ?? { _page: filter.page, _size: filter.size, _count: data.length },
  };
}

export const articlesQueryOptions = (filter: ArticleFilter) =>
  queryOptions({
    queryKey: [ARTICLES, 'list', filter],
    queryFn: ({ signal }) => getArticles(filter, signal),
    placeholderData: keepPreviousData,
  });

export const useArticles = (filter: ArticleFilter) => useQuery(articlesQueryOptions(filter));

export async function getArticle(id: string, signal?: AbortSignal): Promise<ArticleView> {
  const { data } = await api.get<ArticleView>(`admin/forum/article/${encodeURIComponent(id)}`, undefined, {
    signal,
    position: readPosition(ARTICLES),
  });
  return data;
}

export const articleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [ARTICLES, 'one', id],
    queryFn: ({ signal }) => getArticle(id, signal),
    enabled: id !== '',
  });

export const useArticle = (id: string) => useQuery(articleQueryOptions(id));

export interface SaveArticle {
  /** Absent: publish in `sectionId`; present: edit. */
  id?: string | undefined;
  sectionId: string;
  title: string;
  html: string;
}

/** Publish or edit an article; answers its id and the server's message. */
export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sectionId, title, html }: SaveArticle) =>
      id === undefined
        ? api.post<{ id: string }>('admin/forum/article', { sectionId, title, html })
        : api.put<{ id: string }>(`admin/forum/article/${encodeURIComponent(id)}`, { title, html }),
    onSuccess: async ({ extra }) => {
      rememberWrite(ARTICLES, extra.position);
      await queryClient.invalidateQueries({ queryKey: [ARTICLES] });
    },
  });
}

/** Delete (hide) an article. */
export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(`admin/forum/article/${encodeURIComponent(id)}`),
    onSuccess: async ({ extra }) => {
      rememberWrite(ARTICLES, extra.position);
      await queryClient.invalidateQueries({ queryKey: [ARTICLES] });
    },
  });
}
