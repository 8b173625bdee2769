/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OrderDetailScreen } from './order-detail-screen';

function ShowPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function open(path: string, permissions: string[], locale: 'en' | 'cn' = 'en') {
  const calls = mockFetch((call) =>
    call.path === '/api/session'
      ? ok({ permissions })
      : { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } },
  );
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/Order/Detail" element={<OrderDetailScreen />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <ShowPath />
    </MemoryRouter>,
    { locale },
  );
  return calls;
}

describe('/Order/Detail without an order', () => {
  it('says no order is chosen and leads back to the lists, asking the server nothing', async () => {
    const calls = open('/Order/Detail', ['GET@order']);
    expect(await screen.findByRole('heading', { name: 'No order chosen' })).toBeInTheDocument();
    // Once the session's permissions are read: only the lists this reader may open.
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Cancel requests to review' })).not.toBeInTheDocument(),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/Order/Wait');
    expect(calls.some((c) => c.path.startsWith('/api/order'))).toBe(false);
  });

  it('in Chinese, leads a supervisor to the cancel requests he reviews', async () => {
    open('/Order/Detail', ['GET@operator-manage/order'], 'cn');
    expect(await screen.findByRole('heading', { name: '未选择订单' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '待审核的取消申请' })).toHaveAttribute(
      'href',
      '/OperatorManage/Order',
    );
  });
});
