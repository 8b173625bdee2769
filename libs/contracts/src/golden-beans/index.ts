import { defineArea } from '../area';
import { goldenBeansGrants, goldenBeansMenus, goldenBeansPermissions } from './access';
import { beansCn } from './messages.cn';
import { beansEn } from './messages.en';
import { GOLDEN_BEAN_READ_MODELS } from './read-models';

export * from './access';
export * from './home-tiles';
export * from './read-models';
export * from './schemas';
export * from './views';

/** The golden-beans area's manifest: its permissions, default grants, read models and messages. */
export const goldenBeansArea = defineArea({
  name: 'golden-beans',
  permissions: goldenBeansPermissions,
  grants: goldenBeansGrants,
  menus: goldenBeansMenus,
  readModels: GOLDEN_BEAN_READ_MODELS,
  messages: { en: beansEn, cn: beansCn },
});
