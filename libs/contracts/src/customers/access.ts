import type { Grants, PermissionInfo } from '../area';
import { BUTTON, type MenuPlacement, leaf } from '../menu-items';

/** The customers area's permissions: `METHOD@route` without the /api prefix, with `:param` placeholders. */
export const customersPermissions = {
  'GET@customer': {
    app: 'customer',
    module: 'customer',
    summary: {
      cn: '客户列表（本人的，主管和管理员看全部）',
      en: 'List customers (own; supervisors and admins all)',
    },
  },
  'GET@customer/high-seas': {
    app: 'customer',
    module: 'high-seas',
    summary: { cn: '公海客户列表', en: 'List the high seas' },
  },
  'GET@customer/:id': {
    app: 'customer',
    module: 'customer',
    summary: { cn: '客户详情', en: 'View a customer' },
  },
  'GET@customer/:id/timeline': {
    app: 'customer',
    module: 'customer',
    summary: { cn: '客户归属记录', en: "A customer's timeline" },
  },
  'POST@customer': {
    app: 'customer',
    module: 'customer',
    summary: { cn: '新增客户', en: 'Create a customer' },
  },
  'PUT@customer/:id': {
    app: 'customer',
    module: 'customer',
    summary: { cn: '修改客户', en: 'Edit a customer' },
  },
  'POST@customer/:id/claim': {
    app: 'customer',
    module: 'high-seas',
    summary: { cn: '从公海领取客户', en: 'Claim a customer from the high seas' },
  },
  'POST@customer/:id/release': {
    app: 'customer',
    module: 'high-seas',
    summary: { cn: '释放客户到公海', en: 'Release a customer to the high seas' },
  },
  'PUT@customer/:id/owner': {
    app: 'customer',
    module: 'high-seas',
    summary: { cn: '转移客户负责人', en: 'Reassign a customer' },
  },
  'PUT@customer/:id/grade': {
    app: 'customer',
    module: 'grade',
    summary: { cn: '设置客户等级', en: "Set a trade customer's grade" },
  },
  'GET@customer-setting': {
    app: 'customer',
    module: 'setting',
    summary: { cn: '查看公海设置', en: 'View the high-seas settings' },
  },
  'PUT@customer-setting': {
    app: 'customer',
    module: 'setting',
    summary: { cn: '修改公海设置', en: 'Change the high-seas settings' },
  },
  'GET@customer-setting/history': {
    app: 'customer',
    module: 'setting',
    summary: { cn: '公海设置修改记录', en: 'High-seas settings history' },
  },
  'GET@customer-grade': {
    app: 'customer',
    module: 'grade',
    summary: { cn: '贸易商等级列表', en: 'List trader grades' },
  },
  'POST@customer-grade': {
    app: 'customer',
    module: 'grade',
    summary: { cn: '新增贸易商等级', en: 'Create a trader grade' },
  },
  'PUT@customer-grade/:id': {
    app: 'customer',
    module: 'grade',
    summary: { cn: '修改贸易商等级', en: 'Change a trader grade' },
  },
  'DELETE@customer-grade/:id': {
    app: 'customer',
    module: 'grade',
    summary: { cn: '删除贸易商等级', en: 'Delete a trader grade' },
  },
  'GET@customer-grade/history': {
    app: 'customer',
    module: 'grade',
    summary: { cn: '贸易商等级修改记录', en: 'Trader grade history' },
  },
  'GET@customer-release/runs': {
    app: 'customer',
    module: 'release',
    summary: { cn: '公海自动释放记录', en: 'High-seas release runs' },
  },
  'POST@customer-release/run': {
    app: 'customer',
    module: 'release',
    summary: { cn: '立即运行公海释放', en: 'Run the high-seas release now' },
  },
} as const satisfies Record<string, PermissionInfo>;

/** What each role may do here on a new installation (Admin has everything); Admin changes them on /OperatorRole. */
export const customersGrants: Grants<keyof typeof customersPermissions> = {
  OperatorIndex: [
    'GET@customer',
    'GET@customer/:id',
    'GET@customer/:id/timeline',
    'POST@customer',
    'PUT@customer/:id',
    'POST@customer/:id/release',
    'GET@customer/high-seas',
    'POST@customer/:id/claim',
  ],
  OperatorManage: [
    'GET@customer',
    'GET@customer/:id',
    'GET@customer/:id/timeline',
    'POST@customer',
    'PUT@customer/:id',
    'POST@customer/:id/release',
    'GET@customer/high-seas',
    'PUT@customer/:id/owner',
    'PUT@customer/:id/grade',
    'GET@customer-grade',
  ],
  Traders: [
    'GET@customer',
    'GET@customer/:id',
    'GET@customer/:id/timeline',
    'POST@customer',
    'PUT@customer/:id',
    'POST@customer/:id/release',
  ],
};

/** Where the customers pages sit in each role's menu. */
export const customersMenus: readonly MenuPlacement[] = [
  {
    roles: ['Admin'],
    group: 'customer',
    order: 10,
    item: leaf('customer-grade', '贸易商等级', 'Trader grades', '/Customer/Grade', 'crown'),
  },
  {
    roles: ['Admin'],
    group: 'customer',
    order: 20,
    item: leaf('customer-setting', '公海设置', 'High-seas settings', '/Customer/Setting', 'globe'),
  },
  {
    roles: ['OperatorIndex', 'Traders'],
    group: 'customer',
    order: 10,
    item: leaf('customer-has', '我的客户', 'My customers', '/Customer/Has', 'person'),
  },
  {
    roles: ['OperatorIndex'],
    group: 'customer',
    order: 20,
    item: leaf('customer-none', '公海客户', 'High-seas customers', '/Customer/None', 'globe'),
  },
  {
    roles: ['OperatorIndex'],
    group: 'customer',
    order: 30,
    item: leaf('customer-detail', '客户详情', 'Customer details', '/Customer/Detail', 'id-number', BUTTON),
  },
  {
    roles: ['OperatorManage'],
    group: 'customer',
    order: 10,
    item: leaf('customer-has', '客户信息维护', 'Customers', '/OperatorManage/Customer/Has', 'person'),
  },
  {
    roles: ['OperatorManage'],
    group: 'customer',
    order: 20,
    item: leaf(
      'customer-none',
      '公海信息维护',
      'High-seas customers',
      '/OperatorManage/Customer/None',
      'globe',
    ),
  },
  {
    roles: ['Traders'],
    group: 'customer',
    order: 20,
    item: leaf('customer-detail', '客户详情', 'Customer details', '/Customer/Detail', 'id-number', BUTTON),
  },
];

/**
 * Who supervises customers: sales supervisors and administrators see and change every customer
 * (libs/domain/src/customers/policies.ts applies it; the console hides what they may not do).
 */
export const CUSTOMER_SUPERVISING_ROLES = ['OperatorManage', 'Admin'] as const;

/** Who may own customers: salesmen and trade customers (the reassign dialog offers these). */
export const CUSTOMER_OWNER_ROLES = ['OperatorIndex', 'Traders'] as const;
