import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenusAnswer } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/** Besides the role, the menu changes with the forum sections; their live events refetch it. */
export const MENUS_READ_MODEL = 'forum_sections';

export async function getMenus(signal?: AbortSignal): Promise<MenusAnswer> {
  return (await api.get<MenusAnswer>('menus', {}, { signal })).data;
}

export const menusQueryOptions = (role: string | undefined) =>
  queryOptions({ queryKey: [MENUS_READ_MODEL, 'menus', role], queryFn: ({ signal }) => getMenus(signal) });

/** The signed-in role's menu and landing page. */
export function useMenus() {
  const role = useSession()?.user.role;
  return useQuery(menusQueryOptions(role));
}
