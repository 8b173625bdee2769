import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleView } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

/** The API's name for the roles read model in live events; every query key here starts with it. */
export const ROLES_READ_MODEL = 'roles';

export async function getRoles(signal?: AbortSignal): Promise<RoleView[]> {
  const { data } = await api.get<RoleView[]>(
    'admin/role',
    {},
    { signal, position: readPosition(ROLES_READ_MODEL) },
  );
  return data;
}

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: [ROLES_READ_MODEL, 'list'], queryFn: ({ signal }) => getRoles(signal) });

/** Every role with its permission set. */
export const useRoles = () => useQuery(rolesQueryOptions());
