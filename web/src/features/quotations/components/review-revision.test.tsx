/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { QuotationReviewRow } from '@packflow/contracts';
import { clearSession, saveSession } from '../../../lib/session';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { notFound, optionReply, quotationRow, salesmanLogin } from '../test-fixtures';
import { PriceReviewScreen } from './price-review-screen';

const supervisor = {
  ...salesmanLogin,
  user: { ...salesmanLogin.user, id: 'm-1', role: 'OperatorManage' as const, nickname: 'Boss' },
};

const reviewRow = (ratio: string, revision: number): QuotationReviewRow => ({
  ...quotationRow({
    status: 'pending',
    actions: ['approve', 'reject'],
    reviewRequired: true,
    ratio,
    ownerName: 'Li Si',
    revision,
  }),
  range: { minRatio: '94', maxRatio: '200' },
  submittedAt: '2026-03-01T02:00:00.000Z',
  lastReason: '',
  price_loading: '1000.0000',
  ratioOfLoading: '123.46',
  decimals: 4,
});

beforeEach(() => {
  saveSession(supervisor);
  localStorage.clear();
});
afterEach(() => clearSession());

describe('a review carries the revision the supervisor looked at', () => {
  it('sends it as If-Match; changed since, it shows the message and the quotation as it is now', async () => {
    // The salesman changes the ratio from 90% to 85% while the supervisor has the queue open.
    let current = reviewRow('90', 1);
    const calls = mockFetch((call) => {
      if (call.method === 'GET' && call.path === '/api/quotation-review')
        return ok([current], { pageInfo: { _page: 1, _size: 20, _count: 1, _pageSize: 1 } });
      if (call.method === 'POST') {
        current = reviewRow('85', 2);
        return {
          status: 409,
          body: {
            code: 1009,
            data: null,
            msg: 'This record was changed since you opened it',
            extra: { error: 'RECORD.CHANGED', revision: 2 },
          },
        };
      }
      return optionReply(call) ?? notFound;
    });
    renderWithProviders(
      <MemoryRouter>
        <PriceReviewScreen />
      </MemoryRouter>,
    );
    const grid = () => screen.getByRole('region', { name: 'Price reviews' });
    expect(await within(grid()).findByText('90%')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Approve BJ20260301001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve BJ20260301001' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    const post = await waitFor(() => {
      const found = calls.find((c) => c.method === 'POST');
      expect(found).toBeDefined();
      return found!;
    });
    expect(post.path).toBe('/api/quotation/q-1/approve');
    expect(post.headers['If-Match']).toBe('"1"');
    expect(await screen.findByText('This record was changed since you opened it')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The queue was read again and shows the new ratio, to be judged afresh.
    expect(await within(grid()).findByText('85%')).toBeInTheDocument();
    expect(within(grid()).queryByText('90%')).not.toBeInTheDocument();
  });
});
