import { AGEING_BUCKETS, type AgeingBucket } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import Decimal from 'decimal.js';
import { type Kysely, sql } from 'kysely';

/**
 * Receivables as of a day from receivable_flows, in SQL (ageing.ageingOf is the reference it is
 * tested against): the flows dated up to the day; those of orders signed by then, bucketed by the
 * days since signing; the others (advances, or orders signed later) are money received ahead.
 */
export interface AgeingFilter {
  asOf: string;
  currency?: string;
  ownerId?: string;
  customerId?: string;
}

export interface AgeingRow {
  /** The group's key (owner or customer id), or null for the whole. */
  key: string | null;
  buckets: Record<AgeingBucket, string>;
  total: string;
  advances: string;
}

const BUCKET_SQL: Record<AgeingBucket, [number, number]> = {
  d0_30: [0, 30],
  d31_60: [31, 60],
  d61_90: [61, 90],
  d91_120: [91, 120],
  over120: [121, 1_000_000],
};

/** The ageing of the flows matching the filter, grouped by owner or customer (or not at all). */
export async function ageingRows(
  db: Kysely<Database>,
  filter: AgeingFilter,
  groupBy: 'owner_id' | 'customer_id' | null = null,
): Promise<AgeingRow[]> {
  const asOf = sql`${filter.asOf}::date`;
  const age = sql`(${asOf} - f.sign_day::date)`;
  const owed = sql`f.sign_day IS NOT NULL AND f.sign_day <= ${filter.asOf}`;
  const key = groupBy ? sql.ref(`f.${groupBy}`) : sql`NULL::text`;
  const where = [sql`f.event_day <= ${filter.asOf}`];
  if (filter.currency) where.push(sql`f.currency = ${filter.currency}`);
  if (filter.ownerId) where.push(sql`f.owner_id = ${filter.ownerId}`);
  if (filter.customerId) where.push(sql`f.customer_id = ${filter.customerId}`);
  const buckets = AGEING_BUCKETS.map(
    (b) =>
      sql`COALESCE(SUM(f.amount) FILTER (WHERE ${owed} AND ${age} BETWEEN ${BUCKET_SQL[b][0]} AND ${BUCKET_SQL[b][1]}), 0)::text AS ${sql.ref(b)}`,
  );
  const result = await sql<Record<string, string | null>>`
    SELECT ${key} AS key, ${sql.join(buckets)},
      COALESCE(-SUM(f.amount) FILTER (WHERE NOT (${owed})), 0)::text AS advances
    FROM rm.receivable_flows f
    WHERE ${sql.join(where, sql` AND `)}
    ${groupBy ? sql`GROUP BY ${key} ORDER BY ${key}` : sql``}`.execute(db);
  return result.rows.map((r) => {
    const figures = Object.fromEntries(
      AGEING_BUCKETS.map((b) => [b, new Decimal(r[b] ?? 0).toFixed(2)]),
    ) as Record<AgeingBucket, string>;
    return {
      key: r.key ?? null,
      buckets: figures,
      total: AGEING_BUCKETS.reduce((s, b) => s.plus(figures[b]), new Decimal(0)).toFixed(2),
      advances: new Decimal(r.advances ?? 0).toFixed(2),
    };
  });
}
