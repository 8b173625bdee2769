import {
  type BagType,
  type Coating,
  type Make,
  type MakingDirection,
  type MaterialField,
  type MatteType,
  type PaymentTerms,
  type PrintingType,
  type ProofMatch,
  type QuotationInput,
  type QuotingUnit,
  MATERIAL_FIELDS,
} from '@packflow/contracts';
import { INPUT_ORDER } from './input-display';

/**
 * The wizard's form: what the user typed, as text (so "12." stays on screen while typing), plus
 * choices. `toQuotationForm` turns it into the flat QuotationInput body the API prices and saves,
 * leaving out what does not apply to the chosen printing type, make and bag type.
 */
export type DimensionField =
  | 'width'
  | 'height'
  | 'bottomGusset'
  | 'sideGusset'
  | 'backSealWidth'
  | 'coreDiameter'
  | 'rollDiameter'
  | 'rollLength';

/** The wizard's material layers: the form's material fields, in their order. */
export const LAYER_FIELDS = MATERIAL_FIELDS;
export type LayerField = MaterialField;

/** Accessories of a bag, each a pick from its catalogue (the hot knife style is required by spec section 5). */
export const ACCESSORY_PICKS = [
  'auxzipper',
  'auxhandle',
  'auxexhaust',
  'auxsealingbar',
  'auxsuctionnozzle',
  'auxhotknife',
] as const;
export type AccessoryPick = (typeof ACCESSORY_PICKS)[number];

export interface QuotationFormValues {
  customerId: string;
  quotation_type: PrintingType;
  make: Make;
  bagType: BagType | '';
  maketype: QuotingUnit;
  width: string;
  height: string;
  bottomGusset: string;
  sideGusset: string;
  backSealWidth: string;
  coreDiameter: string;
  rollDiameter: string;
  rollLength: string;
  /** Roll film: the finished roll is given by its diameter or by metres per roll (one of them is sent). */
  rollBy: 'diameter' | 'length';
  irregular: boolean;
  materialprinting: string;
  materialcomp: string;
  materialcomp2: string;
  materialcomp3: string;
  materialinner: string;
  auxzipper: string;
  zipperTopMm: string;
  auxhandle: string;
  auxexhaust: string;
  auxsealingbar: string;
  auxsuctionnozzle: string;
  auxhotknife: string;
  knifestyle: string;
  bottomImage: boolean;
  bottomAdded: boolean;
  artworks: string;
  colours: string;
  quantity: string;
  matte: MatteType;
  coating: Coating;
  proofMatch: ProofMatch;
  makingDirection: MakingDirection;
  paymentTerms: PaymentTerms;
  taxed: boolean;
  ratio: string;
  confirmOutOfStock: boolean;
  remark: string;
}

/** Spec section 3: the client's default is digital printing. */
export const blankQuotationForm = (): QuotationFormValues => ({
  customerId: '',
  quotation_type: 'digital',
  make: 'bag',
  bagType: '',
  maketype: 'piece',
  width: '',
  height: '',
  bottomGusset: '',
  sideGusset: '',
  backSealWidth: '',
  coreDiameter: '',
  rollDiameter: '',
  rollLength: '',
  rollBy: 'diameter',
  irregular: false,
  materialprinting: '',
  materialcomp: '',
  materialcomp2: '',
  materialcomp3: '',
  materialinner: '',
  auxzipper: '',
  zipperTopMm: '',
  auxhandle: '',
  auxexhaust: '',
  auxsealingbar: '',
  auxsuctionnozzle: '',
  auxhotknife: '',
  knifestyle: '',
  bottomImage: false,
  bottomAdded: false,
  artworks: '1',
  colours: '',
  quantity: '',
  matte: 'none',
  coating: 'none',
  proofMatch: 'process',
  makingDirection: 'horizontal',
  paymentTerms: 'full',
  taxed: false,
  ratio: '100',
  confirmOutOfStock: false,
  remark: '',
});

/**
 * The dimensions each bag type's geometry has (design/pricing.md): every bag has width and
 * height; the gussets and the back seal only where the bag has them.
 */
export const BAG_DIMENSIONS: Record<BagType, readonly DimensionField[]> = {
  twoSide: ['width', 'height'],
  threeSide: ['width', 'height'],
  quad: ['width', 'height', 'sideGusset'],
  flatBottom: ['width', 'height', 'bottomGusset', 'sideGusset'],
  standUp: ['width', 'height', 'bottomGusset'],
  backSeal: ['width', 'height', 'backSealWidth'],
  sideGusset: ['width', 'height', 'sideGusset', 'backSealWidth'],
};

/** Bags whose bottom is a panel of its own: it may carry an image, or be added as a separate piece. */
export const BOTTOM_BAGS: readonly BagType[] = ['standUp', 'flatBottom'];

/** The dimension inputs to show: per bag type for bags; web, repeat, core and one roll size for roll film. */
export function visibleDimensions(
  values: Pick<QuotationFormValues, 'make' | 'bagType' | 'rollBy'>,
): DimensionField[] {
  if (values.make === 'coiled') {
    return ['width', 'height', 'coreDiameter', values.rollBy === 'diameter' ? 'rollDiameter' : 'rollLength'];
  }
  return values.bagType === '' ? ['width', 'height'] : [...BAG_DIMENSIONS[values.bagType]];
}

/** Quoting units the calculator takes: bags per piece, roll film per kg or metre, impressions in digital printing. */
export function unitsFor(make: Make, printing: PrintingType): QuotingUnit[] {
  const units: QuotingUnit[] = make === 'bag' ? ['piece'] : ['kg', 'meter'];
  return printing === 'digital' ? [...units, 'impression'] : units;
}

/** How many laminate pickers to show: one more than those chosen, at most three. */
export function laminateCount(
  values: Pick<QuotationFormValues, 'materialcomp' | 'materialcomp2' | 'materialcomp3'>,
): number {
  if (values.materialcomp3 !== '' || values.materialcomp2 !== '') return 3;
  return values.materialcomp !== '' ? 2 : 1;
}

/**
 * A change to the form and what follows from it: another make or printing type keeps the quoting
 * unit only if it still applies.
 */
export function changeForm<K extends keyof QuotationFormValues>(
  values: QuotationFormValues,
  field: K,
  value: QuotationFormValues[K],
): QuotationFormValues {
  const next = { ...values, [field]: value };
  const units = unitsFor(next.make, next.quotation_type);
  if (!units.includes(next.maketype)) next.maketype = units[0] ?? 'kg';
  if (field === 'bottomImage' && value === true) next.bottomAdded = false;
  if (field === 'bottomAdded' && value === true) next.bottomImage = false;
  return next;
}

/** Every field of the body, in the order it is sent (also the preview's cache key). */
const FORM_ORDER = INPUT_ORDER satisfies readonly (keyof QuotationFormValues)[];
export type FormField = (typeof FORM_ORDER)[number];

/**
 * The fields that apply to the chosen printing type, make and bag type: the wizard shows these
 * and sends these, so a hidden value never prices.
 */
export function applicableFields(values: QuotationFormValues): Set<FormField> {
  const bag = values.make === 'bag';
  const fields = new Set<FormField>(FORM_ORDER);
  const dimensions = new Set<string>(visibleDimensions(values));
  for (const field of DIMENSION_FIELDS) if (!dimensions.has(field)) fields.delete(field);
  const laminates = laminateCount(values);
  if (laminates < 3) fields.delete('materialcomp3');
  if (laminates < 2) fields.delete('materialcomp2');
  if (!bag) {
    for (const field of [
      ...ACCESSORY_PICKS,
      'zipperTopMm',
      'knifestyle',
      'bagType',
      'irregular',
      'makingDirection',
    ] as const) {
      fields.delete(field);
    }
  }
  if (values.auxzipper === '') fields.delete('zipperTopMm');
  if (!(bag && values.bagType !== '' && BOTTOM_BAGS.includes(values.bagType))) {
    fields.delete('bottomImage');
    fields.delete('bottomAdded');
  }
  if (values.quotation_type !== 'gravure') fields.delete('colours');
  return fields;
}

const DIMENSION_FIELDS: readonly DimensionField[] = [
  'width',
  'height',
  'bottomGusset',
  'sideGusset',
  'backSealWidth',
  'coreDiameter',
  'rollDiameter',
  'rollLength',
];

/** The body for POST quotation/price and POST quotation: the applicable fields that are filled in. */
export function toQuotationForm(values: QuotationFormValues): Record<string, string> {
  const fields = applicableFields(values);
  const form: Record<string, string> = {};
  for (const field of FORM_ORDER) {
    if (!fields.has(field)) continue;
    const value = values[field];
    const sent = typeof value === 'boolean' ? String(value) : value.trim();
    if (sent !== '') form[field] = sent;
  }
  return form;
}

const shown = (value: number | string | undefined | null): string =>
  value === undefined || value === null ? '' : String(value);

/** A saved quotation's inputs back in the form (copy and revise start from them). */
export function formFromInput(input: QuotationInput): QuotationFormValues {
  const blank = blankQuotationForm();
  return {
    ...blank,
    customerId: input.customerId ?? '',
    quotation_type: input.quotation_type,
    make: input.make,
    bagType: input.bagType ?? '',
    maketype: input.maketype,
    width: shown(input.width),
    height: shown(input.height),
    bottomGusset: shown(input.bottomGusset),
    sideGusset: shown(input.sideGusset),
    backSealWidth: shown(input.backSealWidth),
    coreDiameter: shown(input.coreDiameter),
    rollDiameter: shown(input.rollDiameter),
    rollLength: shown(input.rollLength),
    rollBy: input.rollLength !== undefined && input.rollDiameter === undefined ? 'length' : 'diameter',
    irregular: input.irregular,
    materialprinting: input.materialprinting ?? '',
    materialcomp: input.materialcomp ?? '',
    materialcomp2: input.materialcomp2 ?? '',
    materialcomp3: input.materialcomp3 ?? '',
    materialinner: input.materialinner ?? '',
    auxzipper: input.auxzipper ?? '',
    zipperTopMm: shown(input.zipperTopMm),
    auxhandle: input.auxhandle ?? '',
    auxexhaust: input.auxexhaust ?? '',
    auxsealingbar: input.auxsealingbar ?? '',
    auxsuctionnozzle: input.auxsuctionnozzle ?? '',
    auxhotknife: input.auxhotknife ?? '',
    knifestyle: input.knifestyle ?? '',
    bottomImage: input.bottomImage,
    bottomAdded: input.bottomAdded,
    artworks: shown(input.artworks),
    colours: shown(input.colours),
    quantity: shown(input.quantity),
    matte: input.matte,
    coating: input.coating,
    proofMatch: input.proofMatch,
    makingDirection: input.makingDirection,
    paymentTerms: input.paymentTerms,
    taxed: input.taxed,
    ratio: shown(input.ratio) || '100',
    // A copy is a new quotation: the salesman confirms stock again.
    confirmOutOfStock: false,
    remark: input.remark ?? '',
  };
}

/** Enough to ask for a price (a body of toQuotationForm): without a quantity or a size no calculation says anything useful. */
export const readyToPrice = (form: Record<string, string>): boolean =>
  form.quantity !== undefined && form.width !== undefined && form.height !== undefined;
