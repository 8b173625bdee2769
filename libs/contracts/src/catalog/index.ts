import { defineArea } from '../area';
import { catalogGrants, catalogMenus, catalogPermissions } from './access';
import { catalogCn } from './messages.cn';
import { catalogEn } from './messages.en';
import { CATALOG_READ_MODELS } from './read-models';

export * from './access';
export * from './read-models';
export * from './schemas';

/** The catalog area's manifest: its permissions, default grants, read models and messages. */
export const catalogArea = defineArea({
  name: 'catalog',
  permissions: catalogPermissions,
  grants: catalogGrants,
  menus: catalogMenus,
  readModels: CATALOG_READ_MODELS,
  messages: { en: catalogEn, cn: catalogCn },
});
