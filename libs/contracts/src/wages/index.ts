import { defineArea } from '../area';
import { wagesGrants, wagesMenus, wagesPermissions } from './access';
import { wagesCn } from './messages.cn';
import { wagesEn } from './messages.en';
import { WAGES_READ_MODELS } from './read-models';

export * from './access';
export * from './home-tiles';
export * from './read-models';
export * from './schemas';
export * from './views';

/** The wages area's manifest: its permissions, default grants, menu places, read models and messages. */
export const wagesArea = defineArea({
  name: 'wages',
  permissions: wagesPermissions,
  grants: wagesGrants,
  menus: wagesMenus,
  readModels: WAGES_READ_MODELS,
  messages: { en: wagesEn, cn: wagesCn },
});
