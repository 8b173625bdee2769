/**
 * The words of quotations and their settings (spec section 9): plain lists without schemas, so a
 * screen that needs only a list (the console's routes, say) does not load the form schemas and
 * zod with it. pricing-settings.ts re-exports them.
 */

export const PRINTING_TYPES = ['digital', 'gravure'] as const;
export type PrintingType = (typeof PRINTING_TYPES)[number];

/** Bag, or roll film ('coiled'). */
export const MAKES = ['bag', 'coiled'] as const;
export type Make = (typeof MAKES)[number];

/** Bag types of spec section 9 (roll stock film is the make 'coiled'; zipper and shaped are options). */
export const BAG_TYPES = [
  'twoSide',
  'threeSide',
  'quad',
  'flatBottom',
  'standUp',
  'backSeal',
  'sideGusset',
] as const;
export type BagType = (typeof BAG_TYPES)[number];

/** Quoting units: per piece (bags), kg, metre, impression. */
export const QUOTING_UNITS = ['piece', 'kg', 'meter', 'impression'] as const;
export type QuotingUnit = (typeof QUOTING_UNITS)[number];

export const PAYMENT_TERMS = ['full', 'advance30', 'advance50', 'other'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

export const MATTE_TYPES = ['none', 'matteOil', 'softTouch', 'sandyTouch'] as const;
export type MatteType = (typeof MATTE_TYPES)[number];

export const COATINGS = ['none', 'local', 'full'] as const;
export type Coating = (typeof COATINGS)[number];

export const PROOF_MATCHES = ['process', 'spot'] as const;
export type ProofMatch = (typeof PROOF_MATCHES)[number];

export const MAKING_DIRECTIONS = ['horizontal', 'vertical'] as const;
export type MakingDirection = (typeof MAKING_DIRECTIONS)[number];

// ---------------------------------------------------------------- catalogues and documents

export const MATERIAL_KINDS = ['materialprinting', 'materialcomp', 'materialinner'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

export const ACCESSORY_KINDS = [
  'auxzipper',
  'auxhandle',
  'auxhotknife',
  'auxexhaust',
  'auxsealingbar',
  'auxsuctionnozzle',
] as const;
export type AccessoryKind = (typeof ACCESSORY_KINDS)[number];

export const CATALOG_KINDS = [...MATERIAL_KINDS, ...ACCESSORY_KINDS, 'bagtype', 'knifestyle'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

export const SETTINGS_NAMES = ['rates', 'quotation', 'golden', 'currency'] as const;
export type SettingsName = (typeof SETTINGS_NAMES)[number];
