/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { clearSession, saveSession } from '../../../lib/session';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { notFound, optionReply, quotationDetail, quotationRow, salesmanLogin } from '../test-fixtures';
import { QuotationCreateRoute } from './quotation-create-route';
import { QuotationDetailRoute } from './quotation-detail-route';
import { QuotationListRoute } from './quotation-list-route';

function ShowPath() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function openAt(path: string) {
  const calls = mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/quotation' && call.query.get('_size') !== '100') {
      return ok([quotationRow()], { pageInfo: { _page: 1, _size: 20, _count: 1, _pageSize: 1 } });
    }
    if (call.method === 'GET' && call.path === '/api/quotation/q-1') return ok(quotationDetail());
    return optionReply(call) ?? notFound;
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/Quotation" element={<QuotationListRoute />} />
        <Route path="/Quotation/Detail" element={<QuotationDetailRoute />} />
        <Route path="/QuotationCreate" element={<QuotationCreateRoute />} />
      </Routes>
      <ShowPath />
    </MemoryRouter>,
  );
  return calls;
}

beforeEach(() => {
  saveSession(salesmanLogin);
  sessionStorage.clear();
});
afterEach(() => clearSession());

describe('quotation routes', () => {
  it('copies from the list through the session key quotationid_from (spec section 3)', async () => {
    const calls = openAt('/Quotation');
    const grid = await screen.findByRole('region', { name: 'Quotation list' });
    await within(grid).findByText('BJ20260301001');
    fireEvent.click(screen.getByRole('button', { name: 'Copy BJ20260301001 into a new quotation' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('/QuotationCreate');
    expect(sessionStorage.getItem('quotationid_from')).toBe('q-1');
    expect(await screen.findByText(/Copy of BJ20260301001/)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/quotation/q-1')).toBe(true);
    await waitFor(() => expect(screen.getByLabelText('Width')).toHaveValue('120'));

    // Start blank forgets the source.
    fireEvent.click(screen.getByRole('button', { name: 'Start blank' }));
    expect(sessionStorage.getItem('quotationid_from')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Width')).toHaveValue(''));
    expect(screen.queryByText(/Copy of/)).not.toBeInTheDocument();
  });

  it('revises from the detail through the address, without a copy source', async () => {
    openAt('/Quotation/Detail?id=q-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Revise' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('/QuotationCreate?revisionOf=q-1');
    expect(await screen.findByText(/Revision of BJ20260301001/)).toBeInTheDocument();
    expect(sessionStorage.getItem('quotationid_from')).toBeNull();
  });

  it('opens the detail of the quotation in the address, or says none is chosen', async () => {
    openAt('/Quotation/Detail');
    expect(await screen.findByText('No quotation chosen')).toBeInTheDocument();
  });
});
