import { randomUUID } from 'node:crypto';
import {
  AGEING_BUCKETS,
  type HomeAnswer,
  type MoneyFlowReport,
  type MonthCloseList,
  type ReceivablesReport,
  type ReportEventLine,
} from '@packflow/contracts';
import { ageing } from '@packflow/domain';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { SignedInClient } from '../support/api-client';
import {
  type SignedContract,
  call,
  download,
  linesOf,
  shanghaiDay,
  shanghaiMonth,
  signedContract,
} from '../support/bills-fixtures';
import { type Seller, until } from '../support/fulfilment-fixtures';
import { fulfilmentTeam } from '../support/fulfilment-team';
import { POSTGRES, describeOn, useTestApi } from '../support/test-api';

const dayPlus = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10);

/**
 * Finance's reports through the API: receivables as of any day with ageing buckets that add up
 * to the total and equal the domain's reference (ageingOf) over the same flows, per salesman and
 * per customer, with the events behind a customer's figure; collections by salesman and method
 * with their events; golden beans; every table exported to Excel and read back; Finance's /Home
 * tile; a salesman gets no report. And Admin closing a past month through the API.
 */
describeOn(POSTGRES, 'reports', () => {
  const t = useTestApi(POSTGRES);
  const tag = randomUUID().slice(0, 6);
  const today = shanghaiDay();
  // A receipt counts on the day received as the seller gave it (the test gives the UTC day).
  const yesterday = dayPlus(today, -1);
  let sales: Seller;
  let trader: Seller;
  let finance: SignedInClient;
  let warehouse: SignedInClient;
  let ours: SignedContract;
  let theirs: SignedContract;

  beforeAll(async () => {
    const team = await fulfilmentTeam(t, tag, 'r', { w: 'Warehouse' });
    ({ sales, trader } = team);
    finance = await team.as('f');
    warehouse = await team.as('w');
    ours = await signedContract(t, team.driver, sales, tag);
    theirs = await signedContract(t, team.driver, trader, tag, '400');
    await linesOf(t, ours.customerId, 2);
    await linesOf(t, theirs.customerId, 2);
  }, 300_000);

  const report = (asOf: string, currency = 'CNY', extra = '') =>
    until(
      () => finance.get<ReceivablesReport>(`/reports/receivables?asOf=${asOf}&currency=${currency}${extra}`),
      (r) => r.status === 200 && (asOf < today || r.body.data.customers.total > 0),
      `the receivables of ${asOf}`,
    );

  /** The flows of the read model as the domain's reference reads them. */
  async function flows(currency: string) {
    const rows = (
      await sql<{
        customer_id: string;
        owner_id: string;
        order_id: string | null;
        sign_day: string | null;
        event_day: string;
        amount: string;
      }>`select customer_id, owner_id, order_id, sign_day,
           event_day, amount::text as amount
         from rm.receivable_flows where currency = ${currency}`.execute(t.api.infra.db)
    ).rows;
    return rows.map((r) => ({
      customerId: r.customer_id,
      ownerId: r.owner_id,
      orderId: r.order_id,
      signDay: r.sign_day,
      eventDay: r.event_day,
      amount: r.amount,
    }));
  }

  it('ages the receivables as of any day: buckets add up to the total and equal the reference', async () => {
    const now = (await report(today)).body.data;
    const mine = now.customers.rows.find((c) => c.customerId === ours.customerId)!;
    // 1000 signed today, 300 received: 700 owed, 0-30 days.
    expect(mine).toMatchObject({
      total: '700.00',
      buckets: { d0_30: '700.00', over120: '0.00' },
      ownerId: sales.id,
    });
    const usd = (await report(today, 'USD')).body.data;
    expect(usd.customers.rows.map((c) => [c.customerId, c.total])).toEqual([[theirs.customerId, '600.00']]);

    for (const [asOf, currency] of [
      [today, 'CNY'],
      [today, 'USD'],
      [dayPlus(today, -1), 'CNY'],
      [dayPlus(today, 45), 'CNY'],
      [dayPlus(today, 100), 'CNY'],
      [dayPlus(today, 200), 'USD'],
    ] as const) {
      const r = (await report(asOf, currency)).body.data;
      const sum = (figures: Record<string, string>) =>
        AGEING_BUCKETS.reduce((s, b) => s.plus(figures[b]!), new Decimal(0)).toFixed(2);
      // Each row's buckets add up to its total; the salesmen's and the customers' totals to the whole.
      expect(sum(r.totals.buckets)).toBe(r.totals.total);
      for (const row of [...r.owners, ...r.customers.rows]) expect(sum(row.buckets)).toBe(row.total);
      expect(r.owners.reduce((s, o) => s.plus(o.total), new Decimal(0)).toFixed(2)).toBe(r.totals.total);
      const reference = ageing.ageingOf(await flows(currency), asOf);
      expect({ ...r.totals, advances: r.advances }).toEqual(reference);
    }
    // As the days pass, the same 700 moves to older buckets.
    expect(
      (await report(dayPlus(today, 45))).body.data.customers.rows.find(
        (c) => c.customerId === ours.customerId,
      ),
    ).toMatchObject({ total: '700.00', buckets: { d31_60: '700.00' } });
    expect(
      (await report(dayPlus(today, 130))).body.data.customers.rows.find(
        (c) => c.customerId === ours.customerId,
      ),
    ).toMatchObject({ buckets: { over120: '700.00' } });
    // The day before, nothing was owed.
    expect((await report(dayPlus(today, -1))).body.data.totals.total).toBe('0.00');

    // One salesman's part.
    const his = (await report(today, 'CNY', `&ownerId=${sales.id}`)).body.data;
    expect(his.owners.map((o) => o.ownerId)).toEqual([sales.id]);
    expect(his.totals.total).toBe('700.00');
  });

  it('lists the events behind a customer’s figure', async () => {
    const lines = await until(
      () => finance.get<ReportEventLine[]>(`/reports/receivables/${ours.customerId}/events?asOf=${today}`),
      (r) => r.status === 200,
      'the events',
    );
    const owed = lines.body.data.filter((l) => l.bucket !== null);
    expect(owed.reduce((s, l) => s.plus(l.amount), new Decimal(0)).toFixed(2)).toBe('700.00');
    expect(owed.map((l) => l.amount).sort()).toEqual(['-300.00', '1000.00']);
    expect(owed.every((l) => /^\d+$/.test(l.position) && l.streamId.length > 0)).toBe(true);
    expect((await finance.get(`/reports/receivables/nobody-${tag}/events`)).status).toBe(404);
  });

  it('sums collections by salesman and method, with the events behind them', async () => {
    const byOwner = await until(
      () => finance.get<MoneyFlowReport>(`/reports/money?from=${yesterday}&to=${today}&groupBy=owner`),
      (r) => r.status === 200 && r.body.data.rows.some((x) => x.key === sales.id),
      'the collections',
    );
    expect(byOwner.body.data.rows.find((x) => x.key === sales.id)).toMatchObject({
      collections: '300.00',
      collectionCount: 1,
      net: '300.00',
    });
    const usd = await finance.get<MoneyFlowReport>(
      `/reports/money?from=${yesterday}&to=${today}&groupBy=owner&currency=USD`,
    );
    expect(usd.body.data.rows.find((x) => x.key === trader.id)).toMatchObject({ collections: '400.00' });
    const byMethod = (
      await finance.get<MoneyFlowReport>(`/reports/money?from=${yesterday}&to=${today}&groupBy=method`)
    ).body.data;
    expect(byMethod.rows.find((x) => x.key === 'bank')?.collections).toBe(byMethod.totals.collections);
    const events = await finance.get<ReportEventLine[]>(
      `/reports/money/events?from=${yesterday}&to=${today}&groupBy=owner&key=${sales.id}`,
    );
    expect(events.body.data.map((e) => [e.amount, e.contractNumber])).toEqual([['300.00', ours.number]]);
    const refused = await call(finance, 'GET', `/reports/money?from=${today}&to=${dayPlus(today, -3)}`);
    expect([refused.status, JSON.stringify(refused.body)]).toEqual([
      422,
      expect.stringContaining('The end of the period comes before its start'),
    ]);
    expect((await finance.get('/reports/beans')).status).toBe(200);
  });

  it('exports the receivables and the collections to Excel, money as numbers with 2 decimals', async () => {
    const file = await download(finance, `/reports/receivables/xlsx?asOf=${today}`);
    expect([file.status, file.type]).toEqual([
      200,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('By customer')!;
    const header = sheet.getRow(1).values as unknown[];
    const totalColumn = header.indexOf('Total');
    const d0 = header.indexOf('0-30 days');
    let found = false;
    sheet.eachRow((row) => {
      if (row.getCell(1).value !== 'Qingdao Tea' || row.getCell(2).value === null) return;
      if (Number(row.getCell(totalColumn).value) !== 700) return;
      found = true;
      expect([row.getCell(d0).value, row.getCell(totalColumn).numFmt]).toEqual([700, '#,##0.00']);
    });
    expect(found).toBe(true);

    const cn = await download(
      finance,
      `/reports/money/xlsx?from=${yesterday}&to=${today}&groupBy=owner`,
      'cn',
    );
    const cnBook = new ExcelJS.Workbook();
    await cnBook.xlsx.load(cn.bytes as unknown as ArrayBuffer);
    const money = cnBook.worksheets[0]!;
    expect(money.getRow(1).values).toContain('回款');
    const values: unknown[] = [];
    money.eachRow((row) => values.push(row.getCell(2).value));
    expect(values).toContain(300);
    expect((await download(finance, '/reports/beans/xlsx')).status).toBe(200);
  });

  it('shows Finance the overdue receivables on /Home, and no report to a salesman or the warehouse', async () => {
    const home = await finance.get<HomeAnswer>('/home');
    const tile = home.body.data.tiles.find((x) => x.id === 'reports.overdue');
    // Everything was signed today: nothing is over 90 days.
    expect(tile?.value).toBe('0.00');
    expect((await sales.client.get('/reports/receivables')).status).toBe(403);
    expect((await warehouse.get('/reports/money')).status).toBe(403);
    expect((await trader.client.get('/reports/beans')).status).toBe(403);
  });

  it('closes a past month on Admin’s run', async () => {
    const admin = await t.admin();
    const list = (await admin.get<MonthCloseList>('/bills/closes')).body.data;
    const month = list.closable[0]!;
    expect(month < shanghaiMonth()).toBe(true);
    const run = await call<{ month: string }>(admin, 'POST', '/bills/closes', { month });
    expect([run.status, run.body.data.month]).toEqual([200, month]);
    const closed = await until(
      () => admin.get<MonthCloseList>('/bills/closes'),
      (r) => r.body.data.rows.some((x) => x.month === month && x.status === 'done'),
      'the month closed',
    );
    expect(closed.body.data.rows.find((x) => x.month === month)).toMatchObject({
      bills: 0,
      by: expect.any(String),
    });
    expect(closed.body.data.closable).not.toContain(month);
  });
});
