/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { NotificationView } from '@packflow/contracts';
import { type ApiCall, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { NotificationsScreen } from './notifications-screen';

const rows: NotificationView[] = [
  {
    id: 'n2',
    kind: 'quotation.rejected',
    params: { number: 'BJ20261124-AB', reason: 'Too low' },
    link: { kind: 'quotation', id: 'q1' },
    path: '/Quotation/Detail?id=q1',
    sourceEventId: 'e2',
    createdAt: '2026-11-24T09:00:00.000Z',
    readAt: null,
  },
  {
    id: 'n1',
    kind: 'customer.released',
    params: { code: 'Q0001', name: 'Harbour Tea', reason: 'supervisor' },
    link: { kind: 'customer', id: 'c1' },
    path: '/Customer/Detail?id=c1',
    sourceEventId: 'e1',
    createdAt: '2026-11-23T09:00:00.000Z',
    readAt: '2026-11-23T10:00:00.000Z',
  },
  {
    // A record whose screen the reader's role does not have (an administrator's quotation).
    id: 'n0',
    kind: 'quotation.approved',
    params: { number: 'BJ20261120-CD', reason: '' },
    link: { kind: 'quotation', id: 'q0' },
    path: null,
    sourceEventId: 'e0',
    createdAt: '2026-11-20T09:00:00.000Z',
    readAt: '2026-11-20T10:00:00.000Z',
  },
];

function serve() {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/notifications') {
      const unreadOnly = call.query.get('unread') === '1';
      const list = unreadOnly ? rows.filter((r) => r.readAt === null) : rows;
      return ok(list, { unread: 1, pageInfo: { _page: 1, _size: 20, _count: list.length, _pageSize: 1 } });
    }
    if (call.method === 'PUT' && call.path.startsWith('/api/notifications/'))
      return ok(null, { position: '9' });
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
}

const render = () =>
  renderWithProviders(
    <MemoryRouter>
      <NotificationsScreen />
    </MemoryRouter>,
  );
const lists = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET');
const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.path);

beforeEach(() => localStorage.clear());

describe('the notifications screen', () => {
  it('shows each notification in words, leading to its record, unread ones marked', async () => {
    serve();
    render();
    const grid = await screen.findByRole('region', { name: 'My notifications' });
    expect(
      await within(grid).findByText('The price of quotation BJ20261124-AB was rejected'),
    ).toBeInTheDocument();
    expect(within(grid).getByText('Reason: Too low')).toBeInTheDocument();
    expect(within(grid).getByText('Reason: released by a supervisor')).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'Price rejected' })).toHaveAttribute(
      'href',
      '/Quotation/Detail?id=q1',
    );
    expect(within(grid).getByRole('link', { name: 'Customer released' })).toHaveAttribute(
      'href',
      '/Customer/Detail?id=c1',
    );
    expect(within(grid).getByText('Price approved').closest('a')).toBeNull();
    expect(within(grid).getByText('Unread').closest('.bp6-tag')).toHaveClass('bp6-intent-danger');
    // Only the unread one can be marked.
    expect(within(grid).getAllByRole('button', { name: 'Mark read' })).toHaveLength(1);
  });

  it('filters the unread ones, marks one and all read', async () => {
    const calls = serve();
    render();
    await screen.findByText('The price of quotation BJ20261124-AB was rejected');
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'unread' } });
    await waitFor(() => expect(lists(calls).at(-1)!.query.get('unread')).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(puts(calls)).toEqual(['/api/notifications/n2/read']));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(puts(calls)).toEqual(['/api/notifications/n2/read', '/api/notifications/read-all']),
    );
    // Read again up to the marks.
    await waitFor(() => expect(lists(calls).at(-1)!.query.get('_position')).toBe('9'));
  });
});
