/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { type Locale, type MenusAnswer, type SessionUser, menuFor } from '@packflow/contracts';
import { clearSession, saveSession } from '../../../lib/session';
import { type ApiCall, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { adminLogin } from '../../../testing/session';
import { FINANCE_ZERO, ORDER_ZERO, PRODUCT_ZERO, glanceView } from './glance-fixtures';
import { addDays, changeOf, chinaToday } from './glance-model';
import { HomeScreen } from './home-screen';

const STATISTICS = ['GET@statistics/day-order', 'GET@statistics/finance', 'GET@statistics/product'];

afterEach(() => clearSession());

/** /Home as a role with these permissions; the statistics answer today's figures against yesterday's. */
function open(
  permissions: string[] | null,
  locale: Locale = 'en',
  role: SessionUser['role'] = 'Admin',
  homeDay?: string,
) {
  saveSession({ ...adminLogin, user: { ...adminLogin.user, role } });
  const today = chinaToday();
  const calls = mockFetch((call: ApiCall) => {
    if (call.path === '/api/home') return ok({ tiles: [], today: homeDay ?? today });
    if (call.path === '/api/menus')
      return ok({ menus: menuFor('Admin', []), landing: null } satisfies MenusAnswer);
    if (call.path === '/api/session')
      return permissions
        ? ok({ permissions })
        : { status: 404, body: { code: 1004, data: null, msg: '', extra: {} } };
    // In dollars: something signed today (a foreign customer), nothing collected in the 14 days.
    if (call.path === '/api/statistics/day-order' && call.query.get('currency') === 'USD')
      return ok(glanceView('day-order', today, ORDER_ZERO, {}, { signed: 1, signedAmount: '500.00' }, 'USD'));
    if (call.path === '/api/statistics/finance' && call.query.get('currency') === 'USD')
      return ok(glanceView('finance', today, FINANCE_ZERO, {}, {}, 'USD'));
    if (call.path === '/api/statistics/day-order')
      return ok(
        glanceView(
          'day-order',
          today,
          ORDER_ZERO,
          { created: 2, signed: 1, signedAmount: '1000.00' },
          { created: 3, signed: 1, signedAmount: '1234.50' },
        ),
      );
    if (call.path === '/api/statistics/finance')
      return ok(
        glanceView(
          'finance',
          today,
          FINANCE_ZERO,
          { collections: '800.00' },
          { collections: '600.00', refunds: '50.00' },
        ),
      );
    if (call.path === '/api/statistics/product')
      return ok(
        glanceView(
          'product',
          today,
          PRODUCT_ZERO,
          { output: 4000, wastePercent: '2.00' },
          { output: 12000, wastePercent: '2.50' },
        ),
      );
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
  renderWithProviders(
    <MemoryRouter>
      <HomeScreen />
    </MemoryRouter>,
    { locale },
  );
  return { calls, today, statistics: () => calls.filter((c) => c.path.startsWith('/api/statistics/')) };
}

/** A figure's row: its value and its change against yesterday as written. */
function row(card: HTMLElement, key: string) {
  const el = card.querySelector(`[data-figure="${key}"]`) as HTMLElement;
  return {
    value: el.querySelector('.pf-glance-value')!.textContent,
    change: el.querySelector('[data-change]')!.textContent,
    tone: el.querySelector('[data-change]')!.className,
    text: el.textContent,
  };
}

describe("/Home's today at a glance", () => {
  it("shows Admin today's orders, money and production against yesterday, each leading to its statistics", async () => {
    const { statistics, today } = open(STATISTICS);
    const section = await screen.findByRole('region', { name: 'Today at a glance' });
    expect(section).toHaveTextContent('Today against yesterday; the bars are the last 14 days.');
    expect(section).not.toHaveTextContent(today);
    // /Home is not empty for Admin, tiles or not.
    expect(screen.queryByText('Nothing here for your role yet')).not.toBeInTheDocument();
    const orders = await within(section).findByRole('group', { name: 'Orders' });
    expect(row(orders, 'created')).toMatchObject({ value: '3', change: '+50.0%' });
    expect(row(orders, 'created').text).toContain('yesterday 2');
    expect(row(orders, 'signed')).toMatchObject({ value: '1', change: '0.0%' });
    expect(row(orders, 'signedAmount')).toMatchObject({ value: '¥1,234.50', change: '+23.5%' });
    expect(row(orders, 'signedAmount').text).toContain('Amount signed (CNY)');
    expect(row(orders, 'signedAmount').tone).toContain('intent-success');
    // What foreign customers signed, in dollars, beside the yuan (counts take every currency).
    const dollars = orders.querySelector('[data-figure="signedAmount"][data-currency="USD"]') as HTMLElement;
    expect(dollars).toHaveTextContent('Amount signed (USD)');
    expect(dollars.querySelector('.pf-glance-value')).toHaveTextContent('$500.00');
    expect(dollars.querySelector('[data-change]')).toHaveTextContent('new');
    expect(dollars).toHaveTextContent('yesterday $0.00');
    expect(orders.querySelectorAll('[data-figure]')).toHaveLength(4);

    const money = within(section).getByRole('group', { name: 'Money' });
    expect(row(money, 'collections')).toMatchObject({ value: '¥600.00', change: '-25.0%' });
    expect(row(money, 'collections').tone).toContain('intent-danger');
    expect(row(money, 'collections').text).toContain('yesterday ¥800.00');
    // Nothing refunded yesterday: no percent to give, it is new.
    expect(row(money, 'refunds')).toMatchObject({ value: '¥50.00', change: 'new' });
    expect(row(money, 'refunds').tone).toContain('intent-danger');
    // No dollars came in or went out in the 14 days: no dollar rows.
    expect(money.querySelector('[data-currency="USD"]')).toBeNull();

    const production = within(section).getByRole('group', { name: 'Production' });
    expect(row(production, 'output')).toMatchObject({ value: '12,000', change: '+200.0%' });
    // More waste is bad news, and a percent changes by points.
    expect(row(production, 'wastePercent')).toMatchObject({ value: '2.50%', change: '+0.50 pts' });
    expect(row(production, 'wastePercent').tone).toContain('intent-danger');

    expect(within(orders).getByRole('link', { name: /Orders/ })).toHaveAttribute(
      'href',
      '/Statistics/DayOrder',
    );
    expect(within(money).getByRole('link', { name: /Money/ })).toHaveAttribute('href', '/Statistics/Finance');
    expect(within(production).getByRole('link', { name: /Production/ })).toHaveAttribute(
      'href',
      '/Statistics/Product',
    );
    expect(
      within(orders).getByRole('img', { name: 'Amount signed (CNY), last 14 days' }),
    ).toBeInTheDocument();

    // The last 14 days of China's calendar, one request per page, and one more in dollars for a
    // page with money.
    const from = addDays(today, -13);
    expect(
      statistics().map((c) => [c.path, c.query.get('from'), c.query.get('to'), c.query.get('currency')]),
    ).toEqual([
      ['/api/statistics/day-order', from, today, null],
      ['/api/statistics/day-order', from, today, 'USD'],
      ['/api/statistics/finance', from, today, null],
      ['/api/statistics/finance', from, today, 'USD'],
      ['/api/statistics/product', from, today, null],
    ]);
  });

  it('speaks Chinese', async () => {
    open(STATISTICS, 'cn');
    const section = await screen.findByRole('region', { name: '今日概览' });
    const orders = await within(section).findByRole('group', { name: '订单' });
    expect(row(orders, 'signedAmount').text).toContain('签单金额 (CNY)');
    expect(row(orders, 'signedAmount').text).toContain('昨天 ¥1,000.00');
    expect(orders.querySelector('[data-currency="USD"]')).toHaveTextContent('签单金额 (USD)');
    const production = within(section).getByRole('group', { name: '生产' });
    expect(row(production, 'wastePercent')).toMatchObject({ value: '2.50%', change: '+0.50 个百分点' });
    expect(within(section).getByRole('group', { name: '资金' })).toHaveTextContent('退款金额 (CNY)');
    expect(within(production).getByRole('img', { name: '良品产量，最近 14 天' })).toBeInTheDocument();
  });

  it("names China's day when the rest of /Home counts another (UTC's, late in the evening there)", async () => {
    const { today } = open(STATISTICS, 'cn', 'Admin', '2020-01-01');
    const section = await screen.findByRole('region', { name: '今日概览' });
    expect(section).toHaveTextContent(`北京时间 ${today}：今天与昨天对比；柱状图为最近 14 天。`);
  });

  it('shows only the cards whose statistics the role may read', async () => {
    open(['GET@statistics/finance'], 'en', 'Finance');
    const section = await screen.findByRole('region', { name: 'Today at a glance' });
    await within(section).findByRole('group', { name: 'Money' });
    expect(within(section).queryByRole('group', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it.each([
    ['a role without the statistics', ['GET@home', 'GET@customer']],
    ['a role whose permissions are not known yet', null],
  ])('is not there for %s, and asks nothing', async (_, permissions) => {
    const { calls, statistics } = open(permissions, 'en', 'OperatorIndex');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/session')).toBe(true));
    await screen.findByText('Nothing here for your role yet');
    expect(screen.queryByRole('region', { name: 'Today at a glance' })).not.toBeInTheDocument();
    expect(statistics()).toEqual([]);
  });
});

describe('changeOf', () => {
  it('gives percent of yesterday to one decimal, none from zero, and points for a percent', () => {
    expect(changeOf('money', 1234.5, 1000)).toBe(23.5);
    expect(changeOf('count', 1, 3)).toBe(-66.7);
    expect(changeOf('count', 5, 0)).toBeNull();
    expect(changeOf('count', 0, 0)).toBe(0);
    expect(changeOf('percent', 2.5, 2)).toBe(0.5);
    expect(changeOf('percent', 0, 1.25)).toBe(-1.25);
  });
});
