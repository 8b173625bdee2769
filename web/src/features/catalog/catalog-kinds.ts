import {
  ACCESSORY_KINDS,
  MATERIAL_KINDS,
  type AccessoryItemValues,
  type BagTypeItemValues,
  type CatalogKind,
  type KnifeStyleItemValues,
  type MaterialItemValues,
} from '@packflow/contracts';
import type { Messages } from '../../locales/en';

/** Every field any catalogue has; each has a label under `catalog.fields`. */
export type CatalogField =
  keyof MaterialItemValues | keyof AccessoryItemValues | keyof BagTypeItemValues | keyof KnifeStyleItemValues;

export type CatalogUnit = keyof Messages['catalog']['units'];
export type CatalogHint = keyof Messages['catalog']['hints'];

/**
 * How a field is typed in and shown: free text, a number (decimal text), a yes/no flag, the
 * printing types it serves (a set of digital/gravure), or the accessory's pricing unit.
 */
export type FieldInput = 'text' | 'number' | 'flag' | 'printingTypes' | 'accessoryUnit';

export interface FieldSpec {
  field: CatalogField;
  input: FieldInput;
  unit?: CatalogUnit;
  hint?: CatalogHint;
}

type Dimension = 'width' | 'height' | 'bottomGusset' | 'sideGusset';

/** A table column: one field, min–max ranges of two dimensions side by side, or the printing types of a bag type. */
export type ColumnSpec =
  | { field: CatalogField; unit?: CatalogUnit; width?: number }
  | {
      ranges: readonly [Dimension, Dimension];
      title: keyof Messages['catalog']['ranges'];
      /** Between the two ranges: '×' for width × height, '/' for bottom / side. */
      separator: '×' | '/';
      unit: CatalogUnit;
      width?: number;
    }
  | { printing: true; width?: number };

export interface CatalogKindSpec {
  kind: CatalogKind;
  /** The sentence under the title: what the list is for and how the calculator uses it. */
  intro: keyof Messages['catalog']['intros'];
  /** Bag types are a fixed set (each has its own geometry): their values change, the set does not. */
  creatable: boolean;
  /** The form's fields in order; `active` is not among them (Retire and Restore set it). */
  fields: readonly FieldSpec[];
  columns: readonly ColumnSpec[];
}

const names: FieldSpec[] = [
  { field: 'name', input: 'text' },
  { field: 'englishName', input: 'text' },
];

const material: Omit<CatalogKindSpec, 'kind'> = {
  intro: 'material',
  creatable: true,
  fields: [
    ...names,
    { field: 'thickness', input: 'number', unit: 'micron' },
    { field: 'density', input: 'number', unit: 'gramPerCm3' },
    { field: 'pricePerKg', input: 'number', unit: 'yuanPerKg' },
    { field: 'printingTypes', input: 'printingTypes' },
    { field: 'inStock', input: 'flag', hint: 'inStock' },
    { field: 'virtual', input: 'flag', hint: 'virtual' },
    { field: 'aluminised', input: 'flag', hint: 'aluminised' },
  ],
  columns: [
    { field: 'name' },
    { field: 'englishName' },
    { field: 'thickness', unit: 'micron', width: 100 },
    { field: 'density', unit: 'gramPerCm3', width: 120 },
    { field: 'pricePerKg', unit: 'yuanPerKg', width: 150 },
    { field: 'printingTypes', width: 120 },
    { field: 'inStock', width: 80 },
    { field: 'virtual', width: 100 },
    { field: 'aluminised', width: 80 },
  ],
};

const accessory: Omit<CatalogKindSpec, 'kind'> = {
  intro: 'accessory',
  creatable: true,
  fields: [
    ...names,
    { field: 'unitPrice', input: 'number', unit: 'yuan' },
    { field: 'unit', input: 'accessoryUnit' },
  ],
  columns: [
    { field: 'name' },
    { field: 'englishName' },
    { field: 'unitPrice', unit: 'yuan', width: 130 },
    { field: 'unit', width: 130 },
  ],
};

const bounds = (range: Dimension): FieldSpec[] => [
  { field: `${range}Min`, input: 'number', unit: 'mm' },
  { field: `${range}Max`, input: 'number', unit: 'mm' },
];

const bagType: Omit<CatalogKindSpec, 'kind'> = {
  intro: 'bagtype',
  creatable: false,
  fields: [
    ...names,
    { field: 'digital', input: 'flag' },
    { field: 'gravure', input: 'flag' },
    { field: 'makingPrice', input: 'number', unit: 'yuanPerPiece', hint: 'makingPrice' },
    { field: 'minInnerThickness', input: 'number', unit: 'micron', hint: 'minInnerThickness' },
    ...bounds('width'),
    ...bounds('height'),
    ...bounds('bottomGusset'),
    ...bounds('sideGusset'),
  ],
  columns: [
    { field: 'name', width: 105 },
    { field: 'englishName' },
    { printing: true, width: 125 },
    { field: 'makingPrice', unit: 'yuanPerPiece', width: 165 },
    { field: 'minInnerThickness', unit: 'micron', width: 170 },
    { ranges: ['width', 'height'], title: 'size', separator: '×', unit: 'mm', width: 140 },
    { ranges: ['bottomGusset', 'sideGusset'], title: 'gussets', separator: '/', unit: 'mm', width: 175 },
  ],
};

const knifeStyle: Omit<CatalogKindSpec, 'kind'> = {
  intro: 'knifestyle',
  creatable: true,
  fields: [...names, { field: 'unitPrice', input: 'number', unit: 'yuanPerPiece' }],
  columns: [
    { field: 'name' },
    { field: 'englishName' },
    { field: 'unitPrice', unit: 'yuanPerPiece', width: 150 },
  ],
};

export const CATALOG_KIND_SPECS: Record<CatalogKind, CatalogKindSpec> = {
  ...(Object.fromEntries(MATERIAL_KINDS.map((kind) => [kind, { kind, ...material }])) as Record<
    (typeof MATERIAL_KINDS)[number],
    CatalogKindSpec
  >),
  ...(Object.fromEntries(ACCESSORY_KINDS.map((kind) => [kind, { kind, ...accessory }])) as Record<
    (typeof ACCESSORY_KINDS)[number],
    CatalogKindSpec
  >),
  bagtype: { kind: 'bagtype', ...bagType },
  knifestyle: { kind: 'knifestyle', ...knifeStyle },
};

/** The form's field spec, when the kind has that field (history may name others, e.g. `active`). */
export const fieldSpecOf = (kind: CatalogKind, field: string): FieldSpec | undefined =>
  CATALOG_KIND_SPECS[kind].fields.find((spec) => spec.field === field);
