import type { Grants, PermissionInfo } from '../area';
import type { Role } from '../identity/roles';
import { type MenuPlacement, leaf } from '../menu-items';

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
  'GET@admin/forum/article': {
    app: 'admin',
    module: 'forum',
    summary: { cn: '论坛文章列表', en: 'List forum articles' },
  },
  'GET@admin/forum/article/:id': {
    app: 'admin',
    module: 'forum',
    summary: { cn: '阅读论坛文章', en: 'Read a forum article' },
  },
  'POST@admin/forum/article': {
    app: 'admin',
    module: 'forum',
    summary: { cn: '发表论坛文章', en: 'Publish a forum article' },
  },
  'PUT@admin/forum/article/:id': {
    app: 'admin',
    module: 'forum',
    summary: { cn: '修改论坛文章', en: 'Edit a forum article' },
  },
  'DELETE@admin/forum/article/:id': {
    app: 'admin',
    module: 'forum',
    summary: { cn: '删除论坛文章', en: 'Delete a forum article' },
  },
} as const satisfies Record<string, PermissionInfo>;

type ForumPermission = keyof typeof forumPermissions;

/** Every role reads the forum: its sections (the menu) and their articles. Writing is Admin's. */
const READER: readonly ForumPermission[] = [
  'GET@admin/forum/forumsection',
  'GET@admin/forum/article',
  'GET@admin/forum/article/:id',
];

const READERS: readonly Role[] = [
  'OperatorIndex',
  'OperatorManage',
  'Finance',
  'Product',
  'ProductManage',
  'QualityTesting',
  'Warehouse',
  'Traders',
];

/** What each role may do here on a new installation (Admin has everything); Admin changes them on /OperatorRole. */
export const forumGrants: Grants<ForumPermission> = Object.fromEntries(READERS.map((role) => [role, READER]));

/** The section screen sits in the administrator's settings; the sections themselves form the forum menu. */
export const forumMenus: readonly MenuPlacement[] = [
  {
    roles: ['Admin'],
    group: 'settings',
    order: 170,
    item: leaf('forum-sections', '论坛版块', 'Forum sections', '/ForumSection', 'chat'),
  },
];
