/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { BillRow } from '@packflow/contracts';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BillListScreen } from './bill-list-screen';

const row: BillRow = {
  id: 'cus1-202610',
  customerId: 'cus1',
  customerName: 'Acme Foods',
  ownerId: 's1',
  ownerName: 'Sam Sales',
  month: '2026-10',
  currency: 'USD',
  status: 'disputed',
  signedOrders: 2,
  signingAmount: '2000.5',
  collections: '800',
  closingBalance: '1300.5',
  disputedLines: 1,
  sentAt: '2026-11-02T02:00:00.000Z',
  sealedAt: null,
  updatedAt: '2026-11-03T02:00:00.000Z',
};

function Where() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function open(path: string) {
  const calls = mockFetch(() => ok([row], { pageInfo: { _page: 1, _size: 20, _count: 1 } }));
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/Reconciliation/Detail" element={<h2>detail</h2>} />
        <Route path="*" element={<BillListScreen />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return calls;
}

describe('the bill lists', () => {
  it('asks for the list of its path with the filters of the address, money to 2 decimals in the bill’s currency', async () => {
    const calls = open('/Reconciliation/Wait?month=2026-10&status=disputed&q=Acme');
    expect(await screen.findByRole('heading', { name: 'Bills to reconcile' })).toBeInTheDocument();
    const table = await screen.findByRole('region', { name: 'Bills' });
    const tr = within(table).getByText('Acme Foods').closest('tr')!;
    expect(tr).toHaveTextContent('$2,000.50');
    expect(tr).toHaveTextContent('$800.00');
    expect(tr).toHaveTextContent('$1,300.50');
    expect(tr).toHaveTextContent('Disputed');
    const query = calls[0]!.query;
    expect([query.get('view'), query.get('month'), query.get('status'), query.get('keyword')]).toEqual([
      'wait',
      '2026-10',
      'disputed',
      'Acme',
    ]);
  });

  it('changes the status filter in the address and opens a row’s bill', async () => {
    const calls = open('/Reconciliation/Index');
    fireEvent.change(await screen.findByLabelText('Status'), { target: { value: 'sent' } });
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('status=sent'));
    await waitFor(() => expect(calls.some((c) => c.query.get('status') === 'sent')).toBe(true));
    expect(calls[0]!.query.get('view')).toBe('all');
    fireEvent.click(await screen.findByRole('button', { name: 'Open the bill of Acme Foods for 2026-10' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('/Reconciliation/Detail?id=cus1-202610');
  });
});
