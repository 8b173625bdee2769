import { queryOptions, useQuery } from '@tanstack/react-query';
import { CUSTOMER_READ_MODELS, type CustomerView } from '@packflow/contracts';
import { api } from '../../lib/api';
import { readPosition } from '../../lib/read-your-writes';

/** GET customer/:id: one customer as the customer screens and the quotation wizard show it. */
export async function getCustomer(id: string, signal?: AbortSignal): Promise<CustomerView> {
  const { data } = await api.get<CustomerView>(
    `customer/${encodeURIComponent(id)}`,
    {},
    { signal, position: readPosition(CUSTOMER_READ_MODELS.customers) },
  );
  return data;
}

export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [CUSTOMER_READ_MODELS.customers, 'detail', id],
    queryFn: ({ signal }) => getCustomer(id, signal),
  });

/** One customer; nothing is fetched while `id` is undefined. */
export const useCustomer = (id: string | undefined) =>
  useQuery({ ...customerQueryOptions(id ?? ''), enabled: id !== undefined });
