/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ShippingRow } from '@packflow/contracts';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { shipment, shippingRow, shippingView } from './shipping-fixtures';
import { ShippingListScreen } from './shipping-list-screen';

let search = '';
function Spy() {
  search = useLocation().search;
  return null;
}

function open(
  path: string,
  rows: ShippingRow[],
  { locale = 'en' as 'en' | 'cn', view = shippingView() } = {},
) {
  const calls = mockFetch((call) => {
    if (call.path === '/api/shipping')
      return ok(rows, { pageInfo: { _page: 1, _size: 20, _count: rows.length } });
    if (call.path === '/api/shipping/o-1') return ok(view);
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <ShippingListScreen />
              <Spy />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
    { locale },
  );
  return calls;
}

describe('the warehouse’s list to ship', () => {
  it('lists the orders with their quantities and every block in words, no prices', async () => {
    const calls = open('/OrderLogistics/Wait', [
      shippingRow(),
      shippingRow({
        orderId: 'o-2',
        orderNumber: 'HT-2',
        blocks: [],
        pendingApprovals: ['overShipment'],
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'To be shipped' })).toBeInTheDocument();
    expect(
      await screen.findByText('Balance not confirmed by Finance (and not released on credit)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ready to ship')).toBeInTheDocument();
    expect(screen.getByText('Waiting for approval: Over-shipment')).toBeInTheDocument();
    expect(screen.getAllByText('400 pcs').length).toBeGreaterThan(0);
    expect(screen.getByRole('columnheader', { name: 'Inspected good' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/price|¥|\$/i);
    expect(calls.find((c) => c.path === '/api/shipping')!.query.get('status')).toBe('wait');
  });

  it('says what will appear when nothing waits, in Chinese', async () => {
    open('/OrderLogistics/Wait', [], { locale: 'cn' });
    expect(await screen.findByText(/没有待发货的订单/)).toBeInTheDocument();
  });

  it('lists /Send with the last waybill', async () => {
    const calls = open('/OrderLogistics/Send', [shippingRow({ status: 'shipped', blocks: [] })]);
    expect(await screen.findByRole('heading', { name: 'Shipped' })).toBeInTheDocument();
    expect(await screen.findByText('SF100200300')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/shipping')!.query.get('status')).toBe('sent');
  });

  it('opens an order’s shipping from its row, kept in the URL: figures, blocks, shipments, Ship', async () => {
    open('/OrderLogistics/Wait', [shippingRow()]);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Open the shipping of order HT20261124-AB12-1' }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Shipping of order HT20261124-AB12-1' });
    await waitFor(() => expect(search).toBe('?order=o-1'));
    expect(within(drawer).getByText('Limit (with 10% tolerance and approvals)')).toBeInTheDocument();
    expect(within(drawer).getByRole('listitem')).toHaveTextContent('Balance not confirmed by Finance');
    expect(within(drawer).getByRole('button', { name: 'Ship' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Close short' })).toBeInTheDocument();
    expect(
      within(drawer).getByRole('button', { name: 'Download the delivery note of shipment 1' }),
    ).toBeInTheDocument();
  });

  it('tells a closed shipping’s outcome instead of whether it can ship, with no warnings', async () => {
    const full = shippingView({
      status: 'shipped',
      readiness: { ...shippingView().readiness, blocks: ['closed', 'aboveInspected'] },
      shipments: [shipment(), shipment({ id: 'sh-2', n: 2, at: '2026-11-27T08:00:00.000Z' })],
      actions: [],
    });
    open('/OrderLogistics/Wait?order=o-1', [shippingRow()], { view: full });
    const drawer = await screen.findByRole('dialog', { name: 'Shipping of order HT20261124-AB12-1' });
    expect(
      await within(drawer).findByText('Shipped in full on Nov 27, 2026: 200 pcs in 2 shipment(s).'),
    ).toBeInTheDocument();
    expect(within(drawer).queryByText('Can it ship?')).not.toBeInTheDocument();
    expect(within(drawer).queryByText('Shipping of this order is closed')).not.toBeInTheDocument();
  });

  it('tells a short close with its reason, in Chinese', async () => {
    const short = shippingView({ status: 'closedShort', closeReason: '客户不要了', actions: [] });
    open('/OrderLogistics/Wait?order=o-1', [shippingRow()], { view: short, locale: 'cn' });
    const drawer = await screen.findByRole('dialog', { name: '订单 HT20261124-AB12-1 的发货' });
    expect(
      await within(drawer).findByText('已短交结案：共 1,000 个，已发 200 个。原因：客户不要了'),
    ).toBeInTheDocument();
    expect(within(drawer).queryByText('能否发货？')).not.toBeInTheDocument();
  });

  it('says a customer has no shipping address, not that it is remote', async () => {
    const none = shippingView({ defaultAddress: '', defaultRegionCode: null, remote: true });
    open('/OrderLogistics/Wait?order=o-1', [shippingRow()], { view: none });
    const drawer = await screen.findByRole('dialog', { name: 'Shipping of order HT20261124-AB12-1' });
    expect(await within(drawer).findByText('No shipping address on the customer')).toBeInTheDocument();
    expect(
      within(drawer).getByText('Postage cannot be exempt; type the address when shipping.'),
    ).toBeInTheDocument();
    expect(within(drawer).queryByText('remote area')).not.toBeInTheDocument();
  });

  it('offers only what the server’s actions offer', async () => {
    open('/OrderLogistics/Wait?order=o-1', [shippingRow()], { view: shippingView({ actions: [] }) });
    const drawer = await screen.findByRole('dialog', { name: 'Shipping of order HT20261124-AB12-1' });
    expect(within(drawer).queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Close short' })).not.toBeInTheDocument();
  });
});
