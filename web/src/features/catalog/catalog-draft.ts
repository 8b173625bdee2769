import { PRINTING_TYPES, type CatalogItem, type PrintingType } from '@packflow/contracts';
import type { Params } from '../../lib/api';
import type { CatalogField, CatalogKindSpec, FieldSpec } from './catalog-kinds';

export type DraftValue = string | boolean | readonly PrintingType[];
/** The dialog's values as typed: texts and numbers as text, flags as booleans, printing types as a set. */
export type CatalogDraft = Partial<Record<CatalogField, DraftValue>>;

const valueOf = (item: CatalogItem | undefined, field: CatalogField): unknown =>
  item === undefined ? undefined : (item as unknown as Record<string, unknown>)[field];

function initial({ field, input }: FieldSpec, item: CatalogItem | undefined): DraftValue {
  const value = valueOf(item, field);
  switch (input) {
    case 'flag':
      return value === true;
    case 'printingTypes':
      return Array.isArray(value) ? PRINTING_TYPES.filter((p) => value.includes(p)) : [];
    case 'accessoryUnit':
      return value === 'metre' ? 'metre' : 'piece';
    default:
      return value === undefined || value === null ? '' : String(value);
  }
}

/** A new item's empty form, or an item's values to edit. */
export const toDraft = (spec: CatalogKindSpec, item?: CatalogItem): CatalogDraft =>
  Object.fromEntries(spec.fields.map((f) => [f.field, initial(f, item)]));

/** As a form body sends it: trimmed text, 'true'/'false', printing types comma-separated. */
function encode(value: DraftValue | undefined): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return value.join(',');
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The body to send. Creating (no `base`): every field, and the item starts active. Editing: only
 * the fields that differ from `base`, so a change made elsewhere to another field is not undone.
 */
export function toBody(spec: CatalogKindSpec, draft: CatalogDraft, base?: CatalogDraft): Params {
  const body: Params = {};
  for (const { field } of spec.fields) {
    const value = encode(draft[field]);
    if (base === undefined || value !== encode(base[field])) body[field] = value;
  }
  if (base === undefined) body.active = 'true';
  return body;
}
