import { STATISTICS_MAIN_FIGURE, type StatisticsPage } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import type { StatRowTable } from '@packflow/projections';
import { type Kysely, sql } from 'kysely';
import { currentFigure, figureColumns, tableOf } from './statistics-figures';

/**
 * The statistics' statements over a page's rows, each a range of one of its indexes read alone:
 * the whole (dim '') of both periods by day (month) with the periods' totals; and one grouping's
 * rows of both periods added up by key, largest first by the page's main figure.
 */

type Db = Kysely<Database>;

export interface Window {
  rows: StatRowTable;
  previousFrom: string;
  from: string;
  to: string;
  currency: string;
}

/** The whole: one row per day (month) that has rows, and the totals (period null). */
export async function wholeRows(db: Db, page: StatisticsPage, w: Window): Promise<Record<string, unknown>[]> {
  const found = await sql<Record<string, unknown>>`
    select period, ${figureColumns(tableOf(page), w.from, w.currency)}
    from ${sql.id('rm', w.rows)}
    where dim = '' and period between ${w.previousFrom} and ${w.to}
    group by grouping sets ((period), ())`.execute(db);
  return found.rows;
}

/**
 * One grouping's groups, each with both periods' figures, the first `limit` of them (with the count
 * of all). With a limit, two steps: the groups ranked by the main figure alone (one sum per row,
 * the grouping's range of the day index), then every figure of the first `limit` only, read from
 * the key-leading index; without (the export), every group in one statement.
 */
export async function groupRows(
  db: Db,
  page: StatisticsPage,
  w: Window,
  dim: string,
  limit: number | null,
): Promise<Record<string, unknown>[]> {
  const table = tableOf(page);
  const rows = sql.id('rm', w.rows);
  const inWindow = sql`dim = ${dim} and period between ${w.previousFrom} and ${w.to}`;
  if (limit === null) {
    const main = sql.ref(`c_${STATISTICS_MAIN_FIGURE[page]}`);
    const found = await sql<Record<string, unknown>>`
      select *, count(*) over () as group_count from (
        select key, ${figureColumns(table, w.from, w.currency)}
        from ${rows} where ${inWindow} group by key
      ) g
      order by g.${main}::numeric desc, g.key`.execute(db);
    return found.rows;
  }
  const ranked = await sql<{ key: string; group_count: string }>`
    select key, count(*) over () as group_count from (
      select key, (${currentFigure(table, STATISTICS_MAIN_FIGURE[page], w.from, w.currency)})::numeric as main
      from ${rows} where ${inWindow} group by key
    ) g
    order by g.main desc, g.key
    limit ${limit}`.execute(db);
  if (!ranked.rows.length) return [];
  const keys = ranked.rows.map((r) => r.key);
  const found = await sql<Record<string, unknown>>`
    select key, ${figureColumns(table, w.from, w.currency)}
    from ${rows} where ${inWindow} and key = any(${keys}::text[])
    group by key`.execute(db);
  const byKey = new Map(found.rows.map((r) => [String(r.key), r]));
  return ranked.rows.map((r) => ({ ...byKey.get(r.key), key: r.key, group_count: r.group_count }));
}

/** The names of the groups' keys: staff (salesmen, inspectors), customers, machines; else the key. */
export async function labelsOf(db: Db, group: string, keys: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(keys.filter((k) => k !== ''))];
  if (!wanted.length) return new Map();
  // One array parameter, however many groups.
  const list = sql<boolean>`= any(${wanted}::text[])`;
  if (group === 'salesman' || group === 'inspector') {
    const found = await sql<{
      id: string;
      name: string;
    }>`select id, nickname as name from rm.accounts where id ${list}`.execute(db);
    return new Map(found.rows.map((a) => [a.id, a.name]));
  }
  if (group === 'customer') {
    const found = await sql<{
      id: string;
      name: string;
    }>`select id, name from rm.customers where id ${list}`.execute(db);
    return new Map(found.rows.map((c) => [c.id, c.name]));
  }
  if (group === 'machine') {
    const found = await sql<{
      id: string;
      name: string;
    }>`select id, name from rm.machines where id ${list}`.execute(db);
    return new Map(found.rows.map((m) => [m.id, m.name]));
  }
  return new Map();
}

/** The salesmen's areas now (receivables by area: what is open has no day of its own). */
export async function areasOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const found = await db
    .withSchema('rm')
    .selectFrom('accounts')
    .select(['id', 'areacode'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(found.map((a) => [a.id, a.areacode ?? '']));
}
