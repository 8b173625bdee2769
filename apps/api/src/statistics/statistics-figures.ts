import type { StatisticsFiguresByPage, StatisticsPage } from '@packflow/contracts';
import type { statistics } from '@packflow/domain';
import { type RawBuilder, sql } from 'kysely';

/**
 * Each page's figures as SQL over its rows, so a page with thousands of groups costs the database
 * one pass and the server no arithmetic: counts and quantities over every currency, money in the
 * page's currency only to 2 decimals, percentages to 2 decimals ("0.00" when nothing).
 */

export const tableOf = (page: StatisticsPage): statistics.StatTable =>
  page === 'day-order' || page === 'month-order' ? 'orders' : page;

/** How a figure reads back: a number (count, quantity) or 2-decimal text (money, %). */
type Kind = 'number' | 'text';

/** `sum(column)` over the rows of one period (and one currency for money). */
interface Scope {
  /** The rows of the period (and no currency test). */
  all: RawBuilder<boolean>;
  /** The rows of the period in the page's currency. */
  mine: RawBuilder<boolean>;
}

type Figure = { name: string; kind: Kind; sql: (s: Scope) => RawBuilder<unknown> };

const total = (column: string, where: RawBuilder<boolean>) =>
  sql`coalesce(sum(${sql.ref(column)}) filter (where ${where}), 0)`;
const count = (name: string, column: string): Figure => ({
  name,
  kind: 'number',
  sql: (s) => total(column, s.all),
});
const money = (name: string, column: string): Figure => ({
  name,
  kind: 'text',
  sql: (s) => sql`round(${total(column, s.mine)}, 2)`,
});
const percent = (name: string, part: RawBuilder<unknown>, whole: RawBuilder<unknown>): Figure => ({
  name,
  kind: 'text',
  sql: () => sql`round(coalesce(100 * ${part} / nullif(${whole}, 0), 0), 2)`,
});
/** A percent of two sums over the period's rows (every currency). */
const share = (name: string, part: string, whole: string[]): Figure => ({
  name,
  kind: 'text',
  sql: (s) =>
    percent(
      name,
      total(part, s.all),
      sql.join(
        whole.map((w) => total(w, s.all)),
        sql` + `,
      ),
    ).sql(s),
});

export const PAGE_FIGURES: Record<statistics.StatTable, Figure[]> = {
  orders: [
    count('created', 'created'),
    count('createdQuantity', 'created_quantity'),
    count('signed', 'signed'),
    money('signedAmount', 'signed_amount'),
    count('canceled', 'canceled'),
    money('canceledAmount', 'canceled_amount'),
  ],
  finance: [
    money('collections', 'collections'),
    count('collectionCount', 'collection_count'),
    money('reversals', 'reversals'),
    money('refunds', 'refunds'),
    count('refundCount', 'refund_count'),
    {
      name: 'net',
      kind: 'text',
      sql: (s) =>
        sql`round(${total('collections', s.mine)} - ${total('reversals', s.mine)} - ${total('refunds', s.mine)}, 2)`,
    },
  ],
  product: [
    count('output', 'output'),
    count('waste', 'waste'),
    share('wastePercent', 'waste', ['waste', 'output']),
    count('entries', 'entries'),
  ],
  quality: [
    count('inspections', 'inspections'),
    count('passed', 'passed'),
    count('failed', 'failed'),
    share('passRate', 'passed', ['inspections']),
    count('defects', 'defects'),
  ],
  logistics: [
    count('shipments', 'shipments'),
    count('quantity', 'quantity'),
    money('freight', 'freight'),
    count('onTime', 'on_time'),
    share('onTimePercent', 'on_time', ['shipments']),
  ],
};

/** The select list of both periods' figures: `c_<figure>` this period, `p_<figure>` the previous. */
export function figureColumns(
  table: statistics.StatTable,
  from: string,
  currency: string,
): RawBuilder<unknown> {
  const current = sql<boolean>`period >= ${from}`;
  const previous = sql<boolean>`period < ${from}`;
  const scope = (inPeriod: RawBuilder<boolean>): Scope => ({
    all: inPeriod,
    mine: sql<boolean>`${inPeriod} and currency = ${currency}`,
  });
  return sql.join(
    PAGE_FIGURES[table].flatMap((f) => [
      sql`(${f.sql(scope(current))})::text as ${sql.ref(`c_${f.name}`)}`,
      sql`(${f.sql(scope(previous))})::text as ${sql.ref(`p_${f.name}`)}`,
    ]),
  );
}

/** One figure of this period alone, as figureColumns computes it (the groups' order). */
export function currentFigure(
  table: statistics.StatTable,
  name: string,
  from: string,
  currency: string,
): RawBuilder<unknown> {
  const figure = PAGE_FIGURES[table].find((f) => f.name === name)!;
  const inPeriod = sql<boolean>`period >= ${from}`;
  return figure.sql({ all: inPeriod, mine: sql<boolean>`${inPeriod} and currency = ${currency}` });
}

/** One period's figures from a row of figureColumns ('c' this period, 'p' the previous). */
export function figuresOf<P extends StatisticsPage>(
  page: P,
  row: Record<string, unknown>,
  which: 'c' | 'p',
  receivables: string | null = null,
): StatisticsFiguresByPage[P] {
  const out: Record<string, string | number | null> = {};
  for (const f of PAGE_FIGURES[tableOf(page)]) {
    const v = row[`${which}_${f.name}`];
    out[f.name] = f.kind === 'number' ? Number(v ?? 0) : String(v ?? '0.00');
  }
  if (page === 'finance') out.receivables = receivables;
  return out as unknown as StatisticsFiguresByPage[P];
}
