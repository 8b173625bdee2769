/** @jest-environment jsdom */
import '../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoginInfo, MenusAnswer } from '@packflow/contracts';
import { clearSession, readSession, saveSession } from '../lib/session';
import { openConsoleAt } from '../testing/console';
import { type ApiCall, mockFetch, ok, type Reply } from '../testing/mock-fetch';
import { adminLogin } from '../testing/session';
import { sessionView } from './shell/test-fixtures';

const loginInfo: LoginInfo = {
  companyNameCn: '青岛彩印包装有限公司',
  companyNameEn: 'Qingdao Color Printing Packaging Co.',
  daysLeft: 200,
  warnExpiry: false,
  appVersion: '1.2.1',
};

const item = (key: string, english_name: string, title: string, path: string, extra = {}) => ({
  key,
  title,
  english_name,
  path,
  icon: 'cog',
  ...extra,
});

/** A small menu: one screen the console has, one it has not, and a detail page (a button). */
const menu: MenusAnswer = {
  menus: [
    item('customers', 'Customers', '客户', '', {
      children: [
        item('customer-has', 'My customers', '我的客户', '/Planned/Wait'),
        item('customer-detail', 'Customer details', '客户详情', '/Planned/Detail', { type: 'button' }),
      ],
    }),
    item('settings', 'Settings', '设置', '', {
      children: [item('sysset', 'System settings', '系统设置', '/Sysset')],
    }),
  ],
  landing: '/Planned/Wait',
};

const unauthorized = (msg: string, error = 'AUTH.BAD_CREDENTIALS'): Reply => ({
  status: 401,
  body: { code: 1401, data: null, msg, extra: { error } },
});

/**
 * The API: a login that accepts 'ada' / 'secret', the menu above (landing on `landing`), and the
 * settings screen's reads. `override` answers first when it returns something.
 */
function serve({
  landing = menu.landing,
  override = () => undefined,
}: { landing?: string | null; override?: (call: ApiCall) => Reply | undefined } = {}) {
  return mockFetch((call) => {
    const special = override(call);
    if (special) return special;
    if (call.path === '/api/login/info') return ok(loginInfo);
    if (call.path === '/api/login') {
      const right = call.body?.get('username') === 'ada' && call.body?.get('password') === 'secret';
      return right ? ok(adminLogin, {}, 'Login successful') : unauthorized('Wrong username or password');
    }
    if (call.path === '/api/menus') return ok({ ...menu, landing });
    if (call.path === '/api/logout') return ok(null, {}, 'Logged out');
    if (call.path === '/api/sysset') return ok(settings);
    return ok([], { pageInfo: { _page: 1, _size: 20, _count: 0, _pageSize: 0 } });
  });
}

const settings = {
  ...loginInfo,
  expiryDate: '2027-06-30',
  expiryWarnDays: 30,
  showRoles: false,
  imageHost: '',
  version: 1,
  updatedAt: null,
  updatedBy: null,
};

const address = () => screen.getByLabelText('address');

async function logIn(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

afterEach(() => clearSession());

describe('signing in', () => {
  it('sends a visitor without a session to /login, then on to the page they asked for', async () => {
    const calls = serve();
    openConsoleAt('/Sysset');

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/login');
    expect(document.title).toBe('login-Packflow');
    expect(calls.some((c) => c.path === '/api/sysset')).toBe(false);

    await logIn('ada', 'secret');

    // An administrator works in Chinese whatever the login page showed (spec section 1).
    expect(await screen.findByRole('heading', { name: '系统设置' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/Sysset');
    const login = calls.find((c) => c.path === '/api/login')!;
    expect(login.method).toBe('POST');
    expect(login.body?.toString()).toBe('username=ada&password=secret');
    expect(login.headers.Token).toBeUndefined();
    expect(readSession()?.user.nickname).toBe('Ada Admin');
    expect(JSON.parse(localStorage.getItem('packflow.session')!).roles).toEqual(adminLogin.roles);
    const read = calls.find((c) => c.path === '/api/sysset')!;
    expect(read.headers).toMatchObject({ Token: 'tok-admin', Checkcode: 'cc-admin', Device: 'ADMIN' });
  });

  it('goes to the landing page of the menu after logging in at /login', async () => {
    const calls = serve({ landing: '/Sysset' });
    openConsoleAt('/login');

    await logIn('ada', 'secret');

    expect(await screen.findByRole('heading', { name: '系统设置' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/Sysset');
    expect(calls.find((c) => c.path === '/api/menus')?.headers.Signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lands on the first working screen while the landing page has none; the placeholder links there, not to itself', async () => {
    serve();
    openConsoleAt('/login');

    await logIn('ada', 'secret');

    expect(await screen.findByRole('heading', { name: '系统设置' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/Sysset');

    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'System settings' })).toBeInTheDocument();
  });

  it("shows the server's message, and its field messages under the fields", async () => {
    serve({
      override: (call) =>
        call.path === '/api/login' && call.body?.get('username') === ''
          ? {
              status: 422,
              body: {
                code: 1001,
                data: null,
                msg: 'Please correct the highlighted fields',
                extra: { error: 'VALIDATION.FAILED', fields: { username: 'This field is required' } },
              },
            }
          : undefined,
    });
    openConsoleAt('/login');

    await logIn('', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
    const usernameGroup = screen.getByLabelText('Username').closest('.bp6-form-group')!;
    expect(within(usernameGroup as HTMLElement).getByText('This field is required')).toBeInTheDocument();

    await logIn('ada', 'wrong');
    expect(await screen.findByText('Wrong username or password')).toBeInTheDocument();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument(); // the field was fixed
    expect(readSession()).toBeNull();
    expect(address()).toHaveTextContent('/login');
  });
});

describe('the end of a session', () => {
  it('logs out on a 401 from any call, says why, and comes back after the next login', async () => {
    saveSession(adminLogin);
    let ended = true;
    serve({
      override: (call) =>
        call.path === '/api/sysset' && ended
          ? unauthorized('Please login again', 'AUTH.SESSION_ENDED')
          : undefined,
    });
    openConsoleAt('/Sysset');

    expect(await screen.findByText('Please login again')).toBeInTheDocument();
    expect(address()).toHaveTextContent('/login');
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('packflow.session')).toBeNull();

    ended = false;
    await logIn('ada', 'secret');
    expect(await screen.findByRole('heading', { name: '系统设置' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/Sysset');
  });

  it('logs out after asking, tells the server, and starts the next person at their landing page', async () => {
    saveSession(adminLogin);
    const calls = serve({ landing: null });
    openConsoleAt('/Sysset');
    const logoutCalls = () => calls.filter((c) => c.path === '/api/logout');
    const askToLogOut = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Ada Admin' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
      return screen.findByRole('alertdialog');
    };

    const question = await askToLogOut();
    expect(question).toHaveTextContent('Are you sure you want to log out the current user?');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(logoutCalls()).toHaveLength(0);
    expect(readSession()).not.toBeNull();

    fireEvent.click(within(await askToLogOut()).getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/login');
    expect(readSession()).toBeNull();
    expect(logoutCalls()).toHaveLength(1);
    expect(logoutCalls()[0]?.method).toBe('POST');
    expect(logoutCalls()[0]?.headers.Token).toBe('tok-admin');
    expect(screen.queryByText('Please login again')).not.toBeInTheDocument();

    await logIn('ada', 'secret');
    // No landing page from the server: the first page of the menu that the console has.
    expect(await screen.findByRole('heading', { name: '系统设置' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/Sysset');
  });

  it('says a menu page is not built yet, with the menu beside it and a link to the working start page', async () => {
    saveSession(adminLogin);
    serve({
      override: (call) =>
        call.path === '/api/session' ? ok(sessionView(adminLogin.user, adminLogin.roles)) : undefined,
    });
    openConsoleAt('/Planned/Wait');

    expect(await screen.findByRole('heading', { name: 'My customers' })).toBeInTheDocument();
    expect(screen.getByText('This screen is not in the console yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/Sysset');
    const menu = screen.getAllByRole('navigation', { name: 'Menu' })[0]!;
    expect(within(menu).getByRole('link', { name: 'My customers' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).queryByText('Customer details')).not.toBeInTheDocument(); // a button, not a menu entry
  });

  it('logs out even when the server cannot be reached', async () => {
    saveSession(adminLogin);
    serve({ override: (call) => (call.path === '/api/logout' ? { status: 502 } : undefined) });
    openConsoleAt('/Sysset');

    fireEvent.click(await screen.findByRole('button', { name: 'Ada Admin' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it('asks in Chinese too', async () => {
    saveSession(adminLogin);
    serve();
    openConsoleAt('/Sysset');
    fireEvent.click(await screen.findByRole('radio', { name: '中文' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Ada Admin' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    const question = await screen.findByRole('alertdialog');

    expect(question).toHaveTextContent('确定要退出当前用户吗？');
    expect(within(question).getByRole('button', { name: '退出登录' })).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: '取消' })).toBeInTheDocument();
  });
});
