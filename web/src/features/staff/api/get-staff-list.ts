import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { IDENTITY_READ_MODELS, type Role, type StaffStatus, type StaffView } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

export interface StaffListFilter {
  role: Role;
  keyword: string;
  status: StaffStatus | '';
  page: number;
  size: number;
}

export interface StaffPage {
  rows: StaffView[];
  pageInfo: { _page: number; _size: number; _count: number };
}

export async function getStaffList(filter: StaffListFilter, signal?: AbortSignal): Promise<StaffPage> {
  const { data, extra } = await api.get<StaffView[]>(
    'admin/operator',
    {
      role: filter.role,
      keyword: filter.keyword || undefined,
      status: filter.status || undefined,
      _page: filter.page,
      _size: filter.size,
    },
    { signal, position: readPosition(IDENTITY_READ_MODELS.accounts) },
  );
  const pageInfo = extra.pageInfo ?? { _page: filter.page, _size: filter.size, _count: data.length };
  return { rows: data, pageInfo };
}

export const staffListQueryOptions = (filter: StaffListFilter) =>
  queryOptions({
    queryKey: [IDENTITY_READ_MODELS.accounts, 'list', filter],
    queryFn: ({ signal }) => getStaffList(filter, signal),
    // Paging and searching keep the last rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export const useStaffList = (filter: StaffListFilter) => useQuery(staffListQueryOptions(filter));
