import type { TFunction } from 'i18next';
import { PRINTING_TYPES, type CatalogItem, type PrintingType } from '@packflow/contracts';
import { textOr } from '../../lib/i18n';

const isPrintingType = (value: unknown): value is PrintingType =>
  PRINTING_TYPES.includes(value as PrintingType);

/** A catalogue value in words: yes/no, the printing types and the pricing unit translated. */
export function showCatalogValue(field: string, value: unknown, t: TFunction): string {
  if (field === 'active' && typeof value === 'boolean')
    return t(value ? 'catalog.list.inUse' : 'catalog.list.retired');
  if (value === true) return t('common.yes');
  if (value === false) return t('common.no');
  if (value === null || value === undefined || value === '') return t('common.empty');
  if (Array.isArray(value)) {
    if (value.length === 0) return t('common.empty');
    return value
      .map((v) => (isPrintingType(v) ? t(`catalog.printingTypes.${v}`) : String(v)))
      .join(t('catalog.list.separator'));
  }
  if (field === 'unit' && (value === 'piece' || value === 'metre'))
    return t(`catalog.accessoryUnits.${value}`);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A field's label in the reader's language; a field the console does not know keeps its name. */
export const catalogFieldLabel = (field: string): string => textOr(`catalog.fields.${field}`, field);

/** The item's name in the reader's language (the Chinese name in Chinese, else the English one). */
export const itemName = (item: Pick<CatalogItem, 'name' | 'englishName'>, locale: string): string =>
  locale === 'cn' ? item.name : item.englishName || item.name;
