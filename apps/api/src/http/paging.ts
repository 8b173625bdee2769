import { DEFAULT_PAGE_SIZE, type PageInfo, pagingQuerySchema } from '@packflow/contracts';
import { ZodError } from 'zod';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@packflow/contracts';

/** Table page sizes of spec section 9 (what the console offers; any whole number from 5 to 400 is accepted). */
export const PAGE_SIZES = [5, 10, 15, 20, 30, 50, 100, 200, 300, 400] as const;

export interface Paging {
  page: number;
  size: number;
  offset: number;
}

/**
 * Set (as a symbol, which no query string can carry) on the query the Excel export runs a list
 * with: the page to read, larger than a screen's, so a long list is read in few pages.
 */
export const EXPORT_PAGING: unique symbol = Symbol('packflow.exportPaging');

/**
 * The page a list query asks for: `_page` (or `page`) a whole number from 1, `_size` (or `size`)
 * from 5 to 400. Anything else is a 422 naming the field (a ZodError, answered like any form).
 */
export function paging(query: Record<string | symbol, unknown>): Paging {
  const exporting = query[EXPORT_PAGING] as Paging | undefined;
  if (exporting) return exporting;
  const pageField = query._page === undefined && query.page !== undefined ? 'page' : '_page';
  const sizeField = query._size === undefined && query.size !== undefined ? 'size' : '_size';
  const parsed = pagingQuerySchema.safeParse({ _page: query[pageField], _size: query[sizeField] });
  if (!parsed.success) {
    const named = (p: PropertyKey) => (p === '_page' ? pageField : p === '_size' ? sizeField : p);
    throw new ZodError(parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.map(named) })));
  }
  const page = parsed.data._page ?? 1;
  const size = parsed.data._size ?? DEFAULT_PAGE_SIZE;
  return { page, size, offset: (page - 1) * size };
}

/** `countAtLeast`: the count is a lower bound (see PageInfo). */
export function pageInfo({ page, size }: Paging, count: number, countAtLeast?: boolean): PageInfo {
  const info: PageInfo = { _page: page, _size: size, _count: count, _pageSize: Math.ceil(count / size) };
  return countAtLeast ? { ...info, _countAtLeast: true } : info;
}
