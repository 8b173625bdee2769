import type { Grants, PermissionInfo } from '../area';
import { LANDING, type MenuPlacement, leaf } from '../menu-items';

/** The identity area's permissions: `METHOD@route` without the /api prefix, with `:param` placeholders. */
export const identityPermissions = {
  'GET@admin/operator': { app: 'admin', module: 'operator', summary: { cn: '员工列表', en: 'List staff' } },
  'GET@admin/operator/:id': {
    app: 'admin',
    module: 'operator',
    summary: { cn: '查看员工（本人或所管员工）', en: 'View a staff member (oneself or one managed)' },
  },
  'POST@admin/operator': {
    app: 'admin',
    module: 'operator',
    summary: { cn: '新增员工', en: 'Create a staff member' },
  },
  'PUT@admin/operator/:id': {
    app: 'admin',
    module: 'operator',
    summary: { cn: '修改员工（本人或所管员工）', en: 'Edit a staff member (oneself or one managed)' },
  },
  'PUT@admin/operator/:id/status': {
    app: 'admin',
    module: 'operator',
    summary: { cn: '禁用或启用员工', en: 'Disable or enable a staff member' },
  },
  'PUT@admin/operator/:id/password': {
    app: 'admin',
    module: 'operator',
    summary: { cn: '重置员工密码', en: "Reset a staff member's password" },
  },
  'PUT@admin/operator/:id/unlock': {
    app: 'admin',
    module: 'operator',
    summary: { cn: '解除登录锁定', en: 'Unlock a locked account' },
  },
  'GET@admin/role': {
    app: 'admin',
    module: 'role',
    summary: { cn: '角色权限列表', en: 'List roles and their permissions' },
  },
  'GET@admin/permission': {
    app: 'admin',
    module: 'role',
    summary: { cn: '权限清单（按应用和模块分组）', en: 'List permissions by app and module' },
  },
  'PUT@admin/role/:code': {
    app: 'admin',
    module: 'role',
    summary: { cn: '修改角色权限', en: "Change a role's permissions" },
  },
  'GET@login/log': { app: 'system', module: 'login', summary: { cn: '登录日志', en: 'Login log' } },
} as const satisfies Record<string, PermissionInfo>;

/** What each role may do here on a new installation (Admin has everything); Admin changes them on /OperatorRole. */
export const identityGrants: Grants<keyof typeof identityPermissions> = {
  OperatorIndex: ['GET@admin/operator/:id', 'PUT@admin/operator/:id'],
  OperatorManage: [
    'GET@admin/operator/:id',
    'PUT@admin/operator/:id',
    'GET@admin/operator',
    'POST@admin/operator',
    'PUT@admin/operator/:id/status',
    'PUT@admin/operator/:id/password',
  ],
  Finance: ['GET@admin/operator/:id', 'PUT@admin/operator/:id'],
  Product: ['GET@admin/operator/:id', 'PUT@admin/operator/:id'],
  ProductManage: ['GET@admin/operator/:id', 'PUT@admin/operator/:id'],
  QualityTesting: ['GET@admin/operator/:id', 'PUT@admin/operator/:id'],
  Warehouse: ['GET@admin/operator/:id', 'PUT@admin/operator/:id'],
  Traders: ['GET@admin/operator/:id', 'PUT@admin/operator/:id'],
};

/** Where the identity pages sit in each role's menu. */
export const identityMenus: readonly MenuPlacement[] = [
  {
    roles: ['Admin'],
    group: 'organization',
    order: 10,
    item: leaf('operator-Admin', '管理员', 'Administrator', '/Operator/Admin', 'person', LANDING),
  },
  {
    roles: ['Admin'],
    group: 'organization',
    order: 20,
    item: leaf('operator-OperatorIndex', '业务员', 'Salesman', '/Operator/OperatorIndex', 'person'),
  },
  {
    roles: ['Admin'],
    group: 'organization',
    order: 30,
    item: leaf(
      'operator-OperatorManage',
      '业务主管',
      'Sales supervisor',
      '/Operator/OperatorManage',
      'person',
    ),
  },
  {
    roles: ['Admin'],
    group: 'organization',
    order: 40,
    item: leaf('operator-Finance', '财务', 'Finance', '/Operator/Finance', 'person'),
  },
  {
    roles: ['Admin'],
    group: 'organization',
    order: 50,
    item: leaf('operator-Product', '生产', 'Production', '/Operator/Product', 'person'),
  },
  {
    roles: ['Admin'],
    group: 'organization',
    order: 60,
    item: leaf(
      'operator-ProductManage',
      '生产主管',
      'Production supervisor',
      '/Operator/ProductManage',
      'person',
    ),
  },
  {
    roles: ['Admin'],
    group: 'organization',
    order: 70,
    item: leaf('operator-QualityTesting', '质检', 'Quality control', '/Operator/QualityTesting', 'person'),
  },
  {
    roles: ['Admin'],
    group: 'organization',
    order: 80,
    item: leaf('operator-Warehouse', '仓库', 'Warehouse', '/Operator/Warehouse', 'person'),
  },
  {
    roles: ['Admin'],
    group: 'organization',
    order: 90,
    item: leaf('operator-Traders', '贸易商', 'Trader', '/Operator/Traders', 'person'),
  },
  {
    roles: ['Admin'],
    group: 'organization',
    order: 100,
    item: leaf('operator-role', '角色管理', 'Roles', '/OperatorRole', 'key'),
  },
  {
    roles: ['Admin'],
    group: 'settings',
    order: 20,
    item: leaf('login-log', '登录日志', 'Login log', '/Login/Log', 'history'),
  },
  {
    roles: ['OperatorManage'],
    group: 'management',
    order: 50,
    item: leaf('salesmen', '业务员管理', 'Salesmen', '/OperatorManage/Operator', 'people'),
  },
];
