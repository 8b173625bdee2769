import Decimal from 'decimal.js';

/** How far a final price is below the loading (break-even) price. */
export interface LoadingLoss {
  /** loading - final, in the prices' decimals. */
  loss: string;
  /** The loss as a percent of the loading price, 1 decimal. */
  percent: string;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
/** The decimals the text is written with ("1300.00": 2), which Decimal forgets. */
const placesOf = (text: string): number => text.trim().split('.')[1]?.length ?? 0;

/**
 * The loss a final price makes against the loading price, or null when it makes none (at or
 * above the loading price, or no loading price to judge by). Decimal text in, decimal text out:
 * approving a price below the loading price needs a second confirmation naming this loss.
 */
export function lossAgainstLoading(
  finalPrice: string | null | undefined,
  loadingPrice: string | null | undefined,
  decimals?: number,
): LoadingLoss | null {
  if (!finalPrice || !loadingPrice || !DECIMAL.test(finalPrice.trim()) || !DECIMAL.test(loadingPrice.trim()))
    return null;
  const end = new Decimal(finalPrice.trim());
  const loading = new Decimal(loadingPrice.trim());
  if (loading.lte(0) || end.gte(loading)) return null;
  const places = decimals ?? Math.max(placesOf(finalPrice), placesOf(loadingPrice));
  const loss = loading.minus(end);
  return {
    loss: loss.toFixed(places, Decimal.ROUND_HALF_UP),
    percent: loss.div(loading).times(100).toFixed(1, Decimal.ROUND_HALF_UP),
  };
}
