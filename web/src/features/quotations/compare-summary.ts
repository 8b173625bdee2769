import type { PriceLine, PriceLineGroup, QuotationComparisonView } from '@packflow/contracts';
import { largerMagnitude, signOf } from './format';

/** Lines that are the order's cost (design/pricing.md steps 4 to 6): where a price move comes from. */
const COST_GROUPS: ReadonlySet<PriceLineGroup> = new Set([
  'material',
  'printing',
  'conversion',
  'accessory',
  'charge',
]);

/** The most cost lines a summary names. */
const TOP_REASONS = 3;

export interface PriceMovement {
  a: string;
  b: string;
  delta: string;
  currency: string;
  decimals: number;
  /** b against a, one decimal; null when a is zero. */
  percent: string | null;
  /** The cost lines that moved most, largest first. */
  reasons: { key: string; params: Record<string, string | number>; delta: string }[];
  /** The inputs that differ, in the comparison's order. */
  inputs: string[];
  settingsChanged: number;
}

const lineId = (line: { key: string; params: Record<string, string | number> }) =>
  `${line.key} ${JSON.stringify(Object.entries(line.params).sort(([x], [y]) => (x < y ? -1 : 1)))}`;

/**
 * Why the final price moved, for a plain sentence: the change of the final price, the cost lines
 * that moved most (their group read from either quotation's breakdown), the inputs that differ
 * and how many settings values differ.
 */
export function priceMovement(comparison: QuotationComparisonView): PriceMovement {
  const final = comparison.figures.find((f) => f.field === 'price_end');
  const groups = new Map<string, PriceLineGroup>();
  const record = (lines: readonly PriceLine[]) =>
    lines.forEach((line) => groups.set(lineId(line), line.group));
  record(comparison.a.result.lines ?? []);
  record(comparison.b.result.lines ?? []);
  // A trade customer is sent no breakdown: no cost line is a reason.
  const reasons = (comparison.lines ?? [])
    .filter((line) => signOf(line.delta) !== 0 && COST_GROUPS.has(groups.get(lineId(line)) ?? 'price'))
    .sort((x, y) => (largerMagnitude(x.delta, y.delta) ? -1 : largerMagnitude(y.delta, x.delta) ? 1 : 0))
    .slice(0, TOP_REASONS)
    .map(({ key, params, delta }) => ({ key, params, delta }));
  const a = final?.a ?? comparison.a.result.price_end;
  const b = final?.b ?? comparison.b.result.price_end;
  const from = Number(a);
  const percent = from === 0 ? null : (((Number(b) - from) / from) * 100).toFixed(1);
  return {
    a,
    b,
    delta: final?.delta ?? '0',
    currency: comparison.b.result.currency,
    decimals: comparison.b.result.decimals,
    percent,
    reasons,
    inputs: comparison.inputs.map((i) => i.field),
    settingsChanged: comparison.settings?.length ?? 0,
  };
}
