import type { TFunction } from 'i18next';
import { PRINTING_TYPES } from '@packflow/contracts';
import { type ColumnExport, labelsOf } from '../../components/ui/paged-table';

const BOOLEANS = ['inStock', 'virtual', 'aluminised'];

/**
 * How a catalogue's field column is written to Excel: prices as money (2 decimals), measures as
 * numbers, yes/no, printing types and units in the reader's words; a retired item's name says so.
 */
export function catalogFieldExport(field: string, unit: string | undefined, t: TFunction): ColumnExport {
  if (field === 'name')
    return { field: ['name', 'active'], labels: { true: '', false: `(${t('catalog.list.retired')})` } };
  if (unit?.startsWith('yuan')) return { field, kind: 'money' };
  if (unit) return { field, kind: 'number' };
  if (BOOLEANS.includes(field)) return { field, labels: { true: t('common.yes'), false: t('common.no') } };
  if (field === 'printingTypes')
    return { field, labels: labelsOf(PRINTING_TYPES, (p) => t(`catalog.printingTypes.${p}`)) };
  if (field === 'unit')
    return {
      field,
      labels: { piece: t('catalog.accessoryUnits.piece'), metre: t('catalog.accessoryUnits.metre') },
    };
  return { field };
}
