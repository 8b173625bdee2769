import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ORDER_READ_MODELS,
  type OrderRow,
  type OrderStatus,
  type OrderType,
  PRODUCTION_READ_MODELS,
} from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

export interface OrderListFilter {
  status: OrderStatus;
  type: OrderType | '';
  customerId: string;
  keyword: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  page: number;
  size: number;
}

export interface OrderPage {
  rows: OrderRow[];
  pageInfo: { _page: number; _size: number; _count: number };
}

/** GET order (a status's list) or GET operator-manage/order (the cancel requests waiting). */
async function getOrders(
  path: string,
  filter: Partial<OrderListFilter>,
  signal?: AbortSignal,
): Promise<OrderPage> {
  const { data, extra } = await api.get<OrderRow[]>(
    path,
    {
      status: filter.status || undefined,
      type: filter.type || undefined,
      customerId: filter.customerId || undefined,
      keyword: filter.keyword || undefined,
      from: filter.from || undefined,
      to: filter.to || undefined,
      _page: filter.page,
      _size: filter.size,
    },
    { signal, position: readPosition(ORDER_READ_MODELS.orders) },
  );
  const rows = Array.isArray(data) ? data : [];
  return {
    rows,
    pageInfo: extra.pageInfo ?? { _page: filter.page ?? 1, _size: filter.size ?? 20, _count: rows.length },
  };
}

export const orderListQueryOptions = (filter: OrderListFilter) =>
  queryOptions({
    queryKey: [ORDER_READ_MODELS.orders, 'list', filter],
    queryFn: ({ signal }) => getOrders('order', filter, signal),
    placeholderData: keepPreviousData,
    // The orders in production show their stage and progress: the factory's entries refresh them.
    meta:
      filter.status === 'product'
        ? { readModels: [PRODUCTION_READ_MODELS.productionJobs, PRODUCTION_READ_MODELS.productionStages] }
        : undefined,
  });

export const useOrderList = (filter: OrderListFilter) => useQuery(orderListQueryOptions(filter));

export const useCancelRequests = (filter: Pick<OrderListFilter, 'keyword' | 'page' | 'size'>) =>
  useQuery({
    queryKey: [ORDER_READ_MODELS.orders, 'cancel-requests', filter],
    queryFn: ({ signal }) => getOrders('operator-manage/order', filter, signal),
    placeholderData: keepPreviousData,
  });
