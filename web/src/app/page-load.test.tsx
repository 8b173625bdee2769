/** @jest-environment jsdom */
import '../testing/jsdom-polyfills';
import '../testing/table-polyfills';
import '@testing-library/jest-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { MenusAnswer } from '@packflow/contracts';
import { i18n } from '../lib/i18n';
import { LIVE_BATCH_MS, connectLive } from '../lib/live';
import { createQueryClient } from '../lib/query-client';
import { clearSession, saveSession } from '../lib/session';
import { fakeSocket } from '../testing/fake-socket';
import { mockFetch, ok } from '../testing/mock-fetch';
import { adminLogin } from '../testing/session';
import { AppRoutes } from './router';
import { sessionView } from './shell/test-fixtures';

const item = (key: string, english_name: string, title: string, path: string, extra = {}) => ({
  key,
  title,
  english_name,
  path,
  icon: 'cog',
  ...extra,
});
const menu: MenusAnswer = {
  menus: [
    item('settings', 'Settings', '设置', '', {
      children: [item('sysset', 'System settings', '系统设置', '/Sysset')],
    }),
  ],
  landing: '/Sysset',
};

afterEach(() => clearSession());

/**
 * A page load as the browser makes it: the console's own query client, its live connection, and a
 * server whose change memory holds changes older than the page (forum sections seeded at start).
 */
it('asks for each thing once when a page loads, the menu included', async () => {
  saveSession(adminLogin);
  const calls = mockFetch((call) => {
    if (call.path === '/api/menus') return ok(menu);
    if (call.path === '/api/session') return ok(sessionView(adminLogin.user, adminLogin.roles));
    return ok([], { pageInfo: { _page: 1, _size: 20, _count: 0, _pageSize: 0 } });
  });
  const queryClient = createQueryClient();
  const live = fakeSocket();
  const close = connectLive(queryClient, live.socket);
  await i18n.changeLanguage('cn');
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/']}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(await screen.findByRole('heading', { name: '系统设置' }, { timeout: 10_000 })).toBeInTheDocument();

  // The handshake: the server tells its last change; a resume from before it gets the older ones.
  live.serverSays('connect');
  live.serverSays('live.ready', { role: 'Admin', position: '40' });
  const resumed = live.emitted.find(([event]) => event === 'live.resume')?.[1] as { position: string };
  for (let position = 1; position <= 40; position++)
    if (BigInt(position) > BigInt(resumed.position))
      live.serverSays('readmodel.changed', {
        readModel: 'forum_sections',
        ids: [],
        position: String(position),
      });
  await new Promise((resolve) => setTimeout(resolve, LIVE_BATCH_MS * 4));
  await waitFor(() => expect(calls.some((c) => c.path === '/api/sysset/history')).toBe(true));

  const paths = calls.map((c) => c.path);
  expect(paths.filter((p) => p === '/api/menus')).toHaveLength(1);
  expect(new Set(paths).size).toBe(paths.length);
  close();
});
