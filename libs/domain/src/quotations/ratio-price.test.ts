import { type Locale, priceAtRatio } from '@packflow/contracts';
import { fixturePouch, fixtureSettings } from '../../../../test/support/pricing-fixtures';
import { fold } from '../shared/decider';
import { calculatePrice } from './pricing';
import { type QuotationCommand, type QuotationEvent, quotationDecider } from './quotation';

/**
 * The ratio dialog shows the new final price with `priceAtRatio` from the quotation's unit price;
 * it must be the price the server records for that ratio, in both locales and for awkward ratios.
 */
const RATIOS = ['96', '70', '85.5', '133.33', '99.99', '1', '1000', '100.005'];
const QUANTITIES = ['3000', '10000', '12345', '77777'];
const LOCALES: Locale[] = ['cn', 'en'];
const AT = '2026-11-22T09:30:00.000Z';
const ID = '3f2a9c1e-7b44-4d0e-9a61-0c5e2b7d8f10';

describe('the final price at a ratio, as the console works it out', () => {
  const cases = LOCALES.flatMap((locale) =>
    QUANTITIES.flatMap((quantity) => RATIOS.map((ratio) => ({ locale, quantity, ratio }))),
  );

  it.each(cases)('$locale, $quantity pieces at $ratio%', ({ locale, quantity, ratio }) => {
    const input = fixturePouch({ quantity });
    const settings = fixtureSettings(input, locale);
    const before = calculatePrice(input, settings, locale);
    const after = calculatePrice({ ...input, ratio }, settings, locale);
    if (!before.ok || !after.ok) throw new Error('the fixture pouch prices');
    const { price_unit: unit, decimals } = before.result;
    expect(priceAtRatio(unit, ratio, decimals, Number(quantity))).toEqual({
      unit: after.result.price_unit_end,
      amount: after.result.price_end,
    });
  });

  it.each(LOCALES)('is what PUT quotation/:id/ratio records (%s)', (locale) => {
    const input = fixturePouch({ quantity: '12345' });
    const generate: QuotationCommand = {
      type: 'GenerateQuotation',
      data: {
        id: ID,
        owner: { id: 'sales-1', role: 'OperatorIndex' },
        customerId: 'cust-1',
        locale,
        input,
        settings: fixtureSettings(input, locale),
        sourceId: null,
        revisionOf: null,
        rootId: ID,
        revisionNo: 1,
        beanEntryId: 'bean-1',
        at: AT,
      },
    };
    let events: QuotationEvent[] = quotationDecider.decide(generate, quotationDecider.initialState());
    const generated = events[0]!;
    if (generated.type !== 'QuotationGenerated') throw new Error('not generated');
    for (const ratio of ['96', '70', '133.33']) {
      const state = fold(quotationDecider, events);
      const changed = quotationDecider.decide(
        {
          type: 'ChangeQuotationRatio',
          data: { ratio, by: 'sales-1', range: { minRatio: '94', maxRatio: '200' }, at: AT },
        },
        state,
      );
      const event = changed[0]!;
      if (event.type !== 'QuotationRatioChanged') throw new Error('ratio not changed');
      const { price_unit: unit, decimals } = generated.data.result;
      expect(priceAtRatio(unit, ratio, decimals, 12345)).toEqual({
        unit: event.data.result.price_unit_end,
        amount: event.data.result.price_end,
      });
      events = [...events, ...changed];
    }
  });
});
