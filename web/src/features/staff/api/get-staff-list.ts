import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Role, StaffStatus, StaffView } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

/** The API's name for the staff read model in live events; every staff query key starts with it. */
export const STAFF_READ_MODEL = 'accounts';

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
    { signal, position: readPosition(STAFF_READ_MODEL) },
  );
  const pageInfo = extra.pageInfo ?? { _page: filter.page, _size: filter.size, _count: data.length };
  return { rows: data, pageInfo };
}

export const staffListQueryOptions = (filter: StaffListFilter) =>
  queryOptions({
    queryKey: [STAFF_READ_MODEL, 'list', filter],
    queryFn: ({ signal }) => getStaffList(filter, signal),
    // Paging and searching keep the last rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export const useStaffList = (filter: StaffListFilter) => useQuery(staffListQueryOptions(filter));
