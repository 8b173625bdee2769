import {
  AGEING_BUCKETS,
  type AgeingBucket,
  type AgeingFigures,
  type ReportCurrency,
  type ReportEventLine,
} from '@packflow/contracts';
import Decimal from 'decimal.js';
import { type RawBuilder, sql } from 'kysely';
import type { Paging } from '../http/paging';
import { type Db, type EventRow, eventLine, money } from './report-rows';

/**
 * Receivables as of a day with ageing buckets, in SQL over rm.receivable_flows (a signing adds its
 * amount on its sign day, cancels and money applied to the order take it off on their own day;
 * money not applicable to any order yet waits as an advance), and the events behind each figure.
 */

const escaped = (text: string) => text.replace(/[%_\\]/g, '\\$&');

/** `D - sign_day` in days to its bucket, in SQL. */
const bucketOf = (asOf: string): RawBuilder<string> => sql<string>`case
  when ${asOf}::date - f.sign_day::date <= 30 then 'd0_30'
  when ${asOf}::date - f.sign_day::date <= 60 then 'd31_60'
  when ${asOf}::date - f.sign_day::date <= 90 then 'd61_90'
  when ${asOf}::date - f.sign_day::date <= 120 then 'd91_120'
  else 'over120' end`;

export interface ReceivableFilters {
  asOf: string;
  currency: ReportCurrency;
  ownerId?: string;
  keyword?: string;
}

/** The customer's name: its record's, else as its contracts named it. */
const customerName = (column: RawBuilder<string>) => sql<string>`coalesce(
  (select c.name from rm.customers c where c.id = ${column}),
  (select rf.customer_name from rm.receivable_flows rf where rf.customer_id = ${column} limit 1),
  ${column})`;

/** Flows owed as of the day, per customer, owner and bucket (the rows every receivables figure adds up). */
function owedByBucket(f: ReceivableFilters) {
  const owner = f.ownerId ? sql`and f.owner_id = ${f.ownerId}` : sql``;
  const keyword = f.keyword
    ? sql`and lower(${customerName(sql`f.customer_id`)}) like ${`%${escaped(f.keyword.toLowerCase())}%`}`
    : sql``;
  return sql`select f.customer_id, f.owner_id, ${bucketOf(f.asOf)} as bucket, sum(f.amount) as amount
    from rm.receivable_flows f
    where f.currency = ${f.currency} and f.event_day <= ${f.asOf}
      and f.sign_day is not null and f.sign_day <= ${f.asOf} ${owner} ${keyword}
    group by f.customer_id, f.owner_id, bucket`;
}

interface BucketRow {
  key: string;
  bucket: AgeingBucket;
  amount: string;
}

/** Bucket rows per key to figures: each bucket to 2 decimals, the total their exact sum. */
function figuresByKey(rows: readonly BucketRow[]): Map<string, AgeingFigures> {
  const byKey = new Map<string, Record<AgeingBucket, Decimal>>();
  for (const r of rows) {
    const b =
      byKey.get(r.key) ??
      (Object.fromEntries(AGEING_BUCKETS.map((k) => [k, new Decimal(0)])) as Record<AgeingBucket, Decimal>);
    b[r.bucket] = b[r.bucket].plus(r.amount);
    byKey.set(r.key, b);
  }
  return new Map(
    [...byKey].map(([key, b]) => [
      key,
      {
        buckets: Object.fromEntries(AGEING_BUCKETS.map((k) => [k, b[k].toFixed(2)])) as Record<
          AgeingBucket,
          string
        >,
        total: AGEING_BUCKETS.reduce((s, k) => s.plus(b[k]), new Decimal(0)).toFixed(2),
      },
    ]),
  );
}

const ZERO: AgeingFigures = {
  buckets: Object.fromEntries(AGEING_BUCKETS.map((k) => [k, '0.00'])) as Record<AgeingBucket, string>,
  total: '0.00',
};

export async function receivables(db: Db, f: ReceivableFilters, page: Paging | null) {
  const owed = owedByBucket(f);
  const [totals, owners, customers, count, advances] = await Promise.all([
    sql<BucketRow>`select '' as key, o.bucket, sum(o.amount)::text as amount from (${owed}) o group by o.bucket`.execute(
      db,
    ),
    sql<BucketRow>`select o.owner_id as key, o.bucket, sum(o.amount)::text as amount from (${owed}) o group by o.owner_id, o.bucket`.execute(
      db,
    ),
    // The page of customers, largest outstanding first, then each one's buckets.
    sql<{ customer_id: string; owner_id: string; total: string; name: string }>`
      select o.customer_id, o.owner_id, sum(o.amount)::text as total, ${customerName(sql`o.customer_id`)} as name
      from (${owed}) o group by o.customer_id, o.owner_id
      order by sum(o.amount) desc, o.customer_id, o.owner_id
      ${page ? sql`limit ${page.size} offset ${page.offset}` : sql``}`.execute(db),
    sql<{
      n: string;
    }>`select count(*)::text as n from (select 1 from (${owed}) o group by o.customer_id, o.owner_id) x`.execute(
      db,
    ),
    sql<{ amount: string | null }>`select (-sum(f.amount))::text as amount from rm.receivable_flows f
      where f.currency = ${f.currency} and f.event_day <= ${f.asOf}
        and (f.sign_day is null or f.sign_day > ${f.asOf})
        ${f.ownerId ? sql`and f.owner_id = ${f.ownerId}` : sql``}`.execute(db),
  ]);
  const pageRows = customers.rows;
  const keyOf = (customerId: string, ownerId: string) => JSON.stringify([customerId, ownerId]);
  const perCustomer = pageRows.length
    ? await sql<{ customer_id: string; owner_id: string; bucket: AgeingBucket; amount: string }>`
        select o.customer_id, o.owner_id, o.bucket, sum(o.amount)::text as amount
        from (${owed}) o
        where (o.customer_id, o.owner_id) in (${sql.join(pageRows.map((r) => sql`(${r.customer_id}, ${r.owner_id})`))})
        group by o.customer_id, o.owner_id, o.bucket`.execute(db)
    : { rows: [] };
  const customerFigures = figuresByKey(
    perCustomer.rows.map((r) => ({
      key: keyOf(r.customer_id, r.owner_id),
      bucket: r.bucket,
      amount: r.amount,
    })),
  );
  return {
    totals: figuresByKey(totals.rows).get('') ?? ZERO,
    owners: [...figuresByKey(owners.rows)].map(([ownerId, figures]) => ({ ownerId, ...figures })),
    customers: pageRows.map((r) => ({
      customerId: r.customer_id,
      customerName: r.name,
      ownerId: r.owner_id,
      ...(customerFigures.get(keyOf(r.customer_id, r.owner_id)) ?? ZERO),
    })),
    count: Number(count.rows[0]?.n ?? 0),
    advances: money(advances.rows[0]?.amount),
  };
}

/** The flows behind one customer's figure as of the day: one line per event. */
export async function receivableEvents(
  db: Db,
  customerId: string,
  asOf: string,
  currency: ReportCurrency,
): Promise<ReportEventLine[]> {
  const rows = await sql<
    EventRow & { event_day: string; name: string; bucket: AgeingBucket | null }
  >`select f.event_id, f.stream_id, f.position::text as position, f.event_type,
        f.event_day, f.amount::text as amount,
        ${customerName(sql`f.customer_id`)} as name, f.order_number, f.contract_number,
        case when f.sign_day is null or f.sign_day > ${asOf} then null else ${bucketOf(asOf)} end as bucket
      from rm.receivable_flows f
      where f.customer_id = ${customerId} and f.currency = ${currency} and f.event_day <= ${asOf}
      order by f.position, f.event_id`.execute(db);
  return rows.rows.map((r) => eventLine(r, r.event_day, r.name, r.bucket));
}

/** Whether the customer has any flow at all. */
export async function hasReceivables(db: Db, customerId: string): Promise<boolean> {
  const r = await sql<{
    n: string;
  }>`select count(*)::text as n from rm.receivable_flows where customer_id = ${customerId}`.execute(db);
  return Number(r.rows[0]?.n ?? 0) > 0;
}

/** What is owed on orders signed more than `days` days before the day (Finance's /Home tile). */
export async function overdue(db: Db, asOf: string, currency: ReportCurrency, days = 90): Promise<string> {
  const r = await sql<{
    amount: string | null;
  }>`select sum(f.amount)::text as amount from rm.receivable_flows f
    where f.currency = ${currency} and f.event_day <= ${asOf}
      and f.sign_day is not null and ${asOf}::date - f.sign_day::date > ${days}`.execute(db);
  return money(r.rows[0]?.amount);
}
