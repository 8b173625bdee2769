import { defineArea } from '../area';
import { filesGrants, filesPermissions } from './access';
import { filesCn } from './messages.cn';
import { filesEn } from './messages.en';
import { FILE_READ_MODELS } from './read-models';

export * from './access';
export * from './read-models';
export * from './schemas';

/** The files area's manifest: its permissions, default grants, read models and messages. */
export const filesArea = defineArea({
  name: 'files',
  permissions: filesPermissions,
  grants: filesGrants,
  readModels: FILE_READ_MODELS,
  messages: { en: filesEn, cn: filesCn },
});
