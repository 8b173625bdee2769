import type { PageInfo } from '@packflow/contracts';

/** Table page sizes of spec section 9; larger requests are capped at the largest. */
export const PAGE_SIZES = [5, 10, 15, 20, 30, 50, 100, 200, 300, 400] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 400;

export interface Paging {
  page: number;
  size: number;
  offset: number;
}

export function paging(query: Record<string, unknown>): Paging {
  const page = Math.max(1, Math.floor(Number(query._page ?? query.page) || 1));
  const asked = Math.floor(Number(query._size ?? query.size) || DEFAULT_PAGE_SIZE);
  const size = Math.min(Math.max(1, asked), MAX_PAGE_SIZE);
  return { page, size, offset: (page - 1) * size };
}

export function pageInfo({ page, size }: Paging, count: number): PageInfo {
  return { _page: page, _size: size, _count: count, _pageSize: Math.ceil(count / size) };
}
