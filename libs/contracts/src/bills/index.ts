import { defineArea } from '../area';
import { billsGrants, billsMenus, billsPermissions } from './access';
import { billsCn } from './messages.cn';
import { billsEn } from './messages.en';
import { BILLS_READ_MODELS } from './read-models';

export * from './access';
export * from './home-tiles';
export * from './read-models';
export * from './schemas';
export * from './views';

/** The bills area's manifest: its permissions, default grants, menu places, read models and messages. */
export const billsArea = defineArea({
  name: 'bills',
  permissions: billsPermissions,
  grants: billsGrants,
  menus: billsMenus,
  readModels: BILLS_READ_MODELS,
  messages: { en: billsEn, cn: billsCn },
});
