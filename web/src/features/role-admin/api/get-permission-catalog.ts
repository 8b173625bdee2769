import { queryOptions, useQuery } from '@tanstack/react-query';
import { IDENTITY_READ_MODELS, type Locale, type PermissionCatalog } from '@packflow/contracts';
import { api } from '../../../lib/api';

/** All permissions grouped by app, then module; the summaries come in the request's language. */
export async function getPermissionCatalog(signal?: AbortSignal): Promise<PermissionCatalog> {
  return (await api.get<PermissionCatalog>('admin/permission', {}, { signal })).data;
}

export const permissionCatalogQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [IDENTITY_READ_MODELS.roles, 'catalog', locale],
    queryFn: ({ signal }) => getPermissionCatalog(signal),
    // The catalogue is the API's own route list: it changes with a new release, not while we look.
    staleTime: Infinity,
  });

export const usePermissionCatalog = (locale: Locale) => useQuery(permissionCatalogQueryOptions(locale));
