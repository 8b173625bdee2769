import { defineArea } from '../area';
import { processesGrants, processesMenus, processesPermissions } from './access';
import { processesCn } from './messages.cn';
import { processesEn } from './messages.en';
import { PROCESS_READ_MODELS } from './read-models';

export * from './access';
export * from './read-models';
export * from './views';

/** The processes area's manifest: its permissions, default grants, read models and messages. */
export const processesArea = defineArea({
  name: 'processes',
  permissions: processesPermissions,
  grants: processesGrants,
  menus: processesMenus,
  readModels: PROCESS_READ_MODELS,
  messages: { en: processesEn, cn: processesCn },
});
