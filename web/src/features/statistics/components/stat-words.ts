import type { TFunction } from 'i18next';
import { textOr } from '../../../lib/i18n';
import type { GroupRow, Metric } from './stat-model';

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
