import type {
  FinanceFigures,
  LogisticsFigures,
  OrderFigures,
  ProductFigures,
  QualityFigures,
  StatisticsFiguresByPage,
  StatisticsPage,
} from '@packflow/contracts';
import { statistics } from '@packflow/domain';
import Decimal from 'decimal.js';

/**
 * A page's figures from the sums of its rows: counts and quantities over every currency, money in
 * the page's currency only, to 2 decimals; percentages to 2 decimals ("0.00" when nothing).
 */

/** Sums of one group (or day) by currency: currency -> figure -> sum. */
export type Sums = Map<string, Record<string, Decimal>>;

export const addSums = (into: Sums, currency: string, figures: Record<string, string | Decimal>): void => {
  const before = into.get(currency);
  const next: Record<string, Decimal> = {};
  for (const [f, v] of Object.entries(figures)) next[f] = (before?.[f] ?? new Decimal(0)).plus(v);
  into.set(currency, { ...before, ...next });
};

export const tableOf = (page: StatisticsPage): statistics.StatTable =>
  page === 'day-order' || page === 'month-order' ? 'orders' : page;

const percent = (part: Decimal, whole: Decimal): string =>
  whole.isZero() ? '0.00' : part.times(100).dividedBy(whole).toFixed(2);

/** The figures of a page from sums; `receivables` for Finance (null where it has no meaning). */
export function figuresOf<P extends StatisticsPage>(
  page: P,
  sums: Sums,
  currency: string,
  receivables: string | null = null,
): StatisticsFiguresByPage[P] {
  const all = (f: string) => [...sums.values()].reduce((s, r) => s.plus(r[f] ?? 0), new Decimal(0));
  const mine = (f: string) => sums.get(currency)?.[f] ?? new Decimal(0);
  const count = (f: string) => all(f).toNumber();
  const money = (f: string) => mine(f).toFixed(2);
  switch (tableOf(page)) {
    case 'orders':
      return {
        created: count('created'),
        createdQuantity: count('created_quantity'),
        signed: count('signed'),
        signedAmount: money('signed_amount'),
        canceled: count('canceled'),
        canceledAmount: money('canceled_amount'),
      } satisfies OrderFigures as StatisticsFiguresByPage[P];
    case 'finance':
      return {
        collections: money('collections'),
        collectionCount: count('collection_count'),
        reversals: money('reversals'),
        refunds: money('refunds'),
        refundCount: count('refund_count'),
        net: mine('collections').minus(mine('reversals')).minus(mine('refunds')).toFixed(2),
        receivables,
      } satisfies FinanceFigures as StatisticsFiguresByPage[P];
    case 'product':
      return {
        output: count('output'),
        waste: count('waste'),
        wastePercent: percent(all('waste'), all('waste').plus(all('output'))),
        entries: count('entries'),
      } satisfies ProductFigures as StatisticsFiguresByPage[P];
    case 'quality':
      return {
        inspections: count('inspections'),
        passed: count('passed'),
        failed: count('failed'),
        passRate: percent(all('passed'), all('inspections')),
        defects: count('defects'),
      } satisfies QualityFigures as StatisticsFiguresByPage[P];
    case 'logistics':
      return {
        shipments: count('shipments'),
        quantity: count('quantity'),
        freight: money('freight'),
        onTime: count('on_time'),
        onTimePercent: percent(all('on_time'), all('shipments')),
      } satisfies LogisticsFigures as StatisticsFiguresByPage[P];
  }
}
