import {
  type Locale,
  type PriceResult,
  type PricingSettings,
  type QuotationInput,
} from '@packflow/contracts';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { calculatePrice } from './pricing';
import { fixtureInput, fixtureSettings } from '../../../../test/support/pricing-fixtures';

/**
 * Properties of the calculator over generated quotations (fixture settings, every bag type and
 * roll film, both printing types and locales, all quoting units).
 */

const int = (min: number, max: number) => fc.integer({ min, max }).map(String);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const common = {
  artworks: int(1, 20),
  colours: int(1, 10),
  // Small orders often: that is where a step in the cost shows most in the unit price.
  quantity: fc.oneof(int(1, 5000), int(1, 10_000_000)),
  matte: fc.constantFrom('none', 'matteOil', 'softTouch', 'sandyTouch'),
  coating: fc.constantFrom('none', 'local', 'full'),
  paymentTerms: fc.constantFrom('full', 'advance30', 'advance50', 'other'),
  taxed: fc.boolean(),
  ratio: int(50, 300),
  confirmOutOfStock: fc.boolean(),
  materialprinting: fc.constantFrom('pet12', 'bopp20'),
  materialcomp: maybe(fc.constantFrom('vmpet12', 'ny15')),
};

const bagForm = fc
  .record({
    ...common,
    quotation_type: fc.constantFrom('digital', 'gravure'),
    make: fc.constant('bag'),
    bagType: fc.constantFrom(
      'twoSide',
      'threeSide',
      'quad',
      'flatBottom',
      'standUp',
      'backSeal',
      'sideGusset',
    ),
    perImpression: fc.boolean(),
    width: int(60, 200),
    height: int(40, 300),
    bottomGusset: int(20, 120),
    sideGusset: int(20, 180),
    backSealWidth: int(5, 20),
    materialinner: fc.constant('pe80'),
    auxhotknife: fc.constantFrom('knife-straight', 'knife-round'),
    auxzipper: maybe(fc.constant('zip')),
    zipperTopMm: maybe(int(10, 60)),
    auxhandle: maybe(fc.constant('handle')),
    auxexhaust: maybe(fc.constant('valve')),
    knifestyle: maybe(fc.constant('k-style')),
    irregular: fc.boolean(),
  })
  .map(({ perImpression, ...form }) => {
    // The fixture makes quad seal bags in gravure only.
    const quotation_type = form.bagType === 'quad' ? 'gravure' : form.quotation_type;
    const maketype = perImpression && quotation_type === 'digital' ? 'impression' : 'piece';
    return { ...form, quotation_type, maketype };
  });

const rollForm = fc
  .record({
    ...common,
    quotation_type: fc.constantFrom('digital', 'gravure'),
    make: fc.constant('coiled'),
    maketype: fc.constantFrom('kg', 'meter', 'impression'),
    width: int(50, 700),
    height: int(50, 1000),
    coreDiameter: fc.constantFrom('76', '152'),
    roll: fc.oneof(fc.record({ rollDiameter: int(200, 800) }), fc.record({ rollLength: int(100, 5000) })),
    materialinner: maybe(fc.constantFrom('pe40', 'pe80')),
  })
  .map(({ roll, ...form }) => ({
    ...form,
    ...roll,
    maketype: form.maketype === 'impression' && form.quotation_type === 'gravure' ? 'kg' : form.maketype,
  }));

const quotation = fc.record({
  form: fc.oneof(bagForm, rollForm),
  locale: fc.constantFrom<Locale>('cn', 'en'),
});

function priced(input: QuotationInput, settings: PricingSettings, locale: Locale): PriceResult {
  const outcome = calculatePrice(input, settings, locale);
  if (!outcome.ok) throw new Error(`generated an invalid quotation: ${JSON.stringify(outcome.issues)}`);
  return outcome.result;
}

const prepared = ({ form, locale }: { form: Record<string, unknown>; locale: Locale }) => {
  const input = fixtureInput(form);
  return { input, settings: fixtureSettings(input, locale), locale };
};

// ---------------------------------------------------------------- cost rates

type Raise = (s: PricingSettings, input: QuotationInput, by: string) => PricingSettings;
const plus = (text: string, by: string) => new Decimal(text).plus(by).toString();
const rate =
  (name: keyof PricingSettings['rates']): Raise =>
  (s, _input, by) => ({ ...s, rates: { ...s.rates, [name]: plus(s.rates[name], by) } });

/** Every setting that is a cost or a margin: raising one may only raise the price. */
const RAISES: Record<string, Raise> = {
  ...Object.fromEntries(
    (
      [
        'digitalImpressionPrice',
        'gravurePrintPerKg',
        'platePerColour',
        'proofDigital',
        'proofGravure',
        'toolingShaped',
        'laminationPerM2',
        'matteOilPerM2',
        'softTouchPerM2',
        'sandyTouchPerM2',
        'coatingLocalPerM2',
        'coatingFullPerM2',
        'setupWasteDigitalM',
        'setupWasteGravureM',
        'runningWasteDigitalPct',
        'runningWasteGravurePct',
        'minMarginPct',
        'vatPct',
      ] as const
    ).map((name) => [name, rate(name)]),
  ),
  materialPrice: (s, _input, by) => ({
    ...s,
    materials: Object.fromEntries(
      Object.entries(s.materials).map(([field, m]) => [field, { ...m, pricePerKg: plus(m.pricePerKg, by) }]),
    ),
  }),
  makingPrice: (s, _input, by) => ({
    ...s,
    bagType: s.bagType && { ...s.bagType, makingPrice: plus(s.bagType.makingPrice, by) },
  }),
  accessoryPrice: (s, _input, by) => ({
    ...s,
    accessories: Object.fromEntries(
      Object.entries(s.accessories).map(([field, a]) => [field, { ...a, unitPrice: plus(a.unitPrice, by) }]),
    ),
  }),
  knifeStylePrice: (s, _input, by) => ({
    ...s,
    knifeStyle: s.knifeStyle && { ...s.knifeStyle, unitPrice: plus(s.knifeStyle.unitPrice, by) },
  }),
  margin: (s, input, by) => ({
    ...s,
    currency: {
      ...s.currency,
      config: s.currency.config.map((c) =>
        c.name === input.paymentTerms
          ? { ...c, [input.quotation_type]: plus(c[input.quotation_type], by) }
          : c,
      ),
    },
  }),
  currencyFactors: (s, _input, by) => ({
    ...s,
    currency: {
      ...s.currency,
      country: plus(s.currency.country, by),
      quotationFactor: plus(s.currency.quotationFactor, by),
    },
  }),
  gradeFactor: (s, _input, by) => ({
    ...s,
    grade: { id: 'g', name: 'A', factor: plus(s.grade?.factor ?? '1', by) },
  }),
};

/** Consecutive quantities each run of the unit-price property walks. */
const STRETCH = 40;

const amount = fc.integer({ min: 1, max: 100_000 }).map((n) => new Decimal(n).div(1000).toString());

describe('pricing properties', () => {
  it('never lowers price or price_end when a cost rate rises', () => {
    fc.assert(
      fc.property(quotation, fc.constantFrom(...Object.keys(RAISES)), amount, (q, raise, by) => {
        const { input, settings, locale } = prepared(q);
        const before = priced(input, settings, locale);
        const after = priced(input, RAISES[raise]!(settings, input, by), locale);
        expect(new Decimal(after.price).gte(before.price)).toBe(true);
        expect(new Decimal(after.price_end).gte(before.price_end)).toBe(true);
      }),
    );
  });

  // Holds because every cost is a fixed part plus a part proportional to the quantity: the
  // digital press is charged by exact impressions (makenumber shows them rounded up per
  // artwork), and figures are rounded only when shown, never in between. A step in the cost
  // (charging whole impressions, say) shows only as the quantity crosses it, so each run walks
  // a stretch of consecutive quantities as well as one far larger quantity.
  it('never raises the unit price as the quantity grows', () => {
    fc.assert(
      fc.property(quotation, fc.integer({ min: 1, max: 1_000_000 }), (q, far) => {
        const { input, settings, locale } = prepared(q);
        const start = input.quantity!;
        const quantities = [...Array.from({ length: STRETCH }, (_, i) => start + i), start + STRETCH + far];
        const units = quantities.map((quantity) => priced({ ...input, quantity }, settings, locale));
        units.reduce((smaller, larger) => {
          expect(new Decimal(larger.price_unit).lte(smaller.price_unit)).toBe(true);
          expect(new Decimal(larger.price_unit_end).lte(smaller.price_unit_end)).toBe(true);
          return larger;
        });
      }),
    );
  });

  // Issue 21: the shown unit price is the price, so every amount multiplies out (0.55 x 1000 = 550).
  it('makes every amount the shown unit price times the quantity, in cents in every currency', () => {
    fc.assert(
      fc.property(quotation, (q) => {
        const { input, settings, locale } = prepared(q);
        const r = priced(input, settings, locale);
        const quantity = input.quantity!;
        expect(r.price_unit.split('.')[1]).toHaveLength(r.decimals);
        expect(r.price_unit_end.split('.')[1]).toHaveLength(r.decimals);
        expect(r.price).toBe(new Decimal(r.price_unit).times(quantity).toFixed(2));
        expect(r.price_end).toBe(new Decimal(r.price_unit_end).times(quantity).toFixed(2));
        for (const money of [r.price_loading, r.plates, r.proof, r.tooling])
          expect(money.split('.')[1]).toHaveLength(2);
      }),
    );
  });

  it('gives the same result for the same inputs, also once stored as JSON and read back', () => {
    fc.assert(
      fc.property(quotation, (q) => {
        const { input, settings, locale } = prepared(q);
        const first = calculatePrice(input, settings, locale);
        expect(calculatePrice(input, settings, locale)).toEqual(first);
        const stored = JSON.parse(JSON.stringify({ input, settings })) as {
          input: QuotationInput;
          settings: PricingSettings;
        };
        expect(calculatePrice(stored.input, stored.settings, locale)).toEqual(first);
      }),
    );
  });

  it('generates only quotations that price (so the properties are not vacuous)', () => {
    fc.assert(
      fc.property(quotation, (q) => {
        const { input, settings, locale } = prepared(q);
        expect(calculatePrice(input, settings, locale).ok).toBe(true);
      }),
    );
  });

  it('gives every figure the same without the breakdown (a price only checked), and no lines', () => {
    fc.assert(
      fc.property(quotation, (q) => {
        const { input, settings, locale } = prepared(q);
        const shown = priced(input, settings, locale);
        const checked = calculatePrice(input, settings, locale, { breakdown: false });
        expect(shown.lines.length).toBeGreaterThan(0);
        expect(checked).toEqual({ ok: true, result: { ...shown, lines: [] } });
      }),
    );
  });
});
