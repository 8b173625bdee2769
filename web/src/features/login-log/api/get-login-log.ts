import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { IDENTITY_READ_MODELS, type LoginLogEntry } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

export type LoginResult = LoginLogEntry['result'];

export interface LoginLogFilter {
  /** Part of a username. */
  keyword: string;
  result: LoginResult | '';
  /** YYYY-MM-DD, or '' for no bound; `to` includes the whole day. */
  from: string;
  to: string;
  page: number;
  size: number;
}

export interface LoginLogPage {
  rows: LoginLogEntry[];
  pageInfo: { _page: number; _size: number; _count: number };
}

/** Every login attempt, newest first (the server's order). */
export async function getLoginLog(filter: LoginLogFilter, signal?: AbortSignal): Promise<LoginLogPage> {
  const { data, extra } = await api.get<LoginLogEntry[]>(
    'login/log',
    {
      keyword: filter.keyword || undefined,
      result: filter.result || undefined,
      from: filter.from || undefined,
      to: filter.to || undefined,
      _page: filter.page,
      _size: filter.size,
    },
    { signal, position: readPosition(IDENTITY_READ_MODELS.loginLog) },
  );
  const pageInfo = extra.pageInfo ?? { _page: filter.page, _size: filter.size, _count: data.length };
  return { rows: data, pageInfo };
}

export const loginLogQueryOptions = (filter: LoginLogFilter) =>
  queryOptions({
    queryKey: [IDENTITY_READ_MODELS.loginLog, 'list', filter],
    queryFn: ({ signal }) => getLoginLog(filter, signal),
    placeholderData: keepPreviousData,
  });

export const useLoginLog = (filter: LoginLogFilter) => useQuery(loginLogQueryOptions(filter));
