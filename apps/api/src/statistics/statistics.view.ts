import {
  STATISTICS_GROUPS,
  STATISTICS_MAIN_FIGURE,
  type StatisticsCurrency,
  type StatisticsGroupRow,
  type StatisticsPage,
  type StatisticsView,
} from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { STAT_ROW_TABLES } from '@packflow/projections';
import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import { receivables } from '../reports/receivables.queries';
import { type Sums, addSums, figuresOf, tableOf } from './statistics-figures';
import { periodsOf } from './statistics-periods';
import { areasOf, groupRows, labelsOf, wholeRows } from './statistics.queries';

/**
 * A statistics page: the period and the previous one, the series (one point per day or month,
 * zeros included) and the groups of the grouping asked for, each with both periods' figures.
 * Finance adds the receivables open at the end of each period, as /FinanceTable answers them.
 */

export interface StatisticsRequest {
  from?: string | undefined;
  to?: string | undefined;
  groupBy?: string | undefined;
  currency?: StatisticsCurrency | undefined;
}

const PAGES_WITH_MONEY: readonly StatisticsPage[] = ['day-order', 'month-order', 'finance', 'logistics'];

/** Open receivables at the end of a day: the whole, and by salesman, customer or area. */
async function openReceivables(
  db: Kysely<Database>,
  asOf: string,
  currency: StatisticsCurrency,
  groupBy: string,
): Promise<{ total: string; byKey: Map<string, string> | null }> {
  const found = await receivables(
    db,
    { asOf, currency },
    groupBy === 'customer' ? null : { page: 1, size: 1, offset: 0 },
  );
  const byKey = new Map<string, Decimal>();
  if (groupBy === 'salesman') for (const o of found.owners) byKey.set(o.ownerId, new Decimal(o.total));
  else if (groupBy === 'customer')
    for (const c of found.customers)
      byKey.set(c.customerId, new Decimal(c.total).plus(byKey.get(c.customerId) ?? 0));
  else if (groupBy === 'area') {
    const areas = await areasOf(
      db,
      found.owners.map((o) => o.ownerId),
    );
    for (const o of found.owners) {
      const area = areas.get(o.ownerId) ?? '';
      byKey.set(area, new Decimal(o.total).plus(byKey.get(area) ?? 0));
    }
  }
  return {
    total: found.totals.total,
    byKey: groupBy === 'method' ? null : new Map([...byKey].map(([k, v]) => [k, v.toFixed(2)])),
  };
}

export async function statisticsView<P extends StatisticsPage>(
  db: Kysely<Database>,
  page: P,
  q: StatisticsRequest,
  today?: string,
): Promise<StatisticsView<P>> {
  const table = tableOf(page);
  const periods = periodsOf(page, q, today);
  const rows = periods.monthly ? STAT_ROW_TABLES.orders.months! : STAT_ROW_TABLES[table].days;
  const groupBy = (q.groupBy ?? STATISTICS_GROUPS[page][0]) as StatisticsView<P>['groupBy'];
  const currency = q.currency ?? 'CNY';
  const { period, previousPeriod } = periods;

  const [whole, groups] = await Promise.all([
    wholeRows(db, table, rows, previousPeriod.from, period.to),
    groupRows(db, table, rows, groupBy, previousPeriod.from, period.from, period.to),
  ]);

  const byPoint = new Map<string, Sums>();
  const current: Sums = new Map();
  const previous: Sums = new Map();
  for (const r of whole) {
    const isCurrent = r.period >= period.from;
    addSums(isCurrent ? current : previous, r.currency, r.figures);
    if (isCurrent) {
      const point = byPoint.get(r.period) ?? new Map();
      addSums(point, r.currency, r.figures);
      byPoint.set(r.period, point);
    }
  }

  const keyed = new Map<string, { current: Sums; previous: Sums }>();
  for (const g of groups) {
    const entry = keyed.get(g.key) ?? { current: new Map(), previous: new Map() };
    addSums(g.current ? entry.current : entry.previous, g.currency, g.figures);
    keyed.set(g.key, entry);
  }

  const open =
    page === 'finance'
      ? await Promise.all([
          openReceivables(db, period.to, currency, groupBy),
          openReceivables(db, previousPeriod.to, currency, groupBy),
        ])
      : null;
  const labels = await labelsOf(db, groupBy, [...keyed.keys()]);
  const main = STATISTICS_MAIN_FIGURE[page];
  const rowsOut: StatisticsGroupRow<StatisticsView<P>['totals']>[] = [...keyed].map(([key, s]) => ({
    key,
    label: labels.get(key) ?? key,
    current: figuresOf(
      page,
      s.current,
      currency,
      open ? (open[0].byKey?.get(key) ?? (open[0].byKey ? '0.00' : null)) : null,
    ),
    previous: figuresOf(
      page,
      s.previous,
      currency,
      open ? (open[1].byKey?.get(key) ?? (open[1].byKey ? '0.00' : null)) : null,
    ),
  }));
  const mainOf = (f: StatisticsView<P>['totals']) =>
    new Decimal((f as unknown as Record<string, string | number>)[main] ?? 0);
  rowsOut.sort(
    (a, b) => mainOf(b.current).comparedTo(mainOf(a.current)) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );

  return {
    page,
    groupBy,
    currency: PAGES_WITH_MONEY.includes(page) ? currency : null,
    period,
    previousPeriod,
    totals: figuresOf(page, current, currency, open ? open[0].total : null),
    previousTotals: figuresOf(page, previous, currency, open ? open[1].total : null),
    series: periods.points.map((key) => ({
      ...figuresOf(page, byPoint.get(key) ?? new Map(), currency),
      key,
    })),
    groups: rowsOut,
  };
}
