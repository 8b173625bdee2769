import type { GoldenSettings, PricingRates, QuotationSettings, SettingsName } from '@packflow/contracts';
import type { Messages } from '../../locales/en';

/** The documents made of plain decimal fields; the currency list has a form of its own. */
export type FlatSettingsName = Exclude<SettingsName, 'currency'>;
export type FlatSettingsField = keyof PricingRates | keyof QuotationSettings | keyof GoldenSettings;

type Texts = Messages['catalog']['settings'];
export type SettingsUnit = keyof Messages['catalog']['units'];

export interface SettingsFieldSpec {
  field: FlatSettingsField;
  unit: SettingsUnit;
  hint?: keyof Texts['hints'];
}

export interface SettingsGroup {
  /** Untitled when the document is one small group. */
  group?: keyof Texts['groups'];
  note?: keyof Texts['notes'];
  fields: readonly SettingsFieldSpec[];
}

/** Each document's fields in the order an estimator thinks of them, grouped, each with its unit. */
export const FLAT_DOCUMENTS: Record<FlatSettingsName, readonly SettingsGroup[]> = {
  rates: [
    {
      group: 'waste',
      fields: [
        { field: 'setupWasteDigitalM', unit: 'metre', hint: 'perArtwork' },
        { field: 'setupWasteGravureM', unit: 'metre', hint: 'perArtwork' },
        { field: 'runningWasteDigitalPct', unit: 'percent' },
        { field: 'runningWasteGravurePct', unit: 'percent' },
        { field: 'sealTrimMm', unit: 'mm', hint: 'sealTrimMm' },
        { field: 'adhesiveGsm', unit: 'gramPerM2', hint: 'adhesiveGsm' },
        { field: 'inkGsm', unit: 'gramPerM2', hint: 'inkGsm' },
      ],
    },
    {
      group: 'printing',
      fields: [
        { field: 'pressWidthMm', unit: 'mm', hint: 'pressFormat' },
        { field: 'pressLengthMm', unit: 'mm', hint: 'pressFormat' },
        { field: 'digitalImpressionPrice', unit: 'yuanPerImpression' },
        { field: 'gravurePrintPerKg', unit: 'yuanPerKg', hint: 'gravurePrintPerKg' },
        { field: 'platePerColour', unit: 'yuanPerColour', hint: 'platePerColour' },
        { field: 'proofDigital', unit: 'yuan' },
        { field: 'proofGravure', unit: 'yuan' },
      ],
    },
    {
      group: 'conversion',
      note: 'conversion',
      fields: [
        { field: 'laminationPerM2', unit: 'yuanPerM2', hint: 'laminationPerM2' },
        { field: 'toolingShaped', unit: 'yuan', hint: 'toolingShaped' },
      ],
    },
    {
      group: 'finishing',
      fields: [
        { field: 'matteOilPerM2', unit: 'yuanPerM2' },
        { field: 'softTouchPerM2', unit: 'yuanPerM2' },
        { field: 'sandyTouchPerM2', unit: 'yuanPerM2' },
        { field: 'coatingLocalPerM2', unit: 'yuanPerM2' },
        { field: 'coatingFullPerM2', unit: 'yuanPerM2' },
      ],
    },
    {
      group: 'margins',
      fields: [
        { field: 'minMarginPct', unit: 'percent', hint: 'minMarginPct' },
        { field: 'vatPct', unit: 'percent', hint: 'vatPct' },
      ],
    },
    {
      group: 'limits',
      fields: [
        { field: 'zipperMaxTopMm', unit: 'mm', hint: 'zipperMaxTopMm' },
        { field: 'irregularMaxWidthMm', unit: 'mm', hint: 'irregularMaxWidthMm' },
      ],
    },
  ],
  quotation: [
    {
      fields: [
        { field: 'minRatio', unit: 'percent' },
        { field: 'maxRatio', unit: 'percent' },
        { field: 'validityDays', unit: 'days', hint: 'validityDays' },
      ],
    },
  ],
  golden: [
    {
      fields: [
        { field: 'fee', unit: 'beansPerQuotation' },
        { field: 'threshold', unit: 'beans', hint: 'threshold' },
      ],
    },
  ],
};

/** Every field of the flat documents, in the order their forms show them. */
const FIELD_ORDER: readonly string[] = Object.values(FLAT_DOCUMENTS).flatMap((groups) =>
  groups.flatMap((g) => g.fields.map((spec) => spec.field)),
);

export const isFlatSettingsField = (field: string): field is FlatSettingsField => FIELD_ORDER.includes(field);

/** Where a field sits in its form; a field no form shows comes last. */
export const fieldRank = (field: string): number => {
  const at = FIELD_ORDER.indexOf(field);
  return at < 0 ? FIELD_ORDER.length : at;
};
