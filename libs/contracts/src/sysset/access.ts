import type { Grants, PermissionInfo } from '../area';
import { type MenuPlacement, leaf } from '../menu-items';

/** The sysset area's permissions: `METHOD@route` without the /api prefix, with `:param` placeholders. */
export const syssetPermissions = {
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
  'GET@map/search': {
    app: 'system',
    module: 'map',
    summary: { cn: '地图地点搜索', en: 'Search places on the map' },
  },
} as const satisfies Record<string, PermissionInfo>;

/** What each role may do here on a new installation (Admin has everything); Admin changes them on /OperatorRole. */
export const syssetGrants: Grants<keyof typeof syssetPermissions> = {
  // Whoever edits customers' shipping addresses may look places up in the location picker.
  OperatorIndex: ['GET@map/search'],
  OperatorManage: ['GET@map/search'],
  Traders: ['GET@map/search'],
};

/** Where the sysset pages sit in each role's menu. */
export const syssetMenus: readonly MenuPlacement[] = [
  {
    roles: ['Admin'],
    group: 'settings',
    order: 10,
    item: leaf('sysset', '系统设置', 'System settings', '/Sysset', 'cog'),
  },
];
