import { randomUUID } from 'node:crypto';
import type { RankView } from '@packflow/contracts';
import { commission } from '@packflow/domain';
import type { SignedInClient } from '../support/api-client';
import { call, download, shanghaiMonth, signedContract } from '../support/bills-fixtures';
import { type Seller, until } from '../support/fulfilment-fixtures';
import { fulfilmentTeam } from '../support/fulfilment-team';
import { POSTGRES, describeOn, useTestApi } from '../support/test-api';
import { earnedBy, readWorkbook, sellerOf, sum } from '../support/wages-fixtures';

const previousMonth = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/**
 * The rank through the API, from the commission ledger of real flows (contracts signed on down
 * payments Finance confirmed, a further receipt, a trader's dollar contract): the supervisor
 * ranks the salesmen of a period by signed amount, collections or commission (a tie by name),
 * the commission equal to the tiers applied to the confirmed collections; a salesman gets only
 * his own row; Finance, a trader and the warehouse get 403; a period backwards is refused in
 * English and Chinese; the Excel file opened back cell by cell in both languages.
 */
describeOn(POSTGRES, 'rank', () => {
  const t = useTestApi(POSTGRES);
  const tag = randomUUID().slice(0, 6);
  const month = shanghaiMonth();
  const tiers = commission.DEFAULT_SCHEDULE.tiers;
  let sales: Seller;
  let other: Seller;
  let trader: Seller;
  let manager: SignedInClient;
  let finance: SignedInClient;
  let warehouse: SignedInClient;
  const name = (short: string) => `OperatorIndex k${short}-${tag}`;

  beforeAll(async () => {
    const team = await fulfilmentTeam(t, tag, 'k', { w: 'Warehouse' });
    ({ sales, trader, manager } = team);
    other = await sellerOf(t, team, `ko-${tag}`, 'o');
    finance = await team.as('f');
    warehouse = await team.as('w');
    // The salesman: 300 down, then 500 more on the same contract; the other: 600 down; the trader: $400.
    const ours = await signedContract(t, team.driver, sales, tag, '300');
    await team.driver.pay(sales, ours.contractId, '500');
    await signedContract(t, team.driver, other, tag, '600');
    await signedContract(t, team.driver, trader, tag, '400');
    await until(
      () => manager.get<RankView>(`/rank?by=collections&from=${month}&to=${month}`),
      (r) => r.body.data?.rows?.map((x) => x.collections).join() === '800.00,600.00',
      'the ledger caught up',
    );
  }, 300_000);

  const rank = (client: SignedInClient, query: string, locale: 'cn' | 'en' = 'en') =>
    call<RankView>(client, 'GET', `/rank?${query}`, undefined, { locale });

  it('ranks the salesmen of a period by each measure, the commission being the tiers applied to the collections', async () => {
    const ourCommission = sum(earnedBy(tiers, ['300.00', '500.00']));
    const theirCommission = sum(earnedBy(tiers, ['600.00']));
    expect([ourCommission, theirCommission]).toEqual(['8.00', '6.00']);
    const ourRow = {
      staffId: sales.id,
      staffName: name('s'),
      areacode: 'Q',
      signed: '1000.00',
      collections: '800.00',
      commission: ourCommission,
    };
    const theirRow = {
      staffId: other.id,
      staffName: name('o'),
      areacode: 'Q',
      signed: '1000.00',
      collections: '600.00',
      commission: theirCommission,
    };
    const byCollections = (await rank(manager, `from=${month}&to=${month}&by=collections`)).body.data;
    expect(byCollections).toEqual({
      from: month,
      to: month,
      by: 'collections',
      total: 2,
      rows: [
        { place: 1, ...ourRow },
        { place: 2, ...theirRow },
      ],
    });
    expect((await rank(manager, 'by=commission')).body.data.rows.map((r) => [r.place, r.staffId])).toEqual([
      [1, sales.id],
      [2, other.id],
    ]);
    // The same signed amount: the name decides (ko before ks). The default period is this month, by signed.
    const bySigned = (await rank(manager, '')).body.data;
    expect([bySigned.from, bySigned.to, bySigned.by]).toEqual([month, month, 'signed']);
    expect(bySigned.rows.map((r) => [r.place, r.staffId])).toEqual([
      [1, other.id],
      [2, sales.id],
    ]);
    // The trader's dollars are in the ledger but he is not ranked; a month without lines ranks nobody.
    const before = previousMonth(month);
    expect((await rank(manager, `from=${before}&to=${before}`)).body.data).toEqual({
      from: before,
      to: before,
      by: 'signed',
      total: 0,
      rows: [],
    });
    // A period of months adds them up: the month before added changes nothing.
    expect((await rank(manager, `from=${before}&to=${month}&by=collections`)).body.data.rows).toEqual(
      byCollections.rows,
    );
  });

  it('gives a salesman only his own place, and nothing to Finance, a trader or the warehouse', async () => {
    const mine = (await rank(sales.client, 'by=collections')).body.data;
    expect(mine.total).toBe(2);
    expect(mine.rows).toEqual([
      expect.objectContaining({ place: 1, staffId: sales.id, collections: '800.00' }),
    ]);
    expect((await rank(other.client, 'by=collections')).body.data.rows).toEqual([
      expect.objectContaining({ place: 2, staffId: other.id }),
    ]);
    for (const client of [finance, trader.client, warehouse])
      expect((await rank(client, '')).status).toBe(403);
    // The salesman reads his place, not the whole table's Excel file.
    expect((await download(sales.client, '/rank/xlsx')).status).toBe(403);
  });

  it('refuses a period backwards or too long, in English and Chinese', async () => {
    const backwards = await rank(manager, 'from=2026-05&to=2026-03');
    expect([backwards.status, backwards.body.msg]).toEqual([
      422,
      'Please choose a period whose first month is not after its last, at most 36 months',
    ]);
    expect((await rank(manager, 'from=2020-01&to=2026-03', 'cn')).body.msg).toBe(
      '请选择起始月份不晚于结束月份、最长 36 个月的期间',
    );
    expect((await rank(manager, 'from=2026-13')).status).toBe(422);
    expect((await rank(manager, 'by=height')).status).toBe(422);
  });

  it('exports the rank to Excel, money as numbers with 2 decimals, headers in the reader language', async () => {
    const file = await download(manager, `/rank/xlsx?from=${month}&to=${month}&by=collections`);
    expect([file.status, file.type]).toEqual([
      200,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    const [sheet] = await readWorkbook(file.bytes);
    expect(sheet!.name).toBe('Rankings');
    expect(sheet!.values).toEqual([
      ['Place', 'Salesman', 'Area', 'Signed (yuan)', 'Collections (yuan)', 'Commission'],
      [1, name('s'), 'Q', 1000, 800, 8],
      [2, name('o'), 'Q', 1000, 600, 6],
    ]);
    for (const row of sheet!.rows.slice(1))
      expect(row.slice(3).map((c) => c.numFmt)).toEqual(['#,##0.00', '#,##0.00', '#,##0.00']);
    const [cn] = await readWorkbook((await download(manager, '/rank/xlsx?by=commission', 'cn')).bytes);
    expect(cn!.name).toBe('排行榜');
    expect(cn!.values[0]).toEqual(['名次', '业务员', '区域', '签单金额（元）', '回款（元）', '提成']);
    expect(cn!.values.slice(1).map((r) => [r[0], r[1], r[5]])).toEqual([
      [1, name('s'), 8],
      [2, name('o'), 6],
    ]);
  });
});
