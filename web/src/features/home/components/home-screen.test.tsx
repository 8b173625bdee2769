/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { type HomeAnswer, type HomeTile, type MenusAnswer, menuFor, landingPath } from '@packflow/contracts';
import { registerScreenPaths } from '../../../lib/start-pages';
import { clearSession, saveSession } from '../../../lib/session';
import { type ApiCall, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { adminLogin } from '../../../testing/session';
import { HomeScreen } from './home-screen';

const tile = (over: Partial<HomeTile> & Pick<HomeTile, 'id'>): HomeTile => ({
  title: { en: over.id, cn: over.id },
  tone: 'waiting',
  kind: 'count',
  path: '/Quotation',
  query: {},
  value: '0',
  alert: false,
  readModels: ['quotations'],
  ...over,
});

const pending = (value: string) =>
  tile({
    id: 'quotations.mine-pending',
    title: { en: 'My quotations waiting for review', cn: '我的报价待审核' },
    query: { status: 'pending' },
    value,
    alert: value !== '0',
  });
const beans = tile({
  id: 'golden-beans.balance',
  title: { en: 'My golden beans', cn: '我的金豆' },
  tone: 'account',
  kind: 'amount',
  unit: { en: 'beans', cn: '金豆' },
  path: '/GoldenBean/Index',
  value: '5',
  alert: true,
  note: { en: 'Below 10: no quotation can be generated', cn: '余额低于 10，无法生成报价' },
  readModels: ['golden_beans', 'settings'],
});
const newCustomers = tile({
  id: 'customers.new-today',
  title: { en: 'New customers today', cn: '今日新增客户' },
  tone: 'today',
  path: '/Customer/Has',
  value: '3',
  readModels: ['customers'],
});

beforeAll(() => registerScreenPaths(['/Home', '/Customer/Has', '/Quotation', '/GoldenBean/Index']));
afterEach(() => clearSession());

function open(answer: () => HomeAnswer, locale: 'en' | 'cn' = 'en') {
  saveSession({ ...adminLogin, user: { ...adminLogin.user, role: 'OperatorIndex' } });
  const menus = menuFor('OperatorIndex', []);
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
  return { calls, homeCalls: () => calls.filter((c) => c.path === '/api/home'), ...rendered };
}

describe('/Home', () => {
  it('shows the tiles by tone, each a link to its list with its filter, and the person’s screens', async () => {
    open(() => ({ tiles: [pending('2'), beans, newCustomers], today: '2026-11-24' }));
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    const link = within(waiting).getByRole('link', { name: /My quotations waiting for review/ });
    expect(link).toHaveAttribute('href', '/Quotation?status=pending');
    expect(link).toHaveTextContent('2');
    expect(within(link).getByLabelText('Needs attention')).toBeInTheDocument();
    expect(within(waiting).queryByText('Nothing waiting for you')).not.toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: /My golden beans/ })).toHaveTextContent(
      /5 beans.*Below 10: no quotation can be generated/,
    );
    expect(within(screen.getByRole('region', { name: 'Today' })).getByRole('link')).toHaveAttribute(
      'href',
      '/Customer/Has',
    );
    expect(screen.getByText('Today, 2026-11-24')).toBeInTheDocument();
    // Only pages the console has, and not /Home itself.
    const screens = await screen.findByRole('navigation', { name: 'Your screens' });
    const paths = within(screens)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(paths).toEqual(['/Customer/Has', '/Quotation', '/GoldenBean/Index']);
  });

  it('says when nothing is waiting, in Chinese too, and keeps the links', async () => {
    open(() => ({ tiles: [pending('0'), newCustomers], today: '2026-11-24' }), 'cn');
    expect(await screen.findByText('暂无待办事项')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /我的报价待审核/ })).toHaveTextContent('0');
    expect(await screen.findByRole('navigation', { name: '常用页面' })).toBeInTheDocument();
  });

  it('says so for a role with no tiles yet', async () => {
    open(() => ({ tiles: [], today: '2026-11-24' }));
    expect(await screen.findByText('Nothing here for your role yet')).toBeInTheDocument();
  });

  it('refetches once when a read model behind a tile changes, and not for others', async () => {
    let count = '1';
    const { homeCalls, queryClient } = open(() => ({
      tiles: [pending(count), newCustomers],
      today: '2026-11-24',
    }));
    await screen.findByRole('link', { name: /My quotations waiting for review/ });
    await waitFor(() => expect(homeCalls()).toHaveLength(1));

    // What live updates do (lib/live.ts) when another person's change reaches a read model.
    count = '4';
    await act(() => queryClient.invalidateQueries({ queryKey: ['quotations'] }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /My quotations waiting for review/ })).toHaveTextContent('4'),
    );
    expect(homeCalls()).toHaveLength(2);

    await act(() => queryClient.invalidateQueries({ queryKey: ['catalog'] }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(homeCalls()).toHaveLength(2);
  });
});
