import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HighSeasSettings } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

/** The API's name for the high-seas settings read model in live events; every key here starts with it. */
export const HIGHSEAS_SETTINGS_READ_MODEL = 'highseas_settings';

export type HighSeasSettingsView = HighSeasSettings & {
  version: number;
  updatedAt: string | null;
  updatedByName: string | null;
};

export async function getHighSeasSettings(signal?: AbortSignal): Promise<HighSeasSettingsView> {
  const { data } = await api.get<HighSeasSettingsView>(
    'customer-setting',
    {},
    { signal, position: readPosition(HIGHSEAS_SETTINGS_READ_MODEL) },
  );
  return data;
}

export const highSeasSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [HIGHSEAS_SETTINGS_READ_MODEL, 'view'],
    queryFn: ({ signal }) => getHighSeasSettings(signal),
  });

export const useHighSeasSettings = () => useQuery(highSeasSettingsQueryOptions());
