import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GOLDEN_BEAN_READ_MODELS, type BeanBalance } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';
import type { TablePageInfo } from '../../../components/ui/paged-table';

export interface BeanAccountsFilter {
  keyword: string;
  page: number;
  size: number;
}

export const beanAccountsQueryOptions = (filter: BeanAccountsFilter) =>
  queryOptions({
    queryKey: [GOLDEN_BEAN_READ_MODELS.goldenBeans, 'accounts', filter],
    queryFn: async ({ signal }): Promise<{ rows: BeanBalance[]; pageInfo: TablePageInfo }> => {
      const { data, extra } = await api.get<BeanBalance[]>(
        'golden-bean/accounts',
        { keyword: filter.keyword || undefined, _page: filter.page, _size: filter.size },
        { signal, position: readPosition(GOLDEN_BEAN_READ_MODELS.goldenBeans) },
      );
      const rows = Array.isArray(data) ? data : [];
      return {
        rows,
        pageInfo: extra.pageInfo ?? { _page: filter.page, _size: filter.size, _count: rows.length },
      };
    },
    placeholderData: keepPreviousData,
  });

/** GET golden-bean/accounts (Finance): salesmen and traders with their balances. */
export const useBeanAccounts = (filter: BeanAccountsFilter) => useQuery(beanAccountsQueryOptions(filter));
