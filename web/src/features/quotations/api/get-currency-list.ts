import { useQuery } from '@tanstack/react-query';
import {
  CATALOG_READ_MODELS,
  type CurrencyEntry,
  DEFAULT_SETTINGS,
  type SettingsView,
} from '@packflow/contracts';
import { api } from '../../../lib/api';

/**
 * GET settings/currency: the currency list, one entry per price locale (cn: yuan, en: the
 * currency the en entry names). The defaults until it is known, or when it cannot be read.
 */
export const useCurrencyList = () =>
  useQuery({
    queryKey: [CATALOG_READ_MODELS.settings, 'currency'],
    queryFn: async ({ signal }): Promise<readonly Pick<CurrencyEntry, 'label' | 'currency'>[]> => {
      const { data } = await api.get<SettingsView<'currency'>>('settings/currency', {}, { signal });
      return data?.values?.entries ?? DEFAULT_SETTINGS.currency.entries;
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
