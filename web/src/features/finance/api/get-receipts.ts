import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FINANCE_READ_MODELS, type ReceiptRow, type ReceiptStatus } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';
import type { TablePageInfo } from '../../../components/ui/paged-table';

export interface ReceiptFilter {
  status: ReceiptStatus | 'decided';
  keyword: string;
  page: number;
  size: number;
}

export const receiptsQueryOptions = (filter: ReceiptFilter) =>
  queryOptions({
    queryKey: [FINANCE_READ_MODELS.receipts, 'list', filter],
    queryFn: async ({ signal }): Promise<{ rows: ReceiptRow[]; pageInfo: TablePageInfo }> => {
      const { data, extra } = await api.get<ReceiptRow[]>(
        'finance/receipt',
        {
          status: filter.status || undefined,
          keyword: filter.keyword || undefined,
          _page: filter.page,
          _size: filter.size,
        },
        { signal, position: readPosition(FINANCE_READ_MODELS.receipts) },
      );
      const rows = Array.isArray(data) ? data : [];
      return {
        rows,
        pageInfo: extra.pageInfo ?? { _page: filter.page, _size: filter.size, _count: rows.length },
      };
    },
    placeholderData: keepPreviousData,
  });

/** GET finance/receipt: newest change first; follows changes live (keys start with the read model). */
export const useReceipts = (filter: ReceiptFilter) => useQuery(receiptsQueryOptions(filter));
