import '@blueprintjs/table/lib/css/table.css';
import './widgets.css';
import './table-resize-sensor';
import {
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { HotkeysContext, HotkeysProvider, NonIdealState, ResizeSensor } from '@blueprintjs/core';
import { InboxIcon } from '@blueprintjs/icons';
import { Cell, Column, SelectionModes, Table2, TableLoadingOption } from '@blueprintjs/table';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, Pager } from './pager';

export { DEFAULT_PAGE_SIZE };

/** Spec section 9: the page sizes a table offers (the same list as the Pager's). */
export const PAGE_SIZES: readonly number[] = [5, 10, 15, 20, 30, 50, 100, 200, 300, 400];

/** Tall enough for Chinese text at 14px, and for a small button in an actions cell. */
export const DEFAULT_ROW_HEIGHT = 36;
const HEADER_HEIGHT = 31;
/** Table2's own minimum height (its container's min-height). */
const MIN_HEIGHT = 60;
/** Room for a horizontal scroll bar when the columns are wider than the table. */
const SCROLLBAR_ALLOWANCE = 17;
/** A column without its own width shares the free width, but gets at least this much. */
const MIN_FLEX_WIDTH = 120;
const DEFAULT_ACTIONS_WIDTH = 160;
/** Skeleton rows while the first page loads. */
const SKELETON_ROWS = 5;

export interface TableColumn<Row> {
  /** Stable id of the column: Table2's column id, and what the column chooser stores. */
  key: string;
  /** Header text, already translated. */
  title: string;
  render: (row: Row, rowIndex: number) => ReactNode;
  /** Pixels; columns without one share the rest of the table's width. */
  width?: number;
}

/** The part of the server's `extra.pageInfo` a table needs. */
export interface TablePageInfo {
  _page: number;
  _size: number;
  _count: number;
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
  /** Renders a last, "Actions" column with whatever the page puts there (small buttons). */
  actions?: (row: Row) => ReactNode;
  actionsTitle?: string;
  actionsWidth?: number;
  /** Shown instead of rows when there are none; defaults to "No data". */
  empty?: ReactNode;
  rowHeight?: number;
  /** The grid scrolls inside this height (pixels); default 600. */
  maxHeight?: number;
  /** Left of the toolbar above the table (search box, "Add" button...). */
  toolbar?: ReactNode;
  /** Right of the toolbar; ColumnTable puts its column chooser there. */
  toolbarEnd?: ReactNode;
  /** Names the grid for screen readers. */
  label?: string;
  className?: string;
}

/**
 * A page of rows in a Blueprint Table2, with the pager below it. The page owns the data and the
 * paging state (see `usePaging`); this only draws it.
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
  actionsWidth = DEFAULT_ACTIONS_WIDTH,
  empty,
  rowHeight = DEFAULT_ROW_HEIGHT,
  maxHeight = 600,
  toolbar,
  toolbarEnd,
  label,
  className,
}: PagedTableProps<Row>) {
  const { t } = useTranslation();
  const data = useMemo(() => rows ?? [], [rows]);
  // Keep the pager where it was while the next page loads.
  const lastPageInfo = useRef(pageInfo);
  if (pageInfo !== undefined) lastPageInfo.current = pageInfo;
  const shownPageInfo = pageInfo ?? lastPageInfo.current;

  const allColumns: TableColumn<Row>[] = useMemo(
    () =>
      actions === undefined
        ? [...columns]
        : [
            ...columns,
            {
              key: ACTIONS_KEY,
              title: actionsTitle ?? t('widgets.table.actions'),
              render: (row: Row) => actions(row),
              width: actionsWidth,
            },
          ],
    [columns, actions, actionsTitle, actionsWidth, t],
  );

  const { ref: gridRef, width: gridWidth, onResize } = useWidth();
  // Widths the user dragged, by column key; they win over the computed ones.
  const [dragged, setDragged] = useState<Record<string, number>>({});
  const columnWidths = useMemo(
    () => fitWidths(allColumns, dragged, gridWidth),
    [allColumns, dragged, gridWidth],
  );
  const overflows = gridWidth > 0 && sum(columnWidths) > gridWidth;

  const skeleton = loading && data.length === 0;
  const numRows = skeleton ? SKELETON_ROWS : data.length;
  const height = Math.max(
    MIN_HEIGHT,
    Math.min(maxHeight, HEADER_HEIGHT + numRows * rowHeight + (overflows ? SCROLLBAR_ALLOWANCE : 0) + 1),
  );
  const style = { height: `${height}px`, '--pf-row-height': `${rowHeight}px` } as CSSProperties;

  const renderCell = useCallback(
    (column: TableColumn<Row>) => (rowIndex: number) => {
      const row = data[rowIndex];
      if (skeleton || row === undefined) return <Cell loading />;
      const key = rowKey(row);
      return (
        <Cell interactive className={column.key === ACTIONS_KEY ? 'pf-table-actions-cell' : undefined}>
          {/* Keyed by row: another row at this index gets fresh cell content (no leftover state). */}
          <div
            key={key}
            className={onRowClick ? 'pf-table-cell pf-table-cell-clickable' : 'pf-table-cell'}
            data-row-key={key}
            onClick={onRowClick && column.key !== ACTIONS_KEY ? () => onRowClick(row) : undefined}
          >
            {column.render(row, rowIndex)}
          </div>
        </Cell>
      );
    },
    [data, skeleton, rowKey, onRowClick],
  );

  const isEmpty = !loading && data.length === 0;
  return (
    <div className={['pf-paged-table', className].filter(Boolean).join(' ')}>
      {toolbar !== undefined || toolbarEnd !== undefined ? (
        <div className="pf-table-toolbar">
          <div className="pf-table-toolbar-start">{toolbar}</div>
          <div className="pf-table-toolbar-end">{toolbarEnd}</div>
        </div>
      ) : null}
      <ResizeSensor targetRef={gridRef} onResize={onResize}>
        <div
          ref={gridRef}
          className="pf-table-grid"
          style={style}
          role="region"
          aria-label={label}
          aria-busy={loading}
        >
          <LocalHotkeys>
            <Table2
              numRows={numRows}
              defaultRowHeight={rowHeight}
              columnWidths={columnWidths}
              enableRowHeader={false}
              enableColumnResizing
              enableFocusedCell={false}
              selectionModes={SelectionModes.NONE}
              loadingOptions={loading ? [TableLoadingOption.CELLS] : []}
              cellRendererDependencies={[renderCell, allColumns, numRows]}
              onColumnWidthChanged={(index, width) => {
                const column = allColumns[index];
                if (column) setDragged((old) => ({ ...old, [column.key]: width }));
              }}
            >
              {allColumns.map((column) => (
                <Column
                  key={column.key}
                  id={column.key}
                  name={column.title}
                  cellRenderer={renderCell(column)}
                />
              ))}
            </Table2>
          </LocalHotkeys>
        </div>
      </ResizeSensor>
      {isEmpty ? (
        <NonIdealState
          className="pf-table-empty"
          icon={<InboxIcon size={32} />}
          title={empty ?? t('widgets.table.empty')}
        />
      ) : null}
      {shownPageInfo !== undefined ? (
        <Pager
          page={shownPageInfo._page}
          size={shownPageInfo._size}
          count={shownPageInfo._count}
          onChange={onPage}
        />
      ) : null}
    </div>
  );
}

const ACTIONS_KEY = '__actions';

/** Fixed and dragged widths as given; the other columns share what is left of the grid's width. */
function fitWidths<Row>(
  columns: readonly TableColumn<Row>[],
  dragged: Record<string, number>,
  gridWidth: number,
): number[] {
  const fixed = columns.map((c) => dragged[c.key] ?? c.width);
  const flexCount = fixed.filter((w) => w === undefined).length;
  const free = gridWidth - sum(fixed.filter((w): w is number => w !== undefined)) - 2;
  const share = flexCount === 0 ? 0 : Math.max(MIN_FLEX_WIDTH, Math.floor(free / flexCount));
  return fixed.map((w) => w ?? share);
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/** The element's content width, now and whenever it changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (ref.current) setWidth(ref.current.clientWidth);
  }, []);
  const onResize = useCallback((entries: ResizeObserverEntry[]) => {
    const entry = entries[0];
    if (entry) setWidth(Math.floor(entry.contentRect.width));
  }, []);
  return { ref: ref as RefObject<HTMLDivElement>, width, onResize };
}

/**
 * Table2 registers its keyboard shortcuts (copy, move the focus) with Blueprint's hotkeys context
 * and warns without one; when the console has none above, the table gets its own (without the
 * shortcut help dialog).
 */
function LocalHotkeys({ children }: { children: ReactNode }) {
  const [{ hasProvider }] = useContext(HotkeysContext);
  if (hasProvider) return <>{children}</>;
  return <HotkeysProvider renderDialog={() => <></>}>{children}</HotkeysProvider>;
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
