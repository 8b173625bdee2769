import { ROLES, ROLE_LABELS, type Role } from './roles';

/** A menu item as the shell receives it (spec section 3); title is Chinese, english_name English. */
export interface MenuItem {
  key: string;
  title: string;
  english_name: string;
  path: string;
  /** A Blueprint icon name. */
  icon: string;
  children?: MenuItem[];
  target?: string;
  /** An affixed tab cannot be closed in the tag bar. */
  affix?: boolean;
  type?: 'button';
}

type Extra = Pick<MenuItem, 'target' | 'affix' | 'type'>;

function leaf(
  key: string,
  title: string,
  english_name: string,
  path: string,
  icon: string,
  extra: Extra = {},
) {
  return { key, title, english_name, path, icon, ...extra } satisfies MenuItem;
}

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

// Detail pages are opened from lists, so they are buttons: hidden from the side menu but still known routes.
const BUTTON: Extra = { type: 'button' };
const LANDING: Extra = { affix: true };

/** A function, so that no two roles share (and could mutate) one object. */
const home = () => leaf('home', '控制台', 'Console', '/Home', 'home', LANDING);

const admin: MenuItem[] = [
  group('organization', '组织架构', 'Organization', 'office', [
    ...ROLES.map((role, i) =>
      leaf(
        `operator-${role}`,
        ROLE_LABELS[role].cn,
        ROLE_LABELS[role].en,
        `/Operator/${role}`,
        'person',
        i === 0 ? LANDING : {},
      ),
    ),
    leaf('operator-role', '角色管理', 'Roles', '/OperatorRole', 'key'),
  ]),
  group('customer', '客户', 'Customers', 'people', [
    leaf('customer-grade', '贸易商等级', 'Trader grades', '/Customer/Grade', 'crown'),
    leaf('customer-setting', '公海设置', 'High-seas settings', '/Customer/Setting', 'globe'),
    leaf('quotation-setting', '报价调价比例', 'Price adjustment ratio', '/Quotation/Setting', 'percentage'),
  ]),
  group('wages', '工资', 'Wages', 'dollar', [
    leaf('salary-setting', '工资系数', 'Salary coefficients', '/FinanceSalary/Setting', 'properties'),
    leaf('golden-setting', '金豆设置', 'Golden bean settings', '/FinanceSalary/Golden', 'bank-account'),
  ]),
  group('statistics', '统计', 'Statistics', 'chart', [
    leaf('stat-day-order', '日订单统计', 'Daily orders', '/Statistics/DayOrder', 'calendar'),
    leaf('stat-month-order', '月订单统计', 'Monthly orders', '/Statistics/MonthOrder', 'timeline-bar-chart'),
    leaf('stat-finance', '财务统计', 'Finance', '/Statistics/Finance', 'dollar'),
    leaf('stat-product', '生产统计', 'Production', '/Statistics/Product', 'cube'),
    leaf('stat-quality', '质检统计', 'Quality inspection', '/Statistics/Quality', 'tick-circle'),
    leaf('stat-logistics', '发货统计', 'Shipping', '/Statistics/Logistics', 'truck'),
  ]),
  group('settings', '设置', 'Settings', 'cog', [
    leaf('sysset', '系统设置', 'System settings', '/Sysset', 'cog'),
    leaf('login-log', '登录日志', 'Login log', '/Login/Log', 'history'),
    leaf('aux-zipper', '拉链设置', 'Zipper settings', '/SyssetAuxzipper', 'widget'),
    leaf('aux-handle', '手提设置', 'Handle settings', '/SyssetAuxhandle', 'widget'),
    leaf('aux-hotknife', '热刀设置', 'Hot knife settings', '/SyssetAuxhotknife', 'widget'),
    leaf('aux-exhaust', '排气阀设置', 'Exhaust valve settings', '/SyssetAuxexhaust', 'widget'),
    leaf('aux-sealingbar', '封口条设置', 'Sealing bar settings', '/SyssetAuxsealingbar', 'widget'),
    leaf('aux-suctionnozzle', '吸嘴设置', 'Spout settings', '/SyssetAuxsuctionnozzle', 'widget'),
    leaf('material-comp', '复合材料设置', 'Laminate material settings', '/SyssetMaterialcomp', 'layers'),
    leaf('material-inner', '内层材料设置', 'Inner material settings', '/SyssetMaterialinner', 'layers'),
    leaf(
      'material-printing',
      '印刷材料设置',
      'Printing material settings',
      '/SyssetMaterialprinting',
      'print',
    ),
    leaf('bag-type', '袋型设置', 'Bag types', '/SyssetBagtype', 'box'),
    leaf('knife-style', '刀型与风琴设置', 'Knife and gusset styles', '/SyssetKnifestyle', 'cut'),
    leaf('pricing-rates', '报价费率', 'Calculator rates', '/SyssetPricing', 'properties'),
    leaf('currency', '币种与利润率', 'Currency and margins', '/SyssetCurrency', 'exchange'),
    leaf('processes', '流程与投影', 'Processes', '/System/Processes', 'th'),
  ]),
];

/** Salesmen and traders share one tree; traders have no high seas and see Shipped as Completed. */
function salesMenu(trader: boolean): MenuItem[] {
  const shipped = trader ? (['已完成', 'Completed'] as const) : (['已发货', 'Shipped'] as const);
  return [
    home(),
    group('customer', '客户', 'Customers', 'people', [
      leaf('customer-has', '我的客户', 'My customers', '/Customer/Has', 'person'),
      ...(trader
        ? []
        : [leaf('customer-none', '公海客户', 'High-seas customers', '/Customer/None', 'globe')]),
      leaf('customer-detail', '客户详情', 'Customer details', '/Customer/Detail', 'id-number', BUTTON),
    ]),
    group('quotations', '报价合同', 'Quotations and contracts', 'document', [
      leaf('quotation-create', '新建报价', 'New quotation', '/QuotationCreate', 'add'),
      leaf('quotation-list', '报价列表', 'Quotations', '/Quotation', 'properties'),
      leaf('quotation-detail', '报价详情', 'Quotation details', '/Quotation/Detail', 'document-open', BUTTON),
      leaf('quotation-compare', '报价对比', 'Compare quotations', '/Quotation/Compare', 'exchange', BUTTON),
      leaf('contract', '合同', 'Contracts', '/Contract', 'manual'),
    ]),
    group('order', '订单', 'Orders', 'box', [
      leaf('order-wait', '待签约', 'To be signed', '/Order/Wait', 'time'),
      leaf('order-signed', '已签约', 'Signed', '/Order/Signed', 'endorsed'),
      leaf('order-product', '生产中', 'In production', '/Order/Product', 'cube'),
      leaf('order-inspection', '质检中', 'In inspection', '/Order/Inspection', 'eye-open'),
      leaf('order-wait-send', '待发货', 'To be shipped', '/Order/WaitSend', 'truck'),
      leaf('order-shipped', shipped[0], shipped[1], '/Order/Shipped', 'tick-circle'),
      leaf('order-canceled', '已取消', 'Canceled', '/Order/Canceled', 'disable'),
      leaf('order-detail', '订单详情', 'Order details', '/Order/Detail', 'document-open', BUTTON),
    ]),
    group('reconciliation', '对账', 'Reconciliation', 'bank-account', [
      leaf('reconciliation-index', '月度账单', 'Monthly bills', '/Reconciliation/Index', 'th'),
      leaf('reconciliation-wait', '待对账', 'To be reconciled', '/Reconciliation/Wait', 'time'),
      leaf('reconciliation-send', '已对账', 'Reconciled', '/Reconciliation/Send', 'tick-circle'),
      leaf(
        'reconciliation-detail',
        '对账详情',
        'Bill details',
        '/Reconciliation/Detail',
        'document-open',
        BUTTON,
      ),
    ]),
    leaf('golden-bean', '金豆', 'Golden beans', '/GoldenBean/Index', 'dollar'),
  ];
}

const operatorManage: MenuItem[] = [
  home(),
  leaf('contract', '合同', 'Contracts', '/Contract', 'manual'),
  leaf('rank', '排行榜', 'Rankings', '/Rank', 'timeline-bar-chart'),
  group('management', '业务管理', 'Sales management', 'endorsed', [
    leaf('price-review', '调价比例审核', 'Price-ratio review', '/OperatorManage/Index', 'percentage'),
    leaf('quotation-detail', '报价详情', 'Quotation details', '/Quotation/Detail', 'document-open', BUTTON),
    leaf('quotation-compare', '报价对比', 'Compare quotations', '/Quotation/Compare', 'exchange', BUTTON),
    leaf('cancel-review', '取消订单审核', 'Order cancellation review', '/OperatorManage/Order', 'disable'),
    leaf('salesmen', '业务员管理', 'Salesmen', '/OperatorManage/Operator', 'people'),
  ]),
  group('customer', '客户维护', 'Customer maintenance', 'people', [
    leaf('customer-has', '客户信息维护', 'Customers', '/OperatorManage/Customer/Has', 'person'),
    leaf('customer-none', '公海信息维护', 'High-seas customers', '/OperatorManage/Customer/None', 'globe'),
  ]),
];

const finance: MenuItem[] = [
  leaf('finance-table', '财务报表', 'Reports', '/FinanceTable', 'chart', LANDING),
  group('finance-record', '收款', 'Receipts', 'import', [
    leaf('record-audit', '待收款', 'To be received', '/FinanceRecord/Audit', 'time'),
    leaf('record-reviewed', '已收款', 'Received', '/FinanceRecord/Reviewed', 'tick-circle'),
  ]),
  group('finance-salary', '工资', 'Wages', 'dollar', [
    leaf('salary-index', '工资核对', 'Wage check', '/FinanceSalary/Index', 'properties'),
    leaf('salary-send', '工资发放', 'Wage payout', '/FinanceSalary/Send', 'export'),
    leaf('salary-detail', '工资详情', 'Wage details', '/FinanceSalary/Detail', 'document-open', BUTTON),
  ]),
  group('finance-payment', '付款', 'Payments', 'export', [
    leaf('payment-audit', '待付款', 'To pay', '/FinancePayment/Audit', 'time'),
    leaf('payment-reviewed', '已付款', 'Paid', '/FinancePayment/Reviewed', 'tick-circle'),
  ]),
  leaf('golden-bean-flow', '金豆流水', 'Golden bean flow', '/GoldenBean/FlowingWater', 'exchange'),
];

const product: MenuItem[] = [
  group('production', '生产', 'Production', 'cube', [
    leaf('printing', '印刷', 'Printing', '/OrderProduct/Printing', 'print', LANDING),
    leaf('lamination', '复合', 'Lamination', '/OrderProduct/Reunite', 'layers'),
    leaf('bag-making', '制袋', 'Bag making', '/OrderProduct/Making', 'cut'),
    leaf('finished', '已完成', 'Finished', '/OrderProduct/Finished', 'tick-circle'),
    leaf('product-detail', '生产详情', 'Production details', '/OrderProduct/Detail', 'document-open', BUTTON),
  ]),
];

const productManage: MenuItem[] = [
  group('order-log', '生产审核', 'Production review', 'endorsed', [
    leaf('log-wait', '待确认', 'Pending confirmation', '/OrderLog/Wait', 'time', LANDING),
    leaf('log-confirm', '已确认', 'Confirmed', '/OrderLog/Confirm', 'tick-circle'),
    leaf('log-reject', '已驳回', 'Rejected', '/OrderLog/Reject', 'disable'),
  ]),
  group('scheduling', '排产', 'Scheduling', 'calendar', [
    leaf('scheduled', '待排产', 'To be scheduled', '/OrderProductManage/Scheduled', 'time'),
    leaf('to-produce', '待生产', 'To be produced', '/OrderProductManage/Product', 'cube'),
  ]),
];

const qualityTesting: MenuItem[] = [
  group('quality', '质检', 'Quality inspection', 'tick-circle', [
    leaf('quality-wait', '待质检', 'To be inspected', '/OrderQuality/Wait', 'time', LANDING),
    leaf('quality-finished', '已质检', 'Inspected', '/OrderQuality/Finished', 'tick-circle'),
  ]),
];

const warehouse: MenuItem[] = [
  group('shipping', '发货', 'Shipping', 'truck', [
    leaf('logistics-wait', '待发货', 'To be shipped', '/OrderLogistics/Wait', 'time', LANDING),
    leaf('logistics-send', '已发货', 'Shipped', '/OrderLogistics/Send', 'tick-circle'),
  ]),
];

/** The menu tree of every role, route for route as spec section 2 "Routes by role" lists them. */
export const MENUS_BY_ROLE: Record<Role, MenuItem[]> = {
  Admin: admin,
  OperatorIndex: salesMenu(false),
  OperatorManage: operatorManage,
  Finance: finance,
  Product: product,
  ProductManage: productManage,
  QualityTesting: qualityTesting,
  Warehouse: warehouse,
  Traders: salesMenu(true),
};

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
