import type { QuotationDetail, QuotationInput } from '@packflow/contracts';
import { compareQuotations } from './compare';
import { calculatePrice } from './pricing';
import { comparisonFor, priceOutcomeFor, quotationFor, seesCost } from './trader-view';
import { fixturePouch, fixtureSettings } from '../../../../test/support/pricing-fixtures';

const trader = { role: 'Traders' as const };
const salesman = { role: 'OperatorIndex' as const };
const COST_KEYS = [
  'price_loading',
  'price_unit_wight',
  'price_unit_meter',
  'ratioOfLoading',
  'plates',
  'lines',
];

function detail(id: string, input: QuotationInput): QuotationDetail {
  const settings = fixtureSettings(input, 'cn');
  const outcome = calculatePrice(input, settings, 'cn');
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  const r = outcome.result;
  return {
    ...{ id, number: `BJ-${id}`, customerId: 'c1', customerName: 'Tea', ownerId: 't1', ownerName: 'T' },
    ...{ ownerRole: 'Traders', quotation_type: input.quotation_type, make: input.make, bagType: null },
    ...{ maketype: input.maketype, quantity: input.quantity ?? 0, currency: r.currency, price: r.price },
    ...{ price_end: r.price_end, price_unit: r.price_unit, price_unit_end: r.price_unit_end },
    ...{ ratio: input.ratio, status: 'approved' },
    ...{
      reviewRequired: false,
      revisionNo: 1,
      rootId: id,
      superseded: false,
      contractId: null,
      contractNumber: null,
      actions: [],
      paymentTerms: 'full',
      taxed: false,
      createdAt: '',
      revision: 1,
    },
    ...{
      locale: 'cn',
      input,
      settings,
      result: r,
      sourceId: null,
      revisionOf: null,
      revisions: [],
      review: [],
    },
    beanEntryId: null,
  };
}

describe('what a trade customer is sent of a quotation', () => {
  it('sends everyone but Traders the whole price', () => {
    expect(seesCost(salesman)).toBe(true);
    expect(seesCost({ role: 'Admin' })).toBe(true);
    expect(seesCost(trader)).toBe(false);
    const q = detail('A', fixturePouch());
    expect(quotationFor(salesman, q)).toBe(q);
  });

  it('leaves the cost, loading price, per-kg/metre figures, charges, breakdown and rates out for Traders', () => {
    const q = detail('A', fixturePouch());
    const seen = quotationFor(trader, q);
    for (const key of COST_KEYS) expect(seen.result).not.toHaveProperty(key);
    expect(seen.result).toMatchObject({
      price: q.result.price,
      price_end: q.result.price_end,
      ratio: q.result.ratio,
    });
    expect(Object.keys(seen.settings).sort()).toEqual([
      'accessories',
      'bagType',
      'knifeStyle',
      'materials',
      'range',
    ]);
    expect(seen.settings.materials.materialprinting).toEqual({
      id: q.settings.materials.materialprinting!.id,
      name: q.settings.materials.materialprinting!.name,
      englishName: q.settings.materials.materialprinting!.englishName,
    });

    const outcome = priceOutcomeFor(trader, calculatePrice(q.input, q.settings, 'cn'));
    expect(outcome.ok && Object.keys(outcome.result).filter((k) => COST_KEYS.includes(k))).toEqual([]);

    const b = detail('B', fixturePouch({ quantity: '8000' }));
    const compared = comparisonFor(trader, compareQuotations(q, b));
    expect(compared).not.toHaveProperty('settings');
    expect(compared).not.toHaveProperty('lines');
    expect(compared.figures.map((f) => f.field)).not.toContain('price_loading');
    expect(compared.figures.map((f) => f.field)).toContain('price_end');
    expect(compared.inputs.map((i) => i.field)).toEqual(['quantity']);
  });
});
