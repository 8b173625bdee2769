import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SYSSET_READ_MODELS, type SessionView } from '@packflow/contracts';
import { api } from './api';

/** Whether roles may be switched comes from the system settings, hence the read model's name. */
export const SESSION_VIEW_KEY = [SYSSET_READ_MODELS.sysset, 'session'] as const;

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

/**
 * What the signed-in role may do, to offer only the actions it has (a supervisor may not claim, nor
 * unlock by default). Undefined until known: then everything is offered and the server decides.
 * The same call and key as the shell's session view, so they share one answer.
 */
export function useMyPermissions(): ReadonlySet<string> | undefined {
  const { data } = useSessionView();
  const permissions = data?.permissions;
  return useMemo(
    () => (Array.isArray(permissions) ? new Set<string>(permissions) : undefined),
    [permissions],
  );
}

/** `may('POST@customer')`: true while the permissions are not known yet. */
export function useMay(): (permission: string) => boolean {
  const permissions = useMyPermissions();
  return (permission) => permissions === undefined || permissions.has(permission);
}
