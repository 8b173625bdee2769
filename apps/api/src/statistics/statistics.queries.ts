import type { Database } from '@packflow/db';
import { statistics } from '@packflow/domain';
import type { StatRowTable } from '@packflow/projections';
import { type Kysely, sql } from 'kysely';

/**
 * The statistics' two statements over a page's rows, each a range of its unique index read alone:
 * the whole (dim '') of both periods by day (month) and currency, for the totals and the series;
 * and one grouping's rows of both periods added up by key, currency and period.
 */

type Db = Kysely<Database>;

export interface WholeRow {
  period: string;
  currency: string;
  figures: Record<string, string>;
}

export interface GroupRow {
  key: string;
  currency: string;
  /** The row counts in the period asked for (else the previous one). */
  current: boolean;
  figures: Record<string, string>;
}

const sums = (figures: readonly string[]) =>
  sql.join(figures.map((f) => sql`sum(${sql.ref(f)})::text as ${sql.ref(f)}`));

const figuresOf = (row: Record<string, unknown>, figures: readonly string[]): Record<string, string> =>
  Object.fromEntries(figures.map((f) => [f, String(row[f] ?? '0')]));

export async function wholeRows(
  db: Db,
  table: statistics.StatTable,
  rows: StatRowTable,
  from: string,
  to: string,
): Promise<WholeRow[]> {
  const figures = statistics.STAT_FIGURES[table];
  const found = await sql<Record<string, string>>`
    select period, currency, ${sums(figures)}
    from ${sql.id('rm', rows)}
    where dim = '' and period between ${from} and ${to}
    group by period, currency`.execute(db);
  return found.rows.map((r) => ({
    period: r.period!,
    currency: r.currency!,
    figures: figuresOf(r, figures),
  }));
}

export async function groupRows(
  db: Db,
  table: statistics.StatTable,
  rows: StatRowTable,
  dim: string,
  previousFrom: string,
  from: string,
  to: string,
): Promise<GroupRow[]> {
  const figures = statistics.STAT_FIGURES[table];
  const found = await sql<Record<string, string | boolean>>`
    select key, currency, period >= ${from} as current, ${sums(figures)}
    from ${sql.id('rm', rows)}
    where dim = ${dim} and period between ${previousFrom} and ${to}
    group by 1, 2, 3`.execute(db);
  return found.rows.map((r) => ({
    key: String(r.key),
    currency: String(r.currency),
    current: r.current === true || r.current === 't',
    figures: figuresOf(r, figures),
  }));
}

/** The names of the groups' keys: staff (salesmen, inspectors), customers, machines; else the key. */
export async function labelsOf(db: Db, group: string, keys: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(keys.filter((k) => k !== ''))];
  if (!wanted.length) return new Map();
  const rm = db.withSchema('rm');
  if (group === 'salesman' || group === 'inspector') {
    const found = await rm
      .selectFrom('accounts')
      .select(['id', 'nickname'])
      .where('id', 'in', wanted)
      .execute();
    return new Map(found.map((a) => [a.id, a.nickname]));
  }
  if (group === 'customer') {
    const found = await rm.selectFrom('customers').select(['id', 'name']).where('id', 'in', wanted).execute();
    return new Map(found.map((c) => [c.id, c.name]));
  }
  if (group === 'machine') {
    const found = await rm.selectFrom('machines').select(['id', 'name']).where('id', 'in', wanted).execute();
    return new Map(found.map((m) => [m.id, m.name]));
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
