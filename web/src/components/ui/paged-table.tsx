import './widgets.css';
import { useCallback, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Classes, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { InboxIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../lib/use-media';
import { type ColumnExport, ExportButton, type ListExport } from './export-button';
import { DEFAULT_PAGE_SIZE, Pager } from './pager';

export { DEFAULT_PAGE_SIZE };
export type { ColumnExport, ListExport };
export { labelsOf } from './export-button';

/** Spec section 9: the page sizes a table offers (the same list as the Pager's). */
export const PAGE_SIZES: readonly number[] = [5, 10, 15, 20, 30, 50, 100, 200, 300, 400];

/** Tall enough for Chinese text at 14px, and for a small button in an actions cell. */
export const DEFAULT_ROW_HEIGHT = 36;
/** The widest a cell's text grows before it is cut, unless its column allows more (widgets.css). */
export const MAX_CELL_WIDTH = 320;
/** Skeleton rows while the first page loads. */
const SKELETON_ROWS = 5;

export interface TableColumn<Row> {
  /** Stable id of the column: what the column chooser stores. */
  key: string;
  /** Header text, already translated. */
  title: string;
  render: (row: Row, rowIndex: number) => ReactNode;
  /**
   * Pixels: the widest this column grows to fit its text, which beyond that ends in an ellipsis
   * (shown whole on hover). Never less than MAX_CELL_WIDTH, so a short text is never cut: columns
   * fit their content, and share any room left in the table's width.
   */
  width?: number;
  /** How the column is written to Excel (its value's path in the row, kind, words); false or absent: left out. */
  export?: ColumnExport | false;
}

/** The part of the server's `extra.pageInfo` a table needs. */
export interface TablePageInfo {
  _page: number;
  _size: number;
  _count: number;
  /** `_count` is a lower bound: more rows than that. */
  _countAtLeast?: boolean | undefined;
}

export interface PagedTableProps<Row> {
  columns: readonly TableColumn<Row>[];
  /** The current page's rows; undefined before the first answer. */
  rows: readonly Row[] | undefined;
  /** From the answer's `extra.pageInfo`; while the next page loads the last one stays shown. */
  pageInfo: TablePageInfo | undefined;
  /** Shows skeleton cells (over the old rows while another page loads). */
  loading?: boolean;
  /** Pager: another page, or another size (which goes back to page 1). */
  onPage: (page: number, size: number) => void;
  rowKey: (row: Row) => string | number;
  /** Makes the whole row clickable (e.g. open the record). */
  onRowClick?: (row: Row) => void;
  /**
   * Renders a last, "Actions" column with whatever the page puts there (small buttons). It stays
   * at the right edge, in view, when the table scrolls sideways.
   */
  actions?: (row: Row) => ReactNode;
  actionsTitle?: string;
  /** Unused: the actions column fits its buttons (kept so existing screens need no change). */
  actionsWidth?: number;
  /** Shown instead of rows when there are none; defaults to "No data". */
  empty?: ReactNode;
  rowHeight?: number;
  /** The rows scroll under a fixed header inside this height (pixels); default 600. */
  maxHeight?: number;
  /** Left of the toolbar above the table (search box, "Add" button...). */
  toolbar?: ReactNode;
  /** Right of the toolbar; ColumnTable puts its column chooser there. */
  toolbarEnd?: ReactNode;
  /** Names the grid for screen readers. */
  label?: string;
  className?: string;
  /**
   * On a phone, each row is a card (as the notifications are) instead of a table row: every
   * column's title and value on lines of their own, the actions at the card's top right, so a
   * record's amount and status are read without scrolling sideways.
   */
  phoneCards?: boolean;
  /**
   * The list's route and current filters: an "Export to Excel" button writes every row they
   * select, in the columns shown (those with `export`), to an .xlsx file.
   */
  exportList?: ListExport;
}

/**
 * A page of rows in a Blueprint table, with the pager below it. The page owns the data and the
 * paging state (see `usePaging`); this only draws it. Columns fit their content and the table
 * fills the width it has; when it is wider than that (a phone), it scrolls sideways inside its
 * grid with the header on top and the actions column at the right edge, both always in view.
 */
export function PagedTable<Row>({
  columns,
  rows,
  pageInfo,
  loading = false,
  onPage,
  rowKey,
  onRowClick,
  actions,
  actionsTitle,
  empty,
  rowHeight = DEFAULT_ROW_HEIGHT,
  maxHeight = 600,
  toolbar,
  toolbarEnd,
  label,
  className,
  phoneCards = false,
  exportList,
}: PagedTableProps<Row>) {
  const { t } = useTranslation();
  const cards = useIsPhone() && phoneCards;
  const data = useMemo(() => rows ?? [], [rows]);
  // Keep the pager where it was while the next page loads.
  const lastPageInfo = useRef(pageInfo);
  if (pageInfo !== undefined) lastPageInfo.current = pageInfo;
  const shownPageInfo = pageInfo ?? lastPageInfo.current;

  const skeleton = loading && data.length === 0;
  const isEmpty = !loading && data.length === 0;
  const style = { maxHeight: `${maxHeight}px`, '--pf-row-height': `${rowHeight}px` } as CSSProperties;
  const cellClass = onRowClick ? 'pf-table-cell pf-table-cell-clickable' : 'pf-table-cell';

  return (
    <div className={['pf-paged-table', className].filter(Boolean).join(' ')}>
      {toolbar !== undefined || toolbarEnd !== undefined || exportList !== undefined ? (
        <div className="pf-table-toolbar">
          <div className="pf-table-toolbar-start">{toolbar}</div>
          <div className="pf-table-toolbar-end">
            {exportList && <ExportButton list={exportList} columns={columns} />}
            {toolbarEnd}
          </div>
        </div>
      ) : null}
      <div
        className={isEmpty ? 'pf-table-grid pf-table-grid-empty' : 'pf-table-grid'}
        style={style}
        role="region"
        aria-label={label}
        aria-busy={loading}
        // Keyboard users scroll a table that is wider than the screen.
        tabIndex={isEmpty ? undefined : 0}
      >
        {isEmpty ? (
          // Only the message: no header over nothing, no empty row.
          <NonIdealState
            className="pf-table-empty"
            icon={<InboxIcon size={32} />}
            title={empty ?? t('widgets.table.empty')}
          />
        ) : cards ? (
          <RowCards
            columns={columns}
            rows={data}
            skeleton={skeleton}
            rowKey={rowKey}
            onRowClick={onRowClick}
            actions={actions}
            label={label}
          />
        ) : (
          <HTMLTable compact className="pf-data-table" aria-label={label}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col">
                    {column.title}
                  </th>
                ))}
                {actions !== undefined && (
                  <th scope="col" className="pf-table-actions-cell">
                    {actionsTitle ?? t('widgets.table.actions')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody className={loading && !skeleton ? 'pf-table-reloading' : undefined}>
              {skeleton
                ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                    <tr key={i}>
                      {columns.map((column) => (
                        <td key={column.key} className="pf-table-loading">
                          <div className={`pf-table-cell ${Classes.SKELETON}`}>&nbsp;</div>
                        </td>
                      ))}
                      {actions !== undefined && (
                        <td className="pf-table-actions-cell pf-table-loading">
                          <div className={`pf-table-cell ${Classes.SKELETON}`}>&nbsp;</div>
                        </td>
                      )}
                    </tr>
                  ))
                : data.map((row, rowIndex) => {
                    const key = rowKey(row);
                    const open = onRowClick ? () => onRowClick(row) : undefined;
                    return (
                      <tr key={key}>
                        {columns.map((column) => {
                          const content = column.render(row, rowIndex);
                          const text =
                            typeof content === 'string' || typeof content === 'number'
                              ? String(content)
                              : undefined;
                          return (
                            <td key={column.key}>
                              <div
                                className={cellClass}
                                data-row-key={key}
                                title={text}
                                style={
                                  (column.width ?? 0) > MAX_CELL_WIDTH
                                    ? { maxWidth: `${column.width}px` }
                                    : undefined
                                }
                                onClick={open}
                              >
                                {content}
                              </div>
                            </td>
                          );
                        })}
                        {actions !== undefined && (
                          <td className="pf-table-actions-cell">
                            <div className="pf-table-cell" data-row-key={key}>
                              {actions(row)}
                            </div>
                          </td>
                        )}
                      </tr>
                    );
                  })}
            </tbody>
          </HTMLTable>
        )}
      </div>
      {shownPageInfo !== undefined ? (
        <Pager
          page={shownPageInfo._page}
          size={shownPageInfo._size}
          count={shownPageInfo._count}
          countAtLeast={shownPageInfo._countAtLeast}
          onChange={onPage}
        />
      ) : null}
    </div>
  );
}

/** The rows of a page as cards (a phone): each column's title over its value, the actions on top. */
function RowCards<Row>({
  columns,
  rows,
  skeleton,
  rowKey,
  onRowClick,
  actions,
  label,
}: Pick<PagedTableProps<Row>, 'columns' | 'rowKey' | 'onRowClick' | 'actions' | 'label'> & {
  rows: readonly Row[];
  skeleton: boolean;
}) {
  if (skeleton)
    return (
      <ul className="pf-table-cards" aria-label={label} aria-busy>
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <li key={i} className={`pf-table-card ${Classes.SKELETON}`}>
            &nbsp;
          </li>
        ))}
      </ul>
    );
  return (
    <ul className="pf-table-cards" aria-label={label}>
      {rows.map((row, rowIndex) => {
        const key = rowKey(row);
        // Untitled columns (a selection box), then the first column's value (the record's name or
        // number) head the card, with the actions; the other columns follow, each under its title.
        const untitled = columns.filter((column) => !column.title);
        const [first, ...rest] = columns.filter((column) => column.title);
        return (
          <li key={key} className="pf-table-card" data-row-key={key}>
            <div className="pf-table-card-head">
              {untitled.map((column) => (
                <span key={column.key}>{column.render(row, rowIndex)}</span>
              ))}
              {first && <strong className="pf-table-card-title">{first.render(row, rowIndex)}</strong>}
              {actions !== undefined && <span className="pf-table-card-actions">{actions(row)}</span>}
            </div>
            <dl
              className={onRowClick ? 'pf-table-card-fields pf-table-cell-clickable' : 'pf-table-card-fields'}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
            >
              {rest.map((column) => (
                <div key={column.key} className="pf-table-card-field">
                  <dt>{column.title}</dt>
                  <dd>{column.render(row, rowIndex)}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

export interface Paging {
  page: number;
  size: number;
  /** Query parameters for a list call. */
  params: { _page: number; _size: number };
  /** For PagedTable's `onPage`; remembers the size for this table. */
  onPage: (page: number, size: number) => void;
  /** Back to page 1, e.g. when the search changes. */
  firstPage: () => void;
}

const sizeKey = (tableId: string): string => `packflow.table.${tableId}.size`;

/**
 * Page and page size of a list. With a table id the chosen size is remembered in localStorage, so
 * the table opens with it next time.
 */
export function usePaging(tableId?: string, initialSize: number = DEFAULT_PAGE_SIZE): Paging {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(() => readSize(tableId) ?? initialSize);
  const onPage = useCallback(
    (nextPage: number, nextSize: number) => {
      setPage(Math.max(1, nextPage));
      setSize(nextSize);
      if (tableId !== undefined) writeSize(tableId, nextSize);
    },
    [tableId],
  );
  const firstPage = useCallback(() => setPage(1), []);
  return useMemo(
    () => ({ page, size, params: { _page: page, _size: size }, onPage, firstPage }),
    [page, size, onPage, firstPage],
  );
}

function readSize(tableId: string | undefined): number | undefined {
  if (tableId === undefined) return undefined;
  try {
    const stored = Number(localStorage.getItem(sizeKey(tableId)));
    return PAGE_SIZES.includes(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function writeSize(tableId: string, size: number): void {
  try {
    localStorage.setItem(sizeKey(tableId), String(size));
  } catch {
    // Storage can be off (private mode); the size then lasts for this page only.
  }
}
