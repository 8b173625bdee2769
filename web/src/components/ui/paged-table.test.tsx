/** @jest-environment jsdom */
import '../../testing/table-polyfills';
import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { Button } from '@blueprintjs/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderWithProviders } from '../../testing/render-with-providers';
import { windowWidth } from '../../testing/window-width';
import { Pager } from './pager';
import {
  DEFAULT_PAGE_SIZE,
  MAX_CELL_WIDTH,
  PAGE_SIZES,
  PagedTable,
  usePaging,
  type TableColumn,
} from './paged-table';

interface Person {
  id: number;
  name: string;
  phone: string;
}

const people = (from: number, count: number): Person[] =>
  Array.from({ length: count }, (_, i) => ({
    id: from + i,
    name: `人员${from + i}`,
    phone: `1380000${String(from + i).padStart(4, '0')}`,
  }));

const columns: TableColumn<Person>[] = [
  { key: 'name', title: 'Name', render: (p) => p.name },
  { key: 'phone', title: 'Phone', render: (p) => p.phone, width: 160 },
];

const headers = (): string[] =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((el) => el.textContent ?? '');

type Props = Parameters<typeof PagedTable<Person>>[0];

function renderTable(props: Partial<Props> = {}) {
  const onPage = jest.fn();
  const table = (more: Partial<Props>) => (
    <PagedTable<Person>
      columns={columns}
      rows={people(1, 3)}
      pageInfo={{ _page: 1, _size: 20, _count: 45 }}
      onPage={onPage}
      rowKey={(p) => p.id}
      label="Staff"
      {...props}
      {...more}
    />
  );
  const view = renderWithProviders(table({}));
  /** The same table (same state) with other props. */
  const update = (more: Partial<Props>) =>
    view.rerender(<QueryClientProvider client={view.queryClient}>{table(more)}</QueryClientProvider>);
  return { onPage, update, ...view };
}

describe('PagedTable', () => {
  it('draws a header per column and a cell per row and column, from the render functions', () => {
    renderTable();
    expect(headers()).toEqual(['Name', 'Phone']);
    const grid = screen.getByRole('region', { name: 'Staff' });
    expect(within(grid).getByText('人员1')).toBeInTheDocument();
    expect(within(grid).getByText('13800000003')).toBeInTheDocument();
    expect(grid.querySelectorAll('.pf-table-cell')).toHaveLength(6);
  });

  it('shows the rows of the next page when they arrive', () => {
    const { update } = renderTable();
    update({ rows: people(21, 2), pageInfo: { _page: 2, _size: 20, _count: 45 } });
    expect(screen.queryByText('人员1')).not.toBeInTheDocument();
    expect(screen.getByText('人员21')).toBeInTheDocument();
    expect(document.querySelector('[data-row-key="22"]')).toHaveTextContent('人员22');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('pages forward and back through onPage, keeping the size', () => {
    const { onPage } = renderTable({ pageInfo: { _page: 2, _size: 20, _count: 45 } });
    expect(screen.getByText('Total: 45')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenLastCalledWith(3, 20);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage).toHaveBeenLastCalledWith(1, 20);
  });

  it('says a count the server did not take to the end as more than it, and pages on', () => {
    const { onPage } = renderTable({ pageInfo: { _page: 1, _size: 20, _count: 101, _countAtLeast: true } });
    expect(screen.getByText('Total: over 100')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenLastCalledWith(2, 20);
  });

  it('cannot page past the first or the last page', () => {
    renderTable({ pageInfo: { _page: 3, _size: 20, _count: 45 } });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('goes back to page 1 with another page size', () => {
    const { onPage } = renderTable({ pageInfo: { _page: 2, _size: 20, _count: 45 } });
    const sizes = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(sizes).toHaveValue('20');
    fireEvent.change(sizes, { target: { value: '50' } });
    expect(onPage).toHaveBeenCalledWith(1, 50);
  });

  it('offers the page sizes of spec section 9, default 20, the same as the Pager', () => {
    expect(PAGE_SIZES).toEqual([5, 10, 15, 20, 30, 50, 100, 200, 300, 400]);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    renderWithProviders(<Pager page={1} size={20} count={0} onChange={jest.fn()} />);
    const options = within(screen.getByRole('combobox', { name: 'Rows per page' })).getAllByRole('option');
    expect(options.map((o) => Number(o.getAttribute('value')))).toEqual([...PAGE_SIZES]);
  });

  it('keeps the last pager while the next page loads (no pageInfo yet)', () => {
    const { update } = renderTable({ pageInfo: { _page: 2, _size: 20, _count: 45 } });
    update({ rows: undefined, pageInfo: undefined, loading: true });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('has no pager before the first answer, and skeleton rows while it loads', () => {
    renderTable({ rows: undefined, pageInfo: undefined, loading: true });
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    const grid = screen.getByRole('region', { name: 'Staff' });
    expect(grid).toHaveAttribute('aria-busy', 'true');
    // Five skeleton rows of two columns, and no "No data" while loading.
    expect(grid.querySelectorAll('td .bp6-skeleton')).toHaveLength(10);
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
  });

  it('keeps the old rows, dimmed, while another page loads', () => {
    renderTable({ loading: true });
    const grid = screen.getByRole('region', { name: 'Staff' });
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(within(grid).getByText('人员2').closest('tbody')).toHaveClass('pf-table-reloading');
  });

  it('says there is no data, in the language of the console or in the page’s words', () => {
    const { unmount } = renderTable({ rows: [], pageInfo: { _page: 1, _size: 20, _count: 0 } });
    expect(screen.getByText('No data')).toBeInTheDocument();
    // Only the message: no table, no header over nothing, no empty row.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('row')).toHaveLength(0);
    unmount();
    renderWithProviders(
      <PagedTable<Person>
        columns={columns}
        rows={[]}
        pageInfo={undefined}
        onPage={jest.fn()}
        rowKey={(p) => p.id}
      />,
      { locale: 'cn' },
    );
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('takes a custom empty text', () => {
    renderTable({ rows: [], empty: 'Nobody here yet' });
    expect(screen.getByText('Nobody here yet')).toBeInTheDocument();
  });

  it('reports a click anywhere in a row with that row', () => {
    const onRowClick = jest.fn();
    renderTable({ onRowClick });
    fireEvent.click(screen.getByText('13800000002'));
    expect(onRowClick).toHaveBeenCalledWith({ id: 2, name: '人员2', phone: '13800000002' });
  });

  it('adds an actions column whose buttons do not count as a row click', () => {
    const onRowClick = jest.fn();
    const edit = jest.fn();
    renderTable({
      onRowClick,
      actions: (p) => <Button size="small" text={`Edit ${p.name}`} onClick={() => edit(p.id)} />,
    });
    expect(headers()).toEqual(['Name', 'Phone', 'Actions']);
    fireEvent.click(screen.getByRole('button', { name: 'Edit 人员3' }));
    expect(edit).toHaveBeenCalledWith(3);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('names the actions column in Chinese too, or as the page says', () => {
    const { unmount } = renderWithProviders(
      <PagedTable<Person>
        columns={columns}
        rows={people(1, 1)}
        pageInfo={undefined}
        onPage={jest.fn()}
        rowKey={(p) => p.id}
        actions={() => null}
      />,
      { locale: 'cn' },
    );
    expect(headers()).toEqual(['Name', 'Phone', '操作']);
    unmount();
    renderTable({ actions: () => null, actionsTitle: 'Do' });
    expect(headers()).toEqual(['Name', 'Phone', 'Do']);
  });

  it('fits columns to their text, cut only past a generous width (whole on hover)', () => {
    renderTable({
      columns: [
        { key: 'name', title: 'Name', render: (p) => p.name, width: 480 },
        { key: 'phone', title: 'Phone', render: (p) => p.phone, width: 160 },
      ],
    });
    const phone = screen.getByText('13800000001');
    // A narrow width does not cut a short text: the column fits it.
    expect(phone.style.maxWidth).toBe('');
    expect(phone).toHaveAttribute('title', '13800000001');
    expect(MAX_CELL_WIDTH).toBe(320);
    // A wider one lets long text grow further before the ellipsis.
    expect(screen.getByText('人员1').style.maxWidth).toBe('480px');
  });

  it('keeps the actions column at the right edge, as narrow as its buttons', () => {
    renderTable({ actions: (p) => <Button size="small" text={`Edit ${p.name}`} />, actionsWidth: 120 });
    const header = screen.getByRole('columnheader', { name: 'Actions' });
    expect(header).toHaveClass('pf-table-actions-cell');
    expect(header.style.minWidth).toBe('');
    const cells = screen.getAllByRole('button', { name: /^Edit / }).map((b) => b.closest('td'));
    expect(cells).toHaveLength(3);
    for (const cell of cells) expect(cell).toHaveClass('pf-table-actions-cell');
  });

  it('draws a row per record, tall enough for Chinese text, scrolling inside maxHeight', () => {
    renderTable({ rows: people(1, 100), maxHeight: 500, rowHeight: 40 });
    const grid = screen.getByRole('region', { name: 'Staff' });
    expect(within(grid).getAllByRole('row')).toHaveLength(101);
    expect(grid.style.maxHeight).toBe('500px');
    expect(grid.style.getPropertyValue('--pf-row-height')).toBe('40px');
  });

  it('puts the page’s toolbar above the grid', () => {
    renderTable({ toolbar: <Button text="Add" />, toolbarEnd: <Button text="Export" /> });
    expect(screen.getByRole('button', { name: 'Add' }).closest('.pf-table-toolbar-start')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Export' }).closest('.pf-table-toolbar-end')).not.toBeNull();
  });
});

describe('PagedTable on a phone (phoneCards)', () => {
  afterEach(() => {
    delete (window as Partial<Window>).matchMedia;
  });
  const withPicker: TableColumn<Person>[] = [
    { key: 'pick', title: '', render: (p) => <input type="checkbox" aria-label={`Pick ${p.name}`} /> },
    ...columns,
  ];

  it('draws each row as a card: the first column heads it with the actions, the others under their titles', () => {
    windowWidth(390);
    renderTable({
      columns: withPicker,
      phoneCards: true,
      actions: (p) => <Button aria-label={`Open ${p.name}`} />,
    });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Staff' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const second = within(cards[1]!);
    expect(second.getByText('人员2').tagName).toBe('STRONG');
    expect(second.getByRole('checkbox', { name: 'Pick 人员2' })).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Open 人员2' })).toBeInTheDocument();
    expect(second.getByText('Phone').tagName).toBe('DT');
    expect(second.getByText('13800000002').tagName).toBe('DD');
    // The pager stays below the cards.
    expect(screen.getByText(/45/)).toBeInTheDocument();
  });

  it('keeps the table on a wide window, and on a phone for a list that does not ask for cards', () => {
    windowWidth(1440);
    const wide = renderTable({ phoneCards: true });
    expect(headers()).toEqual(['Name', 'Phone']);
    wide.unmount();
    windowWidth(390);
    renderTable();
    expect(headers()).toEqual(['Name', 'Phone']);
    expect(screen.queryByRole('list', { name: 'Staff' })).toBeNull();
  });
});

describe('usePaging', () => {
  beforeEach(() => localStorage.clear());

  it('starts at page 1 with 20 rows and gives the list parameters', () => {
    const { result } = renderHook(() => usePaging());
    expect(result.current).toMatchObject({ page: 1, size: 20, params: { _page: 1, _size: 20 } });
  });

  it('follows onPage and goes back to the first page on demand', () => {
    const { result } = renderHook(() => usePaging());
    act(() => result.current.onPage(3, 50));
    expect(result.current).toMatchObject({ page: 3, size: 50, params: { _page: 3, _size: 50 } });
    act(() => result.current.firstPage());
    expect(result.current).toMatchObject({ page: 1, size: 50 });
  });

  it('remembers the size per table id, not the page', () => {
    const first = renderHook(() => usePaging('staff.list'));
    act(() => first.result.current.onPage(2, 100));
    expect(localStorage.getItem('packflow.table.staff.list.size')).toBe('100');
    first.unmount();

    expect(renderHook(() => usePaging('staff.list')).result.current).toMatchObject({ page: 1, size: 100 });
    expect(renderHook(() => usePaging('orders.list')).result.current.size).toBe(20);
  });

  it('ignores a stored size that is not one of the page sizes', () => {
    localStorage.setItem('packflow.table.staff.list.size', '7');
    expect(renderHook(() => usePaging('staff.list')).result.current.size).toBe(20);
  });

  it('stores nothing without a table id', () => {
    const { result } = renderHook(() => usePaging());
    act(() => result.current.onPage(1, 50));
    expect(localStorage.length).toBe(0);
  });
});
