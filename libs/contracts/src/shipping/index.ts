import { defineArea } from '../area';
import { shippingGrants, shippingMenus, shippingPermissions } from './access';
import { shippingCn } from './messages.cn';
import { shippingEn } from './messages.en';
import { SHIPPING_READ_MODELS } from './read-models';

export * from './access';
export * from './home-tiles';
export * from './read-models';
export * from './schemas';
export * from './views';

/** The shipping area's manifest: its permissions, default grants, menu places, read models and messages. */
export const shippingArea = defineArea({
  name: 'shipping',
  permissions: shippingPermissions,
  grants: shippingGrants,
  menus: shippingMenus,
  readModels: SHIPPING_READ_MODELS,
  messages: { en: shippingEn, cn: shippingCn },
});
