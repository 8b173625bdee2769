import { formatDecimal } from '@packflow/contracts';
import { changePercent, numberOf } from './period';

/**
 * What every statistics page shows, whatever its page: the figures of the period beside the
 * previous period's, a series per day (or month) and the groups. Each page's answer is read into
 * this shape (stat-pages.ts), so one screen, one set of charts and one table serve the six pages.
 */

/** How a figure is written: counts and quantities whole, money and rates to 2 decimals. */
export type MetricKind = 'count' | 'quantity' | 'money' | 'percent';

export interface Metric {
  /** The figure's key in the answer, and its text under statistics.metrics. */
  key: string;
  kind: MetricKind;
  /** A figure that is better when it falls (waste, failures, refunds): its change is coloured the other way. */
  lowerIsBetter?: boolean;
}

/** A set of figures by metric key: numbers, or decimal text as the server sends money. */
export type Figures = Readonly<Record<string, string | number | null | undefined>>;

export interface SeriesPoint {
  /** The day or month (yyyy-mm-dd, yyyy-mm) of the period. */
  label: string;
  current: Figures;
  /** The same step of the previous period (its first day against this period's first day). */
  previousLabel: string | null;
  previous: Figures | null;
}

export interface GroupRow {
  key: string;
  label: string;
  current: Figures;
  previous: Figures;
}

export interface StatModel {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  current: Figures;
  previous: Figures;
  series: readonly SeriesPoint[];
  groups: readonly GroupRow[];
  /** How many groups there are (the answer holds the largest ones). */
  groupCount: number;
}

/** A figure as a number for the charts (0 when missing). */
export const valueOf = (figures: Figures | null | undefined, key: string): number =>
  numberOf(figures?.[key]) ?? 0;

/** A figure for the screen: whole numbers grouped, money and rates to 2 decimals. */
export function formatFigure(value: unknown, kind: MetricKind): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'number' ? String(value) : String(value);
  if (kind === 'money' || kind === 'percent') return formatDecimal(roundText(text, 2), 2);
  return formatDecimal(roundText(text, 0), 0);
}

/** A figure for the clipboard: no thousands separators, so a spreadsheet reads it as a number. */
export const copyFigure = (value: unknown, kind: MetricKind): string =>
  formatFigure(value, kind).replace(/,/g, '').replace('—', '');

/** A number's text in plain decimal notation (no exponent), rounded to `places`. */
function roundText(text: string, places: number): string {
  if (/^-?\d*(\.\d*)?$/.test(text)) return text;
  const n = Number(text);
  return Number.isFinite(n) ? n.toFixed(places) : text;
}

/** The change of a figure in percent (1 decimal, signed), or null when there is no base. */
export function figureChange(current: Figures, previous: Figures, key: string): number | null {
  return changePercent(numberOf(current[key]), numberOf(previous[key]));
}

export const formatChange = (change: number | null): string =>
  change === null ? '' : `${change > 0 ? '+' : ''}${change.toFixed(1)}%`;

/** Whether a metric adds up across groups (a count, quantity or money; not a rate). */
export const isAdditive = (metric: Metric): boolean => metric.kind !== 'percent';

/** Whether a change is good news (green), bad news (red) or neither, for this metric. */
export function changeTone(metric: Metric, change: number | null): 'good' | 'bad' | null {
  if (change === null || change === 0) return null;
  return change > 0 === !metric.lowerIsBetter ? 'good' : 'bad';
}
