import { defineArea } from '../area';
import { syssetGrants, syssetMenus, syssetPermissions } from './access';
import { syssetCn } from './messages.cn';
import { syssetEn } from './messages.en';
import { SYSSET_READ_MODELS } from './read-models';

export * from './access';
export * from './map';
export * from './read-models';
export * from './schemas';

/** The sysset area's manifest: its permissions, default grants, read models and messages. */
export const syssetArea = defineArea({
  name: 'sysset',
  permissions: syssetPermissions,
  grants: syssetGrants,
  menus: syssetMenus,
  readModels: SYSSET_READ_MODELS,
  messages: { en: syssetEn, cn: syssetCn },
});
