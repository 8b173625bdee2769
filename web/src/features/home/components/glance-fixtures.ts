import type { StatisticsPage, StatisticsView } from '@packflow/contracts';
import { GLANCE_DAYS, addDays } from './glance-model';

type Figures = Record<string, string | number>;

/**
 * A statistics answer of the glance's shape for tests: GLANCE_DAYS days up to `today`, every day
 * `zero` but yesterday's and today's as given (the totals and groups do not matter to the glance).
 */
export function glanceView(
  page: StatisticsPage,
  today: string,
  zero: Figures,
  yesterday: Figures,
  todays: Figures,
  currency: 'CNY' | 'USD' = 'CNY',
): StatisticsView {
  const from = addDays(today, -(GLANCE_DAYS - 1));
  const series = Array.from({ length: GLANCE_DAYS }, (_, i) => {
    const key = addDays(from, i);
    const figures = i === GLANCE_DAYS - 1 ? todays : i === GLANCE_DAYS - 2 ? yesterday : zero;
    return { key, ...zero, ...figures };
  });
  return {
    page,
    groupBy: 'salesman',
    currency: page === 'product' ? null : currency,
    period: { from, to: today },
    previousPeriod: { from: addDays(from, -GLANCE_DAYS), to: addDays(from, -1) },
    totals: zero,
    previousTotals: zero,
    series,
    groups: [],
  } as unknown as StatisticsView;
}

export const ORDER_ZERO = {
  created: 0,
  createdQuantity: 0,
  signed: 0,
  signedAmount: '0.00',
  canceled: 0,
  canceledAmount: '0.00',
};
export const FINANCE_ZERO = {
  collections: '0.00',
  collectionCount: 0,
  reversals: '0.00',
  refunds: '0.00',
  refundCount: 0,
  net: '0.00',
  receivables: null as unknown as string,
};
export const PRODUCT_ZERO = { output: 0, waste: 0, wastePercent: '0.00', entries: 0 };
