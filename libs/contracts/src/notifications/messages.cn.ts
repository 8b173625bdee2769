import type { notificationsEn } from './messages.en';

export const notificationsCn: Record<keyof typeof notificationsEn, string> = {
  'notifications.read': '已标记为已读',
  'notifications.allRead': '全部通知已标记为已读',
};
