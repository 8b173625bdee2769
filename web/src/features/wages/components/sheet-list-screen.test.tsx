/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Locale } from '@packflow/contracts';
import { type ApiCall, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { MineScreen } from './mine-screen';
import { SheetListScreen } from './sheet-list-screen';
import { rankView, sheetRow, sheetView } from './wage-fixtures';
import { addMonths, thisMonthInChina } from './wages-words';

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

const THIS_MONTH = thisMonthInChina();
const ROWS = [
  sheetRow(),
  sheetRow({ id: 's2-202610', staffId: 's2', staffName: 'Lee Top', total: '12345.6' }),
];

function open(path: string, locale: Locale = 'en') {
  const calls = mockFetch((call: ApiCall) => {
    if (call.path === '/api/wages') return ok(ROWS, { pageInfo: { _page: 1, _size: 50, _count: 2 } });
    if (call.path === '/api/wages/s1-202610') return ok(sheetView());
    if (call.path === '/api/rank')
      return ok(
        call.query.get('from') === THIS_MONTH
          ? rankView({ total: 3, rows: [rankView().rows[1]!] })
          : rankView({ total: 4, rows: [{ ...rankView().rows[1]!, place: 4 }] }),
      );
    return ok(null, { position: '300' }, 'Done');
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      {path.startsWith('/FinanceSalary/Mine') ? <MineScreen /> : <SheetListScreen />}
    </MemoryRouter>,
    { locale },
  );
  return calls;
}

const grid = () => screen.findByRole('region', { name: 'Wage sheets' });

describe('the wage sheet lists', () => {
  it('asks for the sheets to check with the URL’s filters and puts them in the grid, money to 2 decimals', async () => {
    const calls = open('/FinanceSalary/Index?month=2026-10&q=Sam');
    expect(await screen.findByRole('heading', { name: 'Wage sheets to check' })).toBeInTheDocument();
    const region = await grid();
    await within(region).findAllByText('Sam Sales');
    const ask = calls.find((c) => c.path === '/api/wages')!;
    expect(Object.fromEntries(ask.query)).toEqual({
      view: 'check',
      month: '2026-10',
      keyword: 'Sam',
      _page: '1',
      _size: '50',
    });
    expect(within(region).getAllByText('¥4,800.50').length).toBeGreaterThan(0);
    expect(within(region).getAllByText('¥12,345.60').length).toBeGreaterThan(0);
    expect(within(region).getAllByText('-¥100.00').length).toBeGreaterThan(0);
    // The salesman's column is frozen: Blueprint draws it again in its frozen quadrant.
    expect(
      within(region).getAllByRole('link', { name: 'Open Sam Sales’s sheet for 2026-10' }).length,
    ).toBeGreaterThan(0);
    // The grid's size sensor is written without style attributes (the console's CSP refuses them).
    // (Only the sizes Blueprint sets through the style object later remain, which the CSP allows.)
    const parts = ['-expand', '-shrink', '-shrink > div'].map((part) =>
      region.querySelector(`.bp6-table-resize-sensor${part}`),
    );
    expect(parts.map((part) => part !== null && !part.hasAttribute('style'))).toEqual([true, true, true]);
    // Nothing to filter by status on the list of sheets to check.
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
  });

  it('opens a row’s sheet in a dialog with the actions the server offers, and checks it', async () => {
    const calls = open('/FinanceSalary/Index');
    const region = await grid();
    const quick = await within(region).findAllByRole('button', {
      name: 'Actions on Sam Sales’s sheet for 2026-10',
    });
    fireEvent.click(quick[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Sam Sales, 2026-10' });
    const toolbar = await within(dialog).findByRole('toolbar');
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Adjust', 'Check']);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Check' }));
    const confirm = await screen.findByRole('dialog', { name: 'Check the wage sheet' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect([post.path, post.headers['If-Match']]).toEqual(['/api/wages/s1-202610/check', '"0"']);
  });

  it('filters the sent list by to pay or paid, and exports what the filters select', async () => {
    const calls = open('/FinanceSalary/Send?month=2026-10', 'cn');
    expect(await screen.findByRole('heading', { name: '工资发放' })).toBeInTheDocument();
    await screen.findByRole('region', { name: '工资单' });
    const status = screen.getByRole('combobox', { name: '状态' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['全部状态', '待发放', '已发放']);
    fireEvent.change(status, { target: { value: 'paid' } });
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/wages' && c.query.get('status') === 'paid')).toBe(true),
    );
    expect(calls.filter((c) => c.path === '/api/wages').every((c) => c.query.get('view') === 'send')).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/wages/xlsx')).toBe(true));
    const xlsx = calls.find((c) => c.path === '/api/wages/xlsx')!;
    expect(Object.fromEntries(xlsx.query)).toEqual({ view: 'send', month: '2026-10', status: 'paid' });
  });
});

describe('a salesman’s own wages', () => {
  it('lists his sheets and his place this month and last month by the measure he picks', async () => {
    const calls = open('/FinanceSalary/Mine');
    expect(await screen.findByRole('heading', { name: 'My wages' })).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'My wage sheets' });
    await within(region).findAllByText('Sam Sales');
    expect(calls.find((c) => c.path === '/api/wages')!.query.get('view')).toBe('all');
    // No actions of Finance's in his grid.
    expect(within(region).queryByRole('button', { name: /Actions on/ })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/rank')).toHaveLength(2));
    const ranks = calls.filter((c) => c.path === '/api/rank').map((c) => Object.fromEntries(c.query));
    expect(ranks.map((r) => `${r.from}..${r.to} ${r.by}`).sort()).toEqual(
      [addMonths(THIS_MONTH, -1), THIS_MONTH].map((m) => `${m}..${m} commission`),
    );
    const thisCard = await screen.findByRole('generic', { name: `This month (${THIS_MONTH})` });
    expect(await within(thisCard).findByText('No. 2 of 3')).toBeInTheDocument();
    expect(within(thisCard).getByText('¥1,400.00')).toBeInTheDocument();
    const lastCard = screen.getByRole('generic', { name: `Last month (${addMonths(THIS_MONTH, -1)})` });
    expect(await within(lastCard).findByText('No. 4 of 4')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Ranked by' }), { target: { value: 'signed' } });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/rank' && c.query.get('by') === 'signed')).toHaveLength(2),
    );
  });
});
