import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  QUOTATION_READ_MODELS,
  type Make,
  type PrintingType,
  type QuotationRow,
  type QuotationStatus,
} from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

export interface QuotationListFilter {
  status: QuotationStatus | '';
  quotation_type: PrintingType | '';
  make: Make | '';
  customerId: string;
  keyword: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  page: number;
  size: number;
}

export interface QuotationPage {
  rows: QuotationRow[];
  pageInfo: { _page: number; _size: number; _count: number };
}

export async function getQuotations(
  filter: QuotationListFilter,
  signal?: AbortSignal,
): Promise<QuotationPage> {
  const { data, extra } = await api.get<QuotationRow[]>(
    'quotation',
    {
      status: filter.status || undefined,
      quotation_type: filter.quotation_type || undefined,
      make: filter.make || undefined,
      customerId: filter.customerId || undefined,
      keyword: filter.keyword || undefined,
      from: filter.from || undefined,
      to: filter.to || undefined,
      _page: filter.page,
      _size: filter.size,
    },
    { signal, position: readPosition(QUOTATION_READ_MODELS.quotations) },
  );
  const rows = Array.isArray(data) ? data : [];
  return {
    rows,
    pageInfo: extra.pageInfo ?? { _page: filter.page, _size: filter.size, _count: rows.length },
  };
}

export const quotationListQueryOptions = (filter: QuotationListFilter) =>
  queryOptions({
    queryKey: [QUOTATION_READ_MODELS.quotations, 'list', filter],
    queryFn: ({ signal }) => getQuotations(filter, signal),
    // Paging and filtering keep the last rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export const useQuotationList = (filter: QuotationListFilter) => useQuery(quotationListQueryOptions(filter));
