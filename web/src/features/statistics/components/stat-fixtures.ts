import type { StatisticsView } from '@packflow/contracts';

const orders = (
  created: number,
  createdQuantity: number,
  signed: number,
  signedAmount: string,
  canceled = 0,
  canceledAmount = '0.00',
) => ({ created, createdQuantity, signed, signedAmount, canceled, canceledAmount });

/** A daily orders answer for 1–3 November, grouped by salesman, in yuan. */
export const dayOrderView = (
  period = { from: '2026-11-01', to: '2026-11-03' },
): StatisticsView<'day-order'> => ({
  page: 'day-order',
  groupBy: 'salesman',
  currency: 'CNY',
  period,
  previousPeriod: { from: '2026-10-29', to: '2026-10-31' },
  totals: orders(5, 12000, 4, '1234.5', 1, '100.25'),
  previousTotals: orders(4, 10000, 2, '1000', 0, '0.00'),
  series: [
    { key: period.from, ...orders(2, 5000, 1, '234.5') },
    { key: '2026-11-02', ...orders(0, 0, 0, '0.00') },
    { key: period.to, ...orders(3, 7000, 3, '1000', 1, '100.25') },
  ],
  groupCount: 2,
  groups: [
    {
      key: 's1',
      label: 'Sam Sales',
      current: orders(3, 8000, 3, '1000.00', 1, '100.25'),
      previous: orders(2, 6000, 1, '800.00'),
    },
    {
      key: 's2',
      label: 'Tina Trade',
      current: orders(2, 4000, 1, '234.50'),
      previous: orders(2, 4000, 1, '200.00'),
    },
  ],
});

/** The previous period's answer (its series feeds the line chart's second line). */
export const previousDayOrderView = (): StatisticsView<'day-order'> => ({
  ...dayOrderView({ from: '2026-10-29', to: '2026-10-31' }),
  previousPeriod: { from: '2026-10-26', to: '2026-10-28' },
});

/** Production over the same days by stage: no money, a rate. */
export const productView = (): StatisticsView<'product'> => ({
  page: 'product',
  groupBy: 'stage',
  currency: null,
  period: { from: '2026-11-01', to: '2026-11-03' },
  previousPeriod: { from: '2026-10-29', to: '2026-10-31' },
  totals: { output: 9000, waste: 1000, wastePercent: '10.00', entries: 7 },
  previousTotals: { output: 9000, waste: 500, wastePercent: '5.26', entries: 6 },
  series: [
    { key: '2026-11-01', output: 9000, waste: 1000, wastePercent: '10.00', entries: 7 },
    { key: '2026-11-02', output: 0, waste: 0, wastePercent: '0.00', entries: 0 },
    { key: '2026-11-03', output: 0, waste: 0, wastePercent: '0.00', entries: 0 },
  ],
  groupCount: 140,
  groups: [
    {
      key: 'printing',
      label: 'printing',
      current: { output: 9000, waste: 1000, wastePercent: '10.00', entries: 7 },
      previous: { output: 9000, waste: 500, wastePercent: '5.26', entries: 6 },
    },
  ],
});

const money = (collections: string, receivables: string | null) => ({
  collections,
  collectionCount: 1,
  reversals: '0.00',
  refunds: '0.00',
  refundCount: 0,
  net: collections,
  receivables,
});

/** Finance by method: receivables is a figure of the period's end, by no method and on no day. */
export const financeView = (): StatisticsView<'finance'> => ({
  page: 'finance',
  groupBy: 'method',
  currency: 'CNY',
  period: { from: '2026-11-01', to: '2026-11-02' },
  previousPeriod: { from: '2026-10-30', to: '2026-10-31' },
  totals: money('700.00', '300.00'),
  previousTotals: money('0.00', '1000.00'),
  series: [
    { key: '2026-11-01', ...money('700.00', null) },
    { key: '2026-11-02', ...money('0.00', null) },
  ],
  groupCount: 1,
  groups: [{ key: 'bank', label: 'bank', current: money('700.00', null), previous: money('0.00', null) }],
});
