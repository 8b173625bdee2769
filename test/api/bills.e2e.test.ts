import { randomUUID } from 'node:crypto';
import type { BillComparison, BillRow, BillView, HomeAnswer, MonthCloseList } from '@packflow/contracts';
import { runMonthClose } from '@packflow/projections';
import ExcelJS from 'exceljs';
import type { SignedInClient } from '../support/api-client';
import {
  type SignedContract,
  afterMonth,
  call,
  download,
  linesOf,
  shanghaiMonth,
  signedContract,
} from '../support/bills-fixtures';
import { type FulfilmentDriver, type Seller, until } from '../support/fulfilment-fixtures';
import { fulfilmentTeam } from '../support/fulfilment-team';
import { pdfLines } from '../support/pdf-text';
import { POSTGRES, describeOn, useTestApi } from '../support/test-api';

/**
 * Bills through the API: a month closed makes one bill per customer (the salesman's and the
 * trader's), each with a signed line and a down-payment line; who sees which bill (the owner his
 * own, Finance every one, another salesman and the warehouse none); the bill's steps with every
 * refusal in English and Chinese (not sent, not sendable, a line not on the bill, not adjustable,
 * disputes open, finishing early, a stale revision, sealed); the bill as sent beside now; the PDF
 * and the Excel file in the customer's language, read back; Admin's closes and hour setting.
 */
describeOn(POSTGRES, 'bills', () => {
  const t = useTestApi(POSTGRES);
  const tag = randomUUID().slice(0, 6);
  const month = shanghaiMonth();
  let driver: FulfilmentDriver;
  let sales: Seller;
  let trader: Seller;
  let other: SignedInClient;
  let finance: SignedInClient;
  let warehouse: SignedInClient;
  let salesCn: SignedInClient;
  let ours: SignedContract;
  let theirs: SignedContract;
  let salesBill: string;
  let traderBill: string;

  beforeAll(async () => {
    const team = await fulfilmentTeam(t, tag, 'b', { w: 'Warehouse' });
    ({ driver, sales, trader, other } = team);
    finance = await team.as('f');
    warehouse = await team.as('w');
    salesCn = await team.as('s', 'cn');
    ours = await signedContract(t, driver, sales, tag);
    theirs = await signedContract(t, driver, trader, tag, '400');
    await linesOf(t, ours.customerId, 2);
    await linesOf(t, theirs.customerId, 2);
    // The month's close, as the job runs it (this month: the test's lines are dated today).
    const { db, commands, store } = t.api.infra;
    await runMonthClose({ db, commands, store }, month, 'system', () => afterMonth(month));
    salesBill = `${ours.customerId}-${month.replace('-', '')}`;
    traderBill = `${theirs.customerId}-${month.replace('-', '')}`;
    await until(
      () => finance.get<BillRow[]>(`/bills?month=${month}`),
      (r) => [salesBill, traderBill].every((id) => r.body.data?.some((b) => b.id === id)),
      'the bills listed',
    );
  }, 300_000);

  const bill = (client: SignedInClient, id: string, locale: 'cn' | 'en' = 'en') =>
    call<BillView>(client, 'GET', `/bills/${id}`, undefined, { locale });

  it('makes one bill per customer with its lines and totals, each seen by its owner, Finance and Admin only', async () => {
    const view = (await bill(sales.client, salesBill)).body.data;
    expect(view.lines.map((l) => [l.kind, l.amount, l.contractNumber]).sort()).toEqual([
      ['downPayment', '300.00', ours.number],
      ['signed', '1000.00', ours.number],
    ]);
    expect([view.status, view.currency, view.language, view.actions]).toEqual([
      'toReconcile',
      'CNY',
      'cn',
      ['send', 'adjust'],
    ]);
    expect(view.totals).toMatchObject({
      signedOrders: 1,
      signingAmount: '1000.00',
      downPayments: '300.00',
      collections: '300.00',
      openingBalance: '0.00',
      closingBalance: '700.00',
    });
    expect(view.history[0]).toMatchObject({
      type: 'BillIssued',
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    // The lists: the owner his own only; Finance every bill; the views filter by status.
    const mine = (await sales.client.get<BillRow[]>(`/bills?month=${month}`)).body.data;
    expect(mine.map((b) => b.id)).toEqual([salesBill]);
    expect(mine[0]).toMatchObject({
      closingBalance: '700.00',
      signingAmount: '1000.00',
      status: 'toReconcile',
    });
    expect((await trader.client.get<BillRow[]>('/bills')).body.data.map((b) => b.id)).toEqual([traderBill]);
    expect((await other.get<BillRow[]>('/bills')).body.data).toEqual([]);
    const all = await finance.get<BillRow[]>(`/bills?month=${month}&view=wait&_size=5`);
    expect(all.body.data.map((b) => b.id).sort()).toEqual([salesBill, traderBill].sort());
    expect(all.body.extra?.pageInfo).toMatchObject({ _page: 1, _size: 5, _count: 2 });
    expect((await finance.get<BillRow[]>(`/bills?month=${month}&view=sent`)).body.data).toEqual([]);
    expect((await finance.get<BillRow[]>(`/bills?keyword=nobody-${tag}`)).body.data).toEqual([]);

    // Another's bill is not found; the warehouse has no bills at all.
    expect((await bill(sales.client, traderBill)).status).toBe(404);
    expect((await bill(other, salesBill)).status).toBe(404);
    expect((await download(other, `/bills/${salesBill}/pdf`)).status).toBe(404);
    expect((await warehouse.get('/bills')).status).toBe(403);
    expect((await warehouse.get(`/bills/${salesBill}`)).status).toBe(403);
    // The salesman's /Home: one bill to send, none disputed.
    const home = (await sales.client.get<HomeAnswer>('/home')).body.data.tiles;
    expect(['bills.to-send', 'bills.disputed'].map((id) => home.find((x) => x.id === id)?.value)).toEqual([
      '1',
      '0',
    ]);
    // Finance sees it, with adjusting its only action.
    expect((await bill(finance, salesBill)).body.data.actions).toEqual(['adjust']);
    expect((await bill(await t.admin(), traderBill)).body.data.actions).toEqual([]);
    expect((await bill(trader.client, traderBill)).body.data).toMatchObject({
      currency: 'USD',
      language: 'en',
      actions: ['send'],
    });
  });

  it('takes the bill through its steps, refusing each wrong step in English and Chinese', async () => {
    const step = (
      client: SignedInClient,
      action: string,
      body: unknown,
      locale: 'cn' | 'en' = 'en',
      ifMatch?: number,
    ) => call<BillView>(client, 'POST', `/bills/${traderBill}/${action}`, body, { locale, ifMatch });
    const traderCn = trader.client;
    const refusal = async (answer: ReturnType<typeof step>) => {
      const a = await answer;
      return [a.status, a.body.msg];
    };

    // Not sent yet: no answer from the customer.
    expect(await refusal(step(trader.client, 'confirm', {}))).toEqual([
      422,
      'Only a bill sent to the customer can be confirmed or disputed',
    ]);
    expect(
      await refusal(step(traderCn, 'dispute', { lines: [{ lineId: 'x', reason: 'no' }] }, 'cn')),
    ).toEqual([422, '只有已发送给客户的账单才能确认或提出异议']);
    // A trader never adjusts; Finance sends no bill.
    expect((await step(trader.client, 'adjust', { adjustments: [] })).status).toBe(403);
    expect((await call(finance, 'POST', `/bills/${traderBill}/send`, {})).status).toBe(403);

    // A stale revision is refused; the current one sends it.
    const before = (await bill(trader.client, traderBill)).body.data;
    expect((await step(trader.client, 'send', {}, 'en', before.revision + 5)).status).toBe(409);
    const sent = await step(trader.client, 'send', {}, 'en', before.revision);
    expect([sent.status, sent.body.data.status, sent.body.data.actions]).toEqual([
      200,
      'sent',
      ['confirm', 'dispute'],
    ]);
    expect(sent.body.data.sentPosition).toMatch(/^\d+$/);
    expect(await refusal(step(trader.client, 'send', {}))).toEqual([
      422,
      'This bill is already with the customer or reconciled: it cannot be sent now',
    ]);
    expect(await refusal(step(trader.client, 'send', {}, 'cn'))).toEqual([
      422,
      '此账单已发送给客户或已对账，现在不能发送',
    ]);
    // Finance cannot adjust a sent bill.
    const adjustSent = await call(finance, 'POST', `/bills/${traderBill}/adjust`, {
      adjustments: [{ adjustmentId: randomUUID(), amount: '10', reason: 'freight', lineId: null }],
    });
    expect([adjustSent.status, adjustSent.body.msg]).toEqual([
      422,
      'Only a bill not yet sent, or disputed, can be adjusted',
    ]);
    const adjustSentCn = await call(
      finance,
      'POST',
      `/bills/${traderBill}/adjust`,
      { adjustments: [{ adjustmentId: randomUUID(), amount: '10', reason: 'freight', lineId: null }] },
      { locale: 'cn' },
    );
    expect(adjustSentCn.body.msg).toBe('只有未发送或有异议的账单才能调整');

    // A line not on the bill (not found, as the domain names it); then the customer disputes the down payment.
    expect(
      await refusal(step(trader.client, 'dispute', { lines: [{ lineId: 'nope', reason: 'no' }] })),
    ).toEqual([422, 'Line nope is not on this bill']);
    expect(
      await refusal(step(traderCn, 'dispute', { lines: [{ lineId: 'nope', reason: 'no' }] }, 'cn')),
    ).toEqual([422, '此账单中没有该行（nope）']);
    const downPayment = before.lines.find((l) => l.kind === 'downPayment')!;
    const disputed = await step(trader.client, 'dispute', {
      lines: [{ lineId: downPayment.lineId, reason: 'We paid 250' }],
    });
    expect([disputed.body.data.status, disputed.body.data.disputes.map((d) => d.reason)]).toEqual([
      'disputed',
      ['We paid 250'],
    ]);
    expect(await refusal(step(trader.client, 'send', {}))).toEqual([
      422,
      'Disputed lines wait for an adjustment before the bill is sent again',
    ]);
    expect(await refusal(step(traderCn, 'send', {}, 'cn'))).toEqual([
      422,
      '有异议的行需先调整，才能再次发送账单',
    ]);

    // Finance answers with an adjustment; sent again; "as sent" still shows it as it was.
    const adjustmentId = randomUUID();
    const adjusted = await call<BillView>(finance, 'POST', `/bills/${traderBill}/adjust`, {
      adjustments: [
        { adjustmentId, amount: '30', reason: 'Short payment agreed', lineId: downPayment.lineId },
      ],
    });
    expect([adjusted.status, adjusted.body.data.status, adjusted.body.data.totals.adjustments]).toEqual([
      200,
      'toReconcile',
      '30.00',
    ]);
    // 1000 signed - 400 paid + 30 adjusted.
    expect(adjusted.body.data.totals.closingBalance).toBe('630.00');
    // The same adjustment again records nothing.
    const again = await call<BillView>(finance, 'POST', `/bills/${traderBill}/adjust`, {
      adjustments: [
        { adjustmentId, amount: '30', reason: 'Short payment agreed', lineId: downPayment.lineId },
      ],
    });
    expect([again.status, again.body.data.revision]).toEqual([200, adjusted.body.data.revision]);
    await step(trader.client, 'send', {});

    // Confirming before the month after ends: refused unless the warning was read.
    expect(await refusal(step(trader.client, 'confirm', {}))).toEqual([
      422,
      'The month has not ended yet: finishing the reconciliation now cannot be redone. Confirm again to finish it',
    ]);
    expect(await refusal(step(traderCn, 'confirm', {}, 'cn'))).toEqual([
      422,
      '本月尚未结束：现在完成对账后将无法重新对账。请再次确认以完成对账',
    ]);
    const early = await step(trader.client, 'confirm', { acknowledgeEarly: true });
    expect(early.body.data.status).toBe('reconciled');
    const sealed = early.body.data.sealed!;
    expect(sealed.chainHead).toMatch(/^[0-9a-f]{64}$/);
    const history = early.body.data.history;
    expect(history.at(-1)).toMatchObject({ type: 'BillSealed', hash: sealed.chainHead });
    expect(history.map((h) => h.type)).toEqual([
      'BillIssued',
      'BillSent',
      'BillDisputed',
      'BillAdjusted',
      'BillSent',
      'BillConfirmed',
      'BillSealed',
    ]);
    expect(early.body.data.actions).toEqual([]);
    // Sealed: nothing more.
    const afterSeal = await call(finance, 'POST', `/bills/${traderBill}/adjust`, {
      adjustments: [{ adjustmentId: randomUUID(), amount: '1', reason: 'late', lineId: null }],
    });
    expect([afterSeal.status, afterSeal.body.msg]).toEqual([
      422,
      'This bill is reconciled and sealed: a correction goes into next month’s bill as an adjustment',
    ]);
  });

  it('shows the bill as it was sent beside how it stands now', async () => {
    // The salesman's bill: sent, then adjusted by Finance after a dispute.
    const sent = await call<BillView>(sales.client, 'POST', `/bills/${salesBill}/send`, {});
    expect(sent.status).toBe(200);
    const asSent = (await call<BillComparison>(sales.client, 'GET', `/bills/${salesBill}/compare`)).body.data;
    expect(asSent.sent).toEqual(asSent.now);
    expect([asSent.added, asSent.removed, asSent.changedTotals]).toEqual([[], [], []]);

    const line = sent.body.data.lines.find((l) => l.kind === 'signed')!;
    await call(sales.client, 'POST', `/bills/${salesBill}/dispute`, {
      lines: [{ lineId: line.lineId, reason: 'Price was 950' }],
    });
    const adjustmentId = randomUUID();
    await call(finance, 'POST', `/bills/${salesBill}/adjust`, {
      adjustments: [{ adjustmentId, amount: '-50', reason: 'Price agreed 950', lineId: line.lineId }],
    });
    const compared = (await call<BillComparison>(sales.client, 'GET', `/bills/${salesBill}/compare`)).body
      .data;
    // The sent view is the one seen when it was sent, unchanged by what came later.
    expect(compared.sent).toEqual(asSent.sent);
    expect(compared.sent!.lines).toEqual(sent.body.data.lines);
    expect(compared.sent!.totals).toEqual(sent.body.data.totals);
    expect(compared.now.status).toBe('toReconcile');
    expect(compared.added).toEqual([adjustmentId]);
    expect(compared.removed).toEqual([]);
    expect(compared.changedTotals).toEqual(['adjustments', 'closingBalance']);
    expect(compared.now.totals.closingBalance).toBe('650.00');
  });

  it('downloads the bill as a PDF and an Excel file in the customer’s language, sealed with its chain head', async () => {
    // The trader's bill is sealed and in English.
    const view = (await bill(trader.client, traderBill)).body.data;
    const pdf = await download(trader.client, `/bills/${traderBill}/pdf`);
    expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
    const text = (await pdfLines(pdf.bytes)).join('\n');
    expect(text).toContain('Statement of Account');
    expect(text).toContain('1,000.00');
    expect(text).toContain('Closing balance 630.00');
    expect(text).toContain(view.sealed!.chainHead);
    // Its QR code: an image (the unsealed bill below has none).
    expect(pdf.bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect(text).not.toContain('对账单');

    // The salesman's is in Chinese, not sealed: no chain head.
    const cn = await download(salesCn, `/bills/${salesBill}/pdf`, 'en');
    const cnText = (await pdfLines(cn.bytes)).join('\n');
    expect(cnText).toContain('对账单');
    expect(cnText).toContain('期末应收 650.00');
    expect(cnText).not.toContain('Hash chain head');
    expect(cnText).not.toContain('账单哈希链头');
    expect(cn.bytes.toString('latin1')).not.toMatch(/\/Subtype \/Image/);

    // Excel: money cells are numbers shown with 2 decimals.
    const xlsx = await download(trader.client, `/bills/${traderBill}/xlsx`);
    expect([xlsx.status, xlsx.type]).toEqual([
      200,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Statement');
    const header = sheet.getRow(1).values as unknown[];
    expect(header).toContain('Amount');
    const amountColumn = header.indexOf('Amount');
    const rows: { kind: string; amount: unknown; format: string | undefined }[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const cell = row.getCell(amountColumn);
      rows.push({ kind: String(row.getCell(2).value ?? ''), amount: cell.value, format: cell.numFmt });
    });
    expect(rows.find((r) => r.kind === 'Order signed')).toMatchObject({ amount: 1000, format: '#,##0.00' });
    expect(rows.find((r) => r.kind === 'Down payment')).toMatchObject({ amount: 400, format: '#,##0.00' });
    expect(rows.find((r) => r.kind === 'Adjustment')).toMatchObject({ amount: 30, format: '#,##0.00' });
    expect(rows.find((r) => r.kind === 'Closing balance')).toMatchObject({ amount: 630, format: '#,##0.00' });
    const texts: string[] = [];
    sheet.eachRow((row) => row.eachCell((c) => texts.push(String(c.value))));
    expect(texts).toContain(view.sealed!.chainHead);

    // The Chinese one has Chinese headers.
    const cnBook = new ExcelJS.Workbook();
    await cnBook.xlsx.load(
      (await download(sales.client, `/bills/${salesBill}/xlsx`)).bytes as unknown as ArrayBuffer,
    );
    expect(cnBook.worksheets[0]!.getRow(1).values).toContain('金额');
  });

  it('lists the closes, refuses closing a month not ended or before a later close, and keeps the hour', async () => {
    const admin = await t.admin();
    const list = await admin.get<MonthCloseList>('/bills/closes');
    expect(list.body.data.rows.find((r) => r.month === month)).toMatchObject({
      status: 'done',
      total: 2,
      done: 2,
      bills: 2,
    });
    expect(list.body.data.hour).toBe(2);
    // This month has not ended; the months before it come before a closed month: none may be closed.
    expect(list.body.data.closable).toEqual([]);
    const notPast = await call(admin, 'POST', '/bills/closes', { month });
    expect([notPast.status, notPast.body.msg]).toEqual([422, 'Only a month that has ended can be closed']);
    const notPastCn = await call(admin, 'POST', '/bills/closes', { month }, { locale: 'cn' });
    expect(notPastCn.body.msg).toBe('只能对已结束的月份进行月结');
    const [y, m] = month.split('-').map(Number) as [number, number];
    const before = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
    const later = await call(admin, 'POST', '/bills/closes', { month: before });
    expect([later.status, later.body.msg]).toEqual([
      422,
      `${before} cannot be closed: a later month, ${month}, is already closed`,
    ]);
    const laterCn = await call(admin, 'POST', '/bills/closes', { month: before }, { locale: 'cn' });
    expect(laterCn.body.msg).toBe(`不能月结 ${before}：之后的月份 ${month} 已经月结`);
    expect((await call(admin, 'POST', '/bills/closes', { month: '2026-13' })).status).toBe(422);
    // Finance reads the closes but runs none.
    expect((await finance.get('/bills/closes')).status).toBe(200);
    expect((await call(finance, 'POST', '/bills/closes', { month: before })).status).toBe(403);

    // The hour: 0-23 only.
    const bad = await call(admin, 'PUT', '/bills/closes/settings', { hour: 24 });
    expect([bad.status, JSON.stringify(bad.body)]).toEqual([
      422,
      expect.stringContaining('Please give an hour from 0 to 23'),
    ]);
    const set = await call<{ hour: number }>(admin, 'PUT', '/bills/closes/settings', { hour: 5 });
    expect([set.status, set.body.data.hour]).toEqual([200, 5]);
    expect((await admin.get<MonthCloseList>('/bills/closes')).body.data.hour).toBe(5);
  });
});
