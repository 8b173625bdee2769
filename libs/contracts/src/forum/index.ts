import { defineArea } from '../area';
import { forumGrants, forumPermissions } from './access';
import { forumCn } from './messages.cn';
import { forumEn } from './messages.en';
import { FORUM_READ_MODELS } from './read-models';

export * from './access';
export * from './read-models';

/** The forum area's manifest: its permissions, default grants, read models and messages. */
export const forumArea = defineArea({
  name: 'forum',
  permissions: forumPermissions,
  grants: forumGrants,
  readModels: FORUM_READ_MODELS,
  messages: { en: forumEn, cn: forumCn },
});
