import { IconNames } from '@blueprintjs/icons';
import {
  FORUM_MENU_KEY,
  MENUS_BY_ROLE,
  forumMenu,
  landingPath,
  menuFor,
  menuPaths,
  normalizeMenu,
  type MenuItem,
} from './menus';
import { ROLES, type Role } from './identity/roles';
import { REVIEWING_ROLES } from './quotations/access';

// Written out by hand from spec section 2 "Routes by role", so the tree is checked against the spec, not itself.
const SALES_ROUTES = [
  '/Home',
  '/Customer/Has',
  '/Customer/Detail',
  '/QuotationCreate',
  '/Quotation',
  // Not in the spec's list: the quotation detail and comparison, opened from the lists (buttons).
  '/Quotation/Detail',
  '/Quotation/Compare',
  '/Contract',
  '/Order/Wait',
  '/Order/Signed',
  '/Order/Product',
  '/Order/Inspection',
  '/Order/WaitSend',
  '/Order/Shipped',
  '/Order/Canceled',
  '/Order/Detail',
  '/Reconciliation/Index',
  '/Reconciliation/Wait',
  '/Reconciliation/Send',
  '/Reconciliation/Detail',
  '/GoldenBean/Index',
];

const ROUTES: Record<Role, string[]> = {
  Admin: [
    '/Operator/Admin',
    '/Operator/OperatorIndex',
    '/Operator/OperatorManage',
    '/Operator/Finance',
    '/Operator/Product',
    '/Operator/ProductManage',
    '/Operator/QualityTesting',
    '/Operator/Warehouse',
    '/Operator/Traders',
    '/OperatorRole',
    '/Customer/Grade',
    '/Customer/Setting',
    // Beyond spec section 2: a trader's price outside the range goes to the administrators, who
    // review it on the supervisor's screen (and open the quotation from it).
    '/OperatorManage/Index',
    '/Quotation/Detail',
    '/Quotation/Compare',
    '/Quotation/Setting',
    '/FinanceSalary/Setting',
    '/FinanceSalary/Golden',
    '/Statistics/DayOrder',
    '/Statistics/MonthOrder',
    '/Statistics/Finance',
    '/Statistics/Product',
    '/Statistics/Quality',
    '/Statistics/Logistics',
    '/Sysset',
    '/Login/Log',
    '/ForumSection',
    '/SyssetAuxzipper',
    '/SyssetAuxhandle',
    '/SyssetAuxhotknife',
    '/SyssetAuxexhaust',
    '/SyssetAuxsealingbar',
    '/SyssetAuxsuctionnozzle',
    '/SyssetMaterialcomp',
    '/SyssetMaterialinner',
    '/SyssetMaterialprinting',
    // Beyond spec section 2: the quotation settings of issue 6 that the spec keeps in code.
    '/SyssetBagtype',
    '/SyssetKnifestyle',
    '/SyssetPricing',
    '/SyssetCurrency',
    // Beyond spec section 2: projections, reactors and stuck process steps (design/processes.md).
    '/System/Processes',
  ],
  OperatorIndex: [...SALES_ROUTES, '/Customer/None'],
  Traders: SALES_ROUTES,
  OperatorManage: [
    '/Home',
    '/Contract',
    '/Rank',
    '/OperatorManage/Index',
    '/Quotation/Detail',
    '/Quotation/Compare',
    '/OperatorManage/Order',
    '/OperatorManage/Operator',
    '/OperatorManage/Customer/Has',
    '/OperatorManage/Customer/None',
  ],
  Finance: [
    '/FinanceTable',
    '/FinanceRecord/Audit',
    '/FinanceRecord/Reviewed',
    '/FinanceSalary/Index',
    '/FinanceSalary/Send',
    '/FinanceSalary/Detail',
    '/FinancePayment/Audit',
    '/FinancePayment/Reviewed',
    '/GoldenBean/FlowingWater',
    // Beyond spec section 2: /Home, last, for the work waiting their areas will add.
    '/Home',
  ],
  Product: [
    '/OrderProduct/Printing',
    '/OrderProduct/Reunite',
    '/OrderProduct/Making',
    '/OrderProduct/Finished',
    '/OrderProduct/Detail',
    '/Home',
  ],
  ProductManage: [
    '/OrderLog/Wait',
    '/OrderLog/Confirm',
    '/OrderLog/Reject',
    '/OrderProductManage/Scheduled',
    '/OrderProductManage/Product',
    '/Home',
  ],
  QualityTesting: ['/OrderQuality/Wait', '/OrderQuality/Finished', '/Home'],
  Warehouse: ['/OrderLogistics/Wait', '/OrderLogistics/Send', '/Home'],
};

const LANDING: Record<Role, string> = {
  Admin: '/Operator/Admin',
  OperatorIndex: '/Home',
  OperatorManage: '/Home',
  Finance: '/FinanceTable',
  Product: '/OrderProduct/Printing',
  ProductManage: '/OrderLog/Wait',
  QualityTesting: '/OrderQuality/Wait',
  Warehouse: '/OrderLogistics/Wait',
  Traders: '/Home',
};

const DETAIL_PAGES = [
  '/Customer/Detail',
  '/Quotation/Detail',
  '/Quotation/Compare',
  '/Order/Detail',
  '/Reconciliation/Detail',
  '/OrderProduct/Detail',
  '/FinanceSalary/Detail',
  // Opened from the bell in the top bar.
  '/Notifications',
];

/** Beyond spec section 2: every role's notifications, a button page opened from the bell. */
const EVERY_ROLE = ['/Notifications'];

/** Pages the product adds beyond spec section 2: the factory's live board and machines (factory.md). */
const BEYOND_SPEC: Partial<Record<Role, string[]>> = {
  Admin: ['/Sysset/Machines', '/Sysset/Inspection', '/Sysset/Shipping', '/Sysset/MonthClose', '/Home'],
  Product: ['/Production/Board', '/OrderProduct/Rework'],
  ProductManage: [
    '/Production/Board',
    '/OrderProductManage/Machines',
    '/OrderQuality/Failed',
    '/OrderProduct/Rework',
  ],
  OperatorManage: ['/OperatorManage/Concession', '/OperatorManage/Shipping'],
  Finance: ['/Reconciliation/Index', '/Reconciliation/Detail'],
  OperatorIndex: ['/FinanceSalary/Mine', '/FinanceSalary/Detail'],
};

/** Every item of a tree, depth first. */
const flatten = (menu: readonly MenuItem[]): MenuItem[] =>
  menu.flatMap((item) => [item, ...flatten(item.children ?? [])]);

const find = (menu: readonly MenuItem[], path: string) => flatten(menu).find((item) => item.path === path);

const item = (key: string, path: string, children?: MenuItem[]): MenuItem => ({
  key,
  title: key,
  english_name: key,
  path,
  icon: '',
  ...(children ? { children } : {}),
});

const icons = new Set<string>(Object.values(IconNames));

describe('menus by role', () => {
  it.each(ROLES)('%s has exactly the routes spec section 2 lists', (role) => {
    expect(menuPaths(menuFor(role, [])).sort()).toEqual(
      [...ROUTES[role], ...EVERY_ROLE, ...(BEYOND_SPEC[role] ?? [])].sort(),
    );
  });

  it('gives the price review to exactly the roles the server sends reviews to', () => {
    for (const role of ROLES)
      expect([role, menuPaths(menuFor(role, [])).includes('/OperatorManage/Index')]).toEqual([
        role,
        (REVIEWING_ROLES as readonly Role[]).includes(role),
      ]);
  });

  it('gives the high seas to salesmen but not to traders', () => {
    expect(menuPaths(menuFor('OperatorIndex', []))).toContain('/Customer/None');
    expect(menuPaths(menuFor('Traders', []))).not.toContain('/Customer/None');
  });

  it('labels shipped orders as completed for traders and shipped for salesmen', () => {
    expect(find(menuFor('Traders', []), '/Order/Shipped')).toMatchObject({
      title: '已完成',
      english_name: 'Completed',
    });
    expect(find(menuFor('OperatorIndex', []), '/Order/Shipped')).toMatchObject({
      title: '已发货',
      english_name: 'Shipped',
    });
  });

  it('makes detail pages buttons and nothing else', () => {
    for (const role of ROLES) {
      const buttons = flatten(menuFor(role, [])).filter((i) => i.type === 'button');
      for (const button of buttons) expect(DETAIL_PAGES).toContain(button.path);
      for (const path of DETAIL_PAGES.filter((p) => ROUTES[role].includes(p)))
        expect([role, find(menuFor(role, []), path)?.type]).toEqual([role, 'button']);
    }
  });

  it.each(ROLES)('%s has unique keys', (role) => {
    const keys = flatten(menuFor(role, [{ id: '7', name: 'News' }])).map((i) => i.key);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it.each(ROLES)('%s has titles in both languages and Blueprint icons', (role) => {
    for (const entry of flatten(menuFor(role, []))) {
      expect([entry.key, entry.title.trim().length > 0, entry.english_name.trim().length > 0]).toEqual([
        entry.key,
        true,
        true,
      ]);
      expect(typeof entry.icon).toBe('string');
      if (entry.icon) expect([entry.key, icons.has(entry.icon)]).toEqual([entry.key, true]);
    }
  });

  it.each(ROLES)('%s needs no normalising: its paths are already absolute', (role) => {
    expect(normalizeMenu(MENUS_BY_ROLE[role])).toEqual(MENUS_BY_ROLE[role]);
  });

  it.each(ROLES)('%s lands on its first menu entry', (role) => {
    expect(landingPath(menuFor(role, [{ id: '1', name: 'News' }]))).toBe(LANDING[role]);
  });

  it.each(ROLES)('%s has exactly one affixed tab, the landing page', (role) => {
    const affixed = flatten(menuFor(role, [])).filter((i) => i.affix);
    expect(affixed.map((i) => i.path)).toEqual([LANDING[role]]);
  });

  // Written when the menu places moved from menus.ts into the areas' manifests: each role's whole
  // tree (order, titles, icons, buttons), so that a move that changes GET /api/menus fails here.
  it.each(ROLES)('%s keeps the menu it had before the areas owned their places', (role) => {
    expect(menuFor(role, [{ id: '1', name: 'News' }])).toMatchSnapshot();
  });

  it('does not share item objects between roles', () => {
    const seen = new Set<MenuItem>();
    for (const role of ROLES)
      for (const entry of flatten(MENUS_BY_ROLE[role])) {
        expect(seen.has(entry)).toBe(false);
        seen.add(entry);
      }
  });
});

describe('normalizeMenu', () => {
  it('collapses repeated leading slashes and adds a missing one at the top', () => {
    const menu = normalizeMenu([item('a', '//Home'), item('b', '///Order//Wait'), item('c', 'Rank')]);
    expect(menu.map((i) => i.path)).toEqual(['/Home', '/Order//Wait', '/Rank']);
  });

  it('prefixes a relative child path with its parent path', () => {
    const [customer] = normalizeMenu([item('c', '/Customer', [item('g', 'Grade'), item('s', '/Sysset')])]);
    expect(customer?.children?.map((i) => i.path)).toEqual(['/Customer/Grade', '/Sysset']);
  });

  it('inherits prefixes through nested levels and through pathless groups', () => {
    const menu = normalizeMenu([
      item('order', '/Order/', [
        item('list', 'List', [item('wait', 'Wait')]),
        item('g', '', [item('x', 'X')]),
      ]),
    ]);
    expect(menuPaths(menu)).toEqual(['/Order/List/Wait', '/Order/X']);
  });

  it('drops items with neither a path nor children, and groups left empty', () => {
    const menu = normalizeMenu([
      item('empty', ''),
      item('hollow', '', []),
      item('outer', '', [item('inner', '', [item('deep', '')])]),
      item('kept', '', [item('gone', ''), item('home', '/Home')]),
    ]);
    expect(menu.map((i) => i.key)).toEqual(['kept']);
    expect(menu[0]?.children?.map((i) => i.key)).toEqual(['home']);
  });

  it('keeps an item with a path as a leaf when all its children were dropped', () => {
    const [page] = normalizeMenu([item('page', 'Page', [item('gone', '')])]);
    expect(page).toEqual(item('page', '/Page'));
    expect(page).not.toHaveProperty('children');
  });

  it('keeps the other fields', () => {
    const [link] = normalizeMenu([{ ...item('l', 'Help'), target: '_blank', affix: true, type: 'button' }]);
    expect(link).toEqual({ ...item('l', '/Help'), target: '_blank', affix: true, type: 'button' });
  });

  it('does not mutate its input', () => {
    const input = [item('c', 'Customer', [item('g', 'Grade'), item('x', '')]), item('e', '')];
    const copy = structuredClone(input);
    const output = normalizeMenu(input);
    expect(input).toEqual(copy);
    expect(output[0]).not.toBe(input[0]);
  });
});

describe('forum menu', () => {
  const sections = [
    { id: '3', name: 'Announcements' },
    { id: '9', name: '技术交流' },
  ];

  it('is appended last with one child per section', () => {
    const menu = menuFor('Warehouse', sections);
    const forum = menu[menu.length - 1];
    expect(forum).toMatchObject({ key: FORUM_MENU_KEY, title: '论坛', english_name: 'Forum', icon: 'chat' });
    expect(forum?.children?.map((c) => [c.title, c.english_name, c.path])).toEqual([
      ['Announcements', 'Announcements', '/ForumArticle/3'],
      ['技术交流', '技术交流', '/ForumArticle/9'],
    ]);
    expect(menuPaths(menu)).toEqual([
      ...menuPaths(menuFor('Warehouse', [])),
      '/ForumArticle/3',
      '/ForumArticle/9',
    ]);
  });

  it('has no path of its own and is dropped when there are no sections', () => {
    expect(forumMenu([]).path).toBe('');
    expect(normalizeMenu([forumMenu([])])).toEqual([]);
    expect(menuFor('Finance', []).some((i) => i.key === FORUM_MENU_KEY)).toBe(false);
  });
});

describe('landingPath', () => {
  it('skips buttons and groups that hold only buttons', () => {
    const menu = [
      { ...item('b', '/Detail'), type: 'button' as const },
      item('g', '', [{ ...item('d', '/Order/Detail'), type: 'button' as const }]),
      item('o', '', [item('w', '/Order/Wait'), item('s', '/Order/Signed')]),
    ];
    expect(landingPath(menu)).toBe('/Order/Wait');
  });

  it('is undefined for an empty menu', () => {
    expect(landingPath([])).toBeUndefined();
  });
});
