import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionView } from '@packflow/contracts';
import { api } from '../../../lib/api';

/** Whether roles may be switched comes from the system settings, hence the read model's name. */
export const SESSION_VIEW_KEY = ['sysset', 'session'] as const;

export async function getSessionView(signal?: AbortSignal): Promise<SessionView> {
  return (await api.get<SessionView>('session', {}, { signal })).data;
}

export const sessionViewQueryOptions = () =>
  queryOptions({ queryKey: SESSION_VIEW_KEY, queryFn: ({ signal }) => getSessionView(signal) });

/** GET /api/session: the signed-in person, their roles and what the shell draws itself with. */
export const useSessionView = () => useQuery(sessionViewQueryOptions());

/**
 * Spec section 6: the 'switch role' menu appears if the show-roles setting is on, the person has
 * more than one role and their country is cn.
 */
export const maySwitchRoles = (view: SessionView): boolean =>
  view.showRoles && view.roles.length > 1 && view.user.country === 'cn';
