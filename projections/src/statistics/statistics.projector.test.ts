import type { Database } from '@packflow/db';
import { statistics } from '@packflow/domain';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { useProjectors } from '../../../test/support/projector-spec';
import { type HistoryEvent, historyActions, historyEvents } from './stat-history';
import { STATISTICS_PROJECTORS, STAT_ROW_TABLES } from './statistics.projector';
import type { StatRowTable } from './stat.table';

/**
 * The statistics' read models equal the domain's fold of the same events (the reference), over
 * random histories appended in random batches: day rows of every table, and the orders' month
 * rows equal the day rows added up by month.
 */
describe('the statistics read models', () => {
  const t = useProjectors({
    projectors: STATISTICS_PROJECTORS,
    metadata: { userId: 'admin', role: 'Admin', at: '2026-01-01T00:00:00Z' },
  });
  const all: HistoryEvent[] = [];

  const rowsOf = async (db: Kysely<Database>, table: StatRowTable): Promise<statistics.StatRow[]> => {
    const rows = (await db.withSchema('rm').selectFrom(table).selectAll().execute()) as unknown as Record<
      string,
      string
    >[];
    return rows
      .map((r) => {
        const { period, dim, key, currency, ...figures } = r;
        return {
          day: period!,
          dim: dim!,
          key: key!,
          currency: currency!,
          figures: Object.fromEntries(Object.entries(figures).map(([f, v]) => [f, statistics.norm(v)])),
        };
      })
      .sort((a, b) => (statistics.rowId(a) < statistics.rowId(b) ? -1 : 1));
  };

  const expectEqualToFold = async () => {
    const fold = statistics.foldStatistics(
      all.map((e) => ({ streamId: e.stream, type: e.type, data: e.data })),
    );
    for (const table of statistics.STAT_TABLES) {
      const { days, months } = STAT_ROW_TABLES[table];
      expect({ table, rows: await rowsOf(t.db, days) }).toEqual({ table, rows: fold[table] });
      if (months)
        expect({ table, rows: await rowsOf(t.db, months) }).toEqual({
          table,
          rows: statistics.monthRows(fold[table]),
        });
    }
  };

  it('adds every fact once, on its Shanghai business day, whatever the batches', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        historyActions,
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1 }),
        async (actions, cuts) => {
          const events = historyEvents(`h${run++}`, actions);
          // Appended in pieces of random length, without waiting: the runner takes them in batches.
          let last = null;
          for (let i = 0, c = 0; i < events.length; c++) {
            const piece = events.slice(i, i + cuts[c % cuts.length]!);
            i += piece.length;
            for (const e of piece) {
              const r = await t.store.appendToStream(e.stream, [
                { type: e.type, data: e.data, metadata: { userId: 'admin', at: '2026-01-01T00:00:00Z' } },
              ]);
              last = r.position;
            }
            all.push(...piece);
          }
          if (last !== null) await t.caughtUp(last);
          await expectEqualToFold();
        },
      ),
      { numRuns: 12 },
    );
    expect(all.length).toBeGreaterThan(50);
  });

  it('counts a known story: signed, canceled after signing, a reversed receipt, on time and late', async () => {
    const before = all.length;
    const story = historyEvents('story', [
      { k: 'staff', i: 0, area: 'Q' },
      {
        k: 'order',
        owner: 0,
        customer: 0,
        printing: 'gravure',
        bag: 'flat',
        currency: 'CNY',
        qty: 1000,
        total: '500.00',
        at: '2026-02-01T17:00:00.000Z', // 2026-02-02 in Shanghai
      },
      { k: 'sign', o: 0, at: '2026-02-03T01:00:00.000Z' },
      { k: 'receipt', o: 0, amount: '200.00', method: 'bank' },
      { k: 'confirm', r: 0, at: '2026-02-04T01:00:00.000Z' },
      { k: 'reverse', r: 0, at: '2026-02-05T01:00:00.000Z' },
      { k: 'ship', o: 0, company: 'SF', qty: 600, freight: '12.50', at: '2026-03-05T01:00:00.000Z' },
      { k: 'ship', o: 0, company: 'SF', qty: 400, freight: '7.50', at: '2026-03-06T01:00:00.000Z' },
      { k: 'cancel', o: 0, at: '2026-03-07T01:00:00.000Z' },
    ]);
    for (const e of story) await t.append(e.stream, [{ type: e.type, data: e.data }]);
    all.push(...story);
    expect(all.length).toBe(before + story.length);
    await expectEqualToFold();
    // The figures of the story alone (other runs' orders share its customers and days).
    const alone = statistics.foldStatistics(
      story.map((e) => ({ streamId: e.stream, type: e.type, data: e.data })),
    );
    const find = (table: statistics.StatTable, day: string, dim: string, key: string) =>
      alone[table].find((r) => r.day === day && r.dim === dim && r.key === key)?.figures;
    expect(find('orders', '2026-02-02', 'area', 'Q')).toMatchObject({
      created: '1',
      created_quantity: '1000',
    });
    expect(find('orders', '2026-02-03', 'salesman', 'st0')).toMatchObject({
      signed: '1',
      signed_amount: '500',
    });
    expect(find('orders', '2026-03-07', '', '')).toMatchObject({ canceled: '1', canceled_amount: '500' });
    expect(find('finance', '2026-02-04', 'method', 'bank')).toMatchObject({
      collections: '200',
      collection_count: '1',
    });
    expect(find('finance', '2026-02-05', 'customer', 'cu0')).toMatchObject({ reversals: '200' });
    // Signed on 2026-02-03: due 2026-03-05; the first shipment is on time, the second late.
    expect(find('logistics', '2026-03-05', 'logisticsCompany', 'SF')).toMatchObject({
      shipments: '1',
      on_time: '1',
    });
    expect(find('logistics', '2026-03-06', 'logisticsCompany', 'SF')).toMatchObject({
      shipments: '1',
      on_time: '0',
      freight: '7.5',
    });
  });
});
