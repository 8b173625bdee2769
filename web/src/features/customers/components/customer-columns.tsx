import type { TFunction } from 'i18next';
import { CUSTOMER_AREAS, type CustomerView, type Locale } from '@packflow/contracts';
import { type ColumnExport, type TableColumn, labelsOf } from '../../../components/ui/paged-table';
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
    width: number | undefined,
    exported: ColumnExport,
  ): TableColumn<CustomerView> => ({
    key,
    title: t(`customers.columns.${key}`),
    render,
    ...(width === undefined ? {} : { width }),
    export: exported,
  });
  const origin = { true: t('customers.origin.domestic'), false: t('customers.origin.foreign') };
  const basic = [
    column('code', (row) => row.code, 100, { field: 'code' }),
    column('name', (row) => row.name, undefined, { field: 'name' }),
    column('enterprise', (row) => row.enterprise, undefined, { field: 'enterprise' }),
    column('phone', (row) => row.phone, 130, { field: 'phone' }),
    column('domestic', (row) => originLabel(row.domestic, t), 90, { field: 'domestic', labels: origin }),
    column('source', (row) => row.source, 100, { field: 'source' }),
    column('area', (row) => areaLabel(row.area, t), 70, {
      field: 'area',
      labels: labelsOf(CUSTOMER_AREAS, (a) => t(`customers.area.${a}`)),
    }),
  ];
  const owned = [
    ...(supervisor
      ? [
          column('owner', (row) => ownerLabel(row, t), 110, { field: 'ownerName' }),
          column('grade', (row) => row.gradeName ?? '', 90, { field: 'gradeName' }),
        ]
      : []),
    column('ownedSince', (row) => formatDay(row.ownedSince, locale), 120, {
      field: 'ownedSince',
      kind: 'date',
    }),
    column('releaseOn', (row) => formatDay(row.releaseOn, locale), 120, { field: 'releaseOn', kind: 'date' }),
  ];
  const highSeas = [
    column('protectedUntil', (row) => formatDay(row.protectedUntil, locale), 120, {
      field: 'protectedUntil',
      kind: 'date',
    }),
  ];
  const updated = column('updated', (row) => formatWhen(row.updatedAt, locale), 170, {
    field: 'updatedAt',
    kind: 'datetime',
  });
  return [...basic, ...(scope === 'own' ? owned : highSeas), updated];
}
