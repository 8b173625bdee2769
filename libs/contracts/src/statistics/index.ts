import { defineArea } from '../area';
import { statisticsGrants, statisticsMenus, statisticsPermissions } from './access';
import { statisticsCn } from './messages.cn';
import { statisticsEn } from './messages.en';
import { STATISTICS_READ_MODELS } from './read-models';

export * from './access';
export * from './read-models';
export * from './schemas';
export * from './views';

/**
 * The statistics area's manifest: Admin's six statistics pages (/Rank belongs to the wages area).
 * Its permissions, default grants (none: Admin only), menu places, read models and messages.
 */
export const statisticsArea = defineArea({
  name: 'statistics',
  permissions: statisticsPermissions,
  grants: statisticsGrants,
  menus: statisticsMenus,
  readModels: STATISTICS_READ_MODELS,
  messages: { en: statisticsEn, cn: statisticsCn },
});
