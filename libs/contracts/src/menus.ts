import { AREAS } from './areas';
import { ROLES, type Role } from './identity/roles';
import { BUTTON, LANDING, type MenuHeading, type MenuItem, type MenuPlacement, leaf } from './menu-items';

export * from './menu-items';

/** A menu with no page of its own: only a heading for its children. */
function group(
  key: string,
  title: string,
  english_name: string,
  icon: string,
  children: MenuItem[],
): MenuItem {
  return { key, title, english_name, path: '', icon, children };
}

/** The headings of each role's menu (spec section 2 "Routes by role"); the areas place their pages under them. */
const HEADINGS: Record<Role, readonly MenuHeading[]> = {
  Admin: [
    { key: 'organization', title: '组织架构', english_name: 'Organization', icon: 'office', order: 10 },
    { key: 'customer', title: '客户', english_name: 'Customers', icon: 'people', order: 20 },
    // The review of prices outside the allowed range: a trader's quotation goes to the administrators.
    { key: 'management', title: '业务审核', english_name: 'Reviews', icon: 'endorsed', order: 25 },
    { key: 'wages', title: '工资', english_name: 'Wages', icon: 'dollar', order: 30 },
    { key: 'statistics', title: '统计', english_name: 'Statistics', icon: 'chart', order: 40 },
    { key: 'settings', title: '设置', english_name: 'Settings', icon: 'cog', order: 50 },
  ],
  OperatorIndex: [
    { key: 'customer', title: '客户', english_name: 'Customers', icon: 'people', order: 20 },
    {
      key: 'quotations',
      title: '报价合同',
      english_name: 'Quotations and contracts',
      icon: 'document',
      order: 30,
    },
    { key: 'order', title: '订单', english_name: 'Orders', icon: 'box', order: 40 },
    { key: 'reconciliation', title: '对账', english_name: 'Reconciliation', icon: 'bank-account', order: 50 },
  ],
  OperatorManage: [
    { key: 'management', title: '业务管理', english_name: 'Sales management', icon: 'endorsed', order: 40 },
    { key: 'customer', title: '客户维护', english_name: 'Customer maintenance', icon: 'people', order: 50 },
  ],
  Finance: [
    { key: 'finance-record', title: '收款', english_name: 'Receipts', icon: 'import', order: 20 },
    { key: 'finance-salary', title: '工资', english_name: 'Wages', icon: 'dollar', order: 30 },
    { key: 'finance-payment', title: '付款', english_name: 'Payments', icon: 'export', order: 40 },
  ],
  Product: [{ key: 'production', title: '生产', english_name: 'Production', icon: 'cube', order: 10 }],
  ProductManage: [
    { key: 'order-log', title: '生产审核', english_name: 'Production review', icon: 'endorsed', order: 10 },
    { key: 'scheduling', title: '排产', english_name: 'Scheduling', icon: 'calendar', order: 20 },
  ],
  QualityTesting: [
    { key: 'quality', title: '质检', english_name: 'Quality inspection', icon: 'tick-circle', order: 10 },
  ],
  Warehouse: [{ key: 'shipping', title: '发货', english_name: 'Shipping', icon: 'truck', order: 10 }],
  Traders: [
    { key: 'customer', title: '客户', english_name: 'Customers', icon: 'people', order: 20 },
    {
      key: 'quotations',
      title: '报价合同',
      english_name: 'Quotations and contracts',
      icon: 'document',
      order: 30,
    },
    { key: 'order', title: '订单', english_name: 'Orders', icon: 'box', order: 40 },
    { key: 'reconciliation', title: '对账', english_name: 'Reconciliation', icon: 'bank-account', order: 50 },
  ],
};

/**
 * The pages of areas not built yet, as the spec places them: an area that comes takes its entries
 * from here into its own manifest.
 */
const PLANNED_MENUS: readonly MenuPlacement[] = [
  {
    roles: ['Admin'],
    group: 'wages',
    order: 10,
    item: leaf('salary-setting', '工资系数', 'Salary coefficients', '/FinanceSalary/Setting', 'properties'),
  },
  {
    roles: ['Admin'],
    group: 'statistics',
    order: 10,
    item: leaf('stat-day-order', '日订单统计', 'Daily orders', '/Statistics/DayOrder', 'calendar'),
  },
  {
    roles: ['Admin'],
    group: 'statistics',
    order: 20,
    item: leaf(
      'stat-month-order',
      '月订单统计',
      'Monthly orders',
      '/Statistics/MonthOrder',
      'timeline-bar-chart',
    ),
  },
  {
    roles: ['Admin'],
    group: 'statistics',
    order: 30,
    item: leaf('stat-finance', '财务统计', 'Finance', '/Statistics/Finance', 'dollar'),
  },
  {
    roles: ['Admin'],
    group: 'statistics',
    order: 40,
    item: leaf('stat-product', '生产统计', 'Production', '/Statistics/Product', 'cube'),
  },
  {
    roles: ['Admin'],
    group: 'statistics',
    order: 50,
    item: leaf('stat-quality', '质检统计', 'Quality inspection', '/Statistics/Quality', 'tick-circle'),
  },
  {
    roles: ['Admin'],
    group: 'statistics',
    order: 60,
    item: leaf('stat-logistics', '发货统计', 'Shipping', '/Statistics/Logistics', 'truck'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'quotations',
    order: 50,
    item: leaf('contract', '合同', 'Contracts', '/Contract', 'manual'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'order',
    order: 10,
    item: leaf('order-wait', '待签约', 'To be signed', '/Order/Wait', 'time'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'order',
    order: 20,
    item: leaf('order-signed', '已签约', 'Signed', '/Order/Signed', 'endorsed'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'order',
    order: 30,
    item: leaf('order-product', '生产中', 'In production', '/Order/Product', 'cube'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'order',
    order: 40,
    item: leaf('order-inspection', '质检中', 'In inspection', '/Order/Inspection', 'eye-open'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'order',
    order: 50,
    item: leaf('order-wait-send', '待发货', 'To be shipped', '/Order/WaitSend', 'truck'),
  },
  {
    roles: ['OperatorIndex'],
    group: 'order',
    order: 60,
    item: leaf('order-shipped', '已发货', 'Shipped', '/Order/Shipped', 'tick-circle'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'order',
    order: 70,
    item: leaf('order-canceled', '已取消', 'Canceled', '/Order/Canceled', 'disable'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'order',
    order: 80,
    item: leaf('order-detail', '订单详情', 'Order details', '/Order/Detail', 'document-open', BUTTON),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'reconciliation',
    order: 10,
    item: leaf('reconciliation-index', '月度账单', 'Monthly bills', '/Reconciliation/Index', 'th'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'reconciliation',
    order: 20,
    item: leaf('reconciliation-wait', '待对账', 'To be reconciled', '/Reconciliation/Wait', 'time'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'reconciliation',
    order: 30,
    item: leaf('reconciliation-send', '已对账', 'Reconciled', '/Reconciliation/Send', 'tick-circle'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'reconciliation',
    order: 40,
    item: leaf(
      'reconciliation-detail',
      '对账详情',
      'Bill details',
      '/Reconciliation/Detail',
      'document-open',
      BUTTON,
    ),
  },
  {
    roles: ['OperatorManage'],
    order: 20,
    item: leaf('contract', '合同', 'Contracts', '/Contract', 'manual'),
  },
  {
    roles: ['OperatorManage'],
    order: 30,
    item: leaf('rank', '排行榜', 'Rankings', '/Rank', 'timeline-bar-chart'),
  },
  {
    roles: ['OperatorManage'],
    group: 'management',
    order: 40,
    item: leaf(
      'cancel-review',
      '取消订单审核',
      'Order cancellation review',
      '/OperatorManage/Order',
      'disable',
    ),
  },
  {
    roles: ['Finance'],
    order: 10,
    item: leaf('finance-table', '财务报表', 'Reports', '/FinanceTable', 'chart', LANDING),
  },
  {
    roles: ['Finance'],
    group: 'finance-record',
    order: 10,
    item: leaf('record-audit', '待收款', 'To be received', '/FinanceRecord/Audit', 'time'),
  },
  {
    roles: ['Finance'],
    group: 'finance-record',
    order: 20,
    item: leaf('record-reviewed', '已收款', 'Received', '/FinanceRecord/Reviewed', 'tick-circle'),
  },
  {
    roles: ['Finance'],
    group: 'finance-salary',
    order: 10,
    item: leaf('salary-index', '工资核对', 'Wage check', '/FinanceSalary/Index', 'properties'),
  },
  {
    roles: ['Finance'],
    group: 'finance-salary',
    order: 20,
    item: leaf('salary-send', '工资发放', 'Wage payout', '/FinanceSalary/Send', 'export'),
  },
  {
    roles: ['Finance'],
    group: 'finance-salary',
    order: 30,
    item: leaf('salary-detail', '工资详情', 'Wage details', '/FinanceSalary/Detail', 'document-open', BUTTON),
  },
  {
    roles: ['Finance'],
    group: 'finance-payment',
    order: 10,
    item: leaf('payment-audit', '待付款', 'To pay', '/FinancePayment/Audit', 'time'),
  },
  {
    roles: ['Finance'],
    group: 'finance-payment',
    order: 20,
    item: leaf('payment-reviewed', '已付款', 'Paid', '/FinancePayment/Reviewed', 'tick-circle'),
  },
  {
    roles: ['Product'],
    group: 'production',
    order: 10,
    item: leaf('printing', '印刷', 'Printing', '/OrderProduct/Printing', 'print', LANDING),
  },
  {
    roles: ['Product'],
    group: 'production',
    order: 20,
    item: leaf('lamination', '复合', 'Lamination', '/OrderProduct/Reunite', 'layers'),
  },
  {
    roles: ['Product'],
    group: 'production',
    order: 30,
    item: leaf('bag-making', '制袋', 'Bag making', '/OrderProduct/Making', 'cut'),
  },
  {
    roles: ['Product'],
    group: 'production',
    order: 40,
    item: leaf('finished', '已完成', 'Finished', '/OrderProduct/Finished', 'tick-circle'),
  },
  {
    roles: ['Product'],
    group: 'production',
    order: 50,
    item: leaf(
      'product-detail',
      '生产详情',
      'Production details',
      '/OrderProduct/Detail',
      'document-open',
      BUTTON,
    ),
  },
  {
    roles: ['ProductManage'],
    group: 'order-log',
    order: 10,
    item: leaf('log-wait', '待确认', 'Pending confirmation', '/OrderLog/Wait', 'time', LANDING),
  },
  {
    roles: ['ProductManage'],
    group: 'order-log',
    order: 20,
    item: leaf('log-confirm', '已确认', 'Confirmed', '/OrderLog/Confirm', 'tick-circle'),
  },
  {
    roles: ['ProductManage'],
    group: 'order-log',
    order: 30,
    item: leaf('log-reject', '已驳回', 'Rejected', '/OrderLog/Reject', 'disable'),
  },
  {
    roles: ['ProductManage'],
    group: 'scheduling',
    order: 10,
    item: leaf('scheduled', '待排产', 'To be scheduled', '/OrderProductManage/Scheduled', 'time'),
  },
  {
    roles: ['ProductManage'],
    group: 'scheduling',
    order: 20,
    item: leaf('to-produce', '待生产', 'To be produced', '/OrderProductManage/Product', 'cube'),
  },
  {
    roles: ['QualityTesting'],
    group: 'quality',
    order: 10,
    item: leaf('quality-wait', '待质检', 'To be inspected', '/OrderQuality/Wait', 'time', LANDING),
  },
  {
    roles: ['QualityTesting'],
    group: 'quality',
    order: 20,
    item: leaf('quality-finished', '已质检', 'Inspected', '/OrderQuality/Finished', 'tick-circle'),
  },
  {
    roles: ['Warehouse'],
    group: 'shipping',
    order: 10,
    item: leaf('logistics-wait', '待发货', 'To be shipped', '/OrderLogistics/Wait', 'time', LANDING),
  },
  {
    roles: ['Warehouse'],
    group: 'shipping',
    order: 20,
    item: leaf('logistics-send', '已发货', 'Shipped', '/OrderLogistics/Send', 'tick-circle'),
  },
  {
    roles: ['Traders'],
    group: 'order',
    order: 60,
    item: leaf('order-shipped', '已完成', 'Completed', '/Order/Shipped', 'tick-circle'),
  },
];

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** A role's menu tree: its headings with the pages placed under them, and the top-level pages, in order. */
function roleMenu(role: Role): MenuItem[] {
  const placed = [...AREAS.map((a) => a.menus ?? []), PLANNED_MENUS]
    .flat()
    .filter((p) => p.roles.includes(role));
  // Copies, so that no two roles share (and could mutate) one object.
  const copy = (item: MenuItem): MenuItem => ({ ...item });
  const top = [
    ...HEADINGS[role].map((h) => ({
      order: h.order,
      item: group(
        h.key,
        h.title,
        h.english_name,
        h.icon,
        placed
          .filter((p) => p.group === h.key)
          .sort(byOrder)
          .map((p) => copy(p.item)),
      ),
    })),
    ...placed.filter((p) => p.group === undefined).map((p) => ({ order: p.order, item: copy(p.item) })),
  ];
  return top.sort(byOrder).map((t) => t.item);
}

/** The menu tree of every role, route for route as spec section 2 "Routes by role" lists them. */
export const MENUS_BY_ROLE = Object.fromEntries(ROLES.map((role) => [role, roleMenu(role)])) as Record<
  Role,
  MenuItem[]
>;

/** '//Home' -> '/Home'; a relative path hangs under its parent's path (or the root). */
function normalizePath(path: string, parentPath: string): string {
  if (!path) return '';
  if (path.startsWith('/')) return path.replace(/^\/+/, '/');
  return `${parentPath.replace(/\/+$/, '')}/${path}`;
}

function normalizeItem(item: MenuItem, parentPath: string): MenuItem | undefined {
  const path = normalizePath(item.path, parentPath);
  // A group without a path passes its own parent's prefix on, so relative paths still resolve.
  const children = item.children ? normalizeMenu(item.children, path || parentPath) : [];
  const { children: _children, ...rest } = item;
  if (children.length > 0) return { ...rest, path, children };
  if (path) return { ...rest, path };
  return undefined; // nothing to open and nothing beneath it
}

/** The shell's path rules (spec section 2 "Shell"). Returns new items; the input is left as it was. */
export function normalizeMenu(items: readonly MenuItem[], parentPath = ''): MenuItem[] {
  return items.flatMap((item) => normalizeItem(item, parentPath) ?? []);
}

export const FORUM_MENU_KEY = 'forum';

/** The forum menu, one child per forum section; with no sections it is empty and normalizeMenu drops it. */
export function forumMenu(sections: readonly { id: string; name: string }[]): MenuItem {
  return group(
    FORUM_MENU_KEY,
    '论坛',
    'Forum',
    'chat',
    sections.map((s) =>
      leaf(
        `${FORUM_MENU_KEY}-${s.id}`,
        s.name,
        s.name,
        `/ForumArticle/${encodeURIComponent(s.id)}`,
        'document',
      ),
    ),
  );
}

/** The normalised side menu of a role, with the forum menu last. */
export function menuFor(role: Role, forumSections: readonly { id: string; name: string }[]): MenuItem[] {
  return normalizeMenu([...MENUS_BY_ROLE[role], forumMenu(forumSections)]);
}

/** Where the root path sends the user: the first leaf, depth first, skipping buttons. */
export function landingPath(menu: readonly MenuItem[]): string | undefined {
  for (const item of menu) {
    if (item.type === 'button') continue;
    const found = item.children?.length ? landingPath(item.children) : item.path || undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Every page path of the tree (leaves and buttons), depth first. */
export function menuPaths(menu: readonly MenuItem[]): string[] {
  return menu.flatMap((item) =>
    item.children?.length ? menuPaths(item.children) : item.path ? [item.path] : [],
  );
}
