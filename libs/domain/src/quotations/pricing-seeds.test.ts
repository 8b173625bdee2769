import {
  BAG_TYPES,
  type CatalogItem,
  type CatalogKind,
  DEFAULT_SETTINGS,
  type Locale,
  PRINTING_TYPES,
  type PricingSettings,
  quotationInputSchema,
} from '@packflow/contracts';
import { DEFAULT_CATALOGS } from '../catalog/defaults';
import { calculatePrice } from './pricing';

/** A seeded item as the catalogue answers it. */
function item<K extends CatalogKind>(kind: K, id: string): CatalogItem<K> {
  const seed = DEFAULT_CATALOGS[kind].find((s) => s.id === id);
  if (!seed) throw new Error(`no seeded ${kind} ${id}`);
  return {
    ...seed.values,
    id,
    kind,
    version: 1,
    updatedAt: '',
    updatedBy: null,
    updatedByName: null,
  } as CatalogItem<K>;
}

function settings(locale: Locale, bagType: (typeof BAG_TYPES)[number] | null): PricingSettings {
  return {
    rates: DEFAULT_SETTINGS.rates,
    range: DEFAULT_SETTINGS.quotation,
    currency: DEFAULT_SETTINGS.currency.entries.find((e) => e.label === locale)!,
    bagType: bagType ? (item('bagtype', bagType) as PricingSettings['bagType']) : null,
    materials: {
      materialprinting: item('materialprinting', 'pet12'),
      materialinner: item('materialinner', 'pe80'),
    },
    accessories: { auxhotknife: item('auxhotknife', 'knife-straight') },
    knifeStyle: null,
    grade: null,
  };
}

/** The middle of a seeded bound, or nothing when the bag type has no such dimension. */
const middle = (min: number, max: number): string | undefined =>
  max > 0 ? String((min + max) / 2) : undefined;

/**
 * "Done when: a salesman quotes every bag type and roll film in both printing types and both
 * languages": with the settings a new installation starts with, every combination prices.
 */
describe('the seeded settings quote every bag type and roll film', () => {
  const locales: Locale[] = ['cn', 'en'];
  const cases = PRINTING_TYPES.flatMap((printing) =>
    locales.flatMap((locale) => [
      ...BAG_TYPES.map((bagType) => ({ printing, locale, bagType })),
      { printing, locale, bagType: null },
    ]),
  );

  it.each(cases)('$printing $bagType in $locale', ({ printing, locale, bagType }) => {
    const bounds = bagType ? item('bagtype', bagType) : null;
    const form: Record<string, unknown> = bounds
      ? {
          make: 'bag',
          bagType,
          maketype: 'piece',
          width: middle(bounds.widthMin, bounds.widthMax),
          height: middle(bounds.heightMin, bounds.heightMax),
          bottomGusset: middle(bounds.bottomGussetMin, bounds.bottomGussetMax),
          sideGusset: middle(bounds.sideGussetMin, bounds.sideGussetMax),
          backSealWidth: bagType === 'backSeal' || bagType === 'sideGusset' ? '10' : undefined,
          auxhotknife: 'knife-straight',
          materialinner: 'pe80',
        }
      : {
          make: 'coiled',
          maketype: 'kg',
          width: '300',
          height: '200',
          coreDiameter: '76',
          rollDiameter: '300',
        };
    const input = quotationInputSchema.parse({
      ...form,
      quotation_type: printing,
      artworks: '1',
      colours: printing === 'gravure' ? '4' : undefined,
      quantity: bounds ? '10000' : '500',
      materialprinting: 'pet12',
      ...(bounds ? {} : { materialinner: 'pe80' }),
    });
    const outcome = calculatePrice(input, settings(locale, bagType), locale);
    expect(outcome.ok ? [] : outcome.issues.map((i) => `${i.field}: ${i.code}`)).toEqual([]);
    if (outcome.ok) {
      expect(Number(outcome.result.price_end)).toBeGreaterThan(0);
      expect(outcome.result.currency).toBe(locale === 'en' ? 'USD' : 'CNY');
    }
  });
});
