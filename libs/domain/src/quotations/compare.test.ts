import type { PricingSettings, QuotationDetail, QuotationInput } from '@packflow/contracts';
import { FIGURES, compareQuotations } from './compare';
import { calculatePrice } from './pricing';
import { fixturePouch, fixtureSettings } from '../../../../test/support/pricing-fixtures';
import Decimal from 'decimal.js';

const pouch = fixturePouch;

/** A quotation as the API would answer it, priced by the calculator. */
function detail(id: string, input: QuotationInput, settings = fixtureSettings(input, 'cn')): QuotationDetail {
  const outcome = calculatePrice(input, settings, 'cn');
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  const r = outcome.result;
  return {
    id,
    number: `BJ20261122-${id}`,
    customerId: 'c1',
    customerName: 'Tea Co',
    ownerId: 's1',
    ownerName: 'Sales',
    ownerRole: 'OperatorIndex',
    quotation_type: input.quotation_type,
    make: input.make,
    bagType: input.bagType ?? null,
    maketype: input.maketype,
    quantity: input.quantity ?? 0,
    currency: r.currency,
    price: r.price,
    price_end: r.price_end,
    price_unit: r.price_unit,
    price_unit_end: r.price_unit_end,
    ratio: input.ratio,
    status: 'approved',
    reviewRequired: false,
    revisionNo: 1,
    rootId: id,
    superseded: false,
    contractId: null,
    contractNumber: null,
    actions: [],
    paymentTerms: 'full',
    taxed: false,
    createdAt: '2026-11-22T00:00:00.000Z',
    revision: 1,
    locale: 'cn',
    input,
    settings,
    result: r,
    sourceId: null,
    revisionOf: null,
    revisions: [],
    review: [],
    beanEntryId: null,
  };
}

describe('comparing two quotations', () => {
  it('finds nothing changed between a quotation and itself, and every figure with a zero change', () => {
    const a = detail('A', pouch());
    const c = compareQuotations(a, a);
    expect(c.inputs).toEqual([]);
    expect(c.settings).toEqual([]);
    expect(c.lines.length).toBe(a.result.lines.length);
    expect(c.lines.every((l) => l.a === l.b && new Decimal(l.delta).isZero())).toBe(true);
    expect(c.figures.map((f) => f.field)).toEqual(FIGURES);
    expect(c.figures.every((f) => new Decimal(f.delta).isZero())).toBe(true);
  });

  it('names the changed inputs and shows how the price moved line by line', () => {
    const a = detail('A', pouch());
    const b = detail('B', pouch({ quantity: '20000', ratio: '110' }));
    const c = compareQuotations(a, b);
    expect(c.inputs).toEqual([
      { field: 'quantity', a: 10000, b: 20000 },
      { field: 'ratio', a: '100', b: '110' },
    ]);
    expect(c.settings).toEqual([]);
    const end = c.figures.find((f) => f.field === 'price_end')!;
    expect(end).toEqual({
      field: 'price_end',
      a: a.result.price_end,
      b: b.result.price_end,
      delta: new Decimal(b.result.price_end).minus(a.result.price_end).toString(),
    });
    expect(new Decimal(end.delta).gt(0)).toBe(true);
    // Every line of both breakdowns is there once, with its change.
    for (const line of c.lines)
      expect(line.delta).toBe(new Decimal(line.b ?? 0).minus(line.a ?? 0).toString());
    expect(c.lines.filter((l) => l.b !== null)).toHaveLength(b.result.lines.length);
    expect(c.lines.filter((l) => l.a !== null)).toHaveLength(a.result.lines.length);
    const ratioLine = c.lines.find((l) => l.key === 'pricing.line.ratio')!;
    expect(ratioLine.a).not.toBeNull();
    expect(ratioLine.b).not.toBeNull();
    expect(ratioLine.params).toEqual(b.result.lines.find((l) => l.key === 'pricing.line.ratio')!.params);
  });

  it('walks the settings snapshots: a dearer film shows as its price per kg', () => {
    const input = pouch();
    const cheap = fixtureSettings(input, 'cn');
    const dear: PricingSettings = {
      ...cheap,
      materials: {
        ...cheap.materials,
        materialprinting: { ...cheap.materials.materialprinting!, pricePerKg: '15', version: 2 },
      },
    };
    const c = compareQuotations(detail('A', input, cheap), detail('B', input, dear));
    expect(c.inputs).toEqual([]);
    // The item's audit fields (version, who saved it) are not a pricing change.
    expect(c.settings).toEqual([{ path: 'materials.materialprinting.pricePerKg', a: '11', b: '15' }]);
    expect(new Decimal(c.figures.find((f) => f.field === 'price_end')!.delta).gt(0)).toBe(true);
    const moved = c.lines.filter((l) => !new Decimal(l.delta).isZero()).map((l) => l.key);
    expect(moved.length).toBeGreaterThan(0);
  });

  it('a layer on one side only shows its settings and its lines with nothing on the other side', () => {
    const a = detail('A', pouch());
    const b = detail('B', pouch({ materialcomp: 'vmpet12' }));
    const c = compareQuotations(a, b);
    expect(c.inputs).toEqual([{ field: 'materialcomp', a: null, b: 'vmpet12' }]);
    expect(c.settings).toContainEqual({ path: 'materials.materialcomp.pricePerKg', a: null, b: '14' });
    expect(c.settings.some((s) => s.path.endsWith('.version'))).toBe(false);
    const added = c.lines.filter((l) => l.a === null);
    expect(added.length).toBeGreaterThan(0);
    for (const line of added) expect(line.delta).toBe(new Decimal(line.b!).toString());
    // Swapped round, the same lines are on a's side only.
    const back = compareQuotations(b, a);
    expect(back.lines.filter((l) => l.b === null)).toHaveLength(added.length);
  });
});
