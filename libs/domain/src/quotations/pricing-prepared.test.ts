import type { Locale, PriceOutcome, PricingSettings } from '@packflow/contracts';
import fc from 'fast-check';
import { calculatePrice } from './pricing';
import { fixtureInput, fixtureSettings } from '../../../../test/support/pricing-fixtures';

/**
 * The calculator parses its settings once per settings object (pricing-prepared): a calculation
 * with settings it has seen must give exactly what a calculation with a fresh copy of them gives
 * (nothing kept), lines and all, and a changed setting must never be answered from what was kept.
 */

const int = (min: number, max: number) => fc.integer({ min, max }).map(String);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const form = fc
  .record({
    make: fc.constantFrom('bag', 'coiled'),
    quotation_type: fc.constantFrom('digital', 'gravure'),
    bagType: fc.constantFrom('threeSide', 'flatBottom', 'standUp', 'backSeal', 'sideGusset'),
    width: int(60, 200),
    height: int(50, 300),
    bottomGusset: int(20, 120),
    sideGusset: int(20, 180),
    backSealWidth: int(5, 20),
    rollLength: int(100, 5000),
    artworks: int(1, 20),
    colours: int(1, 10),
    quantity: fc.oneof(int(1, 5000), int(1, 10_000_000)),
    materialcomp: maybe(fc.constantFrom('vmpet12', 'ny15')),
    auxzipper: maybe(fc.constant('zip')),
    knifestyle: maybe(fc.constant('k-style')),
    matte: fc.constantFrom('none', 'matteOil', 'softTouch', 'sandyTouch'),
    coating: fc.constantFrom('none', 'local', 'full'),
    paymentTerms: fc.constantFrom('full', 'advance30', 'advance50', 'other'),
    irregular: fc.boolean(),
    taxed: fc.boolean(),
    ratio: int(50, 300),
  })
  .map(({ make, bagType, rollLength, auxzipper, knifestyle, irregular, ...f }) => {
    const { bottomGusset, sideGusset, backSealWidth, ...common } = f;
    return make === 'bag'
      ? {
          ...common,
          make,
          bagType,
          bottomGusset,
          sideGusset,
          backSealWidth,
          auxzipper,
          knifestyle,
          irregular: String(irregular),
          maketype: 'piece',
          materialprinting: 'pet12',
          materialinner: 'pe80',
          auxhotknife: 'knife-round',
          confirmOutOfStock: 'true',
        }
      : {
          ...common,
          make,
          maketype: 'meter',
          coreDiameter: '76',
          rollLength,
          materialprinting: 'bopp20',
          materialinner: 'pe40',
          confirmOutOfStock: 'true',
        };
  });

const quotation = fc.record({
  form,
  locale: fc.constantFrom<Locale>('cn', 'en'),
  breakdown: fc.boolean(),
  grade: fc.boolean(),
});

/** The settings as a new value, sharing no object with them: nothing parsed from them is kept. */
const fresh = (settings: PricingSettings): PricingSettings => JSON.parse(JSON.stringify(settings));

const withGrade = (settings: PricingSettings, grade: boolean): PricingSettings =>
  grade ? { ...settings, grade: { id: 'g1', name: 'Gold', factor: '0.93' } } : settings;

describe('the calculator with its settings parsed once', () => {
  it('prices with settings it has seen exactly as with a fresh copy of them', () => {
    fc.assert(
      fc.property(quotation, ({ form: f, locale, breakdown, grade }) => {
        const input = fixtureInput(f);
        const settings = withGrade(fixtureSettings(input, locale), grade);
        const price = (s: PricingSettings): PriceOutcome => calculatePrice(input, s, locale, { breakdown });
        const first = price(settings);
        // The same objects again (kept), and copies of them (nothing kept): the same outcome.
        expect(price(settings)).toEqual(first);
        expect(price(fresh(settings))).toEqual(first);
        expect(first.ok).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('prices a changed setting by its new value, not by what was kept of the old one', () => {
    fc.assert(
      fc.property(quotation, int(1, 50), ({ form: f, locale }, raise) => {
        const input = fixtureInput(f);
        const settings = fixtureSettings(input, locale);
        calculatePrice(input, settings, locale);
        const item = settings.materials.materialprinting!;
        const changed: PricingSettings = {
          ...settings,
          rates: { ...settings.rates, inkGsm: raise, vatPct: raise, pressWidthMm: '760' },
          currency: { ...settings.currency, value: `${settings.currency.value}1` },
          materials: {
            ...settings.materials,
            materialprinting: { ...item, pricePerKg: `${item.pricePerKg}${raise}` },
          },
        };
        expect(calculatePrice(input, changed, locale)).toEqual(calculatePrice(input, fresh(changed), locale));
        expect(calculatePrice(input, changed, locale)).not.toEqual(calculatePrice(input, settings, locale));
      }),
      { numRuns: 100 },
    );
  });
});
