import { defineArea } from '../area';
import { customersGrants, customersMenus, customersPermissions } from './access';
import { customersCn } from './messages.cn';
import { customersEn } from './messages.en';
import { CUSTOMER_READ_MODELS } from './read-models';

export * from './access';
export * from './home-tiles';
export * from './read-models';
export * from './schemas';

/** The customers area's manifest: its permissions, default grants, read models and messages. */
export const customersArea = defineArea({
  name: 'customers',
  permissions: customersPermissions,
  grants: customersGrants,
  menus: customersMenus,
  readModels: CUSTOMER_READ_MODELS,
  messages: { en: customersEn, cn: customersCn },
});
