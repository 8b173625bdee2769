/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  type HomeAnswer,
  type HomeTile,
  LIVE_EVENTS,
  type Locale,
  type MenusAnswer,
  type Role,
  landingPath,
  menuFor,
} from '@packflow/contracts';
import { connectLive } from '../../../lib/live';
import { clearSession, saveSession } from '../../../lib/session';
import { registerScreenPaths } from '../../../lib/start-pages';
import { fakeSocket } from '../../../testing/fake-socket';
import { type ApiCall, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { adminLogin } from '../../../testing/session';
import { HomeScreen } from './home-screen';

/** The factory's tiles as GET /api/home answers them (libs/contracts/src/production/home-tiles.ts). */
const factoryTiles = (counts: {
  review: string;
  schedule: string;
  problem: string;
  running: string;
}): HomeTile[] => [
  {
    id: 'production.to-review',
    title: { cn: '待生产审核订单', en: 'Orders waiting for review' },
    tone: 'waiting',
    kind: 'count',
    path: '/OrderLog/Wait',
    query: {},
    value: counts.review,
    alert: counts.review !== '0',
    readModels: ['production_jobs'],
  },
  {
    id: 'production.to-schedule',
    title: { cn: '待排产订单', en: 'Orders waiting for scheduling' },
    tone: 'waiting',
    kind: 'count',
    path: '/OrderProductManage/Scheduled',
    query: {},
    value: counts.schedule,
    alert: counts.schedule !== '0',
    readModels: ['production_jobs'],
  },
  {
    id: 'production.machines-in-problem',
    title: { cn: '故障机台', en: 'Machines in problem' },
    tone: 'waiting',
    kind: 'count',
    path: '/Production/Board',
    query: { by: 'machine' },
    value: counts.problem,
    alert: counts.problem !== '0',
    readModels: ['machines'],
  },
  {
    id: 'production.stages-running',
    title: { cn: '生产中工序', en: 'Stages running' },
    tone: 'today',
    kind: 'count',
    path: '/Production/Board',
    query: {},
    value: counts.running,
    alert: false,
    readModels: ['production_stages'],
  },
];

beforeAll(() =>
  registerScreenPaths([
    '/Home',
    '/OrderLog/Wait',
    '/OrderLog/Confirm',
    '/OrderLog/Reject',
    '/OrderProductManage/Scheduled',
    '/Production/Board',
  ]),
);
afterEach(() => clearSession());

function open(
  answer: () => HomeAnswer,
  { role = 'ProductManage', locale = 'en' }: { role?: Role; locale?: Locale } = {},
) {
  saveSession({ ...adminLogin, user: { ...adminLogin.user, role } });
  const menus = menuFor(role, []);
  const calls = mockFetch((call: ApiCall) => {
    if (call.path === '/api/home') return ok(answer());
    if (call.path === '/api/menus')
      return ok({ menus, landing: landingPath(menus) ?? null } satisfies MenusAnswer);
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
  const rendered = renderWithProviders(
    <MemoryRouter>
      <HomeScreen />
    </MemoryRouter>,
    { locale },
  );
  return { homeCalls: () => calls.filter((c) => c.path === '/api/home'), ...rendered };
}

describe('/Home for the factory', () => {
  it("shows the production supervisor's work waiting and the stages running, each a link to its screen", async () => {
    open(() => ({
      tiles: factoryTiles({ review: '3', schedule: '2', problem: '1', running: '4' }),
      today: '2026-11-27',
    }));
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    const link = (name: RegExp) => within(waiting).getByRole('link', { name });
    expect(link(/Orders waiting for review/)).toHaveAttribute('href', '/OrderLog/Wait');
    expect(link(/Orders waiting for review/)).toHaveTextContent('3');
    expect(link(/Orders waiting for scheduling/)).toHaveAttribute('href', '/OrderProductManage/Scheduled');
    expect(link(/Machines in problem/)).toHaveAttribute('href', '/Production/Board?by=machine');
    expect(within(link(/Machines in problem/)).getByLabelText('Needs attention')).toBeInTheDocument();
    const today = screen.getByRole('region', { name: 'Today' });
    expect(within(today).getByRole('link', { name: /Stages running/ })).toHaveAttribute(
      'href',
      '/Production/Board',
    );
    expect(within(today).getByRole('link', { name: /Stages running/ })).toHaveTextContent('4');
    // His screens that the console has, from his menu.
    const screens = await screen.findByRole('navigation', { name: 'Your screens' });
    expect(within(screens).getByRole('link', { name: 'Pending confirmation' })).toHaveAttribute(
      'href',
      '/OrderLog/Wait',
    );
  });

  it('in Chinese, and says so when nothing is waiting in the workshop', async () => {
    open(
      () => ({
        tiles: factoryTiles({ review: '0', schedule: '0', problem: '0', running: '2' }).filter(
          (tile) => !['production.to-review', 'production.to-schedule'].includes(tile.id),
        ),
        today: '2026-11-27',
      }),
      { role: 'Product', locale: 'cn' },
    );
    expect(await screen.findByText('暂无待办事项')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /故障机台/ })).toHaveTextContent('0');
    expect(screen.getByRole('link', { name: /生产中工序/ })).toHaveTextContent('2');
    expect(screen.queryByRole('link', { name: /待生产审核订单/ })).not.toBeInTheDocument();
  });

  it('follows the factory live: a machine breaking down refreshes /Home', async () => {
    let problem = '0';
    const { homeCalls, queryClient } = open(() => ({
      tiles: factoryTiles({ review: '0', schedule: '0', problem, running: '1' }),
      today: '2026-11-27',
    }));
    const live = fakeSocket();
    const stop = connectLive(queryClient, live.socket);
    try {
      await screen.findByRole('link', { name: /Machines in problem/ });
      await waitFor(() => expect(homeCalls()).toHaveLength(1));
      problem = '1';
      act(() =>
        live.serverSays(LIVE_EVENTS.changed, { readModel: 'machines', ids: ['m-3'], position: '901' }),
      );
      await waitFor(() =>
        expect(screen.getByRole('link', { name: /Machines in problem/ })).toHaveTextContent('1'),
      );
      expect(
        within(screen.getByRole('link', { name: /Machines in problem/ })).getByLabelText('Needs attention'),
      ).toBeInTheDocument();
    } finally {
      stop();
    }
  });
});
