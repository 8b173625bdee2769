import type { TFunction } from 'i18next';
import {
  ACCESSORY_FIELDS,
  MATERIAL_FIELDS,
  type AccessoryField,
  type Locale,
  type MaterialField,
  type TraderSettings,
} from '@packflow/contracts';
import { formatDecimal } from './format';

/** The inputs in the order the wizard asks for them (and the detail lists them). */
export const INPUT_ORDER = [
  'customerId',
  'quotation_type',
  'make',
  'bagType',
  'maketype',
  'width',
  'height',
  'bottomGusset',
  'sideGusset',
  'backSealWidth',
  'coreDiameter',
  'rollDiameter',
  'rollLength',
  'irregular',
  'materialprinting',
  'materialcomp',
  'materialcomp2',
  'materialcomp3',
  'materialinner',
  'auxzipper',
  'zipperTopMm',
  'auxhandle',
  'auxexhaust',
  'auxsealingbar',
  'auxsuctionnozzle',
  'auxhotknife',
  'knifestyle',
  'bottomImage',
  'bottomAdded',
  'artworks',
  'colours',
  'quantity',
  'matte',
  'coating',
  'proofMatch',
  'makingDirection',
  'paymentTerms',
  'taxed',
  'ratio',
  'confirmOutOfStock',
  'remark',
] as const;

const MM_FIELDS = new Set([
  'width',
  'height',
  'bottomGusset',
  'sideGusset',
  'backSealWidth',
  'coreDiameter',
  'rollDiameter',
  'zipperTopMm',
]);

const ENUM_FIELDS: Record<string, string> = {
  quotation_type: 'printingTypes',
  make: 'makes',
  bagType: 'bagTypes',
  maketype: 'units',
  matte: 'matte',
  coating: 'coating',
  proofMatch: 'proofMatch',
  makingDirection: 'makingDirection',
  paymentTerms: 'paymentTerms',
};

const isMaterialField = (field: string): field is MaterialField =>
  (MATERIAL_FIELDS as readonly string[]).includes(field);
const isAccessoryField = (field: string): field is AccessoryField =>
  (ACCESSORY_FIELDS as readonly string[]).includes(field);

const nameIn = (item: { name: string; englishName: string } | null | undefined, locale: Locale) =>
  item ? (locale === 'en' ? item.englishName || item.name : item.name) : undefined;

/** A field's label: the roll film's width and height are its web width and repeat length. */
export function inputLabel(field: string, t: TFunction, make?: string): string {
  if (make === 'coiled' && field === 'width') return t('quotations.fields.webWidth');
  if (make === 'coiled' && field === 'height') return t('quotations.fields.repeatLength');
  return t(`quotations.fields.${field}` as never, { defaultValue: field }) as string;
}

/**
 * An input's value as people read it: the names of the materials and accessories from the
 * settings the quotation was priced with (not today's), choices translated, sizes in mm.
 */
export function inputText(
  field: string,
  value: unknown,
  context: { settings: TraderSettings; customerName?: string | null },
  t: TFunction,
  locale: Locale,
): string {
  if (value === undefined || value === null || value === '') return '—';
  if (field === 'customerId') return context.customerName ?? String(value);
  if (typeof value === 'boolean') return value ? t('quotations.yes') : t('quotations.no');
  const { settings } = context;
  if (isMaterialField(field)) {
    const item = settings.materials[field];
    return (item && item.id === value ? nameIn(item, locale) : undefined) ?? String(value);
  }
  if (isAccessoryField(field)) {
    const item = settings.accessories[field];
    return (item && item.id === value ? nameIn(item, locale) : undefined) ?? String(value);
  }
  if (field === 'knifestyle') {
    const item = settings.knifeStyle;
    return (item && item.id === value ? nameIn(item, locale) : undefined) ?? String(value);
  }
  const group = ENUM_FIELDS[field];
  if (group)
    return t(`quotations.${group}.${String(value)}` as never, { defaultValue: String(value) }) as string;
  if (MM_FIELDS.has(field)) return `${formatDecimal(String(value))} ${t('quotations.mm')}`;
  if (field === 'rollLength') return `${formatDecimal(String(value))} ${t('quotations.m')}`;
  if (field === 'ratio') return `${formatDecimal(String(value))}%`;
  if (field === 'quantity') return formatDecimal(String(value), 0);
  return String(value);
}
