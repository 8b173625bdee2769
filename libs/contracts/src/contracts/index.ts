import { defineArea } from '../area';
import { contractsGrants, contractsMenus, contractsPermissions } from './access';
import { contractsCn } from './messages.cn';
import { contractsEn } from './messages.en';
import { CONTRACT_READ_MODELS } from './read-models';

export * from './access';
export * from './document-texts';
export * from './read-models';
export * from './schemas';
export * from './views';

/** The contracts area's manifest: its permissions, default grants, read models and messages. */
export const contractsArea = defineArea({
  name: 'contracts',
  permissions: contractsPermissions,
  grants: contractsGrants,
  menus: contractsMenus,
  readModels: CONTRACT_READ_MODELS,
  messages: { en: contractsEn, cn: contractsCn },
});
