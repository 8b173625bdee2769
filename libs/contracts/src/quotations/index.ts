import { defineArea } from '../area';
import { quotationsGrants, quotationsMenus, quotationsPermissions } from './access';
import { quotationsCn } from './messages.cn';
import { quotationsEn } from './messages.en';
import { pricingCn } from './pricing-messages.cn';
import { pricingEn } from './pricing-messages.en';
import { QUOTATION_READ_MODELS } from './read-models';

export * from './access';
export * from './document-texts';
export * from './money-text';
export * from './home-tiles';
export * from './loading-loss';
export * from './quoted-in';
export * from './ratio-price';
export * from './read-models';
export * from './schemas';
export * from './views';

/** The quotations area's manifest: its permissions, default grants, read models and messages. */
export const quotationsArea = defineArea({
  name: 'quotations',
  permissions: quotationsPermissions,
  grants: quotationsGrants,
  menus: quotationsMenus,
  readModels: QUOTATION_READ_MODELS,
  messages: { en: { ...quotationsEn, ...pricingEn }, cn: { ...quotationsCn, ...pricingCn } },
});
