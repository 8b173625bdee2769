import type { Locale } from '../locale';
import { formatMoney } from '../quotations/money-text';
import { cn } from './cn';
import { en, type MessageKey } from './en';

export { cn, en, type MessageKey };
export const catalogs: Record<Locale, Record<MessageKey, string>> = { cn, en };

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}

/**
 * The message for a key in a language, with {placeholders} filled in. A {name:money} placeholder
 * shows its amount as money in the `currency` parameter ('¥1,200.50', 2 decimals: README, 'Domain
 * rules'), so a refusal keeps plain amounts in its parameters and still reads as the screens do.
 */
export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogs[locale][key].replace(/\{(\w+)(:money)?\}/g, (whole, name: string, money?: string) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    return money ? formatMoney(value, String(params.currency ?? '')) : value;
  });
}
