import type { TFunction } from 'i18next';
import type { CustomerView, Locale } from '@packflow/contracts';
import { formatDateTime } from '../../lib/format';

export { formatDay } from '../../lib/format';

/** A moment, or '' when there is none. */
export const formatWhen = (iso: string | null | undefined, locale: Locale): string =>
  iso ? formatDateTime(iso, locale) : '';

export const areaLabel = (area: string | null | undefined, t: TFunction): string =>
  area === 'Q' || area === 'L' || area === 'T' ? t(`customers.area.${area}`) : (area ?? '');

export const originLabel = (domestic: boolean, t: TFunction): string =>
  domestic ? t('customers.origin.domestic') : t('customers.origin.foreign');

export const genderLabel = (gender: string, t: TFunction): string =>
  gender === '男'
    ? t('customers.gender.male')
    : gender === '女'
      ? t('customers.gender.female')
      : t('customers.gender.none');

/** The owner's name, or "High seas" for a customer nobody owns. */
export const ownerLabel = (row: Pick<CustomerView, 'ownerId' | 'ownerName'>, t: TFunction): string =>
  row.ownerId === null ? t('customers.highSeas') : (row.ownerName ?? row.ownerId);

/** In the high seas and still inside the protection period after a release: nobody may claim it. */
export const isProtected = (row: Pick<CustomerView, 'protectedUntil'>, now: number = Date.now()): boolean =>
  row.protectedUntil !== null && Date.parse(row.protectedUntil) > now;

/** How a list names a customer in its buttons and questions. */
export const customerName = (row: Pick<CustomerView, 'name' | 'code'>): string => row.name || row.code;
