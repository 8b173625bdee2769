/** @jest-environment jsdom */
import '../testing/jsdom-polyfills';
import '../testing/table-polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUTTON, type LoginInfo, landingPath, leaf, menuFor } from '@packflow/contracts';
import { currentLocale } from '../lib/i18n';
import { clearSession, readSession, saveSession, sessionEndNotice } from '../lib/session';
import { openConsoleAt } from '../testing/console';
import { ok } from '../testing/mock-fetch';
import { adminLogin } from '../testing/session';
import { QUOTATION_SOURCE_KEY, requestGoLogin, writeSessionKey } from '../lib/session-keys';
import { loadMenuIcons, salesmanLogin, serveShell, sessionView, traderLogin } from './shell/test-fixtures';

// The tag bar and the user bar are other helpers' work; the routing does not need them.
jest.mock('./shell/tags/tag-bar', () => ({ TagBar: () => null }));
jest.mock('./shell/user-bar/user-bar', () => ({ UserBar: () => null }));

const loginInfo: LoginInfo = {
  companyNameCn: '青岛彩印包装有限公司',
  companyNameEn: 'Qingdao Color Printing Packaging Co.',
  daysLeft: 200,
  warnExpiry: false,
  appVersion: '1.2.1',
};

/** Finance's receivables with nothing outstanding (its landing page's first answer). */
const zero = { d0_30: '0.00', d31_60: '0.00', d61_90: '0.00', d91_120: '0.00', over120: '0.00' };
const emptyReceivables = {
  asOf: '2026-11-24',
  currency: 'CNY',
  totals: { buckets: zero, total: '0.00' },
  owners: [],
  customers: { rows: [], total: 0, page: 1, size: 20 },
  advances: '0.00',
};

const address = () => screen.getByLabelText('address');
const menu = () => screen.getAllByRole('navigation', { name: /Menu|菜单/ })[0]!;

beforeAll(loadMenuIcons);
afterEach(() => {
  clearSession();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the root path', () => {
  it("goes to the role's landing page", async () => {
    saveSession(salesmanLogin);
    serveShell();
    openConsoleAt('/');

    expect(await screen.findByRole('heading', { name: 'Console' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/Home');
  });

  it('goes to the first page of the menu when the server names no landing page', async () => {
    saveSession(adminLogin);
    serveShell((call) =>
      call.path === '/api/menus'
        ? ok({
            menus: [
              {
                key: 'stats',
                title: '统计',
                english_name: 'Statistics',
                path: '',
                icon: 'chart',
                children: [
                  {
                    key: 'd',
                    title: '日订单统计',
                    english_name: 'Daily orders',
                    path: '/Statistics/DayOrder',
                    icon: 'calendar',
                  },
                ],
              },
            ],
            landing: null,
          })
        : undefined,
    );
    openConsoleAt('/');

    expect(await screen.findByRole('heading', { name: 'Daily orders' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/Statistics/DayOrder');
  });
});

describe('a path without a console screen', () => {
  // Every menu entry has its screen now: this Finance account's menu (it reads English) gets two
  // entries the console has no screen for, a page and a detail page (a button of the menu).
  const financeLogin = {
    ...adminLogin,
    user: { ...adminLogin.user, role: 'Finance' as const },
    roles: [{ role: 'Finance' as const, title: '财务', english_name: 'Finance' }],
  };
  const withUnbuilt = () =>
    serveShell((call) => {
      if (call.path !== '/api/menus') return undefined;
      const menus = [
        ...menuFor('Finance', []),
        leaf('later', '以后的页面', 'A later page', '/Later/Index', 'properties'),
        leaf('later-detail', '以后的详情', 'A later detail', '/Later/Detail', 'document-open', BUTTON),
      ];
      return ok({ menus, landing: landingPath(menus) ?? null });
    });

  it('says the screen is not in the console yet when the menu has it', async () => {
    saveSession(financeLogin);
    withUnbuilt();
    openConsoleAt('/Later/Index');

    expect(await screen.findByRole('heading', { name: 'A later page' })).toBeInTheDocument();
    expect(screen.getByText('This screen is not in the console yet.')).toBeInTheDocument();
    expect(screen.queryByText(/There is no page/)).not.toBeInTheDocument();
  });

  it('does so for a detail page (a button of the menu) too', async () => {
    saveSession(financeLogin);
    withUnbuilt();
    openConsoleAt('/Later/Detail?id=7');

    expect(await screen.findByRole('heading', { name: 'A later detail' })).toBeInTheDocument();
    expect(screen.getByText('This screen is not in the console yet.')).toBeInTheDocument();
  });

  it("is not found when the role's menu does not have it", async () => {
    saveSession(salesmanLogin);
    serveShell();
    openConsoleAt('/Sysset/Nowhere');

    expect(await screen.findByText('There is no page at /Sysset/Nowhere.')).toBeInTheDocument();
    expect(screen.queryByText('This screen is not in the console yet.')).not.toBeInTheDocument();
  });
});

describe('the go-login flag', () => {
  it('sends a signed-in person to /login, and back after logging in again', async () => {
    saveSession(salesmanLogin);
    sessionStorage.setItem('goLogin', '1');
    serveShell((call) => {
      if (call.path === '/api/login/info') return ok(loginInfo);
      if (call.path === '/api/login') return ok(salesmanLogin);
      return undefined;
    });
    openConsoleAt('/Order/Wait');

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/login');
    expect(readSession()).toBeNull();
    expect(sessionEndNotice()).toBe('Please login again');
    expect(sessionStorage.getItem('goLogin')).toBeNull(); // taken down, or the next login would bounce

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'sam' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'To be signed' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/Order/Wait');
  });

  it('takes effect at once when code raises it', async () => {
    saveSession(salesmanLogin);
    serveShell((call) => (call.path === '/api/login/info' ? ok(loginInfo) : undefined));
    openConsoleAt('/Home');
    await screen.findByRole('heading', { name: 'Console' });

    act(() => requestGoLogin());

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });
});

describe('session keys', () => {
  it('forgets the source quotation once the person leaves /QuotationCreate', async () => {
    saveSession(salesmanLogin);
    serveShell();
    writeSessionKey(QUOTATION_SOURCE_KEY, 'q-17');
    writeSessionKey('orderid', 'o-3');
    openConsoleAt('/QuotationCreate');
    await screen.findByRole('heading', { name: 'New quotation' });

    fireEvent.click(within(menu()).getByRole('link', { name: 'Quotations' }));
    await screen.findByRole('heading', { name: 'Quotations' });
    expect(sessionStorage.getItem('quotationid_from')).toBe(null);
    expect(sessionStorage.getItem('orderid')).toBe('o-3'); // only that one

    writeSessionKey(QUOTATION_SOURCE_KEY, 'q-18'); // set elsewhere: staying away keeps it
    fireEvent.click(within(menu()).getByRole('link', { name: 'Contracts' }));
    await screen.findByRole('heading', { name: 'Contracts' });
    expect(sessionStorage.getItem('quotationid_from')).toBe('q-18');
  });

  it('are all forgotten when the session ends', async () => {
    saveSession(salesmanLogin);
    serveShell((call) => (call.path === '/api/login/info' ? ok(loginInfo) : undefined));
    writeSessionKey('customerid', 'c-1');
    writeSessionKey('billid', 'b-2');
    sessionStorage.setItem('somethingElse', 'kept');
    openConsoleAt('/Home');
    await screen.findByRole('heading', { name: 'Console' });

    act(() => clearSession()); // what logging out does

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(sessionStorage.getItem('customerid')).toBeNull();
    expect(sessionStorage.getItem('billid')).toBeNull();
    expect(sessionStorage.getItem('somethingElse')).toBe('kept');
  });
});

describe('a change of role', () => {
  it("follows the server's session: the stored info is updated and the new landing page opens", async () => {
    saveSession({
      ...adminLogin,
      roles: [...adminLogin.roles, { role: 'Finance', title: '财务', english_name: 'Finance' }],
    });
    const financeUser = { ...adminLogin.user, role: 'Finance' as const };
    let switched = false;
    serveShell((call) =>
      call.path === '/api/session' && switched
        ? ok(sessionView(financeUser, readSession()!.roles))
        : call.path === '/api/reports/receivables'
          ? ok(emptyReceivables)
          : undefined,
    );
    const { queryClient } = openConsoleAt('/Operator/Traders');
    expect(await screen.findByRole('heading', { name: 'Trader' })).toBeInTheDocument();

    switched = true; // say, another tab switched the role of this session
    await act(() => queryClient.invalidateQueries());

    // The finance role works in Chinese (spec section 1) and lands on its reports.
    expect(await screen.findByRole('heading', { name: '财务报表' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/FinanceTable');
    expect(readSession()?.user.role).toBe('Finance');
    expect(JSON.parse(localStorage.getItem('packflow.session')!).user.role).toBe('Finance');
    expect(readSession()?.token).toBe('tok-admin');
  });

  it('made in another tab lands here on the new landing page too', async () => {
    saveSession(adminLogin);
    serveShell();
    openConsoleAt('/Operator/Admin');
    expect(await screen.findByRole('heading', { name: 'Administrator' })).toBeInTheDocument();

    act(() => {
      const stored = JSON.parse(localStorage.getItem('packflow.session')!);
      stored.user.role = 'Warehouse';
      localStorage.setItem('packflow.session', JSON.stringify(stored));
      window.dispatchEvent(new StorageEvent('storage', { key: 'packflow.session' }));
    });

    // A warehouse keeper works in Chinese (spec section 1) and lands on the orders to ship.
    expect(await screen.findByRole('heading', { name: '待发货' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/OrderLogistics/Wait');
  });
});

describe('language', () => {
  const login = (answer: typeof adminLogin) => {
    const calls = serveShell((call) => {
      if (call.path === '/api/login/info') return ok(loginInfo);
      if (call.path === '/api/login') return ok(answer);
      if (call.method === 'PUT') return ok({ id: answer.user.id }, { position: '42' });
      return undefined;
    });
    openConsoleAt('/login');
    return calls;
  };
  const logIn = async () => {
    fireEvent.change(await screen.findByLabelText(/Username|用户名/), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText(/Password|密码/), { target: { value: 'y' } });
    fireEvent.click(screen.getByRole('button', { name: /Log in|登录/ }));
  };

  it("is a trader's country after login, and the trader's switch saves to the account", async () => {
    const calls = login(traderLogin);
    fireEvent.click(await screen.findByRole('radio', { name: '中文' })); // the login page's choice
    await logIn();

    expect(await screen.findByRole('heading', { name: 'Console' })).toBeInTheDocument();
    expect(currentLocale()).toBe('en');
    expect(document.title).toBe('Trader - Packflow');

    fireEvent.click(screen.getByRole('radio', { name: '中文' }));

    expect(await screen.findByRole('heading', { name: '控制台' })).toBeInTheDocument();
    expect(document.title).toBe('贸易商 - 包装管理系统');
    await waitFor(() => expect(readSession()?.user.country).toBe('cn'));
    const save = calls.find((c) => c.method === 'PUT')!;
    expect(save.path).toBe('/api/admin/operator/u-trader');
    expect(save.body?.toString()).toBe('country=cn');
  });

  it('is Chinese for an administrator, whose switch only changes this browser', async () => {
    const calls = login(adminLogin); // the account says en
    await logIn();

    expect(await screen.findByRole('heading', { name: '管理员' })).toBeInTheDocument();
    expect(document.title).toBe('管理员 - 包装管理系统');

    fireEvent.click(screen.getByRole('radio', { name: 'English' }));

    expect(await screen.findByRole('heading', { name: 'Administrator' })).toBeInTheDocument();
    expect(document.title).toBe('Administrator - Packflow');
    expect(localStorage.getItem('packflow.locale')).toBe('en');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    expect(readSession()?.user.country).toBe('en');
  });

  it("keeps a salesman's switch on screen when saving it fails", async () => {
    saveSession(salesmanLogin);
    serveShell((call) =>
      call.method === 'PUT'
        ? { status: 403, body: { code: 1403, data: null, msg: 'No permission', extra: {} } }
        : undefined,
    );
    openConsoleAt('/Home');
    await screen.findByRole('heading', { name: 'Console' });

    fireEvent.click(screen.getByRole('radio', { name: '中文' }));

    expect(await screen.findByRole('heading', { name: '控制台' })).toBeInTheDocument();
    expect(await screen.findByText(/未能保存到你的账号：No permission/)).toBeInTheDocument();
    expect(readSession()?.user.country).toBe('en');
  });
});
