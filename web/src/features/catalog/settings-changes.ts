import type { TFunction } from 'i18next';
import { PAYMENT_TERMS, type PaymentTerms, type SettingsHistoryEntry } from '@packflow/contracts';
import { textOr } from '../../lib/i18n';
import type { ChangeText } from '../../components/history-card';
import { fieldRank, isFlatSettingsField } from './settings-documents';

type Change = SettingsHistoryEntry['changes'][number];

const isNested = (value: unknown): value is object => value !== null && typeof value === 'object';

/**
 * Leaves of a nested value by path. An array element is named by its `label` or `name` when it
 * has one (the locale 'cn', the payment terms 'full'), so a reordered list compares by meaning.
 */
function leaves(
  value: unknown,
  path: string[] = [],
  out = new Map<string, { path: string[]; value: unknown }>(),
) {
  if (Array.isArray(value)) {
    value.forEach((element: unknown, i) => {
      const named = isNested(element)
        ? ((element as { label?: unknown; name?: unknown }).label ?? (element as { name?: unknown }).name)
        : undefined;
      leaves(element, [...path, typeof named === 'string' ? named : String(i)], out);
    });
  } else if (isNested(value)) {
    for (const [key, v] of Object.entries(value)) leaves(v, [...path, key], out);
  } else {
    out.set(path.join('.'), { path, value });
  }
  return out;
}

/** A change of a whole list (the currency entries) becomes one change per value that moved. */
export function leafChanges({ field, from, to }: Change): { path: string[]; from: unknown; to: unknown }[] {
  const base = field.split('.');
  if (!isNested(from) && !isNested(to)) return [{ path: base, from, to }];
  const before = leaves(from);
  const after = leaves(to);
  const keys = [...new Set([...before.keys(), ...after.keys()])];
  return keys
    .filter((key) => JSON.stringify(before.get(key)?.value) !== JSON.stringify(after.get(key)?.value))
    .map((key) => ({
      path: [...base, ...(after.get(key) ?? before.get(key))!.path],
      from: before.get(key)?.value,
      to: after.get(key)?.value,
    }));
}

const CONTAINERS = new Set(['entries', 'config']);

/** One step of a path in words: the field, the customer language, the payment terms... */
function segmentLabel(segment: string): string {
  if (CONTAINERS.has(segment)) return '';
  if (isFlatSettingsField(segment)) return textOr(`catalog.settings.fields.${segment}`, segment);
  if (segment === 'cn' || segment === 'en') return textOr(`catalog.currency.locales.${segment}`, segment);
  if (PAYMENT_TERMS.includes(segment as PaymentTerms))
    return textOr(`catalog.currency.terms.${segment}`, segment);
  if (/^\d+$/.test(segment)) return `#${Number(segment) + 1}`;
  return textOr(`catalog.currency.fields.${segment}`, segment);
}

/** "Calculator rates" history lines: "Plate per colour: 450 → 500", "English customers · Full payment · Digital margin: 30 → 31". */
export function describeSettingsChanges(changes: readonly Change[], t: TFunction): ChangeText[] {
  const show = (value: unknown): string =>
    value === null || value === undefined || value === ''
      ? t('common.empty')
      : isNested(value)
        ? JSON.stringify(value)
        : String(value);
  return [...changes]
    .sort((a, b) => fieldRank(a.field) - fieldRank(b.field))
    .flatMap(leafChanges)
    .map(({ path, from, to }) => ({
      field: path.map(segmentLabel).filter(Boolean).join(' · '),
      // Nothing before: the value was set (the defaults at the first start, a newly added rate).
      from: from === null || from === undefined ? undefined : show(from),
      to: show(to),
    }));
}
