import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SyssetView } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

/** The API's name for this read model in live events; every sysset query key starts with it. */
export const SYSSET_READ_MODEL = 'sysset';

export async function getSysset(signal?: AbortSignal): Promise<SyssetView> {
  const { data } = await api.get<SyssetView>(
    'sysset',
    {},
    { signal, position: readPosition(SYSSET_READ_MODEL) },
  );
  return data;
}

export const syssetQueryOptions = () =>
  queryOptions({ queryKey: [SYSSET_READ_MODEL, 'view'], queryFn: ({ signal }) => getSysset(signal) });

export const useSysset = () => useQuery(syssetQueryOptions());
