import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CUSTOMER_READ_MODELS, type CustomerArea, type CustomerView } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

/** Whose customers a list shows: owned ones (GET customer) or the high seas (GET customer/high-seas). */
export type CustomerScope = 'own' | 'high-seas';

export interface CustomerListFilter {
  scope: CustomerScope;
  keyword: string;
  area: CustomerArea | '';
  source: string;
  /** '' for both. */
  domestic: 'true' | 'false' | '';
  /** Owned lists of supervisors only; '' for anyone. */
  ownerId: string;
  page: number;
  size: number;
}

export interface CustomerPage {
  rows: CustomerView[];
  /** `_countAtLeast`: a keyword many customers hold, counted only so far (PageInfo). */
  pageInfo: { _page: number; _size: number; _count: number; _countAtLeast?: boolean };
}

export const customerListPath = (scope: CustomerScope): string =>
  scope === 'own' ? 'customer' : 'customer/high-seas';

export async function getCustomers(filter: CustomerListFilter, signal?: AbortSignal): Promise<CustomerPage> {
  const { data, extra } = await api.get<CustomerView[]>(
    customerListPath(filter.scope),
    {
      keyword: filter.keyword || undefined,
      area: filter.area || undefined,
      source: filter.source || undefined,
      domestic: filter.domestic || undefined,
      ownerId: filter.scope === 'own' ? filter.ownerId || undefined : undefined,
      _page: filter.page,
      _size: filter.size,
    },
    { signal, position: readPosition(CUSTOMER_READ_MODELS.customers) },
  );
  const rows = Array.isArray(data) ? data : [];
  const pageInfo = extra.pageInfo ?? { _page: filter.page, _size: filter.size, _count: rows.length };
  return { rows, pageInfo };
}

export const customerListQueryOptions = (filter: CustomerListFilter) =>
  queryOptions({
    queryKey: [CUSTOMER_READ_MODELS.customers, 'list', filter],
    queryFn: ({ signal }) => getCustomers(filter, signal),
    // Paging and searching keep the last rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export const useCustomerList = (filter: CustomerListFilter) => useQuery(customerListQueryOptions(filter));
