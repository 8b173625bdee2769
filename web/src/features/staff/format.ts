import type { Locale } from '@packflow/contracts';
import { formatDateTime } from '../../lib/format';

/** A moment, or `none` when there is none. */
export const formatWhen = (iso: string | null | undefined, locale: Locale, none = ''): string =>
  iso ? formatDateTime(iso, locale) : none;
