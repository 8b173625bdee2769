/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills';
import '../../testing/table-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Locale } from '@packflow/contracts';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ColumnTable, type ConfigurableColumn, columnChoiceKey } from './column-table';
import { exportColumnsOf, exportPath } from './export-button';
import { PagedTable, type TableColumn } from './paged-table';

interface Receipt {
  id: string;
  number: string;
  amount: string;
  status: string;
}

const receipts: Receipt[] = [{ id: 'r1', number: 'SK-1', amount: '1200.5', status: 'pending' }];

const columns: ConfigurableColumn<Receipt>[] = [
  { key: 'number', title: 'Number', render: (r) => r.number, export: { field: 'number' } },
  {
    key: 'amount',
    title: 'Amount',
    render: (r) => r.amount,
    export: { field: 'amount', kind: 'money' },
  },
  {
    key: 'status',
    title: 'Status',
    render: (r) => r.status,
    export: { field: 'status', labels: { pending: 'Waiting' } },
  },
  // A column of buttons is not written.
  { key: 'open', title: 'Open', render: () => 'open', export: false },
];

/** Answers the export with a file (or a refusal); records the addresses asked. */
function answerExport(refuse?: { status: number; msg: string }) {
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    asked.push(String(input));
    if (refuse)
      return {
        status: refuse.status,
        statusText: '',
        json: async () => ({ code: 1001, data: null, msg: refuse.msg, extra: {} }),
        headers: new Headers(),
      } as unknown as Response;
    return {
      status: 200,
      blob: async () => new Blob(['xlsx']),
      headers: new Headers({ 'Content-Disposition': "attachment; filename*=UTF-8''receipts.xlsx" }),
    } as Response;
  }) as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:1');
  URL.revokeObjectURL = jest.fn();
  // jsdom cannot follow the download link; the API test opens real files.
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { asked, click };
}

function renderList(locale: Locale = 'en', table: 'paged' | 'columns' = 'columns') {
  const list = {
    path: 'finance/receipt',
    params: { status: 'pending', keyword: '', _page: 2, _size: 20, from: undefined },
    fileName: 'Receipts',
  };
  const common = {
    rows: receipts,
    pageInfo: { _page: 2, _size: 20, _count: 21 },
    onPage: () => undefined,
    rowKey: (r: Receipt) => r.id,
    exportList: list,
  };
  return renderWithProviders(
    table === 'columns' ? (
      <ColumnTable tableId="receipts.test" columns={columns} {...common} />
    ) : (
      <PagedTable columns={columns as TableColumn<Receipt>[]} {...common} />
    ),
    { locale },
  );
}

describe('Export to Excel', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('asks the list route for every page its filters select, in the columns shown and their order', async () => {
    // The user hid the amount and moved the status first.
    localStorage.setItem(
      columnChoiceKey('receipts.test'),
      JSON.stringify({ order: ['status', 'number', 'amount', 'open'], hidden: ['amount'] }),
    );
    const { asked, click } = answerExport();
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(asked).toHaveLength(1);
    const url = new URL(asked[0]!, 'http://console.test');
    expect(url.pathname).toBe('/api/finance/receipt');
    expect(JSON.parse(url.searchParams.get('_columns')!)).toEqual([
      { title: 'Status', field: 'status', labels: { pending: 'Waiting' } },
      { title: 'Number', field: 'number' },
    ]);
    // The filters as shown; no paging, nothing blank.
    expect([...url.searchParams.keys()]).toEqual(['status', '_format', '_columns', '_filename']);
    expect([url.searchParams.get('_format'), url.searchParams.get('_filename')]).toEqual([
      'xlsx',
      'Receipts',
    ]);
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('reads in Chinese, and shows a refusal', async () => {
    const { asked } = answerExport({ status: 422, msg: '导出的列须为 1 到 60 列，每列有标题和字段' });
    renderList('cn', 'paged');
    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    expect(
      await screen.findByText('导出失败：导出的列须为 1 到 60 列，每列有标题和字段'),
    ).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it('is not offered on a table that names no list', () => {
    renderWithProviders(
      <PagedTable
        columns={columns}
        rows={receipts}
        pageInfo={undefined}
        onPage={() => undefined}
        rowKey={(r) => r.id}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Export to Excel' })).toBeNull();
  });

  it('joins several fields and keeps kinds', () => {
    const written = exportColumnsOf([
      { title: 'Product', export: { field: ['bagType', 'printingType'], labels: { standUp: 'Stand-up' } } },
      { title: 'Day', export: { field: 'createdAt', kind: 'date' } },
      { title: '', export: { field: 'id' } },
      { title: 'Plain' },
    ]);
    expect(written).toEqual([
      { title: 'Product', fields: ['bagType', 'printingType'], labels: { standUp: 'Stand-up' } },
      { title: 'Day', field: 'createdAt', kind: 'date' },
    ]);
    expect(exportPath({ path: '/order', fileName: '订单' }, written)).toMatch(
      /^order\?_format=xlsx&_columns=.+&_filename=%E8%AE%A2%E5%8D%95$/,
    );
  });
});
