import { defineArea } from '../area';
import { ordersGrants, ordersMenus, ordersPermissions } from './access';
import { ordersCn } from './messages.cn';
import { ordersEn } from './messages.en';
import { ORDER_READ_MODELS } from './read-models';

export * from './access';
export * from './home-tiles';
export * from './read-models';
export * from './schemas';
export * from './views';

/** The orders area's manifest: its permissions, default grants, menu places, read models and messages. */
export const ordersArea = defineArea({
  name: 'orders',
  permissions: ordersPermissions,
  grants: ordersGrants,
  menus: ordersMenus,
  readModels: ORDER_READ_MODELS,
  messages: { en: ordersEn, cn: ordersCn },
});
