import { defineArea } from '../area';
import { forumGrants, forumMenus, forumPermissions } from './access';
import { forumCn } from './messages.cn';
import { forumEn } from './messages.en';
import { FORUM_READ_MODELS } from './read-models';

export * from './access';
export * from './read-models';
export * from './schemas';
export type * from './views';

/** The forum area's manifest: its permissions, default grants, menus, read models and messages. */
export const forumArea = defineArea({
  name: 'forum',
  permissions: forumPermissions,
  grants: forumGrants,
  menus: forumMenus,
  readModels: FORUM_READ_MODELS,
  messages: { en: forumEn, cn: forumCn },
});
