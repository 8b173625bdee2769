import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type {
  HomeAnswer,
  NotificationView,
  RankView,
  WageSettingsView,
  WageSheetRow,
  WageSheetView,
} from '@packflow/contracts';
import { commission } from '@packflow/domain';
import { runMonthClose } from '@packflow/projections';
import type { SignedInClient } from '../support/api-client';
import {
  type SignedContract,
  afterMonth,
  call,
  download,
  shanghaiDay,
  shanghaiMonth,
  signedContract,
} from '../support/bills-fixtures';
import { type Seller, until } from '../support/fulfilment-fixtures';
import { type FulfilmentTeam, fulfilmentTeam } from '../support/fulfilment-team';
import { POSTGRES, describeOn, useTestApi } from '../support/test-api';
import {
  confirmedReceipt,
  earnedBy,
  monthAfter,
  onlyDateAt,
  paidRefund,
  proofOf,
  readWorkbook,
  sellerOf,
  sheetId,
  sum,
} from '../support/wages-fixtures';

/**
 * Wages through the API, from real flows: two salesmen's contracts signed on down payments Finance
 * confirmed (one more receipt, one order canceled), a trader's dollar contract; Admin's tiers with
 * every refusal in both languages; the month's close makes one sheet per salesman whose figures are
 * the tiers applied to the confirmed collections; Finance adjusts with a reason, checks and pays
 * with proof, each wrong step refused and nothing changed; a salesman sees only his own sheet; the
 * list and a sheet exported to Excel and read back; and a refund paid after the wages lands in the
 * next month (with the tiers that start then), leaving the month before and its rank as they were,
 * its negative commission carried forward.
 */
describeOn(POSTGRES, 'wages', () => {
  const t = useTestApi(POSTGRES);
  const tag = randomUUID().slice(0, 6);
  const month = shanghaiMonth();
  const next = monthAfter(month);
  const defaults = commission.DEFAULT_SCHEDULE.tiers;
  const newTiers = [
    { from: '0', rate: '1' },
    { from: '100', rate: '2' },
    { from: '1000', rate: '3' },
  ];
  let team: FulfilmentTeam;
  let sales: Seller;
  let other: Seller;
  let finance: SignedInClient;
  let ours: SignedContract;
  let theirs: SignedContract;
  let ourSheet: string;
  let theirSheet: string;
  const name = (short: string) => `OperatorIndex g${short}-${tag}`;

  beforeAll(async () => {
    team = await fulfilmentTeam(t, tag, 'g', { w: 'Warehouse' });
    sales = team.sales;
    other = await sellerOf(t, team, `go-${tag}`, 'o');
    finance = await team.as('f');
    ours = await signedContract(t, team.driver, sales, tag, '300');
    await team.driver.pay(sales, ours.contractId, '500');
    theirs = await signedContract(t, team.driver, other, tag, '600');
    await signedContract(t, team.driver, team.trader, tag, '400');
    // The other salesman's order is canceled: its 600 waits to be refunded.
    expect(
      (await other.client.post(`/order/${theirs.orderId}/cancel`, { reason: 'Withdrawn' })).body.code,
    ).toBe(0);
    const approved = await team.manager.put(`/operator-manage/order/${theirs.orderId}`, {
      decision: 'approve',
      reason: 'ok',
    });
    expect(approved.body.code).toBe(0);
    ourSheet = sheetId(sales.id, month);
    theirSheet = sheetId(other.id, month);
  }, 300_000);

  afterAll(() => {
    jest.useRealTimers();
  });

  const sheet = (client: SignedInClient, id: string, locale: 'cn' | 'en' = 'en') =>
    call<WageSheetView>(client, 'GET', `/wages/${id}`, undefined, { locale });
  const settings = (client: SignedInClient) => call<WageSettingsView>(client, 'GET', '/wages/settings');

  it('schedules tiers from a coming day, refusing bands that do not rise and a day gone by, in both languages', async () => {
    const admin = await t.admin();
    const today = shanghaiDay();
    const tomorrow = commission.nextDay(today);
    const first = `${next}-01`;
    expect((await settings(admin)).body.data).toEqual({
      current: commission.DEFAULT_SCHEDULE,
      upcoming: [],
      past: [],
      earliestFrom: tomorrow,
      revision: -1,
    });
    const put = (body: object, locale: 'cn' | 'en' = 'en', ifMatch?: number) =>
      call<WageSettingsView>(admin, 'PUT', '/wages/settings', body, { locale, ifMatch });
    const valid = { effectiveFrom: first, tiers: newTiers, usdRate: '7.2' };
    const flat = { ...valid, tiers: [newTiers[0], { from: '0', rate: '2' }] };
    const refused = [await put(flat), await put(flat, 'cn'), await put({ ...valid, effectiveFrom: today })];
    expect(refused.map((r) => [r.status, r.body.msg])).toEqual([
      [422, 'Each band starts above the one before it'],
      [422, '每个档位的起点须高于上一个档位'],
      [422, `New tiers start tomorrow at the earliest (${tomorrow}): a change never rewrites a day gone by`],
    ]);
    expect((await put({ ...valid, effectiveFrom: today }, 'cn')).body.msg).toBe(
      `新的提成系数最早从明天（${tomorrow}）生效：修改不会改写已过去的日子`,
    );
    expect((await put({ ...valid, usdRate: '0' })).status).toBe(422);
    expect((await settings(admin)).body.data).toMatchObject({ upcoming: [], revision: -1 });

    const saved = await put(valid);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      current: { effectiveFrom: '2000-01-01' },
      upcoming: [
        {
          effectiveFrom: first,
          tiers: [
            { from: '0.00', rate: '1' },
            { from: '100.00', rate: '2' },
            { from: '1000.00', rate: '3' },
          ],
          usdRate: '7.2',
          by: expect.any(String),
          byName: expect.any(String),
        },
      ],
      revision: 0,
    });
    // Opened before that change: refused, nothing written.
    const stale = await put({ ...valid, usdRate: '7.3' }, 'en', 5);
    expect([stale.status, stale.body.extra?.error]).toEqual([409, 'RECORD.CHANGED']);
    expect((await settings(finance)).body.data).toMatchObject({
      upcoming: [{ usdRate: '7.2' }],
      revision: 0,
    });
    // Finance reads them, only Admin changes them; a salesman and the warehouse do neither.
    expect((await call(finance, 'PUT', '/wages/settings', valid)).status).toBe(403);
    for (const client of [sales.client, await team.as('w')])
      expect((await settings(client)).status).toBe(403);
  });

  it('makes one sheet per salesman at the close: the tiers applied to the month confirmed collections', async () => {
    const { db, commands, store } = t.api.infra;
    await runMonthClose({ db, commands, store }, month, 'system', () => afterMonth(month));
    const rows = await until(
      () => finance.get<WageSheetRow[]>(`/wages?month=${month}`),
      (r) => r.body.data?.length === 2,
      'the sheets listed',
    );
    const ourEarned = sum(earnedBy(defaults, ['300.00', '500.00']));
    const theirEarned = sum(earnedBy(defaults, ['600.00']));
    expect([ourEarned, theirEarned]).toEqual(['8.00', '6.00']);
    const figures = (collections: string, earned: string, total: string) => ({
      base: '3500.00',
      position: '500.00',
      collections,
      earned,
      carriedIn: '0.00',
      commission: earned,
      carriedOut: '0.00',
      adjustments: '0.00',
      total,
      status: 'toCheck',
      month,
      areacode: 'Q',
    });
    // Ordered by name (go before gs); the trader has no sheet.
    expect(rows.body.data).toEqual([
      expect.objectContaining({
        id: theirSheet,
        staffName: name('o'),
        ...figures('600.00', theirEarned, '4006.00'),
      }),
      expect.objectContaining({
        id: ourSheet,
        staffName: name('s'),
        ...figures('800.00', ourEarned, '4008.00'),
      }),
    ]);

    // Line by line, each with its event; the lines add up to what the month earned.
    const view = (await sheet(finance, ourSheet)).body.data;
    expect(view.lines.map((l) => [l.kind, l.amount, l.cny, l.base, l.commission])).toEqual([
      ['collection', '300.00', '300.00', '0.00', '3.00'],
      ['signed', '1000.00', '1000.00', '300.00', '0.00'],
      ['collection', '500.00', '500.00', '300.00', '5.00'],
    ]);
    expect(sum(view.lines.map((l) => l.commission))).toBe(view.earned);
    expect(view.lines[0]).toMatchObject({
      eventType: 'ReceiptConfirmed',
      contractNumber: ours.number,
      effectiveFrom: '2000-01-01',
      month,
      position: expect.stringMatching(/^\d+$/),
    });
    expect([view.actions, view.revision, view.history.map((h) => h.type)]).toEqual([
      ['adjust', 'check'],
      0,
      ['WageSheetMade'],
    ]);
    const theirLines = (await sheet(finance, theirSheet)).body.data.lines;
    expect(theirLines.map((l) => [l.kind, l.amount, l.commission])).toEqual([
      ['collection', '600.00', '6.00'],
      ['signed', '1000.00', '0.00'],
      ['canceled', '-1000.00', '0.00'],
    ]);

    // A salesman sees his own sheet (no actions), never another's; the warehouse and a trader nothing.
    expect((await sheet(sales.client, ourSheet)).body.data).toMatchObject({ total: '4008.00', actions: [] });
    const notHis = await sheet(sales.client, theirSheet);
    expect([notHis.status, notHis.body.msg]).toEqual([404, 'There is no such wage sheet']);
    expect((await sheet(sales.client, theirSheet, 'cn')).body.msg).toBe('工资单不存在');
    expect((await download(sales.client, `/wages/${theirSheet}/xlsx`)).status).toBe(404);
    expect((await sheet(finance, `nobody-${month.replace('-', '')}`)).status).toBe(404);
    const his = await sales.client.get<WageSheetRow[]>(`/wages?staffId=${other.id}`);
    expect(his.body.data).toEqual([]);
    expect((await sales.client.get<WageSheetRow[]>('/wages')).body.data.map((r) => r.id)).toEqual([ourSheet]);
    for (const client of [await team.as('w'), team.trader.client]) {
      expect((await client.get('/wages')).status).toBe(403);
      expect((await sheet(client, ourSheet)).status).toBe(403);
    }
  });

  it('lets Finance adjust with a reason, check and pay with proof, refusing each wrong step unchanged', async () => {
    const step = (action: string, body: object, locale: 'cn' | 'en' = 'en', ifMatch?: number) =>
      call<WageSheetView>(finance, 'POST', `/wages/${ourSheet}/${action}`, body, { locale, ifMatch });
    const tiles = async () => {
      const home = (await finance.get<HomeAnswer>('/home')).body.data.tiles;
      return ['wages.to-check', 'wages.to-pay'].map((id) => home.find((x) => x.id === id)?.value);
    };
    expect(await tiles()).toEqual(['2', '0.00']);
    const adjustment = { adjustmentId: randomUUID(), amount: '120.50', reason: 'Trade fair bonus' };
    const refusals = [
      await step('adjust', { ...adjustment, amount: '0' }),
      await step('adjust', { ...adjustment, amount: '0' }, 'cn'),
      await step('pay', { proofs: await proofOf(finance) }),
      await step('pay', { proofs: await proofOf(finance) }, 'cn'),
      await step('adjust', { ...adjustment, amount: '-5000' }),
    ];
    const said = (r: (typeof refusals)[number]) =>
      (r.body.extra?.fields as Record<string, string> | undefined)?.amount ?? r.body.msg;
    expect(refusals.map((r) => [r.status, said(r)])).toEqual([
      [422, 'Please give an amount other than 0, with at most 2 decimals'],
      [422, '请填写不为 0 的金额，最多 2 位小数'],
      [422, 'Only a checked wage sheet can be paid'],
      [422, '只有已核对的工资单可以发放'],
      [422, 'This adjustment would take the wage below 0 (now 4008.00)'],
    ]);
    expect((await sheet(finance, ourSheet)).body.data).toMatchObject({ revision: 0, total: '4008.00' });
    // A salesman takes no step on his own sheet.
    expect((await call(sales.client, 'POST', `/wages/${ourSheet}/check`, {})).status).toBe(403);

    const adjusted = await step('adjust', adjustment, 'en', 0);
    expect(adjusted.body.data).toMatchObject({
      adjustments: '120.50',
      total: '4128.50',
      adjustmentList: [{ amount: '120.50', reason: 'Trade fair bonus', byName: `Finance gf-${tag}` }],
      revision: 1,
    });
    // The same adjustment again records nothing more.
    expect((await step('adjust', adjustment)).body.data).toMatchObject({ total: '4128.50', revision: 1 });
    const stale = await step('check', {}, 'en', 0);
    expect([stale.status, stale.body.extra?.error]).toEqual([409, 'RECORD.CHANGED']);
    const checked = await step('check', {}, 'en', 1);
    expect([checked.body.data.status, checked.body.data.actions]).toEqual(['toPay', ['pay']]);
    expect((await step('adjust', { ...adjustment, adjustmentId: randomUUID() })).body.msg).toBe(
      'Only a wage sheet not yet checked can be adjusted',
    );
    expect((await step('check', {}, 'cn')).body.msg).toBe('只有待核对的工资单可以核对');
    await until(tiles, (v) => v[0] === '1', 'the tiles');
    expect(await tiles()).toEqual(['1', '4128.50']);

    const transfer = await proofOf(finance);
    const paid = await step('pay', { proofs: transfer });
    expect(paid.body.data).toMatchObject({
      status: 'paid',
      proofs: [transfer],
      paidAt: expect.any(String),
      actions: [],
      total: '4128.50',
    });
    expect(paid.body.data.history.map((h) => h.type)).toEqual([
      'WageSheetMade',
      'WageSheetAdjusted',
      'WageSheetChecked',
      'WageSheetPaid',
    ]);
    // The salesman is told, with the amount, and led to his sheet.
    const told = await until(
      () => sales.client.get<NotificationView[]>('/notifications'),
      (r) => r.body.data?.some((n) => n.kind === 'wages.paid'),
      'the salesman told',
    );
    expect(told.body.data.find((n) => n.kind === 'wages.paid')).toMatchObject({
      params: { month, amount: '4128.50', currency: 'CNY' },
      link: { kind: 'wage', id: ourSheet },
      path: `/FinanceSalary/Detail?id=${encodeURIComponent(ourSheet)}`,
    });
    const send = await until(
      () => finance.get<WageSheetRow[]>(`/wages?view=send&month=${month}`),
      (r) => r.body.data?.[0]?.status === 'paid',
      'the paid sheet listed',
    );
    expect(send.body.data.map((r) => [r.id, r.status, r.total])).toEqual([[ourSheet, 'paid', '4128.50']]);
    expect((await finance.get<WageSheetRow[]>('/wages?view=check')).body.data.map((r) => r.id)).toEqual([
      theirSheet,
    ]);
  });

  it('exports the list and a sheet to Excel, money as numbers with 2 decimals, in the reader language', async () => {
    const list = await download(finance, `/wages/xlsx?month=${month}`);
    expect(list.status).toBe(200);
    const [rows] = await readWorkbook(list.bytes);
    expect(rows!.name).toBe('Wage sheets');
    expect(rows!.values).toEqual([
      [
        'Month',
        'Salesman',
        'Area',
        'Status',
        'Base wage',
        'Position wage',
        'Collections (yuan)',
        'Commission earned',
        'Carried in',
        'Commission paid',
        'Carried out',
        'Adjustments',
        'Total',
        'Checked at',
        'Paid at',
      ],
      [month, name('o'), 'Q', 'To check', 3500, 500, 600, 6, 0, 6, 0, 0, 4006, null, null],
      [
        month,
        name('s'),
        'Q',
        'Paid',
        3500,
        500,
        800,
        8,
        0,
        8,
        0,
        120.5,
        4128.5,
        expect.any(String),
        expect.any(String),
      ],
    ]);
    for (const row of rows!.rows.slice(1))
      expect(new Set(row.slice(4, 13).map((c) => c.numFmt))).toEqual(new Set(['#,##0.00']));

    const [figures, lines, adjustments] = await readWorkbook(
      (await download(sales.client, `/wages/${ourSheet}/xlsx`, 'cn')).bytes,
    );
    expect([figures!.name, lines!.name, adjustments!.name]).toEqual(['工资合计', '提成明细', '调整']);
    expect(figures!.values[1]!.slice(0, 13)).toEqual([
      month,
      name('s'),
      'Q',
      '已发放',
      3500,
      500,
      800,
      8,
      0,
      8,
      0,
      120.5,
      4128.5,
    ]);
    expect(lines!.values[0]!.slice(0, 10)).toEqual([
      '日期',
      '类型',
      '合同',
      '客户',
      '订单',
      '金额',
      '币种',
      '折合人民币',
      '本月此前回款',
      '提成',
    ]);
    expect(lines!.values.slice(1).map((r) => [r[1], r[2], r[5], r[9], r[11]])).toEqual([
      ['回款', ours.number, 300, 3, 'ReceiptConfirmed'],
      ['签单', ours.number, 1000, 0, expect.any(String)],
      ['回款', ours.number, 500, 5, 'ReceiptConfirmed'],
    ]);
    expect(lines!.rows[1]![9]!.numFmt).toBe('#,##0.00');
    expect(adjustments!.values.slice(1).map((r) => [r[1], r[2]])).toEqual([[120.5, 'Trade fair bonus']]);
  });

  it('puts a refund paid after the wages in the next month: that month carries it forward, the month before and its rank stay', async () => {
    const manager = team.manager;
    const rankOf = (client: SignedInClient, m: string, by = 'commission') =>
      call<RankView>(client, 'GET', `/rank?from=${m}&to=${m}&by=${by}`);
    const before = (await rankOf(manager, month)).body.data;
    expect(before.rows.map((r) => [r.staffId, r.collections, r.commission])).toEqual([
      [sales.id, '800.00', '8.00'],
      [other.id, '600.00', '6.00'],
    ]);
    const paidSheet = (await sheet(finance, ourSheet)).body.data;

    // The clock moves to the first morning of the next month (only Date: timers run as ever).
    onlyDateAt(afterMonth(month).getTime() + 6 * 3_600_000);
    expect(shanghaiMonth()).toBe(next);
    const money = await team.as('f');
    const boss = await team.as('om');
    const seller = await team.as('s');
    await paidRefund(money, theirs, '600');
    // And 200 more on our contract, counted with the tiers that start this month.
    await confirmedReceipt(seller, money, ours.contractId, '200');
    const now = await until(
      () => rankOf(boss, next, 'collections'),
      (r) => r.body.data?.rows?.length === 2,
      'the next month in the ledger',
    );
    expect(now.body.data.rows.map((r) => [r.staffId, r.collections, r.commission])).toEqual([
      [sales.id, '200.00', sum(earnedBy(newTiers, ['200.00']))],
      [other.id, '-600.00', sum(earnedBy(newTiers, ['-600.00']))],
    ]);
    expect(sum(earnedBy(newTiers, ['200.00']))).toBe('3.00');
    // The month before: its rank and its paid sheet as they were.
    expect((await rankOf(boss, month)).body.data).toEqual(before);
    expect((await sheet(money, ourSheet)).body.data).toEqual(paidSheet);

    // The next month's close: the refund's negative commission is carried forward, never paid back.
    const { db, commands, store } = t.api.infra;
    await runMonthClose({ db, commands, store }, next, 'system', () => afterMonth(next));
    const sheets = await until(
      () => money.get<WageSheetRow[]>(`/wages?month=${next}`),
      (r) => r.body.data?.length === 2,
      'the next month sheets',
    );
    expect(
      sheets.body.data.map((r) => [r.staffId, r.collections, r.earned, r.commission, r.carriedOut, r.total]),
    ).toEqual([
      [other.id, '-600.00', '-6.00', '0.00', '-6.00', '4000.00'],
      [sales.id, '200.00', '3.00', '3.00', '0.00', '4003.00'],
    ]);
    const refundLine = (await sheet(money, sheetId(other.id, next))).body.data.lines;
    expect(refundLine.map((l) => [l.kind, l.amount, l.commission, l.effectiveFrom])).toEqual([
      ['refund', '-600.00', '-6.00', `${next}-01`],
    ]);
  });
});
