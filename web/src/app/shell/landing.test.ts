import { ROLES, landingPath, menuFor, menuPaths } from '@packflow/contracts';
import { hasScreenAt, workingLanding, workingPages } from '../../lib/start-pages';
import { hasScreen } from '../screens';

/** What the API answers as each role's menu and landing (GET /api/menus), with a forum section. */
const menusOf = (role: (typeof ROLES)[number]) => {
  const menus = menuFor(role, [{ id: '1', name: 'News' }]);
  return { menus, landing: landingPath(menus) ?? null };
};

describe('every role lands on a working screen', () => {
  it.each(ROLES)('%s lands on a page of its menu that the console has', (role) => {
    const { menus, landing } = menusOf(role);
    const to = workingLanding(menus, landing, hasScreen);
    expect(to).toBeDefined();
    expect([role, hasScreen(to!)]).toEqual([role, true]);
    expect(menuPaths(menus)).toContain(to);
    // The spec's landing page whenever the console has it.
    if (landing && hasScreen(landing)) expect(to).toBe(landing);
  });

  it('sends salesmen, supervisors and traders to /Home, Finance to its reports, the factory to its lists', () => {
    expect(workingLanding(...args('OperatorIndex'))).toBe('/Home');
    expect(workingLanding(...args('OperatorManage'))).toBe('/Home');
    expect(workingLanding(...args('Traders'))).toBe('/Home');
    expect(menusOf('Finance').landing).toBe('/FinanceTable');
    expect(hasScreen('/FinanceTable')).toBe(true);
    expect(workingLanding(...args('Finance'))).toBe('/FinanceTable');
    // The workshop starts on its printing cards, its supervisor on the orders waiting for review.
    expect(workingLanding(...args('Product'))).toBe('/OrderProduct/Printing');
    expect(workingLanding(...args('ProductManage'))).toBe('/OrderLog/Wait');
    // Quality starts on the lots to inspect, the warehouse on the orders to ship.
    expect(workingLanding(...args('QualityTesting'))).toBe('/OrderQuality/Wait');
    expect(workingLanding(...args('Warehouse'))).toBe('/OrderLogistics/Wait');
    expect(workingLanding(...args('Admin'))).toBe('/Operator/Admin');
  });

  it('never offers a placeholder as a start page or a link: the start page of every role has a screen', () => {
    for (const role of ROLES) {
      const { menus } = menusOf(role);
      for (const page of workingPages(menus, hasScreen)) expect(hasScreen(page.path)).toBe(true);
      // A placeholder's "go to the start page" is the working landing, never the placeholder itself.
      const placeholders = menuPaths(menus).filter((path) => !hasScreen(path));
      const start = workingLanding(menus, menusOf(role).landing, hasScreen);
      for (const path of placeholders) expect(start).not.toBe(path);
    }
  });

  it('knows the screens the app registered (what /Home links to)', () => {
    expect(hasScreenAt('/Home')).toBe(true);
    expect(hasScreenAt('/FinanceTable')).toBe(true);
    expect(hasScreenAt('/Reconciliation/Detail')).toBe(true);
    expect(hasScreenAt('/Planned/Nowhere')).toBe(false);
  });

  it('skips detail pages (buttons); a menu without any screen keeps its landing page', () => {
    const menu = [
      { key: 'a', title: 'A', english_name: 'A', path: '/Detail', icon: 'x', type: 'button' as const },
      { key: 'b', title: 'B', english_name: 'B', path: '/Planned', icon: 'x' },
    ];
    expect(workingLanding(menu, '/Planned', (p) => p === '/Detail')).toBe('/Planned');
    expect(workingLanding(menu, null, () => false)).toBeUndefined();
    expect(workingLanding(menu, '/Planned', (p) => p === '/Planned')).toBe('/Planned');
  });
});

function args(role: (typeof ROLES)[number]) {
  const { menus, landing } = menusOf(role);
  return [menus, landing, hasScreen] as const;
}
