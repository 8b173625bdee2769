import type { Grants, PermissionInfo } from '../area';

/** The forum area's permissions: `METHOD@route` without the /api prefix, with `:param` placeholders. */
export const forumPermissions = {
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
} as const satisfies Record<string, PermissionInfo>;

/** What each role may do here on a new installation (Admin has everything); Admin changes them on /OperatorRole. */
export const forumGrants: Grants<keyof typeof forumPermissions> = {
  OperatorIndex: ['GET@admin/forum/forumsection'],
  OperatorManage: ['GET@admin/forum/forumsection'],
  Finance: ['GET@admin/forum/forumsection'],
  Product: ['GET@admin/forum/forumsection'],
  ProductManage: ['GET@admin/forum/forumsection'],
  QualityTesting: ['GET@admin/forum/forumsection'],
  Warehouse: ['GET@admin/forum/forumsection'],
  Traders: ['GET@admin/forum/forumsection'],
};
