import { queryOptions, useQuery } from '@tanstack/react-query';
import { SYSSET_READ_MODELS, type SyssetView } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

export async function getSysset(signal?: AbortSignal): Promise<SyssetView> {
  const { data } = await api.get<SyssetView>(
    'sysset',
    {},
    { signal, position: readPosition(SYSSET_READ_MODELS.sysset) },
  );
  return data;
}

export const syssetQueryOptions = () =>
  queryOptions({ queryKey: [SYSSET_READ_MODELS.sysset, 'view'], queryFn: ({ signal }) => getSysset(signal) });

export const useSysset = () => useQuery(syssetQueryOptions());
