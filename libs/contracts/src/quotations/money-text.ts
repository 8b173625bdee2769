import { MONEY_DECIMALS } from './ratio-price';

/**
 * Decimal text rounded half away from zero to `decimals` places, with thousands separators
 * (spec section 9). Worked on the digits, never through binary floating point, so money shows
 * exactly what the server computed, on a screen and in a document alike. Text that is not a
 * decimal is returned as it is; nothing at all is shown as '—'.
 */
export function formatDecimal(text: string | number | null | undefined, decimals?: number): string {
  if (text === null || text === undefined || text === '') return '—';
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(String(text).trim());
  if (!match) return String(text);
  const [, sign = '', whole = '', fraction = ''] = match;
  const places = decimals ?? fraction.length;
  let scaled = BigInt((whole || '0') + fraction.padEnd(places, '0').slice(0, places));
  if ((fraction[places] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(places + 1, '0');
  const integer = digits.slice(0, digits.length - places).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = sign === '-' && scaled !== 0n;
  return `${negative ? '-' : ''}${integer}${places > 0 ? `.${digits.slice(-places)}` : ''}`;
}

const SYMBOLS: Record<string, string> = { CNY: '¥', USD: '$' };

const withSymbol = (amount: string, currency: string): string => {
  if (amount === '—') return amount;
  const symbol = SYMBOLS[currency] ?? `${currency} `;
  return amount.startsWith('-') ? `-${symbol}${amount.slice(1)}` : `${symbol}${amount}`;
};

/**
 * Money (an amount, a total, a receipt) in its currency, with 2 decimals in every currency (spec
 * section 9): "¥12,345.60", "$1,538.33". The one money formatter of screens and documents.
 */
export const formatMoney = (text: string | null | undefined, currency: string): string =>
  withSymbol(formatDecimal(text, MONEY_DECIMALS), currency);

/**
 * A unit price in its currency, to the decimals it is priced in (spec section 9: 2 in yuan, 4 in
 * dollars; by default the text's own, never fewer than money's 2): "¥0.55", "¥0.50", "$0.1235".
 */
export const formatUnitPrice = (
  text: string | null | undefined,
  currency: string,
  decimals?: number,
): string => {
  const own = (String(text ?? '').split('.')[1] ?? '').length;
  return withSymbol(formatDecimal(text, decimals ?? Math.max(MONEY_DECIMALS, own)), currency);
};
