import type { Database } from '@packflow/db';
import { statistics } from '@packflow/domain';
import { type ColumnType, type Kysely, sql } from 'kysely';

/**
 * The statistics' read models (month-end.md, "Statistics and rank"): one table of day rows per
 * page (orders also by month, for MonthOrder), figures added up by period, grouping (`dim`, '' for
 * the whole), key and currency, so a page sums a few rows per day and never scans the orders; and
 * beside each, the facts its projector remembers between events (statistics.StatFact, as JSON).
 */

/** numeric columns come back as text. */
type Num = ColumnType<string, string, string>;

interface StatBase {
  /** yyyy-mm-dd (Asia/Shanghai); yyyy-mm in stat_order_months. */
  period: string;
  /** '' the whole, else the grouping (salesman, area, customer …). */
  dim: string;
  key: string;
  /** '' where the table has no money. */
  currency: string;
}

export type StatOrderTableRow = StatBase & Record<statistics.StatFigure<'orders'>, Num>;
export type StatFinanceTableRow = StatBase & Record<statistics.StatFigure<'finance'>, Num>;
export type StatProductTableRow = StatBase & Record<statistics.StatFigure<'product'>, Num>;
export type StatQualityTableRow = StatBase & Record<statistics.StatFigure<'quality'>, Num>;
export type StatLogisticsTableRow = StatBase & Record<statistics.StatFigure<'logistics'>, Num>;

export interface StatFactTableRow {
  key: string;
  /** statistics.StatFact['kind']: the salesmen's areas are read together. */
  kind: string;
  /** The fact as JSON text. */
  fact: string;
}

declare module '@packflow/db' {
  interface ReadModelTables {
    stat_order_days: StatOrderTableRow;
    stat_order_months: StatOrderTableRow;
    stat_order_facts: StatFactTableRow;
    stat_finance_days: StatFinanceTableRow;
    stat_finance_facts: StatFactTableRow;
    stat_product_days: StatProductTableRow;
    stat_product_facts: StatFactTableRow;
    stat_quality_days: StatQualityTableRow;
    stat_quality_facts: StatFactTableRow;
    stat_logistics_days: StatLogisticsTableRow;
    stat_logistics_facts: StatFactTableRow;
  }
}

export type StatRowTable =
  | 'stat_order_days'
  | 'stat_order_months'
  | 'stat_finance_days'
  | 'stat_product_days'
  | 'stat_quality_days'
  | 'stat_logistics_days';
export type StatFactTable =
  | 'stat_order_facts'
  | 'stat_finance_facts'
  | 'stat_product_facts'
  | 'stat_quality_facts'
  | 'stat_logistics_facts';

/**
 * A table of rows: the unique index its upserts add into, which is also the pages' index: a
 * grouping's rows of a period, figures included, read from the index alone.
 */
export async function createStatRowTable(
  db: Kysely<Database>,
  schema: string,
  table: StatRowTable,
  figures: readonly string[],
): Promise<void> {
  let t = db.schema
    .withSchema(schema)
    .createTable(table)
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('dim', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull());
  for (const f of figures) t = t.addColumn(f, 'numeric', (c) => c.notNull());
  await t.execute();
  await sql`CREATE UNIQUE INDEX ${sql.id(`${table}_key`)} ON ${sql.id(schema, table)}
    (dim, period, key, currency) INCLUDE (${sql.join(figures.map((f) => sql.id(f)))})`.execute(db);
  // The first groups' figures: a few keys of a grouping over the window, read by key.
  await sql`CREATE UNIQUE INDEX ${sql.id(`${table}_group`)} ON ${sql.id(schema, table)}
    (dim, key, period, currency) INCLUDE (${sql.join(figures.map((f) => sql.id(f)))})`.execute(db);
}

export async function createStatFactTable(
  db: Kysely<Database>,
  schema: string,
  table: StatFactTable,
): Promise<void> {
  await db.schema
    .withSchema(schema)
    .createTable(table)
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('fact', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX ${sql.id(`${table}_staff`)} ON ${sql.id(schema, table)} (kind) WHERE kind = 'staff'`.execute(
    db,
  );
}
