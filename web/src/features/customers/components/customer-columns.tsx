import type { TFunction } from 'i18next';
import type { CustomerView, Locale } from '@packflow/contracts';
import type { TableColumn } from '../../../components/ui/paged-table';
import type { Messages } from '../../../locales/en';
import { areaLabel, formatDay, formatWhen, originLabel, ownerLabel } from '../format';

type ColumnKey = keyof Messages['customers']['columns'];

/** Which list the columns are for. */
export interface CustomerListKind {
  scope: 'own' | 'high-seas';
  /** A supervisor's (or administrator's) maintenance list: every customer, with owner and grade. */
  supervisor: boolean;
}

/**
 * The columns of a customer list: code, name, enterprise, phone, domestic, source and area
 * everywhere; owned lists add when the customer was taken and when it will be released (a
 * supervisor's also owner and grade); the high seas add the end of the protection period.
 */
export function customerColumns(
  { scope, supervisor }: CustomerListKind,
  t: TFunction,
  locale: Locale,
): TableColumn<CustomerView>[] {
  const column = (
    key: ColumnKey,
    render: TableColumn<CustomerView>['render'],
    width?: number,
  ): TableColumn<CustomerView> => ({
    key,
    title: t(`customers.columns.${key}`),
    render,
    ...(width === undefined ? {} : { width }),
  });
  const basic = [
    column('code', (row) => row.code, 100),
    column('name', (row) => row.name),
    column('enterprise', (row) => row.enterprise),
    column('phone', (row) => row.phone, 130),
    column('domestic', (row) => originLabel(row.domestic, t), 90),
    column('source', (row) => row.source, 100),
    column('area', (row) => areaLabel(row.area, t), 70),
  ];
  const owned = [
    ...(supervisor
      ? [column('owner', (row) => ownerLabel(row, t), 110), column('grade', (row) => row.gradeName ?? '', 90)]
      : []),
    column('ownedSince', (row) => formatDay(row.ownedSince, locale), 120),
    column('releaseOn', (row) => formatDay(row.releaseOn, locale), 120),
  ];
  const highSeas = [column('protectedUntil', (row) => formatDay(row.protectedUntil, locale), 120)];
  const updated = column('updated', (row) => formatWhen(row.updatedAt, locale), 170);
  return [...basic, ...(scope === 'own' ? owned : highSeas), updated];
}
