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

/** Money in the quotation's currency: "¥12,345.60" or "$1,234.5678". */
export const formatMoney = (text: string | null | undefined, currency: string, decimals?: number): string => {
  const amount = formatDecimal(text, decimals);
  if (amount === '—') return amount;
  const symbol = SYMBOLS[currency] ?? `${currency} `;
  return amount.startsWith('-') ? `-${symbol}${amount.slice(1)}` : `${symbol}${amount}`;
};
