import { Intent } from '@blueprintjs/core';
import {
  isMessageKey,
  translate,
  type Locale,
  type QuotationStatus,
  type QuotingUnit,
} from '@packflow/contracts';

/**
 * Decimal text rounded half away from zero to `decimals` places, with thousands separators
 * (spec section 9). Worked on the digits, never through binary floating point, so money shows
 * exactly what the server computed. Text that is not a decimal is returned as it is.
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

/** A signed change: "+1,200.00", "-3.50", "0.00". */
export function formatDelta(text: string | null | undefined, decimals?: number): string {
  const value = formatDecimal(text, decimals);
  if (value === '—' || value.startsWith('-') || /^[0.,]+$/.test(value)) return value;
  return `+${value}`;
}

/** Spec section 9: the ratio against the final price has 0 decimals, against the loading price 2. */
export const formatRatio = (text: string | null | undefined, decimals = 0): string =>
  text === null || text === undefined || text === '' ? '—' : `${formatDecimal(text, decimals)}%`;

/** Sign of a decimal text: 1, -1 or 0. */
export function signOf(text: string | null | undefined): number {
  if (!text) return 0;
  const trimmed = text.trim();
  if (/^-?[0.]*$/.test(trimmed)) return 0;
  return trimmed.startsWith('-') ? -1 : 1;
}

/** |a| > |b| for decimal texts, compared on the digits. */
export function largerMagnitude(a: string, b: string): boolean {
  const scale = (text: string): bigint => {
    const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
    return BigInt((whole || '0') + fraction.padEnd(12, '0').slice(0, 12));
  };
  return scale(a) > scale(b);
}

/**
 * A calculator message (issue or breakdown line label) in the reader's language. The catalogue is
 * shared with the server; a key this console does not know yet shows as the key, not a crash.
 */
export function messageText(
  message: { key: string; params?: Record<string, string | number> },
  locale: Locale,
): string {
  return isMessageKey(message.key) ? translate(locale, message.key, message.params ?? {}) : message.key;
}

export const STATUS_INTENT: Record<QuotationStatus, Intent> = {
  pending: Intent.WARNING,
  approved: Intent.SUCCESS,
  rejected: Intent.DANGER,
};

/** The per-unit suffix of a unit price: "/piece", "/kg"... (translated by the caller's key). */
export const unitKey = (unit: QuotingUnit) => `quotations.unitSuffix.${unit}` as const;

/** A signed amount of money: "+¥1,200.00", "-$3.5000". */
export function formatSignedMoney(text: string, currency: string, decimals?: number): string {
  const money = formatMoney(text, currency, decimals);
  return signOf(text) > 0 ? `+${money}` : money;
}
