import { defineArea } from '../area';
import { financeGrants, financePermissions } from './access';
import { financeCn } from './messages.cn';
import { financeEn } from './messages.en';
import { FINANCE_READ_MODELS } from './read-models';

export * from './access';
export * from './home-tiles';
export * from './read-models';
export * from './schemas';
export * from './views';

/** The finance area's manifest (money in; its menu places are in the central menu list). */
export const financeArea = defineArea({
  name: 'finance',
  permissions: financePermissions,
  grants: financeGrants,
  readModels: FINANCE_READ_MODELS,
  messages: { en: financeEn, cn: financeCn },
});
