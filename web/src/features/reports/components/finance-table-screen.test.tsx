/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ChainVerification, ReceivablesReport, ReportEventLine } from '@packflow/contracts';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { FinanceTableScreen } from './finance-table-screen';

const figures = (b: [string, string, string, string, string], total: string) => ({
  buckets: { d0_30: b[0], d31_60: b[1], d61_90: b[2], d91_120: b[3], over120: b[4] },
  total,
});

const report: ReceivablesReport = {
  asOf: '2026-11-27',
  currency: 'CNY',
  totals: figures(['1000', '250.5', '0.00', '0.00', '99.99'], '1350.49'),
  owners: [
    {
      ownerId: 's1',
      ownerName: 'Sam Sales',
      ...figures(['1000.00', '250.50', '0.00', '0.00', '0.00'], '1250.50'),
    },
    {
      ownerId: 's2',
      ownerName: 'Tina Trade',
      ...figures(['0.00', '0.00', '0.00', '0.00', '99.99'], '99.99'),
    },
  ],
  customers: {
    rows: [
      {
        customerId: 'cus1',
        customerName: 'Acme Foods',
        ownerId: 's1',
        ownerName: 'Sam Sales',
        ...figures(['1000.00', '250.50', '0.00', '0.00', '0.00'], '1250.50'),
      },
      {
        customerId: 'cus2',
        customerName: 'Blue Tea',
        ownerId: 's2',
        ownerName: 'Tina Trade',
        ...figures(['0.00', '0.00', '0.00', '0.00', '99.99'], '99.99'),
      },
    ],
    total: 2,
    page: 1,
    size: 20,
  },
  advances: '500',
};

const events: ReportEventLine[] = [
  {
    eventId: 'ev1',
    streamId: 'contract-money-c1',
    position: '101',
    type: 'SigningCleared',
    date: '2026-11-10',
    amount: '1200',
    customerName: 'Acme Foods',
    orderNumber: 'DD-001',
    contractNumber: 'HT-1',
    bucket: 'd0_30',
  },
];

function open(path = '/FinanceTable', locale: 'en' | 'cn' = 'en', verification?: ChainVerification) {
  const calls = mockFetch((call) => {
    if (call.path === '/api/reports/receivables') return ok(report);
    if (call.path === '/api/reports/receivables/cus1/events') return ok(events);
    if (call.path === '/api/reports/verify') return ok(verification);
    return ok([]);
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <FinanceTableScreen />
    </MemoryRouter>,
    { locale },
  );
  return calls;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Finance’s reports', () => {
  it('shows the receivables by salesman with the totals row of the five buckets, and the customers', async () => {
    const calls = open();
    const owners = await screen.findByRole('table', { name: 'By salesman' });
    const head = within(owners)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(head.slice(0, 7)).toEqual([
      'Salesman',
      '0–30 days',
      '31–60 days',
      '61–90 days',
      '91–120 days',
      'Over 120 days',
      'Total',
    ]);
    const sam = within(owners).getByRole('rowheader', { name: 'Sam Sales' }).closest('tr')!;
    expect(cells(sam).slice(0, 6)).toEqual(['¥1,000.00', '¥250.50', '¥0.00', '¥0.00', '¥0.00', '¥1,250.50']);
    const total = within(owners).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    // The server's totals as they are, each to 2 decimals.
    expect(cells(total).slice(0, 6)).toEqual([
      '¥1,000.00',
      '¥250.50',
      '¥0.00',
      '¥0.00',
      '¥99.99',
      '¥1,350.49',
    ]);
    expect(screen.getByText(/Advances/).closest('.bp6-callout')).toHaveTextContent('¥500.00');
    const customers = screen.getByRole('region', { name: 'By customer' });
    expect(within(customers).getByText('Blue Tea')).toBeInTheDocument();
    // As of today in China, in yuan.
    const query = calls.find((c) => c.path === '/api/reports/receivables')!.query;
    expect(query.get('asOf')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(query.get('currency')).toBe('CNY');
  });

  it('opens the events behind a customer’s figures in a drawer', async () => {
    const calls = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Show the events behind Acme Foods' }));
    const drawer = await screen.findByRole('dialog', { name: 'Events behind Acme Foods' });
    expect(await within(drawer).findByText('Order signed')).toBeInTheDocument();
    expect(within(drawer).getByText('¥1,200.00')).toBeInTheDocument();
    expect(within(drawer).getByText('0–30 days')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/reports/receivables/cus1/events')).toBe(true);
  });

  it('filters by a salesman from his row', async () => {
    const calls = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Show the customers of Tina Trade' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === '/api/reports/receivables' && c.query.get('ownerId') === 's2'),
      ).toBe(true),
    );
    expect(screen.getByLabelText('Salesman')).toHaveValue('s2');
  });

  it('names the broken event in red when a chain does not verify', async () => {
    open('/FinanceTable?tab=verify', 'en', {
      checkedAt: '2026-11-27T10:00:00.000Z',
      intact: false,
      chains: 3,
      events: 40,
      heads: [],
      broken: {
        streamId: 'bill-cus1-202610',
        revision: 2,
        position: '140',
        eventId: 'ev-altered',
        type: 'BillSent',
        expected: 'a'.repeat(64),
        found: 'b'.repeat(64),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Verify the hash chains' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Broken: event ev-altered (BillSent) of bill-cus1-202610');
    expect(alert).toHaveClass('bp6-intent-danger');
    expect(alert).toHaveTextContent('b'.repeat(64));
  });

  it('shows each chain’s first and last hash when every chain is intact, in Chinese for a Chinese reader', async () => {
    open('/FinanceTable?tab=verify', 'cn', {
      checkedAt: '2026-11-27T10:00:00.000Z',
      intact: true,
      chains: 1,
      events: 3,
      heads: [{ streamId: 'contract-money-c1', events: 3, first: '1'.repeat(64), last: '2'.repeat(64) }],
      broken: null,
    });
    fireEvent.click(await screen.findByRole('button', { name: '校验哈希链' }));
    expect(await screen.findByRole('status')).toHaveTextContent('完好：1 条链，3 个事件');
    expect(screen.getByText('1'.repeat(64))).toBeInTheDocument();
    expect(screen.getByText('2'.repeat(64))).toBeInTheDocument();
  });
});
