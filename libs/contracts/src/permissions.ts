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
export const DEFAULT_ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  Admin: ALL_PERMISSIONS,
  OperatorIndex: EVERYONE,
  OperatorManage: [
    ...EVERYONE,
    'GET@admin/operator',
    'POST@admin/operator',
    'PUT@admin/operator/:id/status',
    'PUT@admin/operator/:id/password',
  ],
  Finance: EVERYONE,
  Product: EVERYONE,
  ProductManage: EVERYONE,
  QualityTesting: EVERYONE,
  Warehouse: EVERYONE,
  Traders: EVERYONE,
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
