import { defineArea } from '../area';
import { inspectionGrants, inspectionMenus, inspectionPermissions } from './access';
import { inspectionCn } from './messages.cn';
import { inspectionEn } from './messages.en';
import { INSPECTION_READ_MODELS } from './read-models';

export * from './access';
export * from './home-tiles';
export * from './read-models';
export * from './schemas';
export * from './views';

/** The inspection area's manifest: its permissions, default grants, menu places, read models and messages. */
export const inspectionArea = defineArea({
  name: 'inspection',
  permissions: inspectionPermissions,
  grants: inspectionGrants,
  menus: inspectionMenus,
  readModels: INSPECTION_READ_MODELS,
  messages: { en: inspectionEn, cn: inspectionCn },
});
