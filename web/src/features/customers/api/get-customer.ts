import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerTimelineEntry, CustomerView } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';
import { CUSTOMERS_READ_MODEL } from './get-customers';

export async function getCustomer(id: string, signal?: AbortSignal): Promise<CustomerView> {
  const { data } = await api.get<CustomerView>(
    `customer/${encodeURIComponent(id)}`,
    {},
    { signal, position: readPosition(CUSTOMERS_READ_MODEL) },
  );
  return data;
}

export async function getCustomerTimeline(
  id: string,
  signal?: AbortSignal,
): Promise<CustomerTimelineEntry[]> {
  const { data } = await api.get<CustomerTimelineEntry[]>(
    `customer/${encodeURIComponent(id)}/timeline`,
    {},
    { signal, position: readPosition(CUSTOMERS_READ_MODEL) },
  );
  return Array.isArray(data) ? data : [];
}

export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [CUSTOMERS_READ_MODEL, 'detail', id],
    queryFn: ({ signal }) => getCustomer(id, signal),
  });

export const customerTimelineQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [CUSTOMERS_READ_MODEL, 'timeline', id],
    queryFn: ({ signal }) => getCustomerTimeline(id, signal),
  });

/** One customer; nothing is fetched while `id` is undefined. */
export const useCustomer = (id: string | undefined) =>
  useQuery({ ...customerQueryOptions(id ?? ''), enabled: id !== undefined });

export const useCustomerTimeline = (id: string | undefined) =>
  useQuery({ ...customerTimelineQueryOptions(id ?? ''), enabled: id !== undefined });
