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

/** `D - sign_day` in days to its bucket, over receivable_spans (sign_day a date). */
const spanBucketOf = (asOf: string): RawBuilder<string> => sql<string>`case
  when ${asOf}::date - sp.sign_day <= 30 then 'd0_30'
  when ${asOf}::date - sp.sign_day <= 60 then 'd31_60'
  when ${asOf}::date - sp.sign_day <= 90 then 'd61_90'
  when ${asOf}::date - sp.sign_day <= 120 then 'd91_120'
  else 'over120' end`;

const zeroBuckets = () =>
  Object.fromEntries(AGEING_BUCKETS.map((k) => [k, new Decimal(0)])) as Record<AgeingBucket, Decimal>;

/** Buckets to figures: each bucket to 2 decimals, the total their exact sum. */
const figuresOf = (b: Record<AgeingBucket, Decimal>): AgeingFigures => ({
  buckets: Object.fromEntries(AGEING_BUCKETS.map((k) => [k, b[k].toFixed(2)])) as Record<
    AgeingBucket,
    string
  >,
  total: AGEING_BUCKETS.reduce((s, k) => s.plus(b[k]), new Decimal(0)).toFixed(2),
});

interface ReportRow {
  kind: 'total' | 'owner' | 'page' | 'cell' | 'count' | 'advances';
  customer_id: string | null;
  owner_id: string | null;
  bucket: AgeingBucket | null;
  amount: string | null;
  name: string | null;
  rank: string | null;
}

/**
 * The report in one statement over what is open on the day (receivable_spans): what each customer
 * owes per bucket, read once, then added up for the totals, the salesmen and the page; the parties
 * (customers and owners with an order counting by the day, even owing nothing) for the page and
 * the count; and the money received ahead.
 */
export async function receivables(db: Db, f: ReceivableFilters, page: Paging | null) {
  const owner = f.ownerId ? sql`and sp.owner_id = ${f.ownerId}` : sql``;
  const keyword = f.keyword
    ? sql`and lower(${customerName(sql`p.customer_id`)}) like ${`%${escaped(f.keyword.toLowerCase())}%`}`
    : sql``;
  const named = f.keyword
    ? sql`and (sp.customer_id, sp.owner_id) in (select p.customer_id, p.owner_id from p)`
    : sql``;
  const covers = sql`sp.currency = ${f.currency} and sp.days @> ${f.asOf}::date`;
  const found = await sql<ReportRow>`
    with p as materialized (
      select p.customer_id, p.owner_id from rm.receivable_parties p
      where p.currency = ${f.currency} and p.first_day <= ${f.asOf}::date
        ${f.ownerId ? sql`and p.owner_id = ${f.ownerId}` : sql``} ${keyword}),
    s as materialized (
      select sp.customer_id, sp.owner_id, ${spanBucketOf(f.asOf)} as bucket, sum(sp.amount) as amount
      from rm.receivable_spans sp
      where not sp.advance and ${covers} ${owner} ${named}
      group by 1, 2, 3),
    t as (
      select p.customer_id, p.owner_id, coalesce(o.total, 0) as total
      from p left join (select customer_id, owner_id, sum(amount) as total from s group by 1, 2) o
        on o.customer_id = p.customer_id and o.owner_id = p.owner_id),
    pg as materialized (
      select t.customer_id, t.owner_id, t.total,
        row_number() over (order by t.total desc, t.customer_id, t.owner_id) as rank
      from t order by t.total desc, t.customer_id, t.owner_id
      ${page ? sql`limit ${page.size} offset ${page.offset}` : sql``})
    select 'total' as kind, null as customer_id, null as owner_id, s.bucket, sum(s.amount)::text as amount,
      null as name, null as rank
      from s group by s.bucket
    union all
    select 'owner', null, s.owner_id, s.bucket, sum(s.amount)::text, null, null from s group by s.owner_id, s.bucket
    union all
    select 'owner', null, p.owner_id, null, null, null, null from p group by p.owner_id
    union all
    select 'count', null, null, null, count(*)::text, null, null from p
    union all
    select 'page', pg.customer_id, pg.owner_id, null, pg.total::text, ${customerName(sql`pg.customer_id`)},
      pg.rank::text from pg
    union all
    select 'cell', s.customer_id, s.owner_id, s.bucket, s.amount::text, null, null
      from s join pg on pg.customer_id = s.customer_id and pg.owner_id = s.owner_id
    union all
    select 'advances', null, null, null, (-sum(sp.amount))::text, null, null
      from rm.receivable_spans sp where sp.advance and ${covers} ${owner}`.execute(db);

  const totals = zeroBuckets();
  const owners = new Map<string, Record<AgeingBucket, Decimal>>();
  const cells = new Map<string, Record<AgeingBucket, Decimal>>();
  const keyOf = (customerId: string, ownerId: string) => JSON.stringify([customerId, ownerId]);
  const pageRows: { customerId: string; ownerId: string; name: string; rank: number }[] = [];
  let count = 0;
  let advances: string | null = null;
  for (const r of found.rows) {
    if (r.kind === 'total' && r.bucket) totals[r.bucket] = totals[r.bucket].plus(r.amount ?? 0);
    else if (r.kind === 'owner' && r.owner_id !== null) {
      const b = owners.get(r.owner_id) ?? zeroBuckets();
      if (r.bucket) b[r.bucket] = b[r.bucket].plus(r.amount ?? 0);
      owners.set(r.owner_id, b);
    } else if (r.kind === 'cell' && r.customer_id !== null && r.owner_id !== null && r.bucket) {
      const key = keyOf(r.customer_id, r.owner_id);
      const b = cells.get(key) ?? zeroBuckets();
      b[r.bucket] = b[r.bucket].plus(r.amount ?? 0);
      cells.set(key, b);
    } else if (r.kind === 'page' && r.customer_id !== null && r.owner_id !== null)
      pageRows.push({
        customerId: r.customer_id,
        ownerId: r.owner_id,
        name: r.name ?? '',
        rank: Number(r.rank),
      });
    else if (r.kind === 'count') count = Number(r.amount ?? 0);
    else if (r.kind === 'advances') advances = r.amount;
  }
  pageRows.sort((a, b) => a.rank - b.rank);
  return {
    totals: figuresOf(totals),
    owners: [...owners]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([ownerId, b]) => ({ ownerId, ...figuresOf(b) })),
    customers: pageRows.map((r) => ({
      customerId: r.customerId,
      customerName: r.name,
      ownerId: r.ownerId,
      ...figuresOf(cells.get(keyOf(r.customerId, r.ownerId)) ?? zeroBuckets()),
    })),
    count,
    advances: money(advances),
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
