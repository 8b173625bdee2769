import './machine-console.css';
import type { TFunction } from 'i18next';
import {
  BAG_TYPES,
  type Locale,
  PRINTING_TYPES,
  type ProductionJobRow,
  QUOTING_UNITS,
} from '@packflow/contracts';
import { type TableColumn, labelsOf } from '../../../components/ui/paged-table';
import { QueryTablePage, type QueryTablePageProps } from '../../../components/ui/query-table-page';

/** "Stand-up pouch" or "Roll film". */
export const productOf = (row: Pick<ProductionJobRow, 'make' | 'bagType'>, t: TFunction): string =>
  row.make === 'coiled' || !row.bagType
    ? t(`production.makes.${row.make}`)
    : t(`production.bagTypes.${row.bagType}`);

/** "10,000 pcs". */
export const quantityOf = (
  row: Pick<ProductionJobRow, 'quantity' | 'unit'>,
  t: TFunction,
  locale: Locale,
): string =>
  `${row.quantity.toLocaleString(locale === 'cn' ? 'zh-CN' : 'en-US')} ${t(`production.unitSuffix.${row.unit as 'piece'}`)}`;

/**
 * The columns every production job list starts with: the order's number (a link that opens the
 * job), its customer, its product with the printing type, and its quantity; titled from
 * production.<list>.columns.
 */
export function jobColumns(
  list: 'review' | 'schedule',
  t: TFunction,
  locale: Locale,
  open: (orderId: string) => void,
): TableColumn<ProductionJobRow>[] {
  return [
    {
      key: 'number',
      title: t(`production.${list}.columns.number`),
      render: (row) => (
        <a
          href="#"
          onClick={(event) => {
            event.preventDefault();
            open(row.orderId);
          }}
        >
          {row.number}
        </a>
      ),
      width: 200,
      export: { field: 'number' },
    },
    {
      key: 'customer',
      title: t(`production.${list}.columns.customer`),
      render: (row) => row.customerName,
      export: { field: 'customerName' },
    },
    {
      key: 'product',
      title: t(`production.${list}.columns.product`),
      render: (row) => `${productOf(row, t)} · ${t(`production.printingTypes.${row.printingType}`)}`,
      // A bag's type, or roll film; then its printing type.
      export: {
        field: ['make', 'bagType', 'printingType'],
        labels: {
          bag: '',
          coiled: t('production.makes.coiled'),
          ...labelsOf(BAG_TYPES, (b) => t(`production.bagTypes.${b}`)),
          ...labelsOf(PRINTING_TYPES, (p) => t(`production.printingTypes.${p}`)),
        },
      },
    },
    {
      key: 'quantity',
      title: t(`production.${list}.columns.quantity`),
      render: (row) => <span className="pf-prod-num">{quantityOf(row, t, locale)}</span>,
      export: {
        field: ['quantity', 'unit'],
        labels: labelsOf(QUOTING_UNITS, (u) => t(`production.unitSuffix.${u}`)),
      },
    },
  ];
}

/**
 * A production job list's page: its title, the paged table (cards on a phone, touch sized), the
 * failure or the empty text in place of rows, and the job's dialog while one is open.
 */
export const JobListPage = (props: Omit<QueryTablePageProps<ProductionJobRow>, 'touchClass' | 'rowKey'>) => (
  <QueryTablePage {...props} touchClass="pf-prod-touch" rowKey={(row) => row.orderId} />
);
