import { defineArea } from '../area';
import { notificationsGrants, notificationsMenus, notificationsPermissions } from './access';
import { notificationsCn } from './messages.cn';
import { notificationsEn } from './messages.en';
import { NOTIFICATION_READ_MODELS } from './read-models';

export * from './access';
export * from './read-models';
export * from './schemas';
export * from './views';

/** The notifications area's manifest: its permissions, default grants, read models and messages. */
export const notificationsArea = defineArea({
  name: 'notifications',
  permissions: notificationsPermissions,
  grants: notificationsGrants,
  menus: notificationsMenus,
  readModels: NOTIFICATION_READ_MODELS,
  messages: { en: notificationsEn, cn: notificationsCn },
});
