import { DEFAULT_LOCALE, type Locale, toLocale } from '@packflow/contracts';
import type { Request } from 'express';

/** The caller's language: the Locale header, else the browser's Accept-Language, else cn. */
export function localeOf(req: Request): Locale {
  return (
    toLocale(req.header('locale')) ?? toLocale(req.header('accept-language')?.split(',')[0]) ?? DEFAULT_LOCALE
  );
}
