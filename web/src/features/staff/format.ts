import type { Locale } from '@packflow/contracts';
import { formatDateTime } from '../../lib/format';
import { languageTag } from '../../lib/i18n';

/** Spec section 9: money with 2 decimals and thousands separators ('12,345.60'); '' when there is none. */
export function formatMoney(value: string | number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = Number(value);
  if (!Number.isFinite(amount)) return String(value);
  return new Intl.NumberFormat(languageTag(locale), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(amount);
}

/** A moment, or `none` when there is none. */
export const formatWhen = (iso: string | null | undefined, locale: Locale, none = ''): string =>
  iso ? formatDateTime(iso, locale) : none;
