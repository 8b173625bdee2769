import { defineArea } from '../area';
import { reportsGrants, reportsPermissions } from './access';
import { reportsCn } from './messages.cn';
import { reportsEn } from './messages.en';
import { REPORTS_READ_MODELS } from './read-models';

export * from './access';
export * from './home-tiles';
export * from './read-models';
export * from './schemas';
export * from './views';

/**
 * Finance's reports (/FinanceTable, whose menu place is the finance area's): its permissions,
 * default grants, read models and messages.
 */
export const reportsArea = defineArea({
  name: 'reports',
  permissions: reportsPermissions,
  grants: reportsGrants,
  readModels: REPORTS_READ_MODELS,
  messages: { en: reportsEn, cn: reportsCn },
});
