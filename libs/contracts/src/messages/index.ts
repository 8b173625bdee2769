import type { Locale } from '../locale';
import { cn } from './cn';
import { en, type MessageKey } from './en';

export { cn, en, type MessageKey };
export const catalogs: Record<Locale, Record<MessageKey, string>> = { cn, en };

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}

/** The message for a key in a language, with {placeholders} filled in. */
export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogs[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
