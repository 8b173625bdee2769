import Decimal from 'decimal.js';

/** The calculator's arithmetic: 34 significant digits, halves rounded up. */
const Dec = Decimal.clone({ precision: 34, rounding: Decimal.ROUND_HALF_UP });

/** Money (an amount, a total) has 2 decimals in every currency (spec section 9). */
export const MONEY_DECIMALS = 2;

/**
 * The pricing rule (README, "Quotation prices"): the unit price a customer sees is the price,
 * fixed when the quotation is priced (2 decimals in yuan, 4 in dollars), and every amount is that
 * unit price times the quantity, in cents. One function, so a quotation, its contract line, its
 * order and a supplementary order of it all multiply out the same way.
 */
export function amountOf(unitPrice: string, quantity: number | string): string {
  return new Dec(unitPrice).times(new Dec(quantity)).toFixed(MONEY_DECIMALS);
}

/** Amounts added up (a contract's total): each is already in cents, so the sum is exact. */
export const sumOf = (amounts: readonly string[]): string =>
  amounts.reduce((sum, amount) => sum.plus(amount), new Dec(0)).toFixed(MONEY_DECIMALS);

/**
 * The final unit price at an adjustment ratio: the calculated unit price as shown (in the
 * quotation's decimals) times the ratio as a percent, unrounded; `priceAtRatio` gives it as shown.
 * The calculator prices `price_unit_end` so, and the ratio dialog shows the new price with it, so
 * the price a salesman sees before resubmitting is the price the server records.
 */
export function finalPriceAt(unitPrice: string, ratio: string): Decimal {
  return new Dec(unitPrice).times(new Dec(`${ratio}e-2`));
}

/**
 * The final unit price at a ratio in the quotation's decimals, and its amount for the quantity;
 * null when the price or the ratio is not a decimal.
 */
export function priceAtRatio(
  unitPrice: string,
  ratio: string,
  decimals: number,
  quantity: number,
): { unit: string; amount: string } | null {
  const decimal = /^-?\d+(\.\d+)?$/;
  if (!decimal.test(unitPrice.trim()) || !decimal.test(ratio.trim())) return null;
  const unit = finalPriceAt(unitPrice.trim(), ratio.trim()).toFixed(decimals);
  return { unit, amount: amountOf(unit, quantity) };
}
