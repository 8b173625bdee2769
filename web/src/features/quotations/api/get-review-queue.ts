import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QUOTATION_READ_MODELS, type QuotationReviewRow, type QuotationStatus } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

export interface ReviewPage {
  rows: QuotationReviewRow[];
  pageInfo: { _page: number; _size: number; _count: number };
}

export interface ReviewFilter {
  status: QuotationStatus;
  page: number;
  size: number;
}

/** GET quotation-review: the quotations whose ratio needed the supervisor, by status, newest sent first. */
export async function getReviewQueue(filter: ReviewFilter, signal?: AbortSignal): Promise<ReviewPage> {
  const { data, extra } = await api.get<QuotationReviewRow[]>(
    'quotation-review',
    { status: filter.status, _page: filter.page, _size: filter.size },
    { signal, position: readPosition(QUOTATION_READ_MODELS.quotations) },
  );
  const rows = Array.isArray(data) ? data : [];
  return {
    rows,
    pageInfo: extra.pageInfo ?? { _page: filter.page, _size: filter.size, _count: rows.length },
  };
}

export const useReviewQueue = (filter: ReviewFilter) =>
  useQuery({
    queryKey: [QUOTATION_READ_MODELS.quotations, 'review', filter],
    queryFn: ({ signal }) => getReviewQueue(filter, signal),
    placeholderData: keepPreviousData,
  });
