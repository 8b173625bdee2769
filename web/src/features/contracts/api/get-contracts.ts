import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  CONTRACT_READ_MODELS,
  type ContractDetail,
  type ContractRow,
  ORDER_READ_MODELS,
  type OrderRow,
  type PrintingType,
} from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

export interface ContractListFilter {
  type: PrintingType | '';
  customerId: string;
  keyword: string;
  from: string;
  to: string;
  page: number;
  size: number;
}

export interface ContractPage {
  rows: ContractRow[];
  pageInfo: { _page: number; _size: number; _count: number };
}

const position = () => readPosition(CONTRACT_READ_MODELS.contracts);

export async function getContracts(filter: ContractListFilter, signal?: AbortSignal): Promise<ContractPage> {
  const { data, extra } = await api.get<ContractRow[]>(
    'contract',
    {
      type: filter.type || undefined,
      customerId: filter.customerId || undefined,
      keyword: filter.keyword || undefined,
      from: filter.from || undefined,
      to: filter.to || undefined,
      _page: filter.page,
      _size: filter.size,
    },
    { signal, position: position() },
  );
  const rows = Array.isArray(data) ? data : [];
  return {
    rows,
    pageInfo: extra.pageInfo ?? { _page: filter.page, _size: filter.size, _count: rows.length },
  };
}

/** The list follows changes live: its key starts with the read model's name. */
export const useContractList = (filter: ContractListFilter) =>
  useQuery(
    queryOptions({
      queryKey: [CONTRACT_READ_MODELS.contracts, 'list', filter],
      queryFn: ({ signal }) => getContracts(filter, signal),
      placeholderData: keepPreviousData,
    }),
  );

export const useContract = (id: string | null) =>
  useQuery({
    queryKey: [CONTRACT_READ_MODELS.contracts, 'detail', id],
    queryFn: async ({ signal }) =>
      (
        await api.get<ContractDetail>(
          `contract/${encodeURIComponent(id!)}`,
          {},
          { signal, position: position() },
        )
      ).data,
    enabled: id !== null,
  });

/** The orders made from a contract (the orders area's list, filtered by contract), as links. */
export const useContractOrders = (contractId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: [ORDER_READ_MODELS.orders, 'of-contract', contractId],
    queryFn: async ({ signal }) =>
      (
        await api.get<OrderRow[]>(
          'order',
          { contractId: contractId!, _size: 100 },
          { signal, position: readPosition(ORDER_READ_MODELS.orders) },
        )
      ).data,
    enabled: contractId !== null && enabled,
  });
