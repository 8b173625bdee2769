import { queryOptions, useQuery } from '@tanstack/react-query';
import { IDENTITY_READ_MODELS, type RoleView } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

export async function getRoles(signal?: AbortSignal): Promise<RoleView[]> {
  const { data } = await api.get<RoleView[]>(
    'admin/role',
    {},
    { signal, position: readPosition(IDENTITY_READ_MODELS.roles) },
  );
  return data;
}

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: [IDENTITY_READ_MODELS.roles, 'list'], queryFn: ({ signal }) => getRoles(signal) });

/** Every role with its permission set. */
export const useRoles = () => useQuery(rolesQueryOptions());
