import { languageTag } from './i18n';
import type { Locale } from '@packflow/contracts';

/** A moment (ISO text) as the reader's language writes date and time. */
export function formatDateTime(iso: string, locale: Locale): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** A day (ISO moment or date), as the reader's language writes dates; '' when there is none. */
export function formatDay(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'medium' }).format(at);
}
