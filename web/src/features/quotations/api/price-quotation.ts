import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CATALOG_READ_MODELS, type PriceOutcomeView } from '@packflow/contracts';
import { api, type Params } from '../../../lib/api';

/** POST quotation/price: the calculator's answer for the wizard's inputs; nothing is saved. */
export async function priceQuotation(form: Params, signal?: AbortSignal): Promise<PriceOutcomeView> {
  return (await api.post<PriceOutcomeView>('quotation/price', form, { signal })).data;
}

/** Every preview's key starts with this (under 'catalog', so a change of materials reprices). */
export const PRICE_PREVIEW_KEY = [CATALOG_READ_MODELS.catalog, 'price'] as const;

/**
 * The price of `form` (already debounced by the caller), or nothing while it is null. While the
 * next answer loads, the last one stays (placeholder), so the figures do not blink as the user types.
 */
export const usePricePreview = (form: Params | null) =>
  useQuery({
    queryKey: [...PRICE_PREVIEW_KEY, form],
    queryFn: ({ signal }) => priceQuotation(form ?? {}, signal),
    enabled: form !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
