/** Notifications: server messages in English; messages.cn.ts holds the same keys in Chinese. */
export const notificationsEn = {
  'notifications.read': 'Marked as read',
  'notifications.allRead': 'All notifications marked as read',
} as const;
