/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SessionView } from '@packflow/contracts';
import { type ApiCall, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { NotificationBell } from './notification-bell';

const view = (permissions: string[]): SessionView => ({
  user: { id: 'u-sales', role: 'OperatorIndex', nickname: 'Emma', headimg: '', country: 'en' },
  roles: [{ role: 'OperatorIndex', title: '业务员', english_name: 'Salesman' }],
  permissions: permissions as SessionView['permissions'],
  showRoles: false,
  companyNameCn: '软包装',
  companyNameEn: 'Packaging',
  daysLeft: 200,
  warnExpiry: false,
  expiresAt: '2030-01-01T00:00:00.000Z',
});

function open(permissions: string[], unread: number) {
  const calls = mockFetch((call) => {
    if (call.path === '/api/session') return ok(view(permissions));
    if (call.path === '/api/notifications/unread-count') return ok({ unread });
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
  renderWithProviders(
    <MemoryRouter>
      <NotificationBell />
    </MemoryRouter>,
  );
  return calls;
}
const counts = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/notifications/unread-count');

describe('the bell', () => {
  it('shows the unread count, and says it', async () => {
    open(['GET@notifications/unread-count'], 3);
    expect(await screen.findByTestId('bell-count')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: '3 unread notifications' })).toBeInTheDocument();
  });

  it('shows no count when nothing is unread', async () => {
    const calls = open(['GET@notifications/unread-count'], 0);
    await waitFor(() => expect(counts(calls)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('bell-count')).toBeNull();
  });

  it('is not there for a role whose notifications were taken away', async () => {
    const calls = open([], 2);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/session')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    // Asked at most once, before the permissions were known (the server refuses it then).
    expect(counts(calls).length).toBeLessThanOrEqual(1);
  });
});
