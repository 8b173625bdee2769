import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_QUERY_KEY, type HomeAnswer } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

export const homeQueryOptions = (role: string | undefined) =>
  queryOptions({
    queryKey: [HOME_QUERY_KEY, role],
    queryFn: async ({ signal }) => (await api.get<HomeAnswer>('home', {}, { signal })).data,
  });

/** GET /api/home: the signed-in role's tiles. */
export function useHome() {
  const role = useSession()?.user.role;
  return useQuery(homeQueryOptions(role));
}
