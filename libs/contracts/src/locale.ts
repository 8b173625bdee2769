/** Interface languages (spec section 1): Chinese (cn) or English (en). */
export const LOCALES = ['cn', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'cn';

export function toLocale(value: string | undefined | null): Locale | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase();
  if (v === 'cn' || v.startsWith('zh')) return 'cn';
  if (v === 'en' || v.startsWith('en')) return 'en';
  return undefined;
}
