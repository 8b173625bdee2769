import { randomUUID } from 'node:crypto';
import type {
  DayOrderStatistics,
  FinanceStatistics,
  LogisticsStatistics,
  MonthOrderStatistics,
  OrderInspectionView,
  OrderShippingView,
  ProductStatistics,
  QualityStatistics,
  ReceivablesReport,
} from '@packflow/contracts';
import ExcelJS from 'exceljs';
import { shipmentJson } from '../support/shipment-form';
import type { SignedInClient } from '../support/api-client';
import {
  type SignedContract,
  download,
  shanghaiDay,
  shanghaiMonth,
  signedContract,
} from '../support/bills-fixtures';
import { pngOf, uploadAs } from '../support/files';
import {
  type FulfilmentDriver,
  type Seller,
  answersFor,
  sendJson,
  until,
} from '../support/fulfilment-fixtures';
import { fulfilmentTeam } from '../support/fulfilment-team';
import { POSTGRES, describeOn, useTestApi } from '../support/test-api';

const dayPlus = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10);

/**
 * Admin's statistics through the API, on a history made through it: three orders signed (two of
 * the salesman in CNY, one of the trader in USD), one canceled after signing and refunded, one
 * taken through production, inspection (two kinds of defect) and shipping. Each page's figures are
 * what was done today, against the previous period; a period after today compares with today;
 * an export opened back with exceljs; and nobody but Admin reads any of it.
 */
describeOn(POSTGRES, 'statistics', () => {
  const t = useTestApi(POSTGRES);
  const tag = randomUUID().slice(0, 6);
  const today = shanghaiDay();
  const tomorrow = dayPlus(today, 1);
  let admin: SignedInClient;
  let sales: Seller;
  let trader: Seller;
  let finance: SignedInClient;
  let driver: FulfilmentDriver;
  let plain: SignedContract;
  let made: { contractId: string; orderId: string; number: string };

  beforeAll(async () => {
    const team = await fulfilmentTeam(t, tag, 'x', { w: 'Warehouse' });
    ({ sales, trader, driver } = team);
    admin = await t.admin('en');
    finance = await team.as('f');
    const warehouse = await team.as('w');
    const quality = team.quality;

    plain = await signedContract(t, driver, sales, tag);
    await signedContract(t, driver, trader, tag, '400');

    // The plain order canceled after signing, its 300 refunded.
    const asked = await sales.client.post(`/order/${plain.orderId}/cancel`, { reason: 'Design changed' });
    expect(asked.body.code).toBe(0);
    await until(
      () => team.manager.put(`/operator-manage/order/${plain.orderId}`, { decision: 'approve', reason: '' }),
      (r) => r.body.code === 0,
      'the cancel approved',
    );
    const refund = await until(
      () =>
        finance.post<{ paymentId: string }>('/finance/payment', {
          contractId: plain.contractId,
          orderId: plain.orderId,
          amount: '300',
          reason: 'Order canceled',
          idempotencyKey: `refund-${tag}`,
        }),
      (r) => r.body.code === 0,
      'the refund asked',
    );
    const proof = (await uploadAs(finance.baseUrl, finance, await pngOf(), 'proof.png')).body.data;
    // Paid once the payment is readable (the proof and the request may still be on their way).
    await until(
      () => finance.put(`/finance/payment/${refund.body.data.paymentId}/pay`, { proofs: proof }),
      (r) => r.body.code === 0,
      'the refund paid',
    );

    // The third order made, inspected with two kinds of defect, paid in full and shipped.
    made = await driver.orderAtInspection(sales);
    const lot = (await quality.get<OrderInspectionView>(`/inspection/${made.orderId}`)).body.data.lots[0]!;
    const inspected = await sendJson(quality, 'POST', `/inspection/${made.orderId}/lots/1/inspect`, {
      sampleSize: lot.plan!.sampleSize,
      checks: answersFor(lot),
      defects: [
        { kind: 'print', count: 2 },
        { kind: 'seal', count: 1 },
      ],
      goodQuantity: 2000,
    });
    expect(inspected.body.code).toBe(0);
    await driver.pay(sales, made.contractId, '700');
    await until(
      () => warehouse.get<OrderShippingView>(`/shipping/${made.orderId}`),
      (r) => r.body.data?.readiness?.ready === true,
      'the order ready to ship',
    );
    const shipped = await sendJson(
      warehouse,
      'POST',
      `/shipping/${made.orderId}/shipments`,
      shipmentJson(2000, `SF${tag}`),
    );
    expect(shipped.body.code).toBe(0);
  }, 400_000);

  /** A page as Admin reads it, once the read model holds what `done` waits for. */
  const page = <T>(path: string, done: (data: T) => boolean) =>
    until(
      () => admin.get<T>(`/statistics/${path}`),
      (r) => r.status === 200 && done(r.body.data),
      `statistics/${path}`,
    ).then((r) => r.body.data);

  it('counts orders created, signed and canceled after signing on their day, money in one currency', async () => {
    const day = await page<DayOrderStatistics>(
      `day-order?from=${today}&to=${today}`,
      (d) => d.totals.created === 3 && d.totals.canceled === 1,
    );
    expect(day).toMatchObject({
      page: 'day-order',
      groupBy: 'salesman',
      currency: 'CNY',
      period: { from: today, to: today },
      previousPeriod: { from: dayPlus(today, -1), to: dayPlus(today, -1) },
      totals: {
        created: 3,
        createdQuantity: 6000,
        signed: 3,
        signedAmount: '2000.00',
        canceled: 1,
        canceledAmount: '1000.00',
      },
      previousTotals: { created: 0, signed: 0, signedAmount: '0.00' },
    });
    expect(day.series).toEqual([
      expect.objectContaining({ key: today, created: 3, signedAmount: '2000.00' }),
    ]);
    const bySalesman = Object.fromEntries(day.groups.map((g) => [g.key, g.current]));
    expect(bySalesman[sales.id]).toMatchObject({
      created: 2,
      signed: 2,
      signedAmount: '2000.00',
      canceled: 1,
    });
    expect(bySalesman[trader.id]).toMatchObject({ created: 1, signed: 1, signedAmount: '0.00' });
    expect([day.groupCount, day.groups.length, day.groups[0]!.key]).toEqual([2, 2, sales.id]);
    expect(day.groups[0]!.label).toBe(`OperatorIndex xs-${tag}`);

    const usd = await page<DayOrderStatistics>(
      `day-order?from=${today}&to=${today}&currency=USD&groupBy=customer`,
      () => true,
    );
    expect(usd.totals).toMatchObject({ signed: 3, signedAmount: '1000.00', canceledAmount: '0.00' });
    expect(usd.groups.find((g) => g.key === `customer-${trader.id}`)?.current.signedAmount).toBe('1000.00');
    const byType = await page<DayOrderStatistics>(
      `day-order?from=${today}&to=${today}&groupBy=bagType`,
      () => true,
    );
    expect(byType.groups.map((g) => [g.key, g.current.created])).toEqual([['standUp', 3]]);

    // The day after compares with today: nothing now, today's figures before.
    const after = await page<DayOrderStatistics>(`day-order?from=${tomorrow}&to=${tomorrow}`, () => true);
    expect(after.totals).toMatchObject({ created: 0, signedAmount: '0.00' });
    expect(after.previousTotals).toMatchObject({ created: 3, signed: 3, signedAmount: '2000.00' });
    expect(after.groups.find((g) => g.key === sales.id)?.previous).toMatchObject({ signedAmount: '2000.00' });

    const month = await page<MonthOrderStatistics>(
      `month-order?from=${shanghaiMonth()}&to=${shanghaiMonth()}&groupBy=area`,
      () => true,
    );
    expect(month.totals).toEqual(
      (await page<DayOrderStatistics>(`day-order?from=${shanghaiMonth()}-01&to=${today}`, () => true)).totals,
    );
    expect(month.series.map((p) => p.key)).toEqual([shanghaiMonth()]);
    expect(month.previousPeriod.to < month.period.from).toBe(true);
  });

  it('adds up collections, reversals and refunds by method, with the receivables open at the end', async () => {
    const f = await page<FinanceStatistics>(
      `finance?from=${today}&to=${today}&groupBy=method`,
      (d) => d.totals.collectionCount === 4 && d.totals.refundCount === 1,
    );
    const receivables = (
      await admin.get<ReceivablesReport>(`/reports/receivables?asOf=${today}&currency=CNY`)
    ).body.data;
    expect(f.totals).toEqual({
      collections: '1300.00',
      collectionCount: 4,
      reversals: '0.00',
      refunds: '300.00',
      refundCount: 1,
      net: '1000.00',
      receivables: receivables.totals.total,
    });
    expect(receivables.totals.total).toBe('0.00');
    expect(
      f.groups.map((g) => [g.key, g.current.collections, g.current.refunds, g.current.receivables]),
    ).toEqual([
      ['bank', '1300.00', '0.00', null],
      ['', '0.00', '300.00', null],
    ]);
    const bySalesman = await page<FinanceStatistics>(
      `finance?from=${today}&to=${today}&currency=USD`,
      () => true,
    );
    expect(bySalesman.groups.find((g) => g.key === trader.id)?.current).toMatchObject({
      collections: '400.00',
      receivables: '600.00',
    });
  });

  it('reads output and waste by machine and stage, inspections and defects, shipments on time', async () => {
    const product = await page<ProductStatistics>(
      `product?from=${today}&to=${today}&groupBy=stage`,
      (d) => d.totals.entries === 3,
    );
    const entries = (await t.api.infra.store.readStream(`production-${made.orderId}`))
      .filter((e) => e.type === 'StageEntryRecorded')
      .map((e) => e.data as { stage: string; goodOut: number; setupWaste: number; runningWaste: number });
    const waste = entries.reduce((s, e) => s + e.setupWaste + e.runningWaste, 0);
    expect(product.totals).toMatchObject({ output: 2750, waste, entries: 3 });
    expect(product.totals.wastePercent).toBe(((waste * 100) / (waste + 2750)).toFixed(2));
    expect(product.groups.map((g) => [g.key, g.current.output]).sort()).toEqual([
      ['bagMaking', 2000],
      ['lamination-1', 370],
      ['printing', 380],
    ]);
    const machines = await page<ProductStatistics>(
      `product?from=${today}&to=${today}&groupBy=machine`,
      () => true,
    );
    expect(machines.groups.map((g) => g.label).sort()).toEqual([
      `Bag maker ${tag}`,
      `Indigo ${tag}`,
      `Laminator ${tag}`,
    ]);
    expect(machines.currency).toBeNull();

    const quality = await page<QualityStatistics>(
      `quality?from=${today}&to=${today}&groupBy=defectKind`,
      (d) => d.totals.inspections === 1,
    );
    expect(quality.totals).toEqual({ inspections: 1, passed: 1, failed: 0, passRate: '100.00', defects: 3 });
    expect(quality.groups.map((g) => [g.key, g.current.defects, g.current.inspections])).toEqual([
      ['print', 2, 1],
      ['seal', 1, 1],
    ]);
    const inspectors = await page<QualityStatistics>(
      `quality?from=${today}&to=${today}&groupBy=inspector`,
      () => true,
    );
    expect(inspectors.groups.map((g) => [g.label, g.current.inspections])).toEqual([
      [`QualityTesting xq-${tag}`, 1],
    ]);

    const logistics = await page<LogisticsStatistics>(
      `logistics?from=${today}&to=${today}&groupBy=logisticsCompany`,
      (d) => d.totals.shipments === 1,
    );
    expect(logistics.totals).toEqual({
      shipments: 1,
      quantity: 2000,
      freight: '35.50',
      onTime: 1,
      onTimePercent: '100.00',
    });
    expect(logistics.groups.map((g) => [g.key, g.current.shipments])).toEqual([['SF Express', 1]]);
  });

  it('exports a page to Excel in the reader language, money as numbers to 2 decimals', async () => {
    const file = await download(
      admin,
      `/statistics/finance/xlsx?from=${today}&to=${today}&groupBy=method`,
      'en',
    );
    expect([file.status, file.type]).toEqual([
      200,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(file.disposition).toContain(`Finance-${today}-${today}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const groups = book.getWorksheet('Groups')!;
    expect(groups.getRow(1).getCell(1).value).toBe('Method');
    expect(groups.getRow(1).getCell(2).value).toBe('Collections');
    expect(groups.getRow(1).getCell(3).value).toBe('Collections (previous)');
    expect(groups.getRow(2).getCell(1).value).toBe('bank');
    expect(groups.getRow(2).getCell(2).value).toBe(1300);
    expect(groups.getRow(2).getCell(2).numFmt).toBe('0.00');
    expect(groups.getRow(2).getCell(4).value).toBe(4);
    const total = groups.getRow(4);
    expect([total.getCell(1).value, total.getCell(2).value, total.font?.bold]).toEqual(['Total', 1300, true]);
    const series = book.getWorksheet('Trend')!;
    expect([series.getRow(2).getCell(1).value, series.getRow(2).getCell(2).value]).toEqual([today, 1300]);

    const cn = await download(admin, `/statistics/day-order/xlsx?from=${today}&to=${today}`, 'cn');
    const cnBook = new ExcelJS.Workbook();
    await cnBook.xlsx.load(cn.bytes as unknown as ArrayBuffer);
    const cnGroups = cnBook.getWorksheet('分组')!;
    expect([cnGroups.getRow(1).getCell(1).value, cnGroups.getRow(1).getCell(2).value]).toEqual([
      '业务员',
      '新建订单',
    ]);
    expect(cnGroups.getRow(1).getCell(8).value).toBe('签约金额');
  });

  it('refuses a period that ends before it starts, and every reader but Admin', async () => {
    const wrong = await admin.get(`/statistics/day-order?from=${today}&to=${dayPlus(today, -3)}`);
    expect([wrong.status, wrong.body.msg, wrong.body.extra?.fields]).toEqual([
      422,
      'Please correct the highlighted fields',
      { to: 'The end of the period comes before its start' },
    ]);
    const month = await admin.get('/statistics/month-order?from=2026-13', { Locale: 'cn' });
    expect([month.status, month.body.extra?.fields]).toEqual([422, { from: '请按 YYYY-MM 填写月份' }]);
    const long = await admin.get(`/statistics/finance?from=2024-01-01&to=2025-06-30`);
    expect(long.body.extra?.fields).toEqual({
      to: 'Please choose a period of at most 366 days (months on the monthly page)',
    });
    for (const client of [sales.client, finance])
      for (const path of [
        'day-order',
        'month-order',
        'finance',
        'product',
        'quality',
        'logistics',
        'finance/xlsx',
      ])
        expect([path, (await client.get(`/statistics/${path}`)).status]).toEqual([path, 403]);
  });
});
