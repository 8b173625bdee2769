import {
  ACCESSORY_FIELDS,
  type AccessoryItem,
  type AccessoryKind,
  type BagType,
  type BagTypeItem,
  type CurrencyEntry,
  type KnifeStyleItem,
  type Locale,
  MATERIAL_FIELDS,
  MATERIAL_FIELD_KIND,
  type MaterialItem,
  type MaterialKind,
  type PricingRates,
  type PricingSettings,
  type QuotationInput,
  quotationInputSchema,
} from '@packflow/contracts';

/**
 * Settings for the calculator's tests and benchmark, spelled out here (not the seed data) so
 * the worked examples stay checkable by hand whatever the defaults become.
 */
export const FIXTURE_RATES: PricingRates = {
  sealTrimMm: '10',
  adhesiveGsm: '2.5',
  inkGsm: '3',
  setupWasteDigitalM: '50',
  setupWasteGravureM: '300',
  runningWasteDigitalPct: '3',
  runningWasteGravurePct: '5',
  pressWidthMm: '740',
  pressLengthMm: '1100',
  digitalImpressionPrice: '1.2',
  gravurePrintPerKg: '4',
  platePerColour: '450',
  proofDigital: '0',
  proofGravure: '300',
  toolingShaped: '800',
  laminationPerM2: '0.12',
  matteOilPerM2: '0.15',
  softTouchPerM2: '0.35',
  sandyTouchPerM2: '0.4',
  coatingLocalPerM2: '0.1',
  coatingFullPerM2: '0.2',
  minMarginPct: '8',
  vatPct: '13',
  zipperMaxTopMm: '60',
  irregularMaxWidthMm: '300',
};

type Margins = Record<CurrencyEntry['config'][number]['name'], [digital: string, gravure: string]>;
const currency = (
  label: Locale,
  code: 'CNY' | 'USD',
  country: string,
  value: string,
  margins: Margins,
): CurrencyEntry => ({
  label,
  currency: code,
  country,
  value,
  quotationFactor: '1',
  config: Object.entries(margins).map(([name, [digital, gravure]]) => ({
    name: name as keyof Margins,
    digital,
    gravure,
  })),
});
export const FIXTURE_CURRENCY: Record<Locale, CurrencyEntry> = {
  cn: currency('cn', 'CNY', '1', '1', {
    full: ['25', '20'],
    advance50: ['27', '22'],
    advance30: ['29', '24'],
    other: ['32', '27'],
  }),
  en: currency('en', 'USD', '1.1', '0.14', {
    full: ['30', '25'],
    advance50: ['32', '27'],
    advance30: ['34', '29'],
    other: ['37', '32'],
  }),
};

const audit = { version: 1, updatedAt: '2026-11-22T00:00:00.000Z', updatedBy: null, updatedByName: null };

type MaterialSpec = Pick<
  MaterialItem,
  'id' | 'name' | 'englishName' | 'thickness' | 'density' | 'pricePerKg'
> &
  Partial<Pick<MaterialItem, 'inStock' | 'virtual' | 'aluminised' | 'printingTypes'>>;
const material = (kind: MaterialKind, spec: MaterialSpec): MaterialItem => ({
  kind,
  printingTypes: ['digital', 'gravure'],
  inStock: true,
  virtual: false,
  aluminised: false,
  active: true,
  ...spec,
  ...audit,
});

/** Films by id; a layer field picks from the catalogue of its kind. */
export const FIXTURE_MATERIALS: Record<MaterialKind, MaterialItem[]> = {
  materialprinting: [
    material('materialprinting', {
      id: 'pet12',
      name: 'PET',
      englishName: 'PET',
      thickness: 12,
      density: 1.4,
      pricePerKg: '11',
    }),
    material('materialprinting', {
      id: 'bopp20',
      name: 'BOPP',
      englishName: 'BOPP',
      thickness: 20,
      density: 0.9,
      pricePerKg: '10',
    }),
    material('materialprinting', {
      id: 'paper',
      name: '牛皮阻隔纸',
      englishName: 'Kraft barrier',
      thickness: 50,
      density: 1,
      pricePerKg: '20',
      virtual: true,
    }),
    material('materialprinting', {
      id: 'opp-gravure',
      name: '凹印OPP',
      englishName: 'Gravure OPP',
      thickness: 18,
      density: 0.9,
      pricePerKg: '9',
      printingTypes: ['gravure'],
    }),
  ],
  materialcomp: [
    material('materialcomp', {
      id: 'vmpet12',
      name: '镀铝PET',
      englishName: 'Metallised PET',
      thickness: 12,
      density: 1.4,
      pricePerKg: '14',
      aluminised: true,
    }),
    material('materialcomp', {
      id: 'ny15',
      name: '尼龙',
      englishName: 'Nylon',
      thickness: 15,
      density: 1.2,
      pricePerKg: '25',
      inStock: false,
    }),
  ],
  materialinner: [
    material('materialinner', {
      id: 'pe80',
      name: 'PE',
      englishName: 'PE',
      thickness: 80,
      density: 0.9,
      pricePerKg: '12',
    }),
    material('materialinner', {
      id: 'pe40',
      name: '薄PE',
      englishName: 'Thin PE',
      thickness: 40,
      density: 0.9,
      pricePerKg: '12',
    }),
  ],
};

const accessory = (
  kind: AccessoryKind,
  id: string,
  name: string,
  englishName: string,
  unitPrice: string,
  unit: 'piece' | 'metre',
): AccessoryItem => ({
  id,
  kind,
  name,
  englishName,
  unitPrice,
  unit,
  active: true,
  ...audit,
});
export const FIXTURE_ACCESSORIES: AccessoryItem[] = [
  accessory('auxzipper', 'zip', '拉链', 'Zipper', '0.5', 'metre'),
  accessory('auxhandle', 'handle', '手提', 'Handle', '0.08', 'piece'),
  accessory('auxhotknife', 'knife-straight', '直刀', 'Straight knife', '0', 'piece'),
  accessory('auxhotknife', 'knife-round', '圆角刀', 'Round corner knife', '0.01', 'piece'),
  accessory('auxexhaust', 'valve', '排气阀', 'Air valve', '0.15', 'piece'),
];

export const FIXTURE_KNIFE_STYLES: KnifeStyleItem[] = [
  {
    id: 'k-style',
    kind: 'knifestyle',
    name: 'K型',
    englishName: 'K-style',
    unitPrice: '0.02',
    active: true,
    ...audit,
  },
];

const bagType = (
  id: BagType,
  name: string,
  englishName: string,
  makingPrice: string,
  width: [number, number],
  extra: Partial<BagTypeItem> = {},
): BagTypeItem => ({
  id,
  kind: 'bagtype',
  name,
  englishName,
  digital: true,
  gravure: true,
  makingPrice,
  minInnerThickness: 50,
  widthMin: width[0],
  widthMax: width[1],
  heightMin: 40,
  heightMax: 300,
  bottomGussetMin: 20,
  bottomGussetMax: 120,
  sideGussetMin: 20,
  sideGussetMax: 180,
  active: true,
  ...audit,
  ...extra,
});
/** Bag types with the bounds of design/pricing.md. */
export const FIXTURE_BAG_TYPES: Record<BagType, BagTypeItem> = {
  twoSide: bagType('twoSide', '二边封', 'Two-side seal', '0.03', [40, 300], { minInnerThickness: 0 }),
  threeSide: bagType('threeSide', '三边封', 'Three-side seal', '0.04', [40, 300], { minInnerThickness: 0 }),
  standUp: bagType('standUp', '自立袋', 'Stand-up pouch', '0.08', [40, 300]),
  quad: bagType('quad', '四边封', 'Quad seal', '0.12', [60, 200], { digital: false }),
  flatBottom: bagType('flatBottom', '八边封', 'Flat bottom', '0.2', [50, 200]),
  backSeal: bagType('backSeal', '背封', 'Back seal', '0.03', [40, 200], { minInnerThickness: 0 }),
  sideGusset: bagType('sideGusset', '风琴袋', 'Side gusset', '0.06', [40, 200]),
};

/** Parses a wizard form as the API would (defaults filled in). */
export const fixtureInput = (form: Record<string, unknown>): QuotationInput =>
  quotationInputSchema.parse(form);

/** The settings snapshot a quotation would use: the items its input names, as the server picks them. */
export function fixtureSettings(
  input: QuotationInput,
  locale: Locale,
  rates: Partial<PricingRates> = {},
): PricingSettings {
  const materials: PricingSettings['materials'] = {};
  for (const field of MATERIAL_FIELDS) {
    const item = FIXTURE_MATERIALS[MATERIAL_FIELD_KIND[field]].find((m) => m.id === input[field]);
    if (item) materials[field] = item;
  }
  const accessories: PricingSettings['accessories'] = {};
  for (const field of ACCESSORY_FIELDS) {
    const item = FIXTURE_ACCESSORIES.find((a) => a.kind === field && a.id === input[field]);
    if (item) accessories[field] = item;
  }
  return {
    rates: { ...FIXTURE_RATES, ...rates },
    range: { minRatio: '94', maxRatio: '200' },
    currency: FIXTURE_CURRENCY[locale],
    bagType: input.bagType ? FIXTURE_BAG_TYPES[input.bagType] : null,
    materials,
    accessories,
    knifeStyle: FIXTURE_KNIFE_STYLES.find((k) => k.id === input.knifestyle) ?? null,
    grade: null,
  };
}

/** The hand-checkable stand-up pouch (120 × 200 mm, 60 mm gusset, PET12/PE80, 10,000 pieces) the domain and read-model tests price. */
export const fixturePouch = (extra: Record<string, string> = {}): QuotationInput =>
  fixtureInput({
    quotation_type: 'digital',
    make: 'bag',
    bagType: 'standUp',
    maketype: 'piece',
    width: '120',
    height: '200',
    bottomGusset: '60',
    artworks: '2',
    quantity: '10000',
    materialprinting: 'pet12',
    materialinner: 'pe80',
    auxhotknife: 'knife-straight',
    ...extra,
  });
