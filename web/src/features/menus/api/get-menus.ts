import { queryOptions, useQuery } from '@tanstack/react-query';
import { FORUM_READ_MODELS, type MenusAnswer } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

export async function getMenus(signal?: AbortSignal): Promise<MenusAnswer> {
  return (await api.get<MenusAnswer>('menus', {}, { signal })).data;
}

export const menusQueryOptions = (role: string | undefined) =>
  queryOptions({
    queryKey: [FORUM_READ_MODELS.forumSections, 'menus', role],
    queryFn: ({ signal }) => getMenus(signal),
  });

/** The signed-in role's menu and landing page. */
export function useMenus() {
  const role = useSession()?.user.role;
  return useQuery(menusQueryOptions(role));
}
