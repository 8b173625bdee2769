import type { Role } from './roles';

/** Where a permission sits on the role screen: grouped by app, then module (spec section 3). */
export interface PermissionInfo {
  app: string;
  module: string;
  summary: { cn: string; en: string };
}

/**
 * Every permission an API route can require, as the spec stores it: `METHOD@route`, the route
 * without the /api prefix and with `:param` placeholders. A route declares one of these (or is
 * public, or open to anyone signed in); a test fails on any route that declares nothing.
 */
export const PERMISSIONS = {
  'GET@admin/operator': {
    app: 'admin',
    module: 'operator',
    summary: { cn: '员工列表', en: 'List staff' },
  },
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
  'GET@login/log': {
    app: 'system',
    module: 'login',
    summary: { cn: '登录日志', en: 'Login log' },
  },
  'GET@admin/forum/forumsection': {
    app: 'admin',
    module: 'forum',
    summary: { cn: '论坛版块列表', en: 'List forum sections' },
  },
  'POST@admin/forum/forumsection': {
    app: 'admin',
    module: 'forum',
    summary: { cn: '新增论坛版块', en: 'Create a forum section' },
  },
  'PUT@admin/forum/forumsection/:id': {
    app: 'admin',
    module: 'forum',
    summary: { cn: '修改论坛版块', en: 'Rename a forum section' },
  },
  'DELETE@admin/forum/forumsection/:id': {
    app: 'admin',
    module: 'forum',
    summary: { cn: '删除论坛版块', en: 'Delete a forum section' },
  },
  'GET@sysset': {
    app: 'system',
    module: 'sysset',
    summary: { cn: '查看系统设置', en: 'View system settings' },
  },
  'PUT@sysset': {
    app: 'system',
    module: 'sysset',
    summary: { cn: '修改系统设置', en: 'Change system settings' },
  },
  'GET@sysset/history': {
    app: 'system',
    module: 'sysset',
    summary: { cn: '系统设置修改记录', en: 'System settings history' },
  },
  'POST@projections/:name/rebuild': {
    app: 'system',
    module: 'projections',
    summary: { cn: '重建读模型', en: 'Rebuild a read model' },
  },
  'GET@processes': {
    app: 'system',
    module: 'projections',
    summary: { cn: '查看投影、反应器与卡住的流程步骤', en: 'Projectors, reactors and stuck process steps' },
  },
  'POST@processes/parked/:id/retry': {
    app: 'system',
    module: 'projections',
    summary: { cn: '重试卡住的流程步骤', en: 'Retry a stuck process step' },
  },
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
  'GET@make': {
    app: 'settings',
    module: 'catalog',
    summary: { cn: '袋型列表', en: 'List bag types (make)' },
  },
  'GET@catalog/:kind': {
    app: 'settings',
    module: 'catalog',
    summary: { cn: '材料与配件列表', en: 'List materials, accessories, bag types or gusset styles' },
  },
  'POST@catalog/:kind': {
    app: 'settings',
    module: 'catalog',
    summary: { cn: '新增材料或配件', en: 'Add a material, accessory or gusset style' },
  },
  'PUT@catalog/:kind/:id': {
    app: 'settings',
    module: 'catalog',
    summary: { cn: '修改材料、配件或袋型', en: 'Change a material, accessory, bag type or gusset style' },
  },
  'GET@catalog/:kind/history': {
    app: 'settings',
    module: 'catalog',
    summary: { cn: '材料与配件修改记录', en: 'Material and accessory history' },
  },
  'GET@settings/:name': {
    app: 'settings',
    module: 'settings',
    summary: {
      cn: '报价参数（费率、调价范围、金豆、币种）',
      en: 'Quotation settings (rates, adjustment range, golden beans, currency)',
    },
  },
  'PUT@settings/:name': {
    app: 'settings',
    module: 'settings',
    summary: { cn: '修改报价参数', en: 'Change quotation settings' },
  },
  'GET@settings/:name/history': {
    app: 'settings',
    module: 'settings',
    summary: { cn: '报价参数修改记录', en: 'Quotation settings history' },
  },
  'POST@quotation/price': {
    app: 'quotation',
    module: 'quotation',
    summary: { cn: '试算报价', en: 'Price a quotation (preview)' },
  },
  'POST@quotation': {
    app: 'quotation',
    module: 'quotation',
    summary: { cn: '生成报价（扣金豆）', en: 'Generate a quotation (debits golden beans)' },
  },
  'GET@quotation': {
    app: 'quotation',
    module: 'quotation',
    summary: { cn: '报价列表', en: 'List quotations' },
  },
  'GET@quotation/:id': {
    app: 'quotation',
    module: 'quotation',
    summary: { cn: '报价详情', en: 'View a quotation' },
  },
  'GET@quotation/:id/compare/:other': {
    app: 'quotation',
    module: 'quotation',
    summary: { cn: '对比两份报价', en: 'Compare two quotations' },
  },
  'PUT@quotation/:id/ratio': {
    app: 'quotation',
    module: 'quotation',
    summary: {
      cn: '调整价格比例（超出范围送审）',
      en: 'Change the price ratio (outside the range: to review)',
    },
  },
  'GET@quotation-review': {
    app: 'quotation',
    module: 'review',
    summary: { cn: '调价审核列表', en: 'List price reviews' },
  },
  'POST@quotation/:id/approve': {
    app: 'quotation',
    module: 'review',
    summary: { cn: '通过调价', en: 'Approve a price adjustment' },
  },
  'POST@quotation/:id/reject': {
    app: 'quotation',
    module: 'review',
    summary: { cn: '驳回调价', en: 'Reject a price adjustment' },
  },
  'GET@golden-bean/balance': {
    app: 'finance',
    module: 'golden-bean',
    summary: { cn: '金豆余额（可按日期）', en: 'Golden bean balance (also as of a date)' },
  },
  'GET@golden-bean/flow': {
    app: 'finance',
    module: 'golden-bean',
    summary: { cn: '金豆流水', en: 'Golden bean movements' },
  },
  'GET@golden-bean/accounts': {
    app: 'finance',
    module: 'golden-bean',
    summary: { cn: '各账号金豆余额', en: 'Golden bean balances of all accounts' },
  },
  'POST@golden-bean/recharge': {
    app: 'finance',
    module: 'golden-bean',
    summary: { cn: '金豆充值', en: 'Recharge golden beans' },
  },
  'POST@golden-bean/:entryId/reverse': {
    app: 'finance',
    module: 'golden-bean',
    summary: { cn: '冲正金豆流水', en: 'Reverse a golden bean entry' },
  },
} as const satisfies Record<string, PermissionInfo>;

export type Permission = keyof typeof PERMISSIONS;
export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: string): value is Permission {
  return Object.prototype.hasOwnProperty.call(PERMISSIONS, value);
}

/** The spec joins several permissions with a separator, by default a comma. */
export const PERMISSION_SEPARATOR = ',';

/** Without these the Admin role could lock everyone out of role management. */
export const ADMIN_PINNED_PERMISSIONS: readonly Permission[] = ['GET@admin/role', 'PUT@admin/role/:code'];

/** Everyone reads and edits their own record (the shell reloads it on mount) and sees the forum menu. */
const EVERYONE: Permission[] = [
  'GET@admin/operator/:id',
  'PUT@admin/operator/:id',
  'GET@admin/forum/forumsection',
];

/**
 * What each role may do on a new installation; Admin changes them on /OperatorRole. Object
 * rules still apply on top (a supervisor reaches only the salesmen they manage).
 */
/** Salesmen and traders work their own customers; salesmen also the high seas. */
const OWN_CUSTOMERS: Permission[] = [
  'GET@customer',
  'GET@customer/:id',
  'GET@customer/:id/timeline',
  'POST@customer',
  'PUT@customer/:id',
  'POST@customer/:id/release',
];
const HIGH_SEAS: Permission[] = ['GET@customer/high-seas', 'POST@customer/:id/claim'];
/** Salesmen and traders quote their own customers and pay for it in golden beans. */
const QUOTING: Permission[] = [
  'GET@make',
  'GET@catalog/:kind',
  'GET@settings/:name',
  'POST@quotation/price',
  'POST@quotation',
  'GET@quotation',
  'GET@quotation/:id',
  'GET@quotation/:id/compare/:other',
  'PUT@quotation/:id/ratio',
  'GET@golden-bean/balance',
  'GET@golden-bean/flow',
];

export const DEFAULT_ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  Admin: ALL_PERMISSIONS,
  OperatorIndex: [...EVERYONE, ...OWN_CUSTOMERS, ...HIGH_SEAS, ...QUOTING],
  OperatorManage: [
    ...EVERYONE,
    ...OWN_CUSTOMERS,
    'GET@customer/high-seas',
    'PUT@customer/:id/owner',
    'PUT@customer/:id/grade',
    'GET@customer-grade',
    'GET@admin/operator',
    'POST@admin/operator',
    'PUT@admin/operator/:id/status',
    'PUT@admin/operator/:id/password',
    'GET@make',
    'GET@catalog/:kind',
    'GET@settings/:name',
    'GET@quotation',
    'GET@quotation/:id',
    'GET@quotation/:id/compare/:other',
    'GET@quotation-review',
    'POST@quotation/:id/approve',
    'POST@quotation/:id/reject',
  ],
  Finance: [
    ...EVERYONE,
    'GET@settings/:name',
    'GET@golden-bean/balance',
    'GET@golden-bean/flow',
    'GET@golden-bean/accounts',
    'POST@golden-bean/recharge',
    'POST@golden-bean/:entryId/reverse',
  ],
  Product: EVERYONE,
  ProductManage: EVERYONE,
  QualityTesting: EVERYONE,
  Warehouse: EVERYONE,
  Traders: [...EVERYONE, ...OWN_CUSTOMERS, ...QUOTING],
};

export interface PermissionGroup {
  app: string;
  modules: {
    module: string;
    permissions: { permission: Permission; method: string; route: string; summary: string }[];
  }[];
}

/** The role screen's checklist: permissions grouped by app, then module, in catalogue order. */
export function groupPermissions(locale: 'cn' | 'en'): PermissionGroup[] {
  const apps: PermissionGroup[] = [];
  for (const permission of ALL_PERMISSIONS) {
    const info: PermissionInfo = PERMISSIONS[permission];
    let app = apps.find((a) => a.app === info.app);
    if (!app) apps.push((app = { app: info.app, modules: [] }));
    let mod = app.modules.find((m) => m.module === info.module);
    if (!mod) app.modules.push((mod = { module: info.module, permissions: [] }));
    const [method = '', route = ''] = permission.split('@');
    mod.permissions.push({ permission, method, route, summary: info.summary[locale] });
  }
  return apps;
}
