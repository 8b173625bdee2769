import './machine-console.css';
import type { TFunction } from 'i18next';
import type { Locale, ProductionJobRow } from '@packflow/contracts';
import type { TableColumn } from '../../../components/ui/paged-table';
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
    },
    { key: 'customer', title: t(`production.${list}.columns.customer`), render: (row) => row.customerName },
    {
      key: 'product',
      title: t(`production.${list}.columns.product`),
      render: (row) => `${productOf(row, t)} · ${t(`production.printingTypes.${row.printingType}`)}`,
    },
    {
      key: 'quantity',
      title: t(`production.${list}.columns.quantity`),
      render: (row) => <span className="pf-prod-num">{quantityOf(row, t, locale)}</span>,
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
