import type { Locale } from '@packflow/contracts';

/**
 * "English · US Dollar", "英语 · 美元": the quotation's language and currency named in the reader's
 * language, not as codes.
 */
export function localeAndCurrency(quoted: Locale, currency: string, reader: Locale): string {
  const lang = reader === 'cn' ? 'zh-CN' : 'en';
  const name = (type: 'language' | 'currency', code: string): string => {
    try {
      return new Intl.DisplayNames([lang], { type }).of(code) ?? code;
    } catch {
      return code; // a code the browser does not know
    }
  };
  return `${name('language', quoted === 'cn' ? 'zh' : 'en')} · ${name('currency', currency)}`;
}
