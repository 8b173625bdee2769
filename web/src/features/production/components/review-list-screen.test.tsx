/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ProductionJobRow } from '@packflow/contracts';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ReviewListScreen } from './review-list-screen';

const row = (n: number, over: Partial<ProductionJobRow> = {}): ProductionJobRow =>
  ({
    orderId: `o-${n}`,
    number: `HT-${n}`,
    customerName: `Customer ${n}`,
    printingType: 'digital',
    make: 'bag',
    bagType: 'standUp',
    quantity: 2000,
    unit: 'piece',
    phase: 'review',
    reviewStatus: 'pending',
    artworkStatus: 'not_confirmed',
    rejectReason: null,
    signedAt: '2026-11-27T08:00:00.000Z',
    reviewedAt: null,
    actions: ['review'],
    ...over,
  }) as ProductionJobRow;

function open(path: string, rows: ProductionJobRow[], locale: 'en' | 'cn' = 'en') {
  const calls = mockFetch((call) =>
    call.path === '/api/production/review'
      ? ok(rows, { pageInfo: { _page: 1, _size: 20, _count: rows.length } })
      : { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } },
  );
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <ReviewListScreen />
    </MemoryRouter>,
    { locale },
  );
  return calls;
}

describe('the order log', () => {
  it("lists /OrderLog/Wait's orders, offering Review only on rows the server lets be reviewed", async () => {
    const calls = open('/OrderLog/Wait', [row(1), row(2, { actions: [] })]);
    expect(await screen.findByRole('heading', { name: 'Pending confirmation' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Review order HT-1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review order HT-2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View order HT-2' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/production/review')!.query.get('status')).toBe('pending');
  });

  it('shows the rejected orders with their reason, in Chinese', async () => {
    const calls = open(
      '/OrderLog/Reject',
      [
        row(3, {
          reviewStatus: 'rejected',
          rejectReason: '稿件颜色不对',
          actions: [],
          artworkStatus: 'rejected',
        }),
      ],
      'cn',
    );
    expect(await screen.findByRole('heading', { name: '已驳回' })).toBeInTheDocument();
    expect(await screen.findByText('稿件颜色不对')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '原因' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/production/review')!.query.get('status')).toBe('rejected');
  });

  it("exports the list with its status, in the columns shown and the reader's words", async () => {
    const calls = open('/OrderLog/Wait', [row(1)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(calls.some((c) => c.query.get('_format') === 'xlsx')).toBe(true));
    const asked = calls.find((c) => c.query.get('_format') === 'xlsx')!;
    expect([asked.path, asked.query.get('status'), asked.query.get('_filename')]).toEqual([
      '/api/production/review',
      'pending',
      'Pending confirmation',
    ]);
    const columns = JSON.parse(asked.query.get('_columns')!) as Record<string, unknown>[];
    expect(columns.map((c) => [c.field ?? c.fields, c.kind ?? null])).toEqual([
      ['number', null],
      ['customerName', null],
      [['make', 'bagType', 'printingType'], null],
      [['quantity', 'unit'], null],
      ['artworkStatus', null],
      ['signedAt', 'datetime'],
    ]);
    expect(columns[2]!.labels).toMatchObject({ bag: '', coiled: 'Roll film', standUp: 'Stand-up pouch' });
    expect(columns[4]!.labels).toMatchObject({ not_confirmed: 'Not confirmed' });
  });

  it('opens the review dialog from a row', async () => {
    const calls = open('/OrderLog/Wait', [row(1)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Review order HT-1' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/production/o-1')).toBe(true));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
