import {
  landingPath,
  menuFor,
  type LoginAnswer,
  type Role,
  type SessionUser,
  type SessionView,
} from '@packflow/contracts';
import { readSession } from '../../lib/session';
import { type ApiCall, mockFetch, ok, type Reply } from '../../testing/mock-fetch';
import { adminLogin } from '../../testing/session';

/** Test data of the shell's tests: people, their session views, and an API that answers by role. */

export const salesmanLogin: LoginAnswer = {
  ...adminLogin,
  token: 'tok-sales',
  checkcode: 'cc-sales',
  user: { id: 'u-sales', role: 'OperatorIndex', nickname: 'Sam Sales', headimg: '', country: 'en' },
  roles: [{ role: 'OperatorIndex', title: '业务员', english_name: 'Salesman' }],
};

export const traderLogin: LoginAnswer = {
  ...adminLogin,
  token: 'tok-trader',
  checkcode: 'cc-trader',
  user: { id: 'u-trader', role: 'Traders', nickname: 'Tom Trader', headimg: '', country: 'en' },
  roles: [{ role: 'Traders', title: '贸易商', english_name: 'Trader' }],
};

export function sessionView(user: SessionUser, roles = [{ role: user.role, title: '', english_name: '' }]) {
  return {
    user,
    roles,
    permissions: [],
    showRoles: false,
    companyNameCn: '青岛彩印包装有限公司',
    companyNameEn: 'Qingdao Color Printing Packaging Co.',
    daysLeft: 200,
    warnExpiry: false,
    expiresAt: '2030-01-01T00:00:00.000Z',
  } satisfies SessionView;
}

/**
 * The API as the shell sees it: the menus of the signed-in role (from the contracts, as the server
 * builds them), the session view of the stored user, and empty lists for anything else. `answer`
 * goes first when it returns something.
 */
export function serveShell(answer: (call: ApiCall) => Reply | undefined = () => undefined): ApiCall[] {
  return mockFetch((call) => {
    const special = answer(call);
    if (special) return special;
    const session = readSession();
    if (call.path === '/api/menus') {
      const role: Role = session?.user.role ?? 'Admin';
      const menus = menuFor(role, []);
      return ok({ menus, landing: landingPath(menus) ?? null });
    }
    if (call.path === '/api/session' && session) return ok(sessionView(session.user, session.roles));
    // /Home with nothing on it (features/home has tests of its own).
    if (call.path === '/api/home') return ok({ tiles: [], today: '2026-11-24' });
    return ok([], { pageInfo: { _page: 1, _size: 20, _count: 0, _pageSize: 0 } });
  });
}

export { windowWidth } from '../../testing/window-width';

/** Loads the menus' icons before a test renders them, so none arrives after the test. */
export async function loadMenuIcons(): Promise<void> {
  const { Icons } = await import('@blueprintjs/icons');
  type Name = Parameters<typeof Icons.getPaths>[0];
  const { MENU_ICON_PATHS } = await import('./menu-icon-paths');
  await import('./menu-icon'); // its loader
  await Icons.load(Object.keys(MENU_ICON_PATHS) as Name[], 16);
}
