import {
  ACCESSORY_FIELDS,
  type BagType,
  type BagTypeItem,
  type Locale,
  MATERIAL_FIELDS,
  type MaterialField,
  type MaterialItem,
  type MessageKey,
  type PriceIssue,
  type PricingSettings,
  type QuotationInput,
} from '@packflow/contracts';
import { Dec, type JobGeometry } from './pricing-geometry';

/**
 * The checks of spec section 5 and design/pricing.md, each a translated message on the wizard
 * field it concerns. All of them run, so the wizard shows every problem at once.
 */
export function checkQuotation(
  input: QuotationInput,
  settings: PricingSettings,
  locale: Locale,
): PriceIssue[] {
  const issues = [...checkUnit(input), ...checkRequired(input), ...checkSettingsItems(input, settings)];
  if (input.make === 'bag') issues.push(...checkBag(input, settings, locale));
  else issues.push(...checkRoll(input));
  issues.push(...checkMaterials(input, settings, locale));
  if (!settings.currency.config.some((entry) => entry.name === input.paymentTerms)) {
    issues.push(error('PRICING.MARGIN_MISSING', 'pricing.marginMissing', 'paymentTerms'));
  }
  return issues;
}

export const itemName = (item: { name: string; englishName: string }, locale: Locale): string =>
  locale === 'cn' ? item.name : item.englishName;

const error = (
  code: string,
  key: MessageKey,
  field: string,
  params: PriceIssue['params'] = {},
): PriceIssue => ({
  code,
  key,
  params,
  field,
  severity: 'error',
});

const warning = (code: string, key: MessageKey, field: string, params: PriceIssue['params']): PriceIssue => ({
  ...error(code, key, field, params),
  severity: 'warning',
});

// ---------------------------------------------------------------- quoting unit

function checkUnit(input: QuotationInput): PriceIssue[] {
  const unit = input.maketype;
  if (unit === 'impression' && input.quotation_type !== 'digital') {
    return [error('PRICING.UNIT', 'pricing.impressionDigitalOnly', 'maketype')];
  }
  if (input.make === 'bag' && (unit === 'kg' || unit === 'meter')) {
    return [error('PRICING.UNIT', 'pricing.unitNotForBag', 'maketype')];
  }
  if (input.make === 'coiled' && unit === 'piece')
    return [error('PRICING.UNIT', 'pricing.unitNotForRoll', 'maketype')];
  return [];
}

// ---------------------------------------------------------------- required fields

type Required = { field: keyof QuotationInput; key: MessageKey; given?: (input: QuotationInput) => boolean };

const given = (value: unknown) => value !== undefined && value !== '' && value !== 0;
const required = (field: keyof QuotationInput, key: MessageKey): Required => ({ field, key });

const COMMON: Required[] = [
  required('artworks', 'pricing.required.artworks'),
  required('quantity', 'pricing.required.quantity'),
  required('materialprinting', 'pricing.required.materialprinting'),
];
const BAG: Required[] = [
  required('bagType', 'pricing.required.bagType'),
  required('width', 'pricing.required.width'),
  required('height', 'pricing.required.height'),
  required('materialinner', 'pricing.required.materialinner'),
  required('auxhotknife', 'pricing.required.auxhotknife'),
];
const BOTTOM = required('bottomGusset', 'pricing.required.bottomGusset');
const SIDE = required('sideGusset', 'pricing.required.sideGusset');
const FIN = required('backSealWidth', 'pricing.required.backSealWidth');
const BY_BAG_TYPE: Record<BagType, Required[]> = {
  twoSide: [],
  threeSide: [],
  quad: [SIDE],
  flatBottom: [BOTTOM, SIDE],
  standUp: [BOTTOM],
  backSeal: [FIN],
  sideGusset: [SIDE, FIN],
};
const ROLL: Required[] = [
  required('width', 'pricing.required.webWidth'),
  required('height', 'pricing.required.repeat'),
  required('coreDiameter', 'pricing.required.coreDiameter'),
  {
    field: 'rollDiameter',
    key: 'pricing.required.rollSize',
    given: (input) => given(input.rollDiameter) || given(input.rollLength),
  },
];

function checkRequired(input: QuotationInput): PriceIssue[] {
  const list = [
    ...COMMON,
    ...(input.make === 'bag' ? [...BAG, ...(input.bagType ? BY_BAG_TYPE[input.bagType] : [])] : ROLL),
  ];
  if (input.quotation_type === 'gravure') list.push(required('colours', 'pricing.required.colours'));
  return list
    .filter((r) => !(r.given ? r.given(input) : given(input[r.field])))
    .map((r) => error('PRICING.REQUIRED', r.key, r.field));
}

// ---------------------------------------------------------------- settings items the input names

/** Fields that only a bag has: set on roll film they would be stored but never priced. */
const BAG_ONLY = [
  'bagType',
  'bottomGusset',
  'sideGusset',
  'backSealWidth',
  'zipperTopMm',
  'knifestyle',
  'irregular',
  'bottomImage',
  'bottomAdded',
  ...ACCESSORY_FIELDS,
] as const satisfies readonly (keyof QuotationInput)[];

function checkSettingsItems(input: QuotationInput, settings: PricingSettings): PriceIssue[] {
  const unavailable = (field: string) => error('PRICING.ITEM_UNAVAILABLE', 'pricing.itemUnavailable', field);
  const missing = (id: string | undefined, item: { id: string; active: boolean } | null | undefined) =>
    id !== undefined && (!item || item.id !== id || !item.active);
  const issues: PriceIssue[] = MATERIAL_FIELDS.filter((f) => missing(input[f], settings.materials[f])).map(
    unavailable,
  );
  if (input.make === 'coiled') {
    const set = BAG_ONLY.filter((f) => given(input[f]) && input[f] !== false);
    return [...issues, ...set.map((f) => error('PRICING.BAG_ONLY', 'pricing.bagOnly', f))];
  }
  issues.push(...ACCESSORY_FIELDS.filter((f) => missing(input[f], settings.accessories[f])).map(unavailable));
  if (missing(input.knifestyle, settings.knifeStyle)) issues.push(unavailable('knifestyle'));
  if (missing(input.bagType, settings.bagType)) issues.push(unavailable('bagType'));
  return issues;
}

/** The settings item a field names, when it is there and current. */
export function bagTypeOf(input: QuotationInput, settings: PricingSettings): BagTypeItem | null {
  const item = settings.bagType;
  return input.make === 'bag' && item && item.id === input.bagType && item.active ? item : null;
}

export function materialsOf(
  input: QuotationInput,
  settings: PricingSettings,
): { field: MaterialField; item: MaterialItem }[] {
  return MATERIAL_FIELDS.flatMap((field) => {
    const item = settings.materials[field];
    return item && item.id === input[field] && item.active ? [{ field, item }] : [];
  });
}

// ---------------------------------------------------------------- bags and rolls

function checkBag(input: QuotationInput, settings: PricingSettings, locale: Locale): PriceIssue[] {
  const issues: PriceIssue[] = [];
  const { rates } = settings;
  const bagType = bagTypeOf(input, settings);
  if (bagType) {
    if (!bagType[input.quotation_type]) {
      const key =
        input.quotation_type === 'digital' ? 'pricing.bagTypeNotDigital' : 'pricing.bagTypeNotGravure';
      issues.push(error('PRICING.BAG_TYPE_PRINTING', key, 'bagType', { name: itemName(bagType, locale) }));
    }
    issues.push(...checkBounds(input, bagType));
  }
  if (input.irregular && given(input.width) && new Dec(input.width!).gt(rates.irregularMaxWidthMm)) {
    const max = rates.irregularMaxWidthMm;
    issues.push(error('PRICING.IRREGULAR_WIDTH', 'pricing.irregularTooWide', 'width', { max }));
  }
  if (input.bottomImage && input.bottomAdded) {
    issues.push(error('PRICING.BOTTOM_IMAGE_ADDED', 'pricing.bottomImageAdded', 'bottomAdded'));
  }
  if (input.zipperTopMm !== undefined && new Dec(input.zipperTopMm).gt(rates.zipperMaxTopMm)) {
    const max = rates.zipperMaxTopMm;
    issues.push(error('PRICING.ZIPPER_TOP', 'pricing.zipperTooLow', 'zipperTopMm', { max }));
  }
  return issues;
}

const BOUNDS = [
  { field: 'width', min: 'widthMin', max: 'widthMax', key: 'pricing.bounds.width', types: null },
  { field: 'height', min: 'heightMin', max: 'heightMax', key: 'pricing.bounds.height', types: null },
  {
    field: 'bottomGusset',
    min: 'bottomGussetMin',
    max: 'bottomGussetMax',
    key: 'pricing.bounds.bottomGusset',
    types: ['standUp', 'flatBottom'],
  },
  {
    field: 'sideGusset',
    min: 'sideGussetMin',
    max: 'sideGussetMax',
    key: 'pricing.bounds.sideGusset',
    types: ['quad', 'sideGusset', 'flatBottom'],
  },
] as const satisfies readonly {
  field: keyof QuotationInput;
  min: keyof BagTypeItem;
  max: keyof BagTypeItem;
  key: MessageKey;
  types: readonly BagType[] | null;
}[];

/** The bag type's bounds; a bound pair whose maximum is 0 is not set. */
function checkBounds(input: QuotationInput, bagType: BagTypeItem): PriceIssue[] {
  return BOUNDS.flatMap((b) => {
    const value = input[b.field];
    const min = bagType[b.min];
    const max = bagType[b.max];
    const applies = b.types === null || (b.types as readonly BagType[]).includes(bagType.id);
    if (!applies || !given(value) || max <= 0 || (value! >= min && value! <= max)) return [];
    return [error('PRICING.OUT_OF_BOUNDS', b.key, b.field, { min, max })];
  });
}

function checkRoll(input: QuotationInput): PriceIssue[] {
  const { rollDiameter, coreDiameter } = input;
  if (given(rollDiameter) && given(coreDiameter) && rollDiameter! <= coreDiameter!) {
    return [
      error('PRICING.ROLL_BELOW_CORE', 'pricing.rollBelowCore', 'rollDiameter', { core: coreDiameter! }),
    ];
  }
  return [];
}

// ---------------------------------------------------------------- materials

function checkMaterials(input: QuotationInput, settings: PricingSettings, locale: Locale): PriceIssue[] {
  const layers = materialsOf(input, settings);
  const bagType = bagTypeOf(input, settings);
  const issues: PriceIssue[] = [];
  const solid = layers.filter((l) => !l.item.virtual).length;
  for (const { field, item } of layers) {
    const name = itemName(item, locale);
    if (!item.printingTypes.includes(input.quotation_type)) {
      const key =
        input.quotation_type === 'digital'
          ? 'pricing.materialNotForDigital'
          : 'pricing.materialNotForGravure';
      issues.push(error('PRICING.MATERIAL_PRINTING', key, field, { name }));
    }
    if (item.virtual && solid === 0)
      issues.push(error('PRICING.VIRTUAL_ALONE', 'pricing.virtualAlone', field, { name }));
    if (field === 'materialinner' && bagType && item.thickness < bagType.minInnerThickness) {
      const params = { name, min: bagType.minInnerThickness, thickness: item.thickness };
      issues.push(error('PRICING.INNER_TOO_THIN', 'pricing.innerTooThin', field, params));
    }
    if (!item.inStock) {
      // Stays on the quotation once confirmed, as a record; only an unconfirmed one blocks generate.
      const issue = warning('PRICING.OUT_OF_STOCK', 'pricing.outOfStock', field, { name });
      issues.push(input.confirmOutOfStock ? issue : { ...issue, confirm: 'confirmOutOfStock' });
    }
    if (item.aluminised && bagType?.id === 'twoSide') {
      issues.push(warning('PRICING.BLACK_LINE', 'pricing.blackLine', field, { name }));
    }
  }
  return issues;
}

// ---------------------------------------------------------------- the press format

/** A digital job's piece must fit the press format (checked once the dimensions are valid). */
export function checkPressFit(
  input: QuotationInput,
  settings: PricingSettings,
  geometry: JobGeometry,
): PriceIssue[] {
  if (input.quotation_type !== 'digital' || geometry.perImpression > 0) return [];
  const params = { width: settings.rates.pressWidthMm, length: settings.rates.pressLengthMm };
  return [error('PRICING.PRESS_FORMAT', 'pricing.tooLargeForPress', 'width', params)];
}
