import { defineArea } from '../area';
import { productionGrants, productionMenus, productionPermissions } from './access';
import { productionCn } from './messages.cn';
import { productionEn } from './messages.en';
import { PRODUCTION_READ_MODELS } from './read-models';

export * from './access';
export * from './home-tiles';
export * from './read-models';
export * from './schemas';
export * from './views';

/** The production area's manifest: its permissions, default grants, menu places, read models and messages. */
export const productionArea = defineArea({
  name: 'production',
  permissions: productionPermissions,
  grants: productionGrants,
  menus: productionMenus,
  readModels: PRODUCTION_READ_MODELS,
  messages: { en: productionEn, cn: productionCn },
});
