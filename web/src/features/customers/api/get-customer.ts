import { queryOptions, useQuery } from '@tanstack/react-query';
import { CUSTOMER_READ_MODELS, type CustomerTimelineEntry } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

export {
  customerQueryOptions,
  getCustomer,
  useCustomer,
} from '../../../components/customer-select/get-customer';

export async function getCustomerTimeline(
  id: string,
  signal?: AbortSignal,
): Promise<CustomerTimelineEntry[]> {
  const { data } = await api.get<CustomerTimelineEntry[]>(
    `customer/${encodeURIComponent(id)}/timeline`,
    {},
    { signal, position: readPosition(CUSTOMER_READ_MODELS.customers) },
  );
  return Array.isArray(data) ? data : [];
}

export const customerTimelineQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [CUSTOMER_READ_MODELS.customers, 'timeline', id],
    queryFn: ({ signal }) => getCustomerTimeline(id, signal),
  });

export const useCustomerTimeline = (id: string | undefined) =>
  useQuery({ ...customerTimelineQueryOptions(id ?? ''), enabled: id !== undefined });
