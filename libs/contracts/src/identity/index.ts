import { defineArea } from '../area';
import { identityGrants, identityMenus, identityPermissions } from './access';
import { authCn } from './auth-messages.cn';
import { authEn } from './auth-messages.en';
import { staffCn } from './messages.cn';
import { staffEn } from './messages.en';
import { IDENTITY_READ_MODELS } from './read-models';

export * from './access';
export * from './read-models';
export * from './roles';
export * from './signature';
export * from './staff';
export * from './auth';

/** The identity area's manifest: its permissions, default grants, read models and messages. */
export const identityArea = defineArea({
  name: 'identity',
  permissions: identityPermissions,
  grants: identityGrants,
  menus: identityMenus,
  readModels: IDENTITY_READ_MODELS,
  messages: { en: { ...authEn, ...staffEn }, cn: { ...authCn, ...staffCn } },
});
