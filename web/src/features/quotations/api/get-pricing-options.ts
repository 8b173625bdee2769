import { useQuery } from '@tanstack/react-query';
import type {
  BeanBalance,
  CatalogItem,
  CatalogKind,
  MakeMap,
  QuotationRange,
  SettingsView,
} from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';
import { BEANS_READ_MODEL, CATALOG_READ_MODEL, SETTINGS_READ_MODEL } from './read-models';

/** Settings change rarely; a live 'catalog' event refetches them anyway. */
const SETTINGS_STALE_MS = 5 * 60_000;

/** GET make: the bag types with their names and the printing types that make them. */
export const useMakeMap = () =>
  useQuery({
    queryKey: [CATALOG_READ_MODEL, 'make'],
    queryFn: async ({ signal }) => (await api.get<MakeMap>('make', {}, { signal })).data ?? {},
    staleTime: SETTINGS_STALE_MS,
  });

/** GET catalog/:kind: one catalogue's items (materials of a kind, an accessory, knife styles, bag types). */
export const useCatalog = <K extends CatalogKind>(kind: K) =>
  useQuery({
    queryKey: [CATALOG_READ_MODEL, 'items', kind],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<CatalogItem<K>[]>(`catalog/${kind}`, {}, { signal });
      return Array.isArray(data) ? data : [];
    },
    staleTime: SETTINGS_STALE_MS,
  });

/** GET settings/quotation: the ratios that apply without a supervisor's review. */
export const useRatioRange = () =>
  useQuery({
    queryKey: [SETTINGS_READ_MODEL, 'quotation'],
    queryFn: async ({ signal }): Promise<QuotationRange> =>
      (await api.get<SettingsView<'quotation'>>('settings/quotation', {}, { signal })).data.values,
    staleTime: SETTINGS_STALE_MS,
  });

/** GET golden-bean/balance: the signed-in account's beans, the fee and whether quoting is blocked. */
export const useBeanBalance = () =>
  useQuery({
    queryKey: [BEANS_READ_MODEL, 'balance'],
    queryFn: async ({ signal }) =>
      (
        await api.get<BeanBalance>(
          'golden-bean/balance',
          {},
          { signal, position: readPosition(BEANS_READ_MODEL) },
        )
      ).data,
  });
