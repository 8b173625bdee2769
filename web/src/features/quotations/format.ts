import { Intent } from '@blueprintjs/core';
import {
  formatDecimal,
  formatMoney,
  isMessageKey,
  translate,
  type Locale,
  type QuotationStatus,
  type QuotingUnit,
} from '@packflow/contracts';

export { formatDecimal, formatMoney, formatUnitPrice } from '@packflow/contracts';

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

/** A signed amount of money: "+¥1,200.00", "-$3.50". */
export function formatSignedMoney(text: string, currency: string): string {
  const money = formatMoney(text, currency);
  return signOf(text) > 0 ? `+${money}` : money;
}
