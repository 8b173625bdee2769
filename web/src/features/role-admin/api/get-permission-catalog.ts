import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, PermissionCatalog } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { ROLES_READ_MODEL } from './get-roles';

/** All permissions grouped by app, then module; the summaries come in the request's language. */
export async function getPermissionCatalog(signal?: AbortSignal): Promise<PermissionCatalog> {
  return (await api.get<PermissionCatalog>('admin/permission', {}, { signal })).data;
}

export const permissionCatalogQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [ROLES_READ_MODEL, 'catalog', locale],
    queryFn: ({ signal }) => getPermissionCatalog(signal),
    // The catalogue is the API's own route list: it changes with a new release, not while we look.
    staleTime: Infinity,
  });

export const usePermissionCatalog = (locale: Locale) => useQuery(permissionCatalogQueryOptions(locale));
