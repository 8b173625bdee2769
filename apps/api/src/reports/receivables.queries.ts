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

/** Buckets (none for 0) to figures: each bucket to 2 decimals, the total their exact sum. */
const figuresOf = (b: Partial<Record<AgeingBucket, Decimal.Value | null>>): AgeingFigures => {
  const buckets = Object.fromEntries(AGEING_BUCKETS.map((k) => [k, new Decimal(b[k] ?? 0)])) as Record<
    AgeingBucket,
    Decimal
  >;
  return {
    buckets: Object.fromEntries(AGEING_BUCKETS.map((k) => [k, buckets[k].toFixed(2)])) as Record<
      AgeingBucket,
      string
    >,
    total: AGEING_BUCKETS.reduce((s, k) => s.plus(buckets[k]), new Decimal(0)).toFixed(2),
  };
};

type ReportRow = Record<AgeingBucket, string | null> & {
  kind: 'owner' | 'page';
  customer_id: string | null;
  owner_id: string | null;
  name: string | null;
  rank: string | null;
  /** The salesman's parties shown ('owner'). */
  n: string | null;
  /** The money the salesman's customers hold ahead ('owner'). */
  ahead: string | null;
};

const bucketSums = sql.join(
  AGEING_BUCKETS.map((b) => sql`(sum(st.${sql.ref(b)}) filter (where st.shown))::text as ${sql.ref(b)}`),
);
const pageBuckets = sql.join(AGEING_BUCKETS.map((b) => sql`pg.${sql.ref(b)}::text as ${sql.ref(b)}`));

/**
 * The report in one statement over the span of each party covering the day (receivable_spans, read
 * from its index alone): in one pass, the shown parties' buckets added up and counted by salesman,
 * with the money held ahead (the totals are the salesmen's sums); the page ranked by the parties'
 * totals (the names looked up for the page only).
 */
export async function receivables(db: Db, f: ReceivableFilters, page: Paging | null) {
  const keyword = f.keyword
    ? sql`and lower(${customerName(sql`sp.customer_id`)}) like ${`%${escaped(f.keyword.toLowerCase())}%`}`
    : sql``;
  const found = await sql<ReportRow>`
    with st as materialized (
      select sp.customer_id, sp.owner_id, (sp.party ${keyword}) as shown, sp.d0_30, sp.d31_60,
        sp.d61_90, sp.d91_120, sp.over120, sp.total, sp.ahead
      from rm.receivable_spans sp
      where sp.currency = ${f.currency} and sp.days @> ${f.asOf}::date
        ${f.ownerId ? sql`and sp.owner_id = ${f.ownerId}` : sql``}),
    pg as materialized (
      select * from st where st.shown order by st.total desc, st.customer_id, st.owner_id
      ${page ? sql`limit ${page.size} offset ${page.offset}` : sql``})
    select 'owner' as kind, null::text as customer_id, st.owner_id, null::text as name,
      null::text as rank, (count(*) filter (where st.shown))::text as n, (-sum(st.ahead))::text as ahead,
      ${bucketSums}
      from st group by st.owner_id
    union all
    select 'page', pg.customer_id, pg.owner_id, ${customerName(sql`pg.customer_id`)},
      (row_number() over (order by pg.total desc, pg.customer_id, pg.owner_id))::text, null, null,
      ${pageBuckets}
      from pg`.execute(db);

  const totals = Object.fromEntries(AGEING_BUCKETS.map((b) => [b, new Decimal(0)])) as Record<
    AgeingBucket,
    Decimal
  >;
  const owners: ({ ownerId: string } & AgeingFigures)[] = [];
  const customers: ({
    customerId: string;
    customerName: string;
    ownerId: string;
    rank: number;
  } & AgeingFigures)[] = [];
  let count = 0;
  let advances = new Decimal(0);
  for (const r of found.rows) {
    if (r.kind === 'owner' && r.owner_id !== null) {
      advances = advances.plus(r.ahead ?? 0);
      // A salesman with no party shown (only money ahead) is left out.
      if (Number(r.n) === 0) continue;
      count += Number(r.n);
      for (const b of AGEING_BUCKETS) totals[b] = totals[b].plus(r[b] ?? 0);
      owners.push({ ownerId: r.owner_id, ...figuresOf(r) });
    } else if (r.kind === 'page' && r.customer_id !== null && r.owner_id !== null)
      customers.push({
        customerId: r.customer_id,
        customerName: r.name ?? '',
        ownerId: r.owner_id,
        rank: Number(r.rank),
        ...figuresOf(r),
      });
  }
  return {
    totals: figuresOf(totals),
    owners: owners.sort((a, b) => (a.ownerId < b.ownerId ? -1 : a.ownerId > b.ownerId ? 1 : 0)),
    customers: customers.sort((a, b) => a.rank - b.rank).map(({ rank: _, ...c }) => c),
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
