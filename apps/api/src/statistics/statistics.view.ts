import {
  STATISTICS_GROUPS,
  STATISTICS_MAX_GROUPS,
  type StatisticsCurrency,
  type StatisticsPage,
  type StatisticsView,
} from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { STAT_ROW_TABLES } from '@packflow/projections';
import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import { receivables } from '../reports/receivables.queries';
import { figuresOf, tableOf } from './statistics-figures';
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

/** Open receivables at the end of a day: the whole, and by salesman, customer or area (none by method). */
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
  if (groupBy === 'method') return { total: found.totals.total, byKey: null };
  const byKey = new Map<string, string>();
  const add = (key: string, amount: string) => {
    const before = byKey.get(key);
    byKey.set(key, before === undefined ? amount : new Decimal(before).plus(amount).toFixed(2));
  };
  if (groupBy === 'salesman') for (const o of found.owners) add(o.ownerId, o.total);
  else if (groupBy === 'customer') for (const c of found.customers) add(c.customerId, c.total);
  else if (groupBy === 'area') {
    const areas = await areasOf(
      db,
      found.owners.map((o) => o.ownerId),
    );
    for (const o of found.owners) add(areas.get(o.ownerId) ?? '', o.total);
  }
  return { total: found.totals.total, byKey };
}

export async function statisticsView<P extends StatisticsPage>(
  db: Kysely<Database>,
  page: P,
  q: StatisticsRequest,
  today?: string,
  /** Every group (the Excel export), not only the first STATISTICS_MAX_GROUPS. */
  allGroups = false,
): Promise<StatisticsView<P>> {
  const periods = periodsOf(page, q, today);
  const { period, previousPeriod } = periods;
  const groupBy = (q.groupBy ?? STATISTICS_GROUPS[page][0]) as StatisticsView<P>['groupBy'];
  const currency = q.currency ?? 'CNY';
  const window = {
    rows: periods.monthly ? STAT_ROW_TABLES.orders.months! : STAT_ROW_TABLES[tableOf(page)].days,
    previousFrom: previousPeriod.from,
    from: period.from,
    to: period.to,
    currency,
  };

  const [whole, groups, open] = await Promise.all([
    wholeRows(db, page, window),
    groupRows(db, page, window, groupBy, allGroups ? null : STATISTICS_MAX_GROUPS),
    page === 'finance'
      ? Promise.all([
          openReceivables(db, period.to, currency, groupBy),
          openReceivables(db, previousPeriod.to, currency, groupBy),
        ])
      : null,
  ]);
  const labels = await labelsOf(
    db,
    groupBy,
    groups.map((g) => String(g.key)),
  );

  const totals = whole.find((r) => r.period === null) ?? {};
  const points = new Map(whole.filter((r) => r.period !== null).map((r) => [String(r.period), r]));
  const receivablesOf = (which: 0 | 1, key: string): string | null => {
    const byKey = open?.[which].byKey;
    return byKey ? (byKey.get(key) ?? '0.00') : null;
  };

  return {
    page,
    groupBy,
    currency: PAGES_WITH_MONEY.includes(page) ? currency : null,
    period,
    previousPeriod,
    totals: figuresOf(page, totals, 'c', open ? open[0].total : null),
    previousTotals: figuresOf(page, totals, 'p', open ? open[1].total : null),
    series: periods.points.map((key) => ({ ...figuresOf(page, points.get(key) ?? {}, 'c'), key })),
    groupCount: Number(groups[0]?.group_count ?? 0),
    groups: groups.map((g) => {
      const key = String(g.key);
      return {
        key,
        label: labels.get(key) ?? key,
        current: figuresOf(page, g, 'c', receivablesOf(0, key)),
        previous: figuresOf(page, g, 'p', receivablesOf(1, key)),
      };
    }),
  };
}
