import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import {
  CATALOG_READ_MODELS,
  GOLDEN_BEAN_READ_MODELS,
  type BeanBalance,
  type CatalogItem,
  type CatalogKind,
  type MakeMap,
  type PriceReviewer,
  type QuotationRange,
  type SettingsView,
} from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

/** Settings change rarely; a live 'catalog' event refetches them anyway. */
const SETTINGS_STALE_MS = 5 * 60_000;

/** GET make: the bag types with their names and the printing types that make them. */
export const useMakeMap = () =>
  useQuery({
    queryKey: [CATALOG_READ_MODELS.catalog, 'make'],
    queryFn: async ({ signal }) => (await api.get<MakeMap>('make', {}, { signal })).data ?? {},
    staleTime: SETTINGS_STALE_MS,
  });

/** GET catalog/:kind: one catalogue's items (materials of a kind, an accessory, knife styles, bag types). */
export const useCatalog = <K extends CatalogKind>(kind: K) =>
  useQuery({
    queryKey: [CATALOG_READ_MODELS.catalog, 'items', kind],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<CatalogItem<K>[]>(`catalog/${kind}`, {}, { signal });
      return Array.isArray(data) ? data : [];
    },
    staleTime: SETTINGS_STALE_MS,
  });

/** The allowed range, and who reviews the reader's prices outside it (the server says; absent for non-quoters). */
export type RatioRange = QuotationRange & { reviewedBy?: PriceReviewer | undefined };

/** GET settings/quotation: the ratios that apply without review, and who reviews the rest. */
export const useRatioRange = () =>
  useQuery({
    queryKey: [CATALOG_READ_MODELS.settings, 'quotation'],
    queryFn: async ({ signal }): Promise<RatioRange> => {
      const { data } = await api.get<SettingsView<'quotation'>>('settings/quotation', {}, { signal });
      return { ...data.values, reviewedBy: data.reviewedBy };
    },
    staleTime: SETTINGS_STALE_MS,
  });

/** The words naming who reviews a price outside the range, for the texts' {{reviewer}}. */
export const reviewerWords = (t: TFunction, reviewedBy: PriceReviewer | undefined): { reviewer: string } => ({
  reviewer: t(`quotations.reviewers.${reviewedBy ?? 'unknown'}`),
});

/** GET golden-bean/balance: the signed-in account's beans, the fee and whether quoting is blocked. */
export const useBeanBalance = () =>
  useQuery({
    queryKey: [GOLDEN_BEAN_READ_MODELS.goldenBeans, 'balance'],
    queryFn: async ({ signal }) =>
      (
        await api.get<BeanBalance>(
          'golden-bean/balance',
          {},
          { signal, position: readPosition(GOLDEN_BEAN_READ_MODELS.goldenBeans) },
        )
      ).data,
  });
