import { useMutation, useQuery } from '@tanstack/react-query';
import { type MapConfigView, type MapPlace, SYSSET_READ_MODELS } from '@packflow/contracts';
import { api } from '../../lib/api';

/** The provider /Sysset names (tiles, whether search answers); the settings' read model keys it. */
export const mapConfigKey = [SYSSET_READ_MODELS.sysset, 'map-config'] as const;

export async function getMapConfig(signal?: AbortSignal): Promise<MapConfigView> {
  return (await api.get<MapConfigView>('map/config', {}, { signal })).data;
}

export const useMapConfig = () =>
  useQuery({ queryKey: mapConfigKey, queryFn: ({ signal }) => getMapConfig(signal), staleTime: 60_000 });

/** GET map/search: the API asks the provider with the key, which never reaches the browser. */
export async function searchPlaces(keyword: string, city = ''): Promise<MapPlace[]> {
  return (await api.get<MapPlace[]>('map/search', city ? { keyword, city } : { keyword })).data;
}

export const useSearchPlaces = () =>
  useMutation({
    mutationFn: ({ keyword, city }: { keyword: string; city?: string }) => searchPlaces(keyword, city),
  });
