/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { QuotationRow } from '@packflow/contracts';
import { clearSession, saveSession } from '../../../lib/session';
import { mockFetch, ok, type ApiCall, type Reply } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { notFound, optionReply, quotationDetail, quotationRow, salesmanLogin } from '../test-fixtures';
import { QuotationListScreen } from './quotation-list-screen';

interface Server {
  rows: QuotationRow[];
  count?: number;
  onWrite?: (call: ApiCall) => Reply | undefined;
}

function serve(server: Server) {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/quotation') {
      return ok(server.rows, {
        pageInfo: {
          _page: Number(call.query.get('_page')),
          _size: Number(call.query.get('_size')),
          _count: server.count ?? server.rows.length,
          _pageSize: 1,
        },
      });
    }
    const one = /^\/api\/quotation\/([^/]+)$/.exec(call.path);
    if (call.method === 'GET' && one) {
      const row = server.rows.find((r) => r.id === one[1]);
      return row
        ? ok(
            quotationDetail({
              ...row,
              review: [
                {
                  action: 'submitted',
                  ratio: row.ratio,
                  reason: '',
                  at: row.createdAt,
                  userId: 's-1',
                  userName: 'Li Si',
                },
                {
                  action: 'rejected',
                  ratio: row.ratio,
                  reason: 'Too cheap for foil',
                  at: row.createdAt,
                  userId: 'm-1',
                  userName: 'Boss',
                },
              ],
            }),
          )
        : notFound;
    }
    if (call.method !== 'GET')
      return server.onWrite?.(call) ?? ok({ id: 'q-1' }, { position: '50' }, 'Ratio saved');
    return optionReply(call) ?? notFound;
  });
}

function ShowPath() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function open(server: Server, onCopy = jest.fn()) {
  const calls = serve(server);
  const view = renderWithProviders(
    <MemoryRouter initialEntries={['/Quotation']}>
      <Routes>
        <Route path="/Quotation" element={<QuotationListScreen onCopy={onCopy} />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <ShowPath />
    </MemoryRouter>,
  );
  return { calls, onCopy, ...view };
}

const listCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/quotation' && c.query.get('_size') !== '100');
const grid = () => screen.getByRole('region', { name: 'Quotation list' });
const cellsOf = (key: string) =>
  [...document.querySelectorAll(`[data-row-key="${key}"]`)].map((c) => c.textContent);
const address = () => screen.getByLabelText('address');

beforeEach(() => {
  saveSession(salesmanLogin);
  localStorage.clear();
});
afterEach(() => clearSession());

describe('the quotation list (/Quotation)', () => {
  it('lists number and revision, customer, printing and bag type, quantity, prices, ratio, status', async () => {
    const { calls } = open({
      rows: [
        quotationRow(),
        quotationRow({
          id: 'q-2',
          number: 'BJ20260301002',
          make: 'coiled',
          bagType: null,
          maketype: 'kg',
          status: 'pending',
          ratio: '90',
          revisionNo: 2,
        }),
      ],
    });
    expect(await within(grid()).findByText('BJ20260301001')).toBeInTheDocument();
    expect(cellsOf('q-1')).toEqual(
      expect.arrayContaining([
        'BJ20260301001',
        '青岛食品',
        'Digital · Stand-up pouch',
        '10,000',
        // Money with 2 decimals in dollars too; the unit price in its 4.
        '$1,234.57',
        '$0.1235/pc',
        '100%',
        'Approved',
      ]),
    );
    expect(cellsOf('q-2')).toEqual(
      expect.arrayContaining([
        'BJ20260301002 Rev. 2',
        'Digital · Roll film',
        '$0.1235/kg',
        '90%',
        'Pending review',
      ]),
    );
    expect(Object.fromEntries(listCalls(calls)[0]!.query)).toEqual({ _page: '1', _size: '20' });
  });

  it('filters by status tab, printing type, make, keyword (after 300 ms) and dates, each from page 1', async () => {
    const { calls } = open({ rows: [quotationRow()], count: 45 });
    await within(grid()).findByText('BJ20260301001');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('_page')).toBe('2'));

    fireEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('status')).toBe('rejected'));
    expect(listCalls(calls).at(-1)?.query.get('_page')).toBe('1');
    fireEvent.change(screen.getByRole('combobox', { name: 'Printing type filter' }), {
      target: { value: 'gravure' },
    });
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('quotation_type')).toBe('gravure'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Bag or roll film filter' }), {
      target: { value: 'coiled' },
    });
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('make')).toBe('coiled'));
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('from')).toBe('2026-03-01'));

    const before = listCalls(calls).length;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search number or customer' }), {
      target: { value: ' BJ2026 ' },
    });
    // Typing sends nothing at once; the keyword goes out once, after the pause.
    expect(listCalls(calls)).toHaveLength(before);
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('keyword')).toBe('BJ2026'));
    expect(listCalls(calls).filter((call) => call.query.get('keyword'))).toHaveLength(1);
    expect(Object.fromEntries(listCalls(calls).at(-1)!.query)).toEqual({
      status: 'rejected',
      quotation_type: 'gravure',
      make: 'coiled',
      keyword: 'BJ2026',
      from: '2026-03-01',
      _page: '1',
      _size: '20',
    });
  });

  it('views, copies and revises a row', async () => {
    const { onCopy } = open({ rows: [quotationRow()] });
    await within(grid()).findByText('BJ20260301001');
    fireEvent.click(screen.getByRole('button', { name: 'Copy BJ20260301001 into a new quotation' }));
    expect(onCopy).toHaveBeenCalledWith('q-1');
    fireEvent.click(screen.getByRole('button', { name: 'Revise BJ20260301001' }));
    expect(address()).toHaveTextContent('/QuotationCreate?revisionOf=q-1');
  });

  it('compares the two rows ticked', async () => {
    open({
      rows: [
        quotationRow(),
        quotationRow({ id: 'q-2', number: 'BJ20260301002' }),
        quotationRow({ id: 'q-3', number: 'BJ20260301003' }),
      ],
    });
    await within(grid()).findByText('BJ20260301001');
    const compare = screen.getByRole('button', { name: '0 of 2 chosen' });
    expect(compare).toBeDisabled();
    const choose = (number: string) =>
      fireEvent.click(
        screen.getByRole('checkbox', { name: `Choose ${number} to compare or for a contract` }),
      );
    choose('BJ20260301001');
    choose('BJ20260301002');
    choose('BJ20260301003');
    // Three ticked: a contract may take them, a comparison takes two.
    expect(screen.getByRole('button', { name: '3 chosen: compare takes two' })).toBeDisabled();
    choose('BJ20260301001');
    fireEvent.click(screen.getByRole('button', { name: 'Compare the two chosen' }));
    expect(address()).toHaveTextContent('/Quotation/Compare?a=q-2&b=q-3');
  });

  it('marks a quotation under contract, naming the contract on hover', async () => {
    open({ rows: [quotationRow({ contractId: 'k-1', contractNumber: 'HT20261124-7C1D2E3F4A' })] });
    await within(grid()).findByText('BJ20260301001');
    const mark = within(grid()).getByText('Contract');
    expect(mark.closest('[title]')).toHaveAttribute('title', 'Under contract HT20261124-7C1D2E3F4A');
  });

  it('resubmits a rejected quotation with a new ratio', async () => {
    const { calls } = open({
      rows: [
        quotationRow({
          status: 'rejected',
          actions: ['copy', 'revise', 'resubmit'],
          ratio: '80',
          reviewRequired: true,
        }),
      ],
    });
    await within(grid()).findByText('BJ20260301001');
    fireEvent.click(screen.getByRole('button', { name: 'Resubmit BJ20260301001 with a new ratio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resubmit BJ20260301001' });
    fireEvent.change(within(dialog).getByLabelText('Adjustment ratio'), { target: { value: '92' } });
    // Below the allowed 94%: it goes to the supervisor, and the dialog says so before sending.
    expect(
      await within(dialog).findByText('At 92% the final price becomes $0.1136/pc, $1,136.00 in all.'),
    ).toBeInTheDocument();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Send 92% for review' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/quotation/q-1/ratio');
    expect(Object.fromEntries(put!.body!)).toEqual({ ratio: '92' });
    expect(await screen.findByText('Ratio saved')).toBeInTheDocument();
  });

  it('says so when a supervisor decides on one of my quotations (live refresh)', async () => {
    const server: Server = {
      rows: [
        quotationRow({ status: 'pending', reviewRequired: true }),
        quotationRow({ id: 'q-2', number: 'BJ20260301002', status: 'pending', reviewRequired: true }),
      ],
    };
    const { queryClient } = open(server);
    await within(grid()).findByText('BJ20260301001');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    server.rows = [
      quotationRow({ status: 'approved', reviewRequired: true }),
      quotationRow({ id: 'q-2', number: 'BJ20260301002', status: 'rejected', reviewRequired: true }),
    ];
    // What lib/live does with a 'readmodel.changed' event for 'quotations'.
    await act(() => queryClient.invalidateQueries({ queryKey: ['quotations'] }));
    expect(await screen.findByText('Quotation BJ20260301001 approved')).toBeInTheDocument();
    expect(
      await screen.findByText('Quotation BJ20260301002 rejected: Too cheap for foil'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Quotation BJ20260301001 approved')).toHaveLength(1);
  });
});
