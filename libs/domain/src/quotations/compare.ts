import {
  type PriceFigures,
  type PriceLine,
  type QuotationComparison,
  type QuotationDetail,
  quotationInputShape,
} from '@packflow/contracts';
import Decimal from 'decimal.js';

/**
 * Two quotations side by side (issue 6, "a side-by-side comparison that highlights what changed
 * and why the price moved"): the inputs that differ, the settings values that differ (the two
 * snapshots walked leaf by leaf, e.g. `materials.materialprinting.pricePerKg`), every breakdown
 * line with both amounts and the change, and the output figures with their changes.
 */
export function compareQuotations(a: QuotationDetail, b: QuotationDetail): QuotationComparison {
  return {
    a,
    b,
    inputs: inputChanges(a.input, b.input),
    settings: settingsChanges(a.settings, b.settings),
    lines: lineChanges(a.result.lines, b.result.lines),
    figures: FIGURES.map((field) => {
      const x = String(a.result[field]);
      const y = String(b.result[field]);
      return { field, a: x, b: y, delta: delta(x, y) };
    }),
  };
}

/** The figures of spec section 3, in the order the console shows them. */
export const FIGURES: readonly (keyof PriceFigures)[] = [
  'price_end',
  'price_unit_end',
  'price',
  'price_unit',
  'price_loading',
  'price_unit_wight',
  'price_unit_meter',
  'makenumber',
  'coiled_countweight',
  'coiled_countlength',
  'plates',
  'proof',
  'tooling',
];

const same = (x: unknown, y: unknown): boolean => JSON.stringify(x) === JSON.stringify(y);

/** b - a as decimal text; a missing side counts as zero. */
function delta(a: string | null, b: string | null): string {
  return new Decimal(b ?? 0).minus(a ?? 0).toString();
}

const INPUT_ORDER = Object.keys(quotationInputShape);

function inputChanges(a: object, b: object): QuotationComparison['inputs'] {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  // In the wizard's order (a stored input may come back with its keys reordered, as jsonb does).
  const fields = [...new Set([...INPUT_ORDER, ...Object.keys(x).sort(), ...Object.keys(y).sort()])];
  return fields
    .filter((field) => !same(x[field] ?? null, y[field] ?? null))
    .map((field) => ({ field, a: x[field] ?? null, b: y[field] ?? null }));
}

/** The audit fields of a catalogue item say who saved it when, not what it prices with. */
const AUDIT = new Set(['version', 'updatedAt', 'updatedBy', 'updatedByName']);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every leaf that differs, by its dotted path (array items by index; a missing side is null). */
function settingsChanges(a: unknown, b: unknown, path = ''): QuotationComparison['settings'] {
  if (isObject(a) && isObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !AUDIT.has(k));
    return keys.flatMap((k) => settingsChanges(a[k] ?? null, b[k] ?? null, path ? `${path}.${k}` : k));
  }
  if (Array.isArray(a) && Array.isArray(b) && a.some(isObject)) {
    const n = Math.max(a.length, b.length);
    return Array.from({ length: n }, (_, i) =>
      settingsChanges(a[i] ?? null, b[i] ?? null, `${path}.${i}`),
    ).flat();
  }
  // A whole item on one side only (a layer added, another film chosen) is one change.
  if (same(a, b)) return [];
  if (isObject(a) && b === null) return leaves(a, path).map(([p, v]) => ({ path: p, a: v, b: null }));
  if (isObject(b) && a === null) return leaves(b, path).map(([p, v]) => ({ path: p, a: null, b: v }));
  return [{ path, a, b }];
}

function leaves(value: Record<string, unknown>, path: string): [string, unknown][] {
  return Object.entries(value)
    .filter(([k]) => !AUDIT.has(k))
    .flatMap(([k, v]) =>
      isObject(v) ? leaves(v, `${path}.${k}`) : [[`${path}.${k}`, v] as [string, unknown]],
    );
}

const lineId = (line: PriceLine): string => `${line.key}\u0000${JSON.stringify(sortedParams(line.params))}`;
const sortedParams = (params: PriceLine['params']) =>
  Object.fromEntries(Object.entries(params).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));

/**
 * The breakdown lines matched: first by key and params (the same material, the same charge),
 * then what is left by key in order (a line whose params carry a changed figure, e.g. the
 * margin percent), then whatever is on one side only. Order follows b, then a's leftovers.
 */
function lineChanges(a: readonly PriceLine[], b: readonly PriceLine[]): QuotationComparison['lines'] {
  const left = a.map((line, i) => ({ line, i, used: false }));
  const pairs: { a: PriceLine | null; b: PriceLine; order: number }[] = [];
  const unmatched: { line: PriceLine; order: number }[] = [];
  b.forEach((line, order) => {
    const match = left.find((l) => !l.used && lineId(l.line) === lineId(line));
    if (match) {
      match.used = true;
      pairs.push({ a: match.line, b: line, order });
    } else unmatched.push({ line, order });
  });
  for (const { line, order } of unmatched) {
    const match = left.find((l) => !l.used && l.line.key === line.key);
    if (match) match.used = true;
    pairs.push({ a: match?.line ?? null, b: line, order });
  }
  pairs.sort((x, y) => x.order - y.order);
  const rows: QuotationComparison['lines'] = pairs.map((p) => ({
    key: p.b.key,
    params: p.b.params,
    a: p.a?.amount ?? null,
    b: p.b.amount,
    delta: delta(p.a?.amount ?? null, p.b.amount),
  }));
  for (const l of left.filter((l) => !l.used))
    rows.push({
      key: l.line.key,
      params: l.line.params,
      a: l.line.amount,
      b: null,
      delta: delta(l.line.amount, null),
    });
  return rows;
}
