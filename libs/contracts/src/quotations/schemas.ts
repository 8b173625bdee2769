import { z } from 'zod';
import type { MessageKey } from '../messages/en';
import {
  BAG_TYPES,
  COATINGS,
  MAKES,
  MAKING_DIRECTIONS,
  MATTE_TYPES,
  PAYMENT_TERMS,
  PRINTING_TYPES,
  PROOF_MATCHES,
  QUOTING_UNITS,
  boundedNumber,
  decimalText,
  type AccessoryItem,
  type AccessoryKind,
  type BagTypeItem,
  type CurrencyEntry,
  type KnifeStyleItem,
  type MaterialItem,
  type PricingRates,
  type QuotationRange,
  type QuotationSettings,
} from '../catalog/schemas';
import { formBoolean, formNumber, isoDate, msg, strictForm } from '../validation';
import { QUOTATION_STATUSES } from './views';

/**
 * The quotation wizard's inputs (spec section 3, design/pricing.md), one flat form so it travels
 * form-urlencoded. Blank means "not given". The schema checks types and formats only; the
 * business checks (required per bag type, bounds, material rules) are the calculator's, so the
 * wizard shows them as the user types.
 */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const optionalId = optional(
  z
    .string()
    .trim()
    .max(64, msg('validation.tooLong', { max: 64 })),
);
const optionalMm = optional(boundedNumber(0, 5000));
const wholeNumber = (min: number, max: number) =>
  formNumber(
    z
      .number(msg('validation.notInteger'))
      .int(msg('validation.notInteger'))
      .refine((n) => n >= min && n <= max, msg('validation.between', { min, max }))
      // The bounds, for the API document (a refinement does not show in a JSON schema).
      .meta({ minimum: min, maximum: max }),
  );

export const quotationInputShape = {
  customerId: optionalId,
  quotation_type: z.enum(PRINTING_TYPES, msg('quotations.printingTypeInvalid')),
  make: z.enum(MAKES, msg('quotations.makeInvalid')),
  bagType: optional(z.enum(BAG_TYPES, msg('quotations.bagTypeInvalid'))),
  maketype: z.enum(QUOTING_UNITS, msg('quotations.unitInvalid')),
  /** Bag width, or the roll film's web width, mm. */
  width: optionalMm,
  /** Bag height, or the roll film's repeat length, mm. */
  height: optionalMm,
  bottomGusset: optionalMm,
  sideGusset: optionalMm,
  backSealWidth: optionalMm,
  coreDiameter: optionalMm,
  rollDiameter: optionalMm,
  /** Metres of film per roll (instead of a finished roll diameter). */
  rollLength: optional(boundedNumber(0, 100000)),
  /** A shaped (irregular) bag: needs a cutting tool. */
  irregular: z.preprocess(blankToUndefined, formBoolean.default(false)),
  materialprinting: optionalId,
  materialcomp: optionalId,
  materialcomp2: optionalId,
  materialcomp3: optionalId,
  materialinner: optionalId,
  auxzipper: optionalId,
  /** Distance from the zipper's middle to the bag top, mm. */
  zipperTopMm: optionalMm,
  auxhandle: optionalId,
  auxexhaust: optionalId,
  auxsealingbar: optionalId,
  auxsuctionnozzle: optionalId,
  auxhotknife: optionalId,
  knifestyle: optionalId,
  /** The bottom carries a four-colour image... */
  bottomImage: z.preprocess(blankToUndefined, formBoolean.default(false)),
  /** ...and is added as a separate piece (not allowed together). */
  bottomAdded: z.preprocess(blankToUndefined, formBoolean.default(false)),
  artworks: optional(wholeNumber(1, 1000)),
  /** Colours per artwork (gravure plates). */
  colours: optional(wholeNumber(1, 12)),
  quantity: optional(wholeNumber(1, 100_000_000)),
  matte: z.preprocess(blankToUndefined, z.enum(MATTE_TYPES, msg('quotations.matteInvalid')).default('none')),
  coating: z.preprocess(blankToUndefined, z.enum(COATINGS, msg('quotations.coatingInvalid')).default('none')),
  proofMatch: z.preprocess(
    blankToUndefined,
    z.enum(PROOF_MATCHES, msg('quotations.proofMatchInvalid')).default('process'),
  ),
  makingDirection: z.preprocess(
    blankToUndefined,
    z.enum(MAKING_DIRECTIONS, msg('quotations.directionInvalid')).default('horizontal'),
  ),
  paymentTerms: z.preprocess(
    blankToUndefined,
    z.enum(PAYMENT_TERMS, msg('quotations.paymentTermsInvalid')).default('full'),
  ),
  taxed: z.preprocess(blankToUndefined, formBoolean.default(false)),
  /** Adjustment ratio, percent of the calculated price (spec: price ratio). */
  ratio: z.preprocess(blankToUndefined, decimalText(1, 1000).default('100')),
  /** The salesman has confirmed out-of-stock materials with production. */
  confirmOutOfStock: z.preprocess(blankToUndefined, formBoolean.default(false)),
  remark: optional(
    z
      .string()
      .trim()
      .max(500, msg('validation.tooLong', { max: 500 })),
  ),
};

export const quotationInputSchema = strictForm(quotationInputShape);
export type QuotationInput = z.infer<typeof quotationInputSchema>;

/** Generate: the inputs plus where it came from (a copy keeps its source; a revision its lineage). */
export const generateQuotationSchema = strictForm({
  ...quotationInputShape,
  /** A saved quotation is always for a customer (the price preview needs none). */
  customerId: z.preprocess(
    blankToUndefined,
    z
      .string(msg('validation.required'))
      .trim()
      .min(1, msg('validation.required'))
      .max(64, msg('validation.tooLong', { max: 64 })),
  ),
  /** Copied from this quotation (spec: quotationid_from). */
  sourceId: optionalId,
  /** A revision of this quotation: the new one joins its lineage. */
  revisionOf: optionalId,
});
export type GenerateQuotationForm = z.infer<typeof generateQuotationSchema>;

export const changeRatioSchema = strictForm({ ratio: decimalText(1, 1000) });
export const reviewDecisionSchema = strictForm({
  reason: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string()
      .max(500, msg('validation.tooLong', { max: 500 }))
      .default(''),
  ),
});

// ---------------------------------------------------------------- what the calculator uses

/**
 * The settings one calculation uses: only the items the inputs name, so a quotation stores
 * exactly what it was priced with and can be priced again from it.
 */
export interface PricingSettings {
  rates: PricingRates;
  /**
   * The /Quotation/Setting document as it was: the ratio range, and the days the quotation's
   * document offers its price (absent in quotations made before that setting existed).
   */
  range: QuotationRange & Partial<Pick<QuotationSettings, 'validityDays'>>;
  /** The locale's currency entry (spec: central). */
  currency: CurrencyEntry;
  bagType: BagTypeItem | null;
  /** By input field: materialprinting, materialcomp, materialcomp2, materialcomp3, materialinner. */
  materials: Partial<Record<MaterialField, MaterialItem>>;
  /** By input field: auxzipper, auxhandle, ... */
  accessories: Partial<Record<AccessoryField, AccessoryItem>>;
  knifeStyle: KnifeStyleItem | null;
  /** A trade customer's grade factor (traders' quotations only). */
  grade: { id: string; name: string; factor: string } | null;
}

export const MATERIAL_FIELDS = [
  'materialprinting',
  'materialcomp',
  'materialcomp2',
  'materialcomp3',
  'materialinner',
] as const;
export type MaterialField = (typeof MATERIAL_FIELDS)[number];

export const ACCESSORY_FIELDS = [
  'auxzipper',
  'auxhandle',
  'auxhotknife',
  'auxexhaust',
  'auxsealingbar',
  'auxsuctionnozzle',
] as const satisfies readonly AccessoryKind[];
export type AccessoryField = (typeof ACCESSORY_FIELDS)[number];

/** Which catalogue a layer field picks from. */
export const MATERIAL_FIELD_KIND = {
  materialprinting: 'materialprinting',
  materialcomp: 'materialcomp',
  materialcomp2: 'materialcomp',
  materialcomp3: 'materialcomp',
  materialinner: 'materialinner',
} as const;

// ---------------------------------------------------------------- what the calculator answers

/** A refused or doubtful input, translated by its key; `field` names the wizard field. */
export interface PriceIssue {
  code: string;
  key: MessageKey;
  params: Record<string, string | number>;
  field?: string;
  severity: 'error' | 'warning';
  /** A warning that blocks until the user confirms it (out-of-stock: confirmOutOfStock). */
  confirm?: 'confirmOutOfStock';
}

export type PriceLineGroup =
  | 'geometry'
  | 'material'
  | 'printing'
  | 'conversion'
  | 'accessory'
  | 'charge'
  | 'price'
  | 'currency'
  | 'tax'
  | 'adjustment';

/**
 * One line of the breakdown: `key` is a message key for its label (params fill it), `quantity`
 * times `rate` gives `amount` where all three apply. Amounts are decimal text in yuan until the
 * currency step, then in the quotation's currency.
 */
export interface PriceLine {
  key: MessageKey;
  group: PriceLineGroup;
  params: Record<string, string | number>;
  quantity?: string;
  unit?: string;
  rate?: string;
  amount: string;
}

/** The outputs of spec section 3 (QuotationDigital / QuotationGravure) with the breakdown. */
export interface PriceFigures {
  price: string;
  price_end: string;
  price_loading: string;
  price_unit: string;
  price_unit_end: string;
  price_unit_wight: string;
  price_unit_meter: string;
  makenumber: number;
  coiled_countweight: string;
  coiled_countlength: string;
  plates: string;
  proof: string;
  tooling: string;
}

export interface PriceResult extends PriceFigures {
  calculatorVersion: string;
  currency: 'CNY' | 'USD';
  /** Decimals of the prices (spec section 9: 2 for Chinese, 4 for English). */
  decimals: number;
  /** The ratio as a percent of the final price (0 decimals) and of the loading price (2 decimals). */
  ratio: string;
  ratioOfLoading: string;
  lines: PriceLine[];
  issues: PriceIssue[];
}

/** The calculator's answer: a price, or why there is none yet (errors), with warnings either way. */
export type PriceOutcome = { ok: true; result: PriceResult } | { ok: false; issues: PriceIssue[] };

// ---------------------------------------------------------------- list queries

/** A query parameter: trimmed, blank meaning "not given"; a repeated parameter is refused. */
const param = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v),
    schema.optional(),
  );

const quotationFilterShape = {
  quotation_type: param(z.enum(PRINTING_TYPES, msg('quotations.printingTypeInvalid'))),
  make: param(z.enum(MAKES, msg('quotations.makeInvalid'))),
  customerId: param(z.string(msg('validation.failed')).max(64, msg('validation.tooLong', { max: 64 }))),
  /** A quotation's number or its customer's name, in part. */
  keyword: param(z.string(msg('validation.failed')).max(100, msg('validation.tooLong', { max: 100 }))),
  /** Created on or after this day (yyyy-mm-dd, UTC). */
  from: param(isoDate),
  /** Created on or before this day. */
  to: param(isoDate),
};

const datesInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !(q.from && q.to && q.from > q.to);
const DATE_RANGE = { message: msg('quotations.dateRange'), path: ['from'] };

/** GET quotation: the list's filters (paging and read-your-writes parameters beside them). */
export const quotationListQuerySchema = z
  .object({ ...quotationFilterShape, status: param(z.enum(QUOTATION_STATUSES, msg('validation.failed'))) })
  .refine(datesInOrder, DATE_RANGE);
export type QuotationListQuery = z.infer<typeof quotationListQuerySchema>;

/** GET quotation-review: the supervisor's queue, pending unless asked for another status or `all`. */
export const quotationReviewQuerySchema = z
  .object({
    ...quotationFilterShape,
    status: param(z.enum([...QUOTATION_STATUSES, 'all'], msg('validation.failed'))),
  })
  .refine(datesInOrder, DATE_RANGE);
export type QuotationReviewQuery = z.infer<typeof quotationReviewQuerySchema>;
