import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SessionView } from '@packflow/contracts';
import { api } from '../../../lib/api';

/** The same call and key as the shell's session view (GET /api/session), so they share one answer. */
const SESSION_VIEW_KEY = ['sysset', 'session'] as const;

/**
 * What the signed-in role may do, to offer only the actions it has (a supervisor may not claim).
 * Undefined until known: then everything is offered and the server decides.
 */
export function useMyPermissions(): ReadonlySet<string> | undefined {
  const { data } = useQuery({
    queryKey: SESSION_VIEW_KEY,
    queryFn: async ({ signal }) => (await api.get<SessionView>('session', {}, { signal })).data,
  });
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
