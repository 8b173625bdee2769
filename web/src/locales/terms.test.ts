import { QUOTATION_SPEC_WORDS } from '@packflow/contracts';
import { catalogCn } from '../features/catalog/locales/cn';
import { catalogEn } from '../features/catalog/locales/en';
import { ordersCn } from '../features/orders/locales/cn';
import { ordersEn } from '../features/orders/locales/en';
import { quotationsCn } from '../features/quotations/locales/cn';
import { quotationsEn } from '../features/quotations/locales/en';

/**
 * One field, one name: the bottom gusset is the spec's "total bottom width" wherever it is
 * labelled (the wizard, the quotation's document, the order's sizes, the bag types' bounds), so
 * a salesman reading an order finds the number he typed in the wizard under the same words.
 */
describe('the total bottom width', () => {
  const languages = [
    ['en', QUOTATION_SPEC_WORDS.en, quotationsEn, ordersEn, catalogEn, 'Total bottom width'],
    ['cn', QUOTATION_SPEC_WORDS.cn, quotationsCn, ordersCn, catalogCn, '底部总宽度'],
  ] as const;

  it.each(languages)('has one name in %s', (_lang, words, quotations, orders, catalog, term) => {
    expect(words.fields.bottomGusset).toBe(term);
    expect(quotations.fields.bottomGusset).toBe(term);
    expect(orders.detail.sizeNames.bottomGusset).toBe(term);
    expect(catalog.fields.bottomGussetMin.toLowerCase()).toContain(term.toLowerCase());
    expect(catalog.fields.bottomGussetMax.toLowerCase()).toContain(term.toLowerCase());
    expect(catalog.ranges.gussets.toLowerCase()).toContain(term.toLowerCase());
  });
});
