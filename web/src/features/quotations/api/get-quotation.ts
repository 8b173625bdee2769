import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuotationComparison, QuotationDetail } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';
import { QUOTATIONS_READ_MODEL } from './read-models';

export async function getQuotation(id: string, signal?: AbortSignal): Promise<QuotationDetail> {
  const { data } = await api.get<QuotationDetail>(
    `quotation/${encodeURIComponent(id)}`,
    {},
    { signal, position: readPosition(QUOTATIONS_READ_MODEL) },
  );
  return data;
}

export async function getComparison(
  a: string,
  b: string,
  signal?: AbortSignal,
): Promise<QuotationComparison> {
  const { data } = await api.get<QuotationComparison>(
    `quotation/${encodeURIComponent(a)}/compare/${encodeURIComponent(b)}`,
    {},
    { signal, position: readPosition(QUOTATIONS_READ_MODEL) },
  );
  return data;
}

export const quotationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [QUOTATIONS_READ_MODEL, 'detail', id],
    queryFn: ({ signal }) => getQuotation(id, signal),
  });

/** One quotation; nothing is fetched while `id` is undefined or ''. */
export const useQuotation = (id: string | null | undefined) =>
  useQuery({ ...quotationQueryOptions(id ?? ''), enabled: Boolean(id) });

export const useComparison = (a: string, b: string) =>
  useQuery({
    queryKey: [QUOTATIONS_READ_MODEL, 'compare', a, b],
    queryFn: ({ signal }) => getComparison(a, b, signal),
    enabled: a !== '' && b !== '',
  });
