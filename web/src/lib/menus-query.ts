import { queryOptions, useQuery } from '@tanstack/react-query';
import { FORUM_READ_MODELS, type MenusAnswer } from '@packflow/contracts';
import { api } from './api';
import { useSession } from './session';

export async function getMenus(signal?: AbortSignal): Promise<MenusAnswer> {
  return (await api.get<MenusAnswer>('menus', {}, { signal })).data;
}

export const menusQueryOptions = (role: string | undefined) =>
  queryOptions({
    queryKey: [FORUM_READ_MODELS.forumSections, 'menus', role],
    queryFn: ({ signal }) => getMenus(signal),
  });

/** The signed-in role's menu and landing page: one query for the shell and every screen that links to pages. */
export function useMenus() {
  const role = useSession()?.user.role;
  return useQuery(menusQueryOptions(role));
}
