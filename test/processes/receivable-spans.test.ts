import {
  type ReceivableFlowTableRow,
  customersProjector,
  receivablesProjector,
  refreshReceivableSpans,
} from '@packflow/projections';
import fc from 'fast-check';
import { type Insertable, type RawBuilder, sql } from 'kysely';
import { receivables } from '../../apps/api/src/reports/receivables.queries';
import { useProjectors } from '../support/projector-spec';

/**
 * The receivables report as of a day, read from the spans (what is open on the day), answers
 * exactly what adding up every flow dated up to the day answers: random flows (money ahead, orders
 * settled and reopened, flows dated before their sign day, negative balances), every filter, every
 * page, many days.
 */

type Db = Parameters<typeof receivables>[0];

/** The report as every flow up to the day adds it up (the rule, read the slow way). */
async function byEveryFlow(
  db: Db,
  f: { asOf: string; currency: string; ownerId?: string; keyword?: string },
  page: { size: number; offset: number } | null,
) {
  const name = (c: RawBuilder<string>) => sql<string>`coalesce(
    (select c.name from rm.customers c where c.id = ${c}),
    (select rf.customer_name from rm.receivable_flows rf where rf.customer_id = ${c} limit 1), ${c})`;
  const bucket = sql`case
    when ${f.asOf}::date - f.sign_day::date <= 30 then 'd0_30'
    when ${f.asOf}::date - f.sign_day::date <= 60 then 'd31_60'
    when ${f.asOf}::date - f.sign_day::date <= 90 then 'd61_90'
    when ${f.asOf}::date - f.sign_day::date <= 120 then 'd91_120'
    else 'over120' end`;
  const owed = sql`select f.customer_id, f.owner_id, ${bucket} as bucket, sum(f.amount) as amount
    from rm.receivable_flows f
    where f.currency = ${f.currency} and f.event_day <= ${f.asOf} and f.sign_day is not null
      and f.sign_day <= ${f.asOf} ${f.ownerId ? sql`and f.owner_id = ${f.ownerId}` : sql``}
      ${f.keyword ? sql`and lower(${name(sql`f.customer_id`)}) like ${`%${f.keyword.toLowerCase()}%`}` : sql``}
    group by 1, 2, 3`;
  const buckets = ['d0_30', 'd31_60', 'd61_90', 'd91_120', 'over120'] as const;
  const figures = async (where: RawBuilder<unknown>, key: RawBuilder<unknown>) => {
    const rows = await sql<{ key: string; bucket: (typeof buckets)[number]; amount: string }>`
      select ${key} as key, o.bucket, sum(o.amount)::text as amount from (${owed}) o ${where}
      group by 1, 2`.execute(db);
    const by = new Map<string, Record<string, number>>();
    for (const r of rows.rows) {
      const b = by.get(r.key) ?? Object.fromEntries(buckets.map((k) => [k, 0]));
      b[r.bucket] = Math.round(b[r.bucket]! * 100 + Number(r.amount) * 100) / 100;
      by.set(r.key, b);
    }
    return new Map(
      [...by].map(([k, b]) => [
        k,
        {
          buckets: Object.fromEntries(buckets.map((x) => [x, b[x]!.toFixed(2)])),
          total: (buckets.reduce((s, x) => s + Math.round(b[x]! * 100), 0) / 100).toFixed(2),
        },
      ]),
    );
  };
  const zero = { buckets: Object.fromEntries(buckets.map((x) => [x, '0.00'])), total: '0.00' };
  const customers = await sql<{ customer_id: string; owner_id: string; name: string }>`
    select o.customer_id, o.owner_id, ${name(sql`o.customer_id`)} as name from (${owed}) o
    group by 1, 2 order by sum(o.amount) desc, 1, 2
    ${page ? sql`limit ${page.size} offset ${page.offset}` : sql``}`.execute(db);
  const count = await sql<{ n: string }>`
    select count(*)::text as n from (select 1 from (${owed}) o group by o.customer_id, o.owner_id) x`.execute(
    db,
  );
  const advances = await sql<{ amount: string | null }>`select (-sum(f.amount))::text as amount
    from rm.receivable_flows f where f.currency = ${f.currency} and f.event_day <= ${f.asOf}
      and (f.sign_day is null or f.sign_day > ${f.asOf})
      ${f.ownerId ? sql`and f.owner_id = ${f.ownerId}` : sql``}`.execute(db);
  const perCustomer = await figures(sql``, sql`o.customer_id || '|' || o.owner_id`);
  return {
    totals: (await figures(sql``, sql`''`)).get('') ?? zero,
    owners: [...(await figures(sql``, sql`o.owner_id`))]
      .map(([ownerId, b]) => ({ ownerId, ...b }))
      .sort((a, b) => (a.ownerId < b.ownerId ? -1 : 1)),
    customers: customers.rows.map((r) => ({
      customerId: r.customer_id,
      customerName: r.name,
      ownerId: r.owner_id,
      ...(perCustomer.get(`${r.customer_id}|${r.owner_id}`) ?? zero),
    })),
    count: Number(count.rows[0]?.n ?? 0),
    advances: Number(advances.rows[0]?.amount ?? 0).toFixed(2),
  };
}

describe('the receivables report from what is open on the day', () => {
  const t = useProjectors({ projectors: [customersProjector, receivablesProjector] });
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 864e5).toISOString().slice(0, 10);

  const flow = fc.record({
    customer: fc.nat(4),
    owner: fc.nat(2),
    usd: fc.boolean(),
    sign: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
    at: fc.integer({ min: -5, max: 220 }),
    cents: fc.integer({ min: -500_00, max: 500_00 }),
    /** Taken off again this many days later (0: never): an order settled, its balance back to 0. */
    settled: fc.nat(120),
    early: fc.boolean(),
  });

  it('answers exactly what every flow up to the day adds up to', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(flow, { minLength: 1, maxLength: 30 }),
        fc.array(fc.integer({ min: -10, max: 400 }), { minLength: 3, maxLength: 6 }),
        async (made, days) => {
          run++;
          for (const table of ['receivable_flows', 'receivable_spans', 'receivable_parties'])
            await t.rm.deleteFrom(table as 'receivable_flows').execute();
          const rows: Insertable<ReceivableFlowTableRow>[] = [];
          const push = (m: (typeof made)[number], at: number, cents: number) => {
            const n = rows.length;
            const customerId = `span-${run}-c${m.customer}`;
            rows.push({
              flow_id: `${run}:${n}`,
              event_id: `${run}:${n}`,
              event_type: 'SigningCleared',
              stream_id: 's',
              position: String(n),
              customer_id: customerId,
              customer_name: m.customer % 2 ? `Packaging ${m.customer}` : `Films ${m.customer}`,
              owner_id: `sales-${m.owner}`,
              currency: m.usd ? 'USD' : 'CNY',
              contract_id: 'c',
              contract_number: 'C',
              order_id: m.sign === null ? null : `o${n}`,
              order_number: null,
              sign_day: m.sign === null ? null : day(m.sign),
              event_day: day(at),
              amount: (cents / 100).toFixed(2),
            });
          };
          for (const m of made) {
            // Most flows count from their sign day on; some are dated before it (money ahead).
            const at = m.sign === null || m.early ? m.at : Math.max(m.sign, m.at);
            push(m, at, m.cents);
            if (m.settled) push(m, at + m.settled, -m.cents);
          }
          await t.rm.insertInto('receivable_flows').values(rows).execute();
          await t.db
            .transaction()
            .execute((trx) =>
              refreshReceivableSpans(trx.withSchema('rm') as never, [
                ...new Set(rows.map((r) => r.customer_id)),
              ]),
            );
          for (const n of days)
            for (const filters of [
              { currency: 'CNY' },
              { currency: 'USD' },
              { currency: 'CNY', ownerId: 'sales-1' },
              { currency: 'CNY', keyword: 'PACK' },
            ])
              for (const page of [null, { page: 1, size: 2, offset: 0 }, { page: 2, size: 2, offset: 2 }]) {
                const f = { asOf: day(n), ...filters } as Parameters<typeof receivables>[1];
                expect(await receivables(t.db, f, page)).toEqual(await byEveryFlow(t.db, f, page));
              }
        },
      ),
      { numRuns: 30 },
    );
  }, 240_000);
});
