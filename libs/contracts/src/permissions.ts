import type { PermissionInfo } from './area';
import { AREAS, type AreaPermissions } from './areas';
import { ROLES, type Role } from './identity/roles';

export type { PermissionInfo } from './area';

/**
 * Every permission an API route can require, as the spec stores it: `METHOD@route`, the route
 * without the /api prefix and with `:param` placeholders, gathered from the areas' manifests. A
 * route declares one of these (or is public, or open to anyone signed in); a test fails on any
 * route that declares nothing.
 */
export const PERMISSIONS = Object.assign({}, ...AREAS.map((a) => a.permissions)) as AreaPermissions;

export type Permission = keyof typeof PERMISSIONS;
export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: string): value is Permission {
  return Object.prototype.hasOwnProperty.call(PERMISSIONS, value);
}

/** The spec joins several permissions with a separator, by default a comma. */
export const PERMISSION_SEPARATOR = ',';

/** Without these the Admin role could lock everyone out of role management. */
export const ADMIN_PINNED_PERMISSIONS: readonly Permission[] = ['GET@admin/role', 'PUT@admin/role/:code'];

/**
 * What each role may do on a new installation, gathered from the areas' grants; Admin changes
 * them on /OperatorRole. Object rules still apply on top (a supervisor reaches only the salesmen
 * they manage).
 */
const grantsOf = (role: Role): readonly Permission[] =>
  role === 'Admin' ? ALL_PERMISSIONS : AREAS.flatMap((a) => (a.grants[role] ?? []) as readonly Permission[]);
export const DEFAULT_ROLE_PERMISSIONS = Object.fromEntries(
  ROLES.map((role) => [role, grantsOf(role)]),
) as Record<Role, readonly Permission[]>;

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
