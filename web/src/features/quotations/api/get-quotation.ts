import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  QUOTATION_READ_MODELS,
  type QuotationComparisonView,
  type QuotationDetailView,
} from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

export async function getQuotation(id: string, signal?: AbortSignal): Promise<QuotationDetailView> {
  const { data } = await api.get<QuotationDetailView>(
    `quotation/${encodeURIComponent(id)}`,
    {},
    { signal, position: readPosition(QUOTATION_READ_MODELS.quotations) },
  );
  return data;
}

export async function getComparison(
  a: string,
  b: string,
  signal?: AbortSignal,
): Promise<QuotationComparisonView> {
  const { data } = await api.get<QuotationComparisonView>(
    `quotation/${encodeURIComponent(a)}/compare/${encodeURIComponent(b)}`,
    {},
    { signal, position: readPosition(QUOTATION_READ_MODELS.quotations) },
  );
  return data;
}

export const quotationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [QUOTATION_READ_MODELS.quotations, 'detail', id],
    queryFn: ({ signal }) => getQuotation(id, signal),
  });

/** One quotation; nothing is fetched while `id` is undefined or ''. */
export const useQuotation = (id: string | null | undefined) =>
  useQuery({ ...quotationQueryOptions(id ?? ''), enabled: Boolean(id) });

export const useComparison = (a: string, b: string) =>
  useQuery({
    queryKey: [QUOTATION_READ_MODELS.quotations, 'compare', a, b],
    queryFn: ({ signal }) => getComparison(a, b, signal),
    enabled: a !== '' && b !== '',
  });
