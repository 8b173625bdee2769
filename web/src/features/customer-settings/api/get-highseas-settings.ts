import { queryOptions, useQuery } from '@tanstack/react-query';
import { CUSTOMER_READ_MODELS, type HighSeasSettings } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

export type HighSeasSettingsView = HighSeasSettings & {
  version: number;
  /** The stream revision the values reflect (-1: never saved): a save sends it back. */
  revision?: number;
  updatedAt: string | null;
  updatedByName: string | null;
};

export async function getHighSeasSettings(signal?: AbortSignal): Promise<HighSeasSettingsView> {
  const { data } = await api.get<HighSeasSettingsView>(
    'customer-setting',
    {},
    { signal, position: readPosition(CUSTOMER_READ_MODELS.highSeasSettings) },
  );
  return data;
}

export const highSeasSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [CUSTOMER_READ_MODELS.highSeasSettings, 'view'],
    queryFn: ({ signal }) => getHighSeasSettings(signal),
  });

export const useHighSeasSettings = () => useQuery(highSeasSettingsQueryOptions());
