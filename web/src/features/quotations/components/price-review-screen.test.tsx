/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { QuotationReviewRow, QuotationRow } from '@packflow/contracts';
import { clearSession, saveSession } from '../../../lib/session';
import { mockFetch, ok, type ApiCall } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { notFound, optionReply, quotationRow, salesmanLogin } from '../test-fixtures';
import { PriceReviewScreen } from './price-review-screen';

const supervisor = {
  ...salesmanLogin,
  user: {
    ...salesmanLogin.user,
    id: 'm-1',
    role: 'OperatorManage' as const,
    nickname: 'Boss',
    country: 'cn' as const,
  },
};

function serve(byStatus: Record<string, QuotationReviewRow[]>) {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/quotation-review') {
      const rows = byStatus[call.query.get('status') ?? ''] ?? [];
      return ok(rows, { pageInfo: { _page: 1, _size: 20, _count: rows.length, _pageSize: 1 } });
    }
    if (call.method === 'POST') {
      byStatus.pending = [];
      return ok({ id: 'q-1' }, { position: '90' }, call.path.endsWith('approve') ? 'Approved' : 'Rejected');
    }
    return optionReply(call) ?? notFound;
  });
}

function ShowPath() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function open(byStatus: Record<string, QuotationReviewRow[]>) {
  const calls = serve(byStatus);
  renderWithProviders(
    <MemoryRouter initialEntries={['/OperatorManage/Index']}>
      <Routes>
        <Route path="/OperatorManage/Index" element={<PriceReviewScreen />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <ShowPath />
    </MemoryRouter>,
  );
  return calls;
}

/** A review row: judged by 94% to 200%, as the row says. */
const reviewRow = (over: Partial<QuotationRow> = {}, lastReason = ''): QuotationReviewRow => ({
  ...quotationRow({ reviewRequired: true, ...over }),
  range: { minRatio: '94', maxRatio: '200' },
  submittedAt: '2026-03-01T02:00:00.000Z',
  lastReason,
  price_loading: '800.0000',
  ratioOfLoading: '112.50',
  decimals: 4,
});
const pending = () =>
  reviewRow({
    status: 'pending',
    actions: ['approve', 'reject'],
    ratio: '90',
    price: '1000.0000',
    price_end: '900.0000',
    ownerName: 'Li Si',
  });
const grid = () => screen.getByRole('region', { name: 'Price reviews' });
const cellsOf = (key: string) =>
  [...document.querySelectorAll(`[data-row-key="${key}"]`)].map((c) => c.textContent);
const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST');

beforeEach(() => {
  saveSession(supervisor);
  localStorage.clear();
});
afterEach(() => clearSession());

describe('price-ratio review (/OperatorManage/Index)', () => {
  it('lists the pending requests: salesman, customer, number, calculated price, ratio against the range, final price', async () => {
    const calls = open({ pending: [pending()] });
    expect(await within(grid()).findByText('BJ20260301001')).toBeInTheDocument();
    expect(cellsOf('q-1').slice(0, 7)).toEqual([
      'Li Si',
      '青岛食品',
      'BJ20260301001',
      '$1,000.00',
      '90%',
      '94%–200%',
      '$900.00',
    ]);
    expect(calls.find((c) => c.path === '/api/quotation-review')?.query.get('status')).toBe('pending');
    fireEvent.click(screen.getByRole('button', { name: 'View BJ20260301001' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('/Quotation/Detail?id=q-1');
  });

  it('approves, the reason optional', async () => {
    const calls = open({ pending: [pending()] });
    await within(grid()).findByText('BJ20260301001');
    fireEvent.click(screen.getByRole('button', { name: 'Approve BJ20260301001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve BJ20260301001' });
    expect(dialog).toHaveTextContent('Li Si asks for 90% (allowed 94%–200%), final price $900.00.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.path).toBe('/api/quotation/q-1/approve');
    expect(Object.fromEntries(posts(calls)[0]!.body!)).toEqual({ reason: '' });
    await waitFor(() => expect(within(grid()).queryByText('BJ20260301001')).not.toBeInTheDocument());
  });

  it('shows the loading price and the final price against it, in the queue and the dialog', async () => {
    open({ pending: [pending()] });
    await within(grid()).findByText('BJ20260301001');
    expect(cellsOf('q-1').slice(6, 9)).toEqual(['$900.00', '$800.00', '112.50%']);
    expect(within(grid()).getAllByText('Loading price').length).toBeGreaterThan(0);
    expect(within(grid()).getAllByText('Of loading price').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Approve BJ20260301001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve BJ20260301001' });
    const money = within(dialog).getByRole('table', { name: 'Prices' });
    expect([...money.querySelectorAll('tr')].map((r) => r.textContent)).toEqual([
      'Calculated price$1,000.00',
      'Loading price$800.00',
      'Final price$900.00',
      'Of loading price112.50%',
    ]);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks a second time, naming the loss, before approving below the loading price; cancelled, nothing is sent', async () => {
    const below = () => ({ ...pending(), price_loading: '950.0000', ratioOfLoading: '94.74', revision: 7 });
    const calls = open({ pending: [below()] });
    await within(grid()).findByText('BJ20260301001');
    expect(cellsOf('q-1').slice(6, 9)).toEqual(['$900.00', '$950.00', '94.74%']);
    fireEvent.click(screen.getByRole('button', { name: 'Approve BJ20260301001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve BJ20260301001' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Below the loading price by $50.00 (5.3%)');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    let second = await screen.findByRole('dialog', { name: 'Approve at a loss?' });
    expect(second).toHaveTextContent(
      'Approve at $900.00 below the loading price $950.00: a loss of $50.00 (5.3%)?',
    );
    fireEvent.click(within(second).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Approve at a loss?' })).not.toBeInTheDocument(),
    );
    expect(posts(calls)).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Approve BJ20260301001' })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    second = await screen.findByRole('dialog', { name: 'Approve at a loss?' });
    fireEvent.click(within(second).getByRole('button', { name: 'Approve at a loss' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.path).toBe('/api/quotation/q-1/approve');
    expect(posts(calls)[0]?.headers['If-Match']).toBe('"7"');
  });

  it('rejects below the loading price without a second question', async () => {
    const calls = open({ pending: [{ ...pending(), price_loading: '950.0000', ratioOfLoading: '94.74' }] });
    await within(grid()).findByText('BJ20260301001');
    fireEvent.click(screen.getByRole('button', { name: 'Reject BJ20260301001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject BJ20260301001' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Below cost' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Approve at a loss?' })).not.toBeInTheDocument();
  });

  it('needs a reason to reject, and sends it', async () => {
    const calls = open({ pending: [pending()] });
    await within(grid()).findByText('BJ20260301001');
    fireEvent.click(screen.getByRole('button', { name: 'Reject BJ20260301001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject BJ20260301001' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give the reason for rejecting')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: '  Below cost for foil  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.path).toBe('/api/quotation/q-1/reject');
    expect(Object.fromEntries(posts(calls)[0]!.body!)).toEqual({ reason: 'Below cost for foil' });
  });

  it('shows decided ones under their tabs with the reason, without decision buttons', async () => {
    const calls = open({
      pending: [],
      approved: [reviewRow({ status: 'approved' })],
      rejected: [reviewRow({ id: 'q-2', number: 'BJ20260301002', status: 'rejected' }, 'Below cost')],
    });
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await within(grid()).findByText('BJ20260301001')).toBeInTheDocument();
    expect(
      calls
        .filter((c) => c.path === '/api/quotation-review')
        .at(-1)
        ?.query.get('status'),
    ).toBe('approved');
    expect(screen.queryByRole('button', { name: 'Approve BJ20260301001' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(await within(grid()).findByText('Below cost')).toBeInTheDocument();
  });
});
