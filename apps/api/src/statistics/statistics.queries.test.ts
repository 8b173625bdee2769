import { STATISTICS_MAX_GROUPS, type StatisticsPage } from '@packflow/contracts';
import { STATISTICS_PROJECTORS, STAT_ROW_TABLES } from '@packflow/projections';
import { sql } from 'kysely';
import { useProjectors } from '../../../../test/support/projector-spec';
import { tableOf } from './statistics-figures';
import { type Window, groupRows } from './statistics.queries';

/**
 * A page's first groups (ranked by the main figure, then every figure of those read by key) are
 * the first of all the groups added up in one statement (the export's): same keys, same order,
 * ties broken by key, same figures and group count, in either currency.
 */
describe.each(['pglite', 'postgres'] as const)('the first groups of a page (%s)', (database) => {
  const t = useProjectors({ projectors: STATISTICS_PROJECTORS, database });
  const days = ['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03'];

  beforeAll(async () => {
    // 150 customers over both periods: amounts with ties, some only in the previous period, two currencies.
    const values = [];
    for (let c = 0; c < 150; c++)
      for (const [i, day] of days.entries()) {
        if ((c + i) % 3 === 0) continue;
        values.push(
          sql`(${day}, 'customer', ${`customer-${c}`}, ${c % 7 === 0 ? 'USD' : 'CNY'}, ${c % 4}, ${c * 10}, ${i % 2}, ${(c % 9) * 100 + 0.25}, ${c % 2}, ${(c % 5) + 0.5})`,
        );
      }
    await sql`insert into rm.stat_order_days (period, dim, key, currency, created, created_quantity, signed,
      signed_amount, canceled, canceled_amount) values ${sql.join(values)}`.execute(t.db);
    const logistics = days.flatMap((day, i) =>
      Array.from(
        { length: 120 },
        (_, c) => sql`(${day}, 'customer', ${`customer-${c}`}, 'CNY', ${(c * i) % 4}, 1, ${c + 0.5}, 0)`,
      ),
    );
    await sql`insert into rm.stat_logistics_days (period, dim, key, currency, shipments, quantity, freight, on_time)
      values ${sql.join(logistics)}`.execute(t.db);
  });

  it.each([
    ['day-order', 'CNY', '2026-04-01'],
    ['day-order', 'USD', '2026-04-01'],
    ['day-order', 'CNY', '2026-04-03'],
    ['logistics', 'CNY', '2026-04-02'],
  ] as [StatisticsPage, string, string][])('%s in %s from %s', async (page, currency, from) => {
    const w: Window = {
      rows: STAT_ROW_TABLES[tableOf(page)].days,
      previousFrom: '2026-03-30',
      from,
      to: '2026-04-03',
      currency,
    };
    const all = await groupRows(t.db, page, w, 'customer', null);
    const first = await groupRows(t.db, page, w, 'customer', STATISTICS_MAX_GROUPS);
    expect(all.length).toBeGreaterThan(STATISTICS_MAX_GROUPS);
    expect(first).toEqual(all.slice(0, STATISTICS_MAX_GROUPS));
  });
});
