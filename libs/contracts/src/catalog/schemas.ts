import { z } from 'zod';
import {
  type AccessoryKind,
  type BagType,
  type CatalogKind,
  type MaterialKind,
  PAYMENT_TERMS,
  PRINTING_TYPES,
  type SettingsName,
} from './vocabulary';
import {
  boundedInt,
  formBoolean,
  formNumber,
  msg,
  pagingQueryShape,
  requiredText,
  strictForm,
} from '../validation';

export * from './vocabulary';

/**
 * The settings the quotation calculator prices with (spec sections 2, 3 and 9;
 * design/pricing.md). Two shapes, both event-sourced with a history of every change:
 *
 * - catalogues: lists of items with a Chinese and an English name (materials, accessories, bag
 *   types, gusset styles), one list per `CatalogKind`;
 * - documents: one set of values each (calculator rates, the price adjustment range, golden-bean
 *   fee and threshold, the per-locale currency and margin list), one per `SettingsName`.
 *
 * Money and rates travel as decimal text ("12.50"), never binary floating point.
 */

// ---------------------------------------------------------------- field helpers

/** A decimal written as text, within bounds; form bodies send numbers as text anyway. */
export const decimalText = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string(msg('validation.number'))
      .regex(/^-?\d+(\.\d+)?$/, msg('validation.number'))
      .refine((s) => Number(s) >= min && Number(s) <= max, msg('validation.between', { min, max }))
      // The bounds, for the API document (a refinement does not show in a JSON schema).
      .meta({ description: `a decimal from ${min} to ${max}, as text or a number` }),
  );

/** A number (not money) within bounds. */
export const boundedNumber = (min: number, max: number) =>
  formNumber(
    z
      .number(msg('validation.number'))
      .refine((n) => Number.isFinite(n), msg('validation.number'))
      .refine((n) => n >= min && n <= max, msg('validation.between', { min, max }))
      // The bounds, for the API document (a refinement does not show in a JSON schema).
      .meta({ minimum: min, maximum: max }),
  );

/** A list of printing types as JSON text, comma-separated text or an array. */
const printingTypes = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const s = v.trim();
    if (s.startsWith('[')) {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        return v;
      }
    }
    return s === '' ? [] : s.split(',').map((p) => p.trim());
  },
  z
    .array(z.enum(PRINTING_TYPES, msg('catalog.printingTypesInvalid')), msg('catalog.printingTypesInvalid'))
    .min(1, msg('catalog.printingTypesInvalid')),
);

const names = {
  name: requiredText(60),
  englishName: requiredText(80),
};

// ---------------------------------------------------------------- catalogues

/** A film: thickness in micrometres, density in g/cm3, price per kg in yuan. */
export const materialFormSchema = strictForm({
  ...names,
  thickness: boundedNumber(1, 500),
  density: boundedNumber(0.1, 5),
  pricePerKg: decimalText(0, 10000),
  printingTypes,
  inStock: formBoolean,
  /** High-barrier paper: only together with another material. */
  virtual: formBoolean,
  /** Aluminised or foil: a two-side seal shows a black line at the seal. */
  aluminised: formBoolean,
  active: formBoolean,
});
export type MaterialItemValues = z.infer<typeof materialFormSchema>;

/** An accessory priced per piece (handle, valve, spout, hot knife style, sealing bar) or per metre (zipper). */
export const accessoryFormSchema = strictForm({
  ...names,
  unitPrice: decimalText(0, 10000),
  unit: z.enum(['piece', 'metre'], msg('catalog.unitInvalid')),
  active: formBoolean,
});
export type AccessoryItemValues = z.infer<typeof accessoryFormSchema>;

/**
 * A bag type (`GET /api/make`): which printing types make it, its bag-making price per piece,
 * the thinnest inner layer it takes and its dimension bounds in mm. The set of types is fixed
 * (each has its own geometry); their values are settings.
 */
export const bagTypeFormSchema = strictForm({
  ...names,
  digital: formBoolean,
  gravure: formBoolean,
  makingPrice: decimalText(0, 100),
  minInnerThickness: boundedNumber(0, 500),
  widthMin: boundedNumber(0, 2000),
  widthMax: boundedNumber(0, 2000),
  heightMin: boundedNumber(0, 2000),
  heightMax: boundedNumber(0, 2000),
  bottomGussetMin: boundedNumber(0, 2000),
  bottomGussetMax: boundedNumber(0, 2000),
  sideGussetMin: boundedNumber(0, 2000),
  sideGussetMax: boundedNumber(0, 2000),
  active: formBoolean,
});
export type BagTypeItemValues = z.infer<typeof bagTypeFormSchema>;

/** Knife and gusset styles (spec section 3): skirt curved gusset, K-style, W-fold and so on. */
export const knifeStyleFormSchema = strictForm({
  ...names,
  unitPrice: decimalText(0, 100),
  active: formBoolean,
});
export type KnifeStyleItemValues = z.infer<typeof knifeStyleFormSchema>;

export type CatalogValues = {
  materialprinting: MaterialItemValues;
  materialcomp: MaterialItemValues;
  materialinner: MaterialItemValues;
  auxzipper: AccessoryItemValues;
  auxhandle: AccessoryItemValues;
  auxhotknife: AccessoryItemValues;
  auxexhaust: AccessoryItemValues;
  auxsealingbar: AccessoryItemValues;
  auxsuctionnozzle: AccessoryItemValues;
  bagtype: BagTypeItemValues;
  knifestyle: KnifeStyleItemValues;
};

export const CATALOG_FORM_SCHEMAS = {
  materialprinting: materialFormSchema,
  materialcomp: materialFormSchema,
  materialinner: materialFormSchema,
  auxzipper: accessoryFormSchema,
  auxhandle: accessoryFormSchema,
  auxhotknife: accessoryFormSchema,
  auxexhaust: accessoryFormSchema,
  auxsealingbar: accessoryFormSchema,
  auxsuctionnozzle: accessoryFormSchema,
  bagtype: bagTypeFormSchema,
  knifestyle: knifeStyleFormSchema,
} as const satisfies Record<CatalogKind, z.ZodType>;

/** One item of a catalogue as the API answers it. */
export type CatalogItem<K extends CatalogKind = CatalogKind> = CatalogValues[K] & {
  id: string;
  kind: K;
  /** 1 when created, +1 per change: sent back as `If-Match` with a change of the item. */
  version: number;
  updatedAt: string;
  updatedBy: string | null;
  updatedByName: string | null;
};

export type MaterialItem = CatalogItem<MaterialKind>;
export type AccessoryItem = CatalogItem<AccessoryKind>;
export type BagTypeItem = CatalogItem<'bagtype'> & { id: BagType };
export type KnifeStyleItem = CatalogItem<'knifestyle'>;

/** `GET /api/make` (spec section 7): bag types by id with name, digital, gravure. */
export type MakeMap = Record<
  string,
  { name: string; english_name: string; digital: boolean; gravure: boolean }
>;

export interface CatalogHistoryEntry {
  position: string;
  itemId: string;
  action: 'created' | 'changed';
  changes: { field: string; from: unknown; to: unknown }[];
  at: string;
  userId: string | null;
  userName: string | null;
  role: string | null;
}

// ---------------------------------------------------------------- documents

/** Calculator rates (design/pricing.md), yuan unless named otherwise. */
export const ratesSchema = strictForm({
  /** Seal and trim allowance added to each bag dimension, mm. */
  sealTrimMm: decimalText(0, 100),
  /** Adhesive per laminated interface, g/m2. */
  adhesiveGsm: decimalText(0, 50),
  /** Ink on the printed area, g/m2. */
  inkGsm: decimalText(0, 50),
  setupWasteDigitalM: decimalText(0, 10000),
  setupWasteGravureM: decimalText(0, 10000),
  runningWasteDigitalPct: decimalText(0, 100),
  runningWasteGravurePct: decimalText(0, 100),
  /** Digital press format, mm. */
  pressWidthMm: decimalText(1, 5000),
  pressLengthMm: decimalText(1, 5000),
  digitalImpressionPrice: decimalText(0, 1000),
  gravurePrintPerKg: decimalText(0, 1000),
  /** Plate (cylinder) charge per colour per artwork. */
  platePerColour: decimalText(0, 100000),
  proofDigital: decimalText(0, 100000),
  proofGravure: decimalText(0, 100000),
  /** Cutting tool for a shaped (irregular) bag. */
  toolingShaped: decimalText(0, 100000),
  laminationPerM2: decimalText(0, 100),
  matteOilPerM2: decimalText(0, 100),
  softTouchPerM2: decimalText(0, 100),
  sandyTouchPerM2: decimalText(0, 100),
  coatingLocalPerM2: decimalText(0, 100),
  coatingFullPerM2: decimalText(0, 100),
  /** Loading price = cost x (1 + minimum margin). */
  minMarginPct: decimalText(0, 1000),
  vatPct: decimalText(0, 100),
  /** The most a zipper's middle may sit from the bag top, mm. */
  zipperMaxTopMm: decimalText(0, 1000),
  /** The widest a shaped (irregular) bag may be, mm. */
  irregularMaxWidthMm: decimalText(0, 5000),
});
export type PricingRates = z.infer<typeof ratesSchema>;

/** /Quotation/Setting: ratios (percent of the calculated price) that apply without review. */
export const quotationRangeSchema = strictForm({
  minRatio: decimalText(1, 1000),
  maxRatio: decimalText(1, 1000),
});
export type QuotationRange = z.infer<typeof quotationRangeSchema>;

/** How many days a quotation given to the customer stays valid (its document's validity date). */
export const QUOTATION_VALIDITY_DAYS = { min: 1, max: 365, default: 30 } as const;

/**
 * The /Quotation/Setting document: the ratio range, and how many days a quotation's document
 * offers its price (the validity date is the quotation's date plus these days).
 */
export const quotationSettingsSchema = strictForm({
  ...quotationRangeSchema.shape,
  validityDays: boundedInt(QUOTATION_VALIDITY_DAYS.min, QUOTATION_VALIDITY_DAYS.max),
});
export type QuotationSettings = z.infer<typeof quotationSettingsSchema>;

/** /FinanceSalary/Golden: the fee a quotation costs and the balance below which none is generated. */
export const goldenSettingsSchema = strictForm({
  fee: decimalText(0, 1000),
  threshold: decimalText(0, 100000),
});
export type GoldenSettings = z.infer<typeof goldenSettingsSchema>;

/** One margin entry of a locale's config list: the margin per printing type for a payment term. */
export const marginEntrySchema = z.object({
  name: z.enum(PAYMENT_TERMS, msg('catalog.paymentTermsInvalid')),
  digital: decimalText(0, 1000),
  gravure: decimalText(0, 1000),
});

/**
 * Per locale (spec section 3, "central"): the country factor, the currency value (yuan to the
 * locale's currency) and the quotation factor multiply the price; the config list gives the
 * list margin per printing type for each payment term.
 */
export const currencyEntrySchema = z.object({
  label: z.enum(['cn', 'en'], msg('catalog.localeInvalid')),
  currency: z.enum(['CNY', 'USD'], msg('catalog.currencyInvalid')),
  country: decimalText(0.01, 100),
  value: decimalText(0.0001, 100),
  quotationFactor: decimalText(0.01, 100),
  config: z.array(marginEntrySchema).length(PAYMENT_TERMS.length, msg('catalog.marginsInvalid')),
});
export type CurrencyEntry = z.infer<typeof currencyEntrySchema>;

/** The currency list travels as JSON text in a form body (or as an array in JSON). */
export const currencySchema = strictForm({
  entries: z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    },
    z
      .array(currencyEntrySchema, msg('catalog.currencyListInvalid'))
      .length(2, msg('catalog.currencyListInvalid')),
  ),
});
export type CurrencySettings = z.infer<typeof currencySchema>;

export type SettingsValues = {
  rates: PricingRates;
  quotation: QuotationSettings;
  golden: GoldenSettings;
  currency: CurrencySettings;
};

export const SETTINGS_SCHEMAS = {
  rates: ratesSchema,
  quotation: quotationSettingsSchema,
  golden: goldenSettingsSchema,
  currency: currencySchema,
} as const satisfies Record<SettingsName, z.ZodType>;

/** Defaults (design/pricing.md and domain.md), in force from the first start. */
export const DEFAULT_SETTINGS: SettingsValues = {
  rates: {
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
  },
  quotation: { minRatio: '94', maxRatio: '200', validityDays: QUOTATION_VALIDITY_DAYS.default },
  golden: { fee: '1', threshold: '10' },
  currency: {
    entries: [
      {
        label: 'cn',
        currency: 'CNY',
        country: '1',
        value: '1',
        quotationFactor: '1',
        config: [
          { name: 'full', digital: '25', gravure: '20' },
          { name: 'advance50', digital: '27', gravure: '22' },
          { name: 'advance30', digital: '29', gravure: '24' },
          { name: 'other', digital: '32', gravure: '27' },
        ],
      },
      {
        label: 'en',
        currency: 'USD',
        country: '1.1',
        value: '0.14',
        quotationFactor: '1',
        config: [
          { name: 'full', digital: '30', gravure: '25' },
          { name: 'advance50', digital: '32', gravure: '27' },
          { name: 'advance30', digital: '34', gravure: '29' },
          { name: 'other', digital: '37', gravure: '32' },
        ],
      },
    ],
  },
};

/** Who reviews a price outside the allowed range: the quoting salesman's supervisor, or the administrators. */
export type PriceReviewer = 'supervisor' | 'administrator';

/** A document as the API answers it. */
export interface SettingsView<N extends SettingsName = SettingsName> {
  name: N;
  values: SettingsValues[N];
  version: number;
  /** The stream revision this view reflects (-1 before the first start wrote it): sent back as `If-Match` with a change. */
  revision: number;
  updatedAt: string | null;
  updatedBy: string | null;
  updatedByName: string | null;
  /** The quotation document, to a reader who quotes: who reviews their prices outside the range. */
  reviewedBy?: PriceReviewer;
}

export interface SettingsHistoryEntry {
  position: string;
  version: number;
  changes: { field: string; from: unknown; to: unknown }[];
  at: string;
  userId: string | null;
  userName: string | null;
  role: string | null;
}

// ---------------------------------------------------------------- list queries

/** GET catalog/:kind: `all=1` (or true, yes) adds the retired items. */
export const catalogListQuerySchema = z.object({ all: z.string().max(10).optional() });

/** GET catalog/:kind/history: a page, and `itemId` for one item's changes only. */
export const catalogHistoryQuerySchema = z.object({
  ...pagingQueryShape,
  itemId: z.string().max(100).optional(),
});

// ---------------------------------------------------------------- what a trade customer is sent

/**
 * What a catalogue item costs the company: a trade customer (Traders) is not sent these
 * (domain rules, "Trade customers never see cost"); they get the names, sizes and flags the
 * wizard offers.
 */
export const CATALOGUE_PRICE_FIELDS = ['pricePerKg', 'unitPrice', 'makingPrice'] as const;
export type CataloguePriceField = (typeof CATALOGUE_PRICE_FIELDS)[number];

/** A catalogue item as answered: a trade customer's without its price fields. */
export type CatalogItemView<K extends CatalogKind = CatalogKind> = {
  [F in keyof CatalogItem<K>]: F extends CataloguePriceField
    ? CatalogItem<K>[F] | undefined
    : CatalogItem<K>[F];
};

/** The settings documents a trade customer reads: the ratio range, the bean fee and the currency list's names. */
export const TRADER_SETTINGS = ['quotation', 'golden', 'currency'] as const satisfies readonly SettingsName[];
