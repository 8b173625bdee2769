import type { TFunction } from 'i18next';
import { textOr } from '../../../lib/i18n';
import { numberOf } from './period';
import { type Figures, type GroupRow, type Metric, figureChange, formatChange } from './stat-model';

/** Where the console already names a grouping's codes (printing type, bag type, defect kind, method). */
const CODE_TEXTS: Record<string, string> = {
  printingType: 'production.printingTypes',
  bagType: 'production.bagTypes',
  defectKind: 'inspection.defectKinds',
  method: 'reports.methods',
};

/**
 * A group's name as the reader reads it: a code in words where the console has them, a name
 * (salesman, customer, machine, company) as the server gives it, '(none)' for no value.
 */
export function groupLabelOf(groupBy: string, row: Pick<GroupRow, 'key' | 'label'>, t: TFunction): string {
  if (row.key === '' && !row.label) return t('statistics.values.none');
  if (groupBy === 'stage' && row.key) return stageName(row.key);
  const texts = CODE_TEXTS[groupBy];
  if (texts && row.key) return textOr(`${texts}.${row.key}`, row.label || row.key);
  return row.label || row.key || t('statistics.values.none');
}

/** A stage by its key: its kind in words, numbered when an order has several (lamination-2: "Lamination 2"). */
function stageName(key: string): string {
  const n = /-(\d+)$/.exec(key)?.[1];
  const name = textOr(`production.stageKinds.${key.replace(/-\d+$/, '')}`, key);
  return n && name !== key ? `${name} ${n}` : name;
}

/** A figure's name; money says its currency. */
export const metricNameOf = (metric: Metric, currency: string | null, t: TFunction): string => {
  const name = t(`statistics.metrics.${metric.key}` as 'statistics.metrics.created');
  return metric.kind === 'money' && currency ? `${name} (${currency})` : name;
};

/**
 * A figure's change as the reader reads it: "+23.5%", or, against nothing, "new" (it was zero)
 * or "unchanged" (both zero, or the same).
 */
export function changeLabel(current: Figures, previous: Figures, key: string, t: TFunction): string {
  const change = figureChange(current, previous, key);
  if (change !== null) return change === 0 ? t('statistics.period.unchanged') : formatChange(change);
  const now = numberOf(current[key]) ?? 0;
  const before = numberOf(previous[key]) ?? 0;
  if (now === before) return t('statistics.period.unchanged');
  return before === 0 ? t('statistics.period.fromNothing') : '—';
}
