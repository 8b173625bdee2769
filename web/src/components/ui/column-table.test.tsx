/** @jest-environment jsdom */
import '../../testing/table-polyfills';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ColumnTable, columnChoiceKey, type ConfigurableColumn } from './column-table';

interface Customer {
  id: string;
  name: string;
  phone: string;
  country: string;
  remark: string;
}

const rows: Customer[] = [
  { id: 'c1', name: '青岛包装', phone: '13800001111', country: 'cn', remark: '老客户' },
];

const columns: ConfigurableColumn<Customer>[] = [
  { key: 'name', title: 'Name', render: (c) => c.name, required: true },
  { key: 'phone', title: 'Phone', render: (c) => c.phone },
  { key: 'country', title: 'Country', render: (c) => c.country },
  { key: 'remark', title: 'Remark', render: (c) => c.remark, defaultHidden: true },
];

const headers = (): string[] => [...document.querySelectorAll('thead th')].map((el) => el.textContent ?? '');

function renderTable(tableId = 'customers', cols = columns) {
  return renderWithProviders(
    <ColumnTable<Customer>
      tableId={tableId}
      columns={cols}
      rows={rows}
      pageInfo={{ _page: 1, _size: 20, _count: 1 }}
      onPage={jest.fn()}
      rowKey={(c) => c.id}
    />,
  );
}

/** Opens the chooser and lets its popover settle (Popper positions it a tick later). */
async function openChooser(name = 'Columns') {
  fireEvent.click(screen.getByRole('button', { name }));
  await act(async () => {});
}
const stored = (tableId = 'customers') =>
  JSON.parse(localStorage.getItem(columnChoiceKey(tableId)) ?? 'null');

describe('ColumnTable', () => {
  beforeEach(() => localStorage.clear());

  it('starts with the defined order, without the columns hidden by default', () => {
    renderTable();
    expect(headers()).toEqual(['Name', 'Phone', 'Country']);
    expect(screen.getByText('13800001111')).toBeInTheDocument();
  });

  it('lists every column in the chooser, checked when shown', async () => {
    renderTable();
    await openChooser();
    expect(screen.getByRole('checkbox', { name: 'Show Phone' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show Remark' })).not.toBeChecked();
    // A required column cannot be hidden.
    expect(screen.getByRole('checkbox', { name: 'Show Name' })).toBeDisabled();
  });

  it('hides and shows columns, and keeps the choice for the next visit', async () => {
    const first = renderTable();
    await openChooser();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show Phone' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show Remark' }));
    expect(headers()).toEqual(['Name', 'Country', 'Remark']);
    expect(stored()).toEqual({ order: ['name', 'phone', 'country', 'remark'], hidden: ['phone'] });
    first.unmount();

    renderTable();
    expect(headers()).toEqual(['Name', 'Country', 'Remark']);
  });

  it('moves columns up and down, and keeps the order', async () => {
    const first = renderTable();
    await openChooser();
    fireEvent.click(screen.getByRole('button', { name: 'Move Country up' }));
    expect(headers()).toEqual(['Name', 'Country', 'Phone']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Name down' }));
    expect(headers()).toEqual(['Country', 'Name', 'Phone']);
    expect(stored().order).toEqual(['country', 'name', 'phone', 'remark']);
    first.unmount();

    renderTable();
    expect(headers()).toEqual(['Country', 'Name', 'Phone']);
  });

  it('cannot move the first column up or the last one down', async () => {
    renderTable();
    await openChooser();
    expect(screen.getByRole('button', { name: 'Move Name up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Remark down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Phone down' })).toBeEnabled();
  });

  it('keeps at least one column', async () => {
    const cols = columns.map((c) => ({ ...c, required: false }));
    renderTable('customers', cols);
    await openChooser();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show Phone' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show Country' }));
    expect(headers()).toEqual(['Name']);
    expect(screen.getByRole('checkbox', { name: 'Show Name' })).toBeDisabled();
  });

  it('goes back to the defined columns on reset and forgets the choice', async () => {
    renderTable();
    await openChooser();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show Phone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Country up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset columns' }));
    expect(headers()).toEqual(['Name', 'Phone', 'Country']);
    expect(localStorage.getItem(columnChoiceKey('customers'))).toBeNull();
  });

  it('keeps one choice per table id', async () => {
    const first = renderTable('customers');
    await openChooser();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show Phone' }));
    first.unmount();

    renderTable('suppliers');
    expect(headers()).toEqual(['Name', 'Phone', 'Country']);
  });

  it('fits a stored choice to columns added or removed since', () => {
    localStorage.setItem(
      columnChoiceKey('customers'),
      JSON.stringify({ order: ['name', 'gone', 'country'], hidden: ['gone'] }),
    );
    renderTable();
    // phone (new) follows name, its predecessor in the definition; remark (new) stays hidden.
    expect(headers()).toEqual(['Name', 'Phone', 'Country']);
  });

  it('puts a new first column first', () => {
    localStorage.setItem(
      columnChoiceKey('customers'),
      JSON.stringify({ order: ['country', 'phone'], hidden: [] }),
    );
    renderTable();
    expect(headers()).toEqual(['Name', 'Country', 'Phone']);
  });

  it('ignores a stored choice it cannot read', () => {
    localStorage.setItem(columnChoiceKey('customers'), '{"order": "name"}');
    renderTable();
    expect(headers()).toEqual(['Name', 'Phone', 'Country']);
  });

  it('speaks Chinese', async () => {
    renderWithProviders(
      <ColumnTable<Customer>
        tableId="customers"
        columns={columns}
        rows={rows}
        pageInfo={undefined}
        onPage={jest.fn()}
        rowKey={(c) => c.id}
      />,
      { locale: 'cn' },
    );
    await openChooser('列设置');
    expect(screen.getByRole('button', { name: '恢复默认' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Phone下移' })).toBeInTheDocument();
  });
});
