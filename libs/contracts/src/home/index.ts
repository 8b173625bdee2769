import { defineArea } from '../area';
import { homeGrants, homeMenus, homePermissions } from './access';
import { homeCn } from './messages.cn';
import { homeEn } from './messages.en';
import { HOME_READ_MODELS } from './read-models';

export * from './access';
export * from './read-models';
export * from './views';

/** /Home's manifest: its menu place; the tiles are the other areas' (their home-tiles.ts). */
export const homeArea = defineArea({
  name: 'home',
  permissions: homePermissions,
  grants: homeGrants,
  menus: homeMenus,
  readModels: HOME_READ_MODELS,
  messages: { en: homeEn, cn: homeCn },
});
