import {
  STATISTICS_GROUPS,
  STATISTICS_MAIN_FIGURE,
  STATISTICS_PATHS,
  STATISTICS_PAGES,
  type StatisticsPage,
  type StatisticsView,
} from '@packflow/contracts';
import type { Metric, StatModel } from './stat-model';

/** How one statistics page reads: its figures in table order, whether it is by month, whether it shows money. */
export interface StatPageConfig {
  page: StatisticsPage;
  path: string;
  /** The key of its title under statistics.titles. */
  title: 'dayOrder' | 'monthOrder' | 'finance' | 'product' | 'quality' | 'logistics';
  monthly: boolean;
  /** Money shows: a currency to choose. */
  money: boolean;
  groups: readonly string[];
  metrics: readonly Metric[];
  /** The figure the charts show first. */
  main: string;
}

const ORDER_METRICS: Metric[] = [
  { key: 'created', kind: 'count' },
  { key: 'createdQuantity', kind: 'quantity' },
  { key: 'signed', kind: 'count' },
  { key: 'signedAmount', kind: 'money' },
  { key: 'canceled', kind: 'count', lowerIsBetter: true },
  { key: 'canceledAmount', kind: 'money', lowerIsBetter: true },
];

const METRICS: Record<StatisticsPage, Metric[]> = {
  'day-order': ORDER_METRICS,
  'month-order': ORDER_METRICS,
  finance: [
    { key: 'collections', kind: 'money' },
    { key: 'collectionCount', kind: 'count' },
    { key: 'reversals', kind: 'money', lowerIsBetter: true },
    { key: 'refunds', kind: 'money', lowerIsBetter: true },
    { key: 'refundCount', kind: 'count', lowerIsBetter: true },
    { key: 'net', kind: 'money' },
    { key: 'receivables', kind: 'money', lowerIsBetter: true },
  ],
  product: [
    { key: 'output', kind: 'quantity' },
    { key: 'waste', kind: 'quantity', lowerIsBetter: true },
    { key: 'wastePercent', kind: 'percent', lowerIsBetter: true },
    { key: 'entries', kind: 'count' },
  ],
  quality: [
    { key: 'inspections', kind: 'count' },
    { key: 'passed', kind: 'count' },
    { key: 'failed', kind: 'count', lowerIsBetter: true },
    { key: 'passRate', kind: 'percent' },
    { key: 'defects', kind: 'count', lowerIsBetter: true },
  ],
  logistics: [
    { key: 'shipments', kind: 'count' },
    { key: 'quantity', kind: 'quantity' },
    { key: 'freight', kind: 'money' },
    { key: 'onTime', kind: 'count' },
    { key: 'onTimePercent', kind: 'percent' },
  ],
};

const TITLES: Record<StatisticsPage, StatPageConfig['title']> = {
  'day-order': 'dayOrder',
  'month-order': 'monthOrder',
  finance: 'finance',
  product: 'product',
  quality: 'quality',
  logistics: 'logistics',
};

export const STAT_PAGES: readonly StatPageConfig[] = STATISTICS_PAGES.map((page) => ({
  page,
  path: STATISTICS_PATHS[page],
  title: TITLES[page],
  monthly: page === 'month-order',
  money: METRICS[page].some((m) => m.kind === 'money'),
  groups: STATISTICS_GROUPS[page],
  metrics: METRICS[page],
  main: STATISTICS_MAIN_FIGURE[page],
}));

/** The page of a console path (the first page for an unknown one). */
export const pageOfPath = (path: string): StatPageConfig =>
  STAT_PAGES.find((p) => p.path === path) ?? STAT_PAGES[0]!;

type Loose = StatModel['current'];

/**
 * A page's answer in the screen's shape. The answer's series is this period's only; the line
 * chart's previous period comes from the answer for the previous period (`before`, when it has
 * come), its points lined up by position: its first day (month) beside this period's first.
 */
export function toModel(view: StatisticsView, before?: StatisticsView): StatModel {
  return {
    from: view.period.from,
    to: view.period.to,
    previousFrom: view.previousPeriod.from,
    previousTo: view.previousPeriod.to,
    current: view.totals as unknown as Loose,
    previous: view.previousTotals as unknown as Loose,
    series: view.series.map((point, i) => {
      const earlier = before?.series[i];
      return {
        label: point.key,
        current: point as unknown as Loose,
        previousLabel: earlier?.key ?? null,
        previous: earlier ? (earlier as unknown as Loose) : null,
      };
    }),
    groupCount: view.groupCount ?? view.groups.length,
    groups: view.groups.map((row) => ({
      key: row.key,
      label: row.label,
      current: row.current as unknown as Loose,
      previous: row.previous as unknown as Loose,
    })),
  };
}
