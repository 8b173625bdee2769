/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Locale, OrderRow } from '@packflow/contracts';
import { clearSession, saveSession } from '../../../lib/session';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { loginAs, orderRow } from './order-fixtures';
import { OrderListScreen } from './order-list-screen';

const rows: OrderRow[] = [
  orderRow({ productionStage: 'lamination', productionProgress: 0.5 }),
  orderRow({
    id: 'o-2',
    number: 'HT20261124-AB12-2',
    customerName: 'Blue Hill Coffee',
    productionStage: 'bagMaking',
    productionProgress: 0.875,
  }),
  // Moved to production a moment ago: the factory's figures are not on its row yet.
  orderRow({ id: 'o-3', number: 'HT20261124-AB12-3', customerName: 'Salt Bay' }),
];

function open(path: string, locale: Locale = 'en') {
  saveSession(loginAs('OperatorIndex'));
  const calls = mockFetch((call) => {
    if (call.path === '/api/session') return ok({ permissions: ['GET@order'] });
    if (call.path === '/api/order')
      return ok(rows, { pageInfo: { _page: 1, _size: 20, _count: rows.length, _pageSize: 1 } });
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/Order/*" element={<OrderListScreen />} />
      </Routes>
    </MemoryRouter>,
    { locale },
  );
  return calls;
}

beforeEach(() => localStorage.clear());
afterEach(() => clearSession());

describe('/Order/Product: the orders in production', () => {
  it('shows each order’s stage and its progress as a bar with the percent', async () => {
    const calls = open('/Order/Product');
    const grid = await screen.findByRole('region', { name: 'Order list' });
    await within(grid).findByText('HT20261124-AB12-1');
    expect(within(grid).getByText('Stage')).toBeInTheDocument();
    expect(within(grid).getByText('Progress')).toBeInTheDocument();
    expect(within(grid).getByText('Lamination')).toBeInTheDocument();
    expect(within(grid).getByText('Bag making')).toBeInTheDocument();
    expect(
      within(grid).getByRole('progressbar', { name: 'Production progress of order HT20261124-AB12-1' }),
    ).toHaveAttribute('aria-valuenow', '50');
    expect(
      within(grid).getByRole('progressbar', { name: 'Production progress of order HT20261124-AB12-2' }),
    ).toHaveAttribute('aria-valuenow', '88');
    expect(within(grid).getByText('50%')).toBeInTheDocument();
    expect(within(grid).getByText('88%')).toBeInTheDocument();
    // An order the factory has not reported on yet shows no bar.
    expect(within(grid).getAllByRole('progressbar')).toHaveLength(2);
    expect(calls.find((c) => c.path === '/api/order')?.query.get('status')).toBe('product');
  });

  it('in Chinese too', async () => {
    open('/Order/Product', 'cn');
    const grid = await screen.findByRole('region', { name: '订单列表' });
    await within(grid).findByText('HT20261124-AB12-1');
    expect(within(grid).getByText('工序')).toBeInTheDocument();
    expect(within(grid).getByText('复合')).toBeInTheDocument();
    expect(within(grid).getByText('制袋')).toBeInTheDocument();
    expect(
      within(grid).getByRole('progressbar', { name: '订单 HT20261124-AB12-1 的生产进度' }),
    ).toBeInTheDocument();
  });

  it('leaves the stage and progress off the other lists', async () => {
    open('/Order/Signed');
    const grid = await screen.findByRole('region', { name: 'Order list' });
    await within(grid).findByText('HT20261124-AB12-1');
    expect(within(grid).queryByText('Stage')).not.toBeInTheDocument();
    expect(within(grid).queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
