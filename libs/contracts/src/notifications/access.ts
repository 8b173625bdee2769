import type { Grants, PermissionInfo } from '../area';
import { ROLES } from '../identity/roles';
import { BUTTON, type MenuPlacement, leaf } from '../menu-items';

/** The notifications area's permissions: `METHOD@route` without the /api prefix, with `:param` placeholders. */
export const notificationsPermissions = {
  'GET@notifications': {
    app: 'admin',
    module: 'notifications',
    summary: { cn: '我的通知列表', en: 'List my notifications' },
  },
  'GET@notifications/unread-count': {
    app: 'admin',
    module: 'notifications',
    summary: { cn: '未读通知数', en: 'Count my unread notifications' },
  },
  'PUT@notifications/:id/read': {
    app: 'admin',
    module: 'notifications',
    summary: { cn: '标记通知已读', en: 'Mark a notification read' },
  },
  'PUT@notifications/read-all': {
    app: 'admin',
    module: 'notifications',
    summary: { cn: '全部标记已读', en: 'Mark all my notifications read' },
  },
} as const satisfies Record<string, PermissionInfo>;

type NotificationPermission = keyof typeof notificationsPermissions;
const EVERY_NOTIFICATION_PERMISSION = Object.keys(notificationsPermissions) as NotificationPermission[];

/** Everyone reads and marks their own notifications (Admin has everything anyway). */
export const notificationsGrants: Grants<NotificationPermission> = Object.fromEntries(
  ROLES.filter((role) => role !== 'Admin').map((role) => [role, EVERY_NOTIFICATION_PERMISSION]),
);

export const NOTIFICATIONS_PATH = '/Notifications';

/**
 * Everyone's notifications screen, opened from the bell in the top bar: a button (a known route
 * of every role, not an entry of the side menu).
 */
export const notificationsMenus: readonly MenuPlacement[] = [
  {
    roles: ROLES,
    order: 1000,
    item: leaf('notifications', '我的通知', 'Notifications', NOTIFICATIONS_PATH, 'notifications', BUTTON),
  },
];
