/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Locale, OrderRow } from '@packflow/contracts';
import { clearSession, saveSession } from '../../../lib/session';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { loginAs, orderRow } from './order-fixtures';
import { OrderListScreen } from './order-list-screen';

function open(path: string, rows: OrderRow[], locale: Locale = 'en') {
  saveSession(loginAs('OperatorIndex'));
  mockFetch((call) => {
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
}

beforeEach(() => localStorage.clear());
afterEach(() => clearSession());

const waiting = [orderRow({ status: 'waitsend' })];
const TEXT = 'There are orders to be shipped, please contact the warehouse for shipment';

describe("the seller's orders to be shipped", () => {
  it('tells the seller to contact the warehouse when some orders wait', async () => {
    open('/Order/WaitSend', waiting);
    expect(await screen.findByText(TEXT)).toBeInTheDocument();
  });

  it('says it in Chinese', async () => {
    open('/Order/WaitSend', waiting, 'cn');
    expect(await screen.findByText('有订单待发货，请联系仓库安排发货')).toBeInTheDocument();
  });

  it('says nothing when none waits, nor on the other lists', async () => {
    open('/Order/WaitSend', []);
    expect(await screen.findByText('No orders here')).toBeInTheDocument();
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  });

  it('says nothing on another list with rows', async () => {
    open('/Order/Shipped', [orderRow({ status: 'shipped' })]);
    expect(await screen.findByText('HT20261124-AB12-1')).toBeInTheDocument();
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  });
});
