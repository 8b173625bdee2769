import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from './page';
import { type ListExport, PagedTable, type TableColumn, type TablePageInfo } from './paged-table';

/** What a list page shows of its query: the page's rows, loading, and a failure. */
export interface PageQuery<Row> {
  data?: { rows: readonly Row[]; pageInfo: TablePageInfo } | undefined;
  isFetching: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
  error: Error | null;
}

/** What a QueryTablePage shows. */
export interface QueryTablePageProps<Row> {
  title: string;
  label: string;
  /** The touch-sized box's class (the feature's). */
  touchClass: string;
  query: PageQuery<Row>;
  onPage: (page: number, size: number) => void;
  columns: readonly TableColumn<Row>[];
  actions?: ((row: Row) => ReactNode) | undefined;
  rowKey: (row: Row) => string;
  empty: string;
  toolbar?: ReactNode;
  dialog: ReactNode;
  /** The list's route and filters, for its "Export to Excel". */
  exportList?: ListExport;
}

/**
 * A floor list's page (production, inspection): its title, the paged table of a query (cards on a
 * phone, in a touch-sized box of `touchClass`), the failure or the empty text in place of rows, and
 * the row's dialog while one is open.
 */
export function QueryTablePage<Row>({
  title,
  label,
  touchClass,
  query,
  onPage,
  columns,
  actions,
  rowKey,
  empty,
  toolbar,
  dialog,
  exportList,
}: QueryTablePageProps<Row>) {
  const { t } = useTranslation();
  return (
    <Page title={title}>
      <div className={touchClass}>
        <PagedTable
          phoneCards
          label={label}
          columns={columns}
          rows={query.data?.rows}
          pageInfo={query.data?.pageInfo}
          loading={query.isFetching && (query.isPlaceholderData || query.data === undefined)}
          onPage={onPage}
          rowKey={rowKey}
          actions={actions}
          empty={query.isError ? t('common.loadFailed', { message: query.error?.message ?? '' }) : empty}
          toolbar={toolbar}
          exportList={exportList}
        />
      </div>
      {dialog}
    </Page>
  );
}
