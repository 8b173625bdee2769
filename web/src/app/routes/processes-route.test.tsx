/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES, type LoginAnswer, type Role } from '@packflow/contracts';
import { clearSession, readSession, saveSession } from '../../lib/session';
import { openConsoleAt } from '../../testing/console';
import { ok } from '../../testing/mock-fetch';
import { adminLogin } from '../../testing/session';
import { loadMenuIcons, serveShell } from '../shell/test-fixtures';

// The tag bar and the user bar are other helpers' work; these routes do not need them.
jest.mock('../shell/tags/tag-bar', () => ({ TagBar: () => null }));
jest.mock('../shell/user-bar/user-bar', () => ({ UserBar: () => null }));

beforeAll(loadMenuIcons);
afterEach(() => {
  clearSession();
  localStorage.clear();
});

const loginAs = (role: Role): LoginAnswer => ({
  ...adminLogin,
  token: `tok-${role}`,
  user: { ...adminLogin.user, id: `u-${role}`, role },
  roles: [{ role, title: role, english_name: role }],
});

/** The console of `role`; only Admin's role holds GET@processes, as on a new installation. */
function serveAs(role: Role) {
  saveSession(loginAs(role));
  return serveShell((call) => {
    if (call.path !== '/api/processes') return undefined;
    if (readSession()?.user.role !== 'Admin')
      return { status: 403, body: { code: 1403, data: null, msg: 'No permission', extra: {} } };
    return ok({
      runners: [
        {
          name: 'customers',
          kind: 'projector',
          version: 1,
          state: 'live',
          active: true,
          position: '42',
          lastLagMs: 3,
          lastError: null,
          leaseHolder: 'api host:1',
          behind: false,
        },
      ],
      rebuilds: [],
      parked: [],
    });
  });
}

const menu = () => screen.getAllByRole('navigation', { name: /Menu|菜单/ })[0]!;

describe('the processes route', () => {
  it('is in the Admin menu and opens the screen', async () => {
    serveAs('Admin');
    openConsoleAt('/Sysset');
    await screen.findByRole('heading', { name: 'System settings', level: 2 });
    const link = await within(menu()).findByRole('link', { name: 'Processes' });
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Processes', level: 2 })).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent('/System/Processes');
    expect(await screen.findByRole('table', { name: 'Projections and reactors' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing is stuck')).toBeInTheDocument();
  });

  it.each(ROLES.filter((role) => role !== 'Admin'))(
    'is not in the menu of %s, and opened by its address says it is not for that role and shows no data',
    async (role) => {
      const calls = serveAs(role);
      openConsoleAt('/System/Processes');
      expect(
        await screen.findByRole('heading', { name: 'Not available to your role', level: 2 }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to your start page' })).toHaveAttribute('href', '/');
      await waitFor(() => expect(calls.some((c) => c.path === '/api/menus')).toBe(true));
      await within(menu()).findAllByRole('link');
      expect(within(menu()).queryByText('Processes')).not.toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Projections and reactors' })).not.toBeInTheDocument();
    },
  );
});
