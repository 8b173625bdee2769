import { defineArea } from '../area';
import { financeGrants, financeMenus, financePermissions } from './access';
import { financeCn } from './messages.cn';
import { financeEn } from './messages.en';
import { FINANCE_READ_MODELS } from './read-models';

export * from './access';
export * from './home-tiles';
export * from './read-models';
export * from './schemas';
export * from './views';

/** The finance area's manifest: money in and out; its permissions, grants, menu places, read models, messages. */
export const financeArea = defineArea({
  name: 'finance',
  permissions: financePermissions,
  grants: financeGrants,
  menus: financeMenus,
  readModels: FINANCE_READ_MODELS,
  messages: { en: financeEn, cn: financeCn },
});
