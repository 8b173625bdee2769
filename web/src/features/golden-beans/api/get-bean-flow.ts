import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GOLDEN_BEAN_READ_MODELS, type BeanEntry, type BeanEntryKind } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';
import type { TablePageInfo } from '../../../components/ui/paged-table';

export interface BeanFlowFilter {
  /** Finance and administrators only; '' for every account (salesmen always get their own). */
  accountId: string;
  kind: BeanEntryKind | '';
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  keyword: string;
  page: number;
  size: number;
}

export interface BeanFlowPage {
  rows: BeanEntry[];
  pageInfo: TablePageInfo;
}

export async function getBeanFlow(filter: BeanFlowFilter, signal?: AbortSignal): Promise<BeanFlowPage> {
  const { data, extra } = await api.get<BeanEntry[]>(
    'golden-bean/flow',
    {
      accountId: filter.accountId || undefined,
      kind: filter.kind || undefined,
      from: filter.from || undefined,
      to: filter.to || undefined,
      keyword: filter.keyword || undefined,
      _page: filter.page,
      _size: filter.size,
    },
    { signal, position: readPosition(GOLDEN_BEAN_READ_MODELS.goldenBeans) },
  );
  const rows = Array.isArray(data) ? data : [];
  return {
    rows,
    pageInfo: extra.pageInfo ?? { _page: filter.page, _size: filter.size, _count: rows.length },
  };
}

export const beanFlowQueryOptions = (filter: BeanFlowFilter) =>
  queryOptions({
    queryKey: [GOLDEN_BEAN_READ_MODELS.goldenBeans, 'flow', filter],
    queryFn: ({ signal }) => getBeanFlow(filter, signal),
    placeholderData: keepPreviousData,
  });

/** GET golden-bean/flow: movements, newest first. */
export const useBeanFlow = (filter: BeanFlowFilter) => useQuery(beanFlowQueryOptions(filter));
