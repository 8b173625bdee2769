/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Locale, MenusAnswer, SessionView } from '@packflow/contracts';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { menusQueryOptions } from '../../../features/menus/api/get-menus';
import { clearSession, readSession, saveSession, updateSessionUser } from '../../../lib/session';
import { type ApiCall, mockFetch, ok, type Reply } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { adminLogin } from '../../../testing/session';
import { OPEN_SETTINGS_EVENT, UserBar } from './user-bar';

// The personal info dialog is another helper's; here it only has to open and close.
jest.mock('../../../features/profile/components/personal-info-dialog', () => ({
  PersonalInfoDialog: ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) =>
    isOpen ? (
      <div role="dialog" aria-label="Personal info dialog">
        <button onClick={onClose}>Close it</button>
      </div>
    ) : null,
}));

/** An administrator in China who also holds Finance, with role switching on. */
const view: SessionView = {
  user: { id: 'u-admin', role: 'Admin', nickname: 'Ada Admin', headimg: '', country: 'cn' },
  roles: [
    { role: 'Admin', title: '管理员', english_name: 'Administrator' },
    { role: 'Finance', title: '财务', english_name: 'Finance' },
  ],
  permissions: [],
  showRoles: true,
  companyNameCn: '青岛彩印包装有限公司',
  companyNameEn: 'Qingdao Color Printing Packaging Co.',
  daysLeft: 200,
  warnExpiry: false,
  expiresAt: '2030-01-01T00:00:00.000Z',
};

const financeMenus: MenusAnswer = {
  menus: [
    {
      key: 'finance-table',
      title: '财务报表',
      english_name: 'Reports',
      path: '/FinanceTable',
      icon: 'chart',
      affix: true,
    },
  ],
  landing: '/FinanceTable',
};

function ShowPath() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

function open({
  session = view,
  override = () => undefined,
  locale = 'en',
}: { session?: SessionView; override?: (call: ApiCall) => Reply | undefined; locale?: Locale } = {}) {
  const calls = mockFetch((call) => {
    const special = override(call);
    if (special) return special;
    if (call.path === '/api/session' && call.method === 'GET') return ok(session);
    if (call.path === '/api/session/role') {
      return ok({ role: call.body?.get('role'), ...financeMenus }, {}, 'Role switched');
    }
    if (call.path === '/api/logout') return ok(null, {}, 'Logged out');
    return ok(null);
  });
  const rendered = renderWithProviders(
    <MemoryRouter initialEntries={['/Sysset']}>
      <UserBar />
      <ShowPath />
    </MemoryRouter>,
    { locale },
  );
  return { calls, ...rendered };
}

const sessionLoaded = (calls: ApiCall[]) =>
  waitFor(() => expect(calls.some((c) => c.path === '/api/session')).toBe(true));

beforeEach(() => saveSession(adminLogin));

afterEach(() => {
  clearSession();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('greeting', () => {
  it('greets by the time of day and changes with the clock, each second', async () => {
    jest.useFakeTimers({ now: new Date(2025, 0, 6, 10, 59, 58) });
    open();
    expect(screen.getByText('Good morning')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Good morning')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Good day')).toBeInTheDocument();
  });

  it('greets in the reader’s language', () => {
    jest.useFakeTimers({ now: new Date(2025, 0, 6, 19, 0, 0) });
    open({ locale: 'cn' });
    expect(screen.getByText('晚上好')).toBeInTheDocument();
    act(() => jest.setSystemTime(new Date(2025, 0, 7, 12, 0, 0)));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('中午好')).toBeInTheDocument();
  });
});

describe('switch role', () => {
  const switchButton = () => screen.queryByRole('button', { name: 'Switch role' });

  it.each([
    ['the show-roles setting is off', { ...view, showRoles: false }],
    ['the person has one role', { ...view, roles: view.roles.slice(0, 1) }],
    ['the person’s country is not cn', { ...view, user: { ...view.user, country: 'en' as const } }],
  ])('is not offered when %s', async (_why, session) => {
    const { calls } = open({ session });
    await sessionLoaded(calls);
    await screen.findByRole('button', { name: 'Ada Admin' });
    expect(switchButton()).toBeNull();
  });

  it('asks first, then switches: stored role, new menus, landing page', async () => {
    const { calls, queryClient } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Switch role' }));
    expect(await screen.findByRole('menuitem', { name: 'Administrator' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    fireEvent.click(screen.getByRole('menuitem', { name: 'Finance' }));
    let question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Confirm switching role?');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const switches = () => calls.filter((c) => c.path === '/api/session/role');
    expect(switches()).toHaveLength(0);

    fireEvent.click(switchButton()!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Finance' }));
    question = await screen.findByRole('alertdialog');
    fireEvent.click(within(question).getByRole('button', { name: 'Switch' }));

    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('/FinanceTable'));
    expect(switches()).toHaveLength(1);
    expect(switches()[0]?.method).toBe('PUT');
    expect(switches()[0]?.body?.get('role')).toBe('Finance');
    expect(readSession()?.user.role).toBe('Finance');
    expect(JSON.parse(localStorage.getItem('packflow.session')!).user.role).toBe('Finance');
    expect(queryClient.getQueryData(menusQueryOptions('Finance').queryKey)).toEqual(financeMenus);
    // GET /api/session again, for the new role's permissions.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/session')).toHaveLength(2));
  });

  it('says why when the server refuses, and keeps the role', async () => {
    open({
      override: (call) =>
        call.path === '/api/session/role'
          ? { status: 403, body: { code: 1403, data: null, msg: 'Role switching is off', extra: {} } }
          : undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Switch role' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Finance' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Switch' }));

    expect(await screen.findByText('Role switching is off')).toBeInTheDocument();
    expect(readSession()?.user.role).toBe('Admin');
    expect(screen.getByLabelText('address')).toHaveTextContent('/Sysset');
  });

  it('asks in Chinese too', async () => {
    open({ locale: 'cn' });
    fireEvent.click(await screen.findByRole('button', { name: '切换角色' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '财务' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('确认切换角色？');
    expect(within(question).getByRole('button', { name: '取消' })).toBeInTheDocument();
  });
});

describe('icon picker', () => {
  const shownIcons = () => [...document.querySelectorAll('.pf-icon-grid button')].map((b) => b.textContent);

  /** Opens the picker, searches and clicks the icon of that name (labels as in `locale`). */
  const pick = async (name: string, labels = { icons: 'Icons', search: 'Search icons' }) => {
    fireEvent.click(await screen.findByRole('button', { name: labels.icons }));
    const search = await screen.findByRole('searchbox', { name: labels.search });
    expect(shownIcons().length).toBeGreaterThan(500); // every Blueprint icon, once
    expect(new Set(shownIcons()).size).toBe(shownIcons().length);
    fireEvent.change(search, { target: { value: name } });
    await waitFor(() => expect(shownIcons()).toContain(name));
    await waitFor(() => expect(shownIcons().every((shown) => shown?.includes(name))).toBe(true));
    fireEvent.click(screen.getByRole('button', { name }));
  };

  it('copies the class name of the icon clicked', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    open();

    await pick('airplane');

    expect(await screen.findByText('Copy succeeded')).toBeInTheDocument();
    expect(screen.queryByText('Copy failed')).toBeNull();
    expect(writeText).toHaveBeenCalledWith('bp6-icon-airplane');
  });

  it('says so when the copy fails', async () => {
    Object.assign(navigator, {
      clipboard: { writeText: jest.fn(async () => Promise.reject(new Error('denied'))) },
    });
    open({ locale: 'cn' });

    await pick('graph', { icons: '图标', search: '搜索图标' });

    expect(await screen.findByText('复制失败')).toBeInTheDocument();
  });

  it('copies with the older copy command where the Clipboard API is missing (plain HTTP)', async () => {
    Object.assign(navigator, { clipboard: undefined });
    let copied: string | undefined;
    const execCommand = jest.fn((command: string) => {
      copied = (document.activeElement as HTMLTextAreaElement | null)?.value;
      return command === 'copy';
    });
    Object.assign(document, { execCommand });
    open();

    await pick('airplane');

    expect(await screen.findByText('Copy succeeded')).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('bp6-icon-airplane');
    expect(document.querySelector('.pf-copy-source')).toBeNull(); // the stand-in is gone again
  });

  it('says when no icon matches', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Icons' }));
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search icons' }), {
      target: { value: 'no-such-icon' },
    });
    expect(await screen.findByText('No icon matches')).toBeInTheDocument();
  });
});

describe('user dropdown', () => {
  const askToLogOut = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Ada Admin' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    return screen.findByRole('alertdialog');
  };

  it('logs out only after the confirmation', async () => {
    const { calls } = open();
    const logouts = () => calls.filter((c) => c.path === '/api/logout');

    const question = await askToLogOut();
    expect(question).toHaveTextContent('Are you sure you want to log out the current user?');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(logouts()).toHaveLength(0);
    expect(readSession()).not.toBeNull();

    fireEvent.click(within(await askToLogOut()).getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(readSession()).toBeNull());
    expect(logouts()).toHaveLength(1);
    expect(logouts()[0]?.method).toBe('POST');
  });

  it('opens the personal info dialog', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Ada Admin' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Personal info' }));

    const dialog = await screen.findByRole('dialog', { name: 'Personal info dialog' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close it' }));
    expect(screen.queryByRole('dialog', { name: 'Personal info dialog' })).toBeNull();
  });

  it('shows the avatar when the person has one', async () => {
    const { container } = open({
      session: { ...view, user: { ...view.user, headimg: '/img/a.png,/img/b.png' } },
    });
    await waitFor(() =>
      expect(container.querySelector('img.pf-avatar')).toHaveAttribute('src', '/img/a.png'),
    );
    expect(screen.getByRole('button', { name: 'Ada Admin' })).toBeInTheDocument();
  });
});

describe('settings and full screen', () => {
  it('asks the shell to open the settings drawer', async () => {
    const opened = jest.fn();
    window.addEventListener(OPEN_SETTINGS_EVENT, opened);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_SETTINGS_EVENT, opened);
  });

  it('toggles the browser’s full screen', async () => {
    const requestFullscreen = jest.fn(async () => undefined);
    const exitFullscreen = jest.fn(async () => undefined);
    Object.assign(document.documentElement, { requestFullscreen });
    Object.assign(document, { exitFullscreen });
    open();

    fireEvent.click(await screen.findByRole('button', { name: 'Full screen' }));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);

    Object.defineProperty(document, 'fullscreenElement', {
      configurable: true,
      value: document.documentElement,
    });
    act(() => void document.dispatchEvent(new Event('fullscreenchange')));
    fireEvent.click(screen.getByRole('button', { name: 'Exit full screen' }));
    expect(exitFullscreen).toHaveBeenCalledTimes(1);

    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
    act(() => void document.dispatchEvent(new Event('fullscreenchange')));
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  });
});

describe('after a profile save', () => {
  it('shows the new nickname at once, though the session view was fetched before the save', async () => {
    const { calls } = open();
    expect(await screen.findByRole('button', { name: 'Ada Admin' })).toBeInTheDocument();
    await sessionLoaded(calls);
    // The personal info dialog saves the stored user (the session view still says Ada Admin).
    act(() => updateSessionUser({ ...readSession()!.user, nickname: 'Ada Lovelace' }));
    expect(await screen.findByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ada Admin' })).toBeNull();
  });
});

describe('the first login', () => {
  it('opens the password dialog when the session says the password must be changed', async () => {
    open({ session: { ...view, mustChange: { password: true, phone: true } } });
    expect(await screen.findByRole('dialog', { name: 'Set your own password' })).toBeInTheDocument();
  });

  it('opens nothing when nothing is pending', async () => {
    const { calls } = open({ session: { ...view, mustChange: { password: false, phone: false } } });
    await sessionLoaded(calls);
    await screen.findByRole('button', { name: 'Ada Admin' });
    expect(screen.queryByRole('dialog', { name: 'Set your own password' })).toBeNull();
  });
});
