import { queryOptions, useQuery } from '@tanstack/react-query';
import { SYSSET_READ_MODELS, type LoginInfo } from '@packflow/contracts';
import { api } from '../../../lib/api';

export async function getLoginInfo(signal?: AbortSignal): Promise<LoginInfo> {
  return (await api.get<LoginInfo>('login/info', {}, { signal, anonymous: true })).data;
}

// The company and the licence come from the system settings, hence the read model's name.
export const loginInfoQueryOptions = () =>
  queryOptions({
    queryKey: [SYSSET_READ_MODELS.sysset, 'login-info'],
    queryFn: ({ signal }) => getLoginInfo(signal),
  });

export const useLoginInfo = () => useQuery(loginInfoQueryOptions());
