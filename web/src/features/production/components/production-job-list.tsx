import './machine-console.css';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Locale, ProductionJobRow } from '@packflow/contracts';
import { Page } from '../../../components/ui/page';
import { PagedTable, type TableColumn, type TablePageInfo } from '../../../components/ui/paged-table';

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

/** What a job list shows of its query: the page's rows, loading, and a failure. */
interface JobQuery {
  data?: { rows: readonly ProductionJobRow[]; pageInfo: TablePageInfo } | undefined;
  isFetching: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
  error: Error | null;
}

/**
 * A production job list's page: its title, the paged table (cards on a phone, touch sized), the
 * failure or the empty text in place of rows, and the job's dialog while one is open.
 */
export function JobListPage({
  title,
  label,
  query,
  onPage,
  columns,
  actions,
  empty,
  toolbar,
  dialog,
}: {
  title: string;
  label: string;
  query: JobQuery;
  onPage: (page: number, size: number) => void;
  columns: readonly TableColumn<ProductionJobRow>[];
  actions: (row: ProductionJobRow) => ReactNode;
  empty: string;
  toolbar: ReactNode;
  dialog: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Page title={title}>
      <div className="pf-prod-touch">
        <PagedTable
          phoneCards
          label={label}
          columns={columns}
          rows={query.data?.rows}
          pageInfo={query.data?.pageInfo}
          loading={query.isFetching && (query.isPlaceholderData || query.data === undefined)}
          onPage={onPage}
          rowKey={(row) => row.orderId}
          actions={actions}
          empty={query.isError ? t('common.loadFailed', { message: query.error?.message ?? '' }) : empty}
          toolbar={toolbar}
        />
      </div>
      {dialog}
    </Page>
  );
}
