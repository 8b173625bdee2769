import Decimal from 'decimal.js';

/** The calculator's arithmetic: 34 significant digits, halves rounded up. */
const Dec = Decimal.clone({ precision: 34, rounding: Decimal.ROUND_HALF_UP });

/**
 * The final price of a quotation at an adjustment ratio: its calculated price as shown (in the
 * quotation's decimals) times the ratio as a percent, unrounded; `priceAtRatio` gives it as shown.
 * The calculator prices `price_end` so, and the ratio dialog shows the new price with it, so the
 * price a salesman sees before resubmitting is the price the server records.
 */
export function finalPriceAt(price: string, ratio: string): Decimal {
  return new Dec(price).times(new Dec(`${ratio}e-2`));
}

/** `finalPriceAt` in the quotation's decimals, or null when the price or the ratio is not a decimal. */
export function priceAtRatio(price: string, ratio: string, decimals: number): string | null {
  const decimal = /^-?\d+(\.\d+)?$/;
  if (!decimal.test(price.trim()) || !decimal.test(ratio.trim())) return null;
  return finalPriceAt(price.trim(), ratio.trim()).toFixed(decimals);
}
