import type { Grants, PermissionInfo } from '../area';
import { BUTTON, type MenuPlacement, leaf } from '../menu-items';

/** The wages area's permissions: `METHOD@route` without the /api prefix, with `:param` placeholders. */
export const wagesPermissions = {
  'GET@wages/settings': {
    app: 'wages',
    module: 'settings',
    summary: { cn: '查看提成系数', en: 'View the commission tiers' },
  },
  'PUT@wages/settings': {
    app: 'wages',
    module: 'settings',
    summary: { cn: '修改提成系数', en: 'Change the commission tiers' },
  },
  'GET@wages': {
    app: 'wages',
    module: 'sheets',
    summary: { cn: '工资单列表', en: 'List wage sheets' },
  },
  'GET@wages/xlsx': {
    app: 'wages',
    module: 'sheets',
    summary: { cn: '导出工资单 Excel', en: 'Export wage sheets to Excel' },
  },
  'GET@wages/:id': {
    app: 'wages',
    module: 'sheets',
    summary: { cn: '查看工资单', en: 'View a wage sheet' },
  },
  'GET@wages/:id/xlsx': {
    app: 'wages',
    module: 'sheets',
    summary: { cn: '下载工资单明细 Excel', en: 'Download a wage sheet as Excel' },
  },
  'POST@wages/:id/adjust': {
    app: 'wages',
    module: 'payout',
    summary: { cn: '调整工资单', en: 'Adjust a wage sheet' },
  },
  'POST@wages/:id/check': {
    app: 'wages',
    module: 'payout',
    summary: { cn: '核对工资单', en: 'Check a wage sheet' },
  },
  'POST@wages/:id/pay': {
    app: 'wages',
    module: 'payout',
    summary: { cn: '发放工资', en: 'Pay a wage sheet' },
  },
  'GET@rank': {
    app: 'wages',
    module: 'rank',
    summary: { cn: '查看排行榜', en: 'View the rankings' },
  },
  'GET@rank/xlsx': {
    app: 'wages',
    module: 'rank',
    summary: { cn: '导出排行榜 Excel', en: 'Export the rankings to Excel' },
  },
} as const satisfies Record<string, PermissionInfo>;

export type WagesPermission = keyof typeof wagesPermissions;

const READ_SHEETS: WagesPermission[] = ['GET@wages', 'GET@wages/xlsx', 'GET@wages/:id', 'GET@wages/:id/xlsx'];

/**
 * Admin sets the tiers (and has everything); Finance checks, adjusts and pays every sheet and
 * reads the tiers; a salesman reads his own sheets and his own place; the supervisor reads the rank.
 */
export const wagesGrants: Grants<WagesPermission> = {
  Finance: [
    ...READ_SHEETS,
    'GET@wages/settings',
    'POST@wages/:id/adjust',
    'POST@wages/:id/check',
    'POST@wages/:id/pay',
  ],
  OperatorIndex: [...READ_SHEETS, 'GET@rank'],
  OperatorManage: ['GET@rank', 'GET@rank/xlsx'],
};

/** Where the wages' pages sit (spec section 2), with the salesman's own sheets. */
export const wagesMenus: readonly MenuPlacement[] = [
  {
    roles: ['Admin'],
    group: 'wages',
    order: 10,
    item: leaf('salary-setting', '工资系数', 'Salary coefficients', '/FinanceSalary/Setting', 'properties'),
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
  // A salesman reads his own sheets, line by line, and his place in the rank (beyond the spec's menus).
  {
    roles: ['OperatorIndex'],
    order: 95,
    item: leaf('salary-mine', '我的工资', 'My wages', '/FinanceSalary/Mine', 'dollar'),
  },
  {
    roles: ['OperatorIndex'],
    order: 96,
    item: leaf(
      'salary-mine-detail',
      '工资详情',
      'Wage details',
      '/FinanceSalary/Detail',
      'document-open',
      BUTTON,
    ),
  },
  {
    roles: ['OperatorManage'],
    order: 30,
    item: leaf('rank', '排行榜', 'Rankings', '/Rank', 'timeline-bar-chart'),
  },
];
