import { queryOptions, useQuery } from '@tanstack/react-query';
import { FORUM_READ_MODELS, type MenusAnswer } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/**
 * The signed-in role's menu, for /Home's links to the person's screens. The same call and key as
 * the shell's menu (features/menus), so both share one answer and one request.
 */
const startMenusQueryOptions = (role: string | undefined) =>
  queryOptions({
    queryKey: [FORUM_READ_MODELS.forumSections, 'menus', role],
    queryFn: async ({ signal }) => (await api.get<MenusAnswer>('menus', {}, { signal })).data,
  });

export function useStartMenus() {
  const role = useSession()?.user.role;
  return useQuery(startMenusQueryOptions(role));
}
