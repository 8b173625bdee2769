import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import type { OrderRow } from '@packflow/contracts';
import { type SignedInClient, signIn } from '../support/api-client';
import { collectPageErrors, describeWithChromium, launchChromium, screenshot } from '../support/browser';
import { pngOf } from '../support/files';
import { pouchForm } from '../support/quotation-forms';
import { createStaff, nextPhone } from '../support/staff';
import { ADMIN_PASSWORD, PGLITE, useTestApi } from '../support/test-api';

const CONSOLE_DIR = process.env.PACKFLOW_CONSOLE_DIR ?? path.resolve(__dirname, '../../web/dist');
const PASSWORD = 'correct-horse-1';
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** Work done by a process (contract, orders, read models) on a machine that may be busy. */
const PROCESS = { timeout: 30_000 };

const TEXT = {
  en: {
    locale: 'en-US',
    reviewQueue: 'Price reviews',
    approve: (n: string) => `Approve ${n}`,
    approveSubmit: 'Approve',
    reviewEmpty: 'Nothing to review',
    contractDialog: /^Contract HT\d{8}-/,
    orderList: 'Order list',
    contractList: 'Contract list',
    select: (n: string) => `Select order ${n}`,
    signSelected: /^Sign the selected orders/,
    sign: 'Sign',
    refused:
      /The confirmed prepayment is not enough: ([¥$])[\d.,]+ needed, \1[\d.,]+ confirmed, \1([\d.,]+) missing/,
    recordReceipt: 'Record money received',
    receiptDialog: 'Record a receipt',
    method: 'WeChat Pay',
    submitReceipt: 'Record receipt',
    recorded: 'Receipt recorded; it waits for Finance to confirm',
    pending: 'Recorded, waiting for Finance',
    confirmedRow: 'Confirmed by Finance',
    oneReceipt: '1 receipt',
    confirm: 'Confirm',
    confirmedToast: 'Receipt confirmed',
    signedToast: 'Orders signed',
    view: (n: string) => `View ${n}`,
    orderHeading: (n: string) => `Order ${n}`,
    timeline: 'History',
    created: (c: string) => `Order created from contract ${c}`,
    signedStep: 'Signed',
    receiptStep: /^Money received recorded: /,
    confirmedStep: /^Finance confirmed the receipt of /,
    clearedStep: /^Money cleared for signing: /,
    refusedTitle: 'Not signed',
    dismiss: 'Dismiss',
    amountField: 'Amount',
    owner: 'Salesman',
  },
  cn: {
    locale: 'zh-CN',
    reviewQueue: '调价审核列表',
    approve: (n: string) => `通过 ${n}`,
    approveSubmit: '通过',
    reviewEmpty: '没有需要审核的报价',
    contractDialog: /^合同 HT\d{8}-/,
    orderList: '订单列表',
    contractList: '合同列表',
    select: (n: string) => `选择订单 ${n}`,
    signSelected: /^签约所选订单/,
    sign: '签约',
    refused: /已确认的预付款不足：需 ([¥$])[\d.,]+，已确认 \1[\d.,]+，还差 \1([\d.,]+)/,
    recordReceipt: '登记收款',
    receiptDialog: '登记收款',
    method: '微信',
    submitReceipt: '登记收款',
    recorded: '收款已登记，等待财务确认',
    pending: '已登记，待财务确认',
    confirmedRow: '财务已确认',
    oneReceipt: '1 笔收款',
    confirm: '确认',
    confirmedToast: '收款已确认',
    signedToast: '订单已签约',
    view: (n: string) => `查看 ${n}`,
    orderHeading: (n: string) => `订单 ${n}`,
    timeline: '订单记录',
    created: (c: string) => `由合同 ${c} 创建订单`,
    signedStep: '已签约',
    receiptStep: /^登记收款：/,
    confirmedStep: /^财务确认收款 /,
    clearedStep: /^签约款项核准：/,
    refusedTitle: '未能签约',
    dismiss: '关闭',
    amountField: '金额',
    owner: '贸易商',
  },
} as const;

/**
 * Order to cash in the console as people do it (issue 15), once in English and once in Chinese:
 * a quotation out of its price range is approved on /OperatorManage/Index by the supervisor (a
 * trader's by an administrator, from his own menu: the server sends a trader's to administrators); the
 * seller (a salesman in English, a trader with his trade customer in Chinese) makes a contract of
 * it, is refused signing its order for want of a confirmed prepayment, records the money with a
 * proof image; Finance confirms it on /FinanceRecord/Audit; the seller signs, finds the order on
 * /Order/Signed with its history and money. Another seller's contract never shows in these lists.
 */
describeWithChromium('order to cash in Chromium', () => {
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  let browser: Browser;
  const errors: string[][] = [];
  const quotations: Record<string, string> = {};
  /** The other seller's contract in each run, which the first must never see. */
  const others: Record<string, string> = {};

  /** A customer and a quotation of it by the client. */
  async function quote(
    client: SignedInClient,
    customer: string,
    ratio: string,
  ): Promise<{ id: string; number: string; position: string }> {
    const made = await client.post<{ id: string }>('/customer', { name: customer, phone: nextPhone() });
    expect(made.body.code).toBe(0);
    const q = await client.post<{ id: string; number: string; status: string }>(
      '/quotation',
      pouchForm(made.body.data.id, { quantity: '10000', paymentTerms: 'advance30', ratio }),
    );
    expect([q.body.code, q.body.msg]).toEqual([0, expect.any(String)]);
    expect(q.body.data.status).toBe(ratio === '100' ? 'approved' : 'pending');
    return { ...q.body.data, position: String(q.body.extra?.position) };
  }

  /** A contract of its own made through the API by another seller; its number once its order exists. */
  async function othersContract(client: SignedInClient, customer: string): Promise<string> {
    const { id } = await quote(client, customer, '100');
    const c = await client.post<{ id: string; number: string }>('/contract', {
      quotationIds: id,
      type: 'digital',
      taxed: 'false',
    });
    expect([c.body.code, c.body.msg]).toEqual([0, expect.any(String)]);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const rows = await client.get<OrderRow[]>('/order?status=wait');
      if (rows.body.data?.some((r) => r.contractNumber === c.body.data.number)) break;
      if (Date.now() > deadline) throw new Error(`no order of ${c.body.data.number} after 30 s`);
      await new Promise((r) => setTimeout(r, 200));
    }
    return c.body.data.number;
  }

  beforeAll(async () => {
    browser = await launchChromium();
    const admin = await signIn(t.api.url, 'admin', ADMIN_PASSWORD);
    const ids = [
      await createStaff(admin, 'OperatorIndex', 'emma', {
        nickname: 'Emma Hill',
        country: 'en',
        areacode: 'Q',
      }),
      await createStaff(admin, 'OperatorIndex', 'olga', {
        nickname: 'Olga Berg',
        country: 'en',
        areacode: 'Q',
      }),
      await createStaff(admin, 'Traders', 'laoli', { nickname: '李贸易', country: 'cn', is_from: 'N' }),
      await createStaff(admin, 'Traders', 'laozhao', { nickname: '赵贸易', country: 'cn', is_from: 'N' }),
    ];
    await createStaff(admin, 'OperatorManage', 'boss', { nickname: 'Ben Boss', areacode: 'Q' });
    await createStaff(admin, 'Finance', 'cash', { nickname: '钱会计' });
    const finance = await signIn(t.api.url, 'cash', PASSWORD);
    for (const accountId of ids)
      expect(
        (await finance.post('/golden-bean/recharge', { accountId, amount: '40', note: 'e2e' })).body.code,
      ).toBe(0);
    // Below the allowed range (94%–200%): each waits for its reviewer, the supervisor or an administrator.
    quotations.en = (await quote(await signIn(t.api.url, 'emma', PASSWORD), 'Harbour Tea', '90')).number;
    // A trader's goes to the administrators, who approve it on the same screen (see the test).
    const trader = await quote(await signIn(t.api.url, 'laoli', PASSWORD, 'cn'), '青岛海味食品', '90');
    await admin.get(`/quotation-review?_position=${trader.position}`);
    quotations.cn = trader.number;
    others.en = await othersContract(await signIn(t.api.url, 'olga', PASSWORD), 'Fjord Coffee');
    others.cn = await othersContract(await signIn(t.api.url, 'laozhao', PASSWORD, 'cn'), '大连海鲜行');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    for (const [i, list] of errors.entries()) expect([i, list]).toEqual([i, []]);
  });

  /** One person's browser (a context of their own), signed in through the login form. */
  async function signedIn(
    username: string,
    password: string,
    lang: 'en' | 'cn',
    viewport = WIDE,
  ): Promise<Page> {
    const context = await browser.newContext({ viewport, locale: TEXT[lang].locale });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    errors.push(collectPageErrors(page));
    await page.goto(`${t.api.url}/login`);
    await page.locator('input[autocomplete=username]').fill(username);
    await page.locator('input[type=password]').fill(password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    return page;
  }

  /** Roles without a language setting work in Chinese; the English run switches them. */
  async function inEnglish(page: Page): Promise<void> {
    await page.getByRole('radio', { name: 'English' }).first().click();
  }

  /** A screenshot once dialogs and toasts have finished moving in. */
  async function shot(page: Page, lang: string, step: string): Promise<void> {
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    await screenshot(page, `o2c-${lang}-${step}`);
  }

  /** The row of a figure in the order's money card. */
  const moneyRow = (page: Page, label: string): Locator =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });

  for (const lang of ['en', 'cn'] as const) {
    const seller = lang === 'en' ? 'emma' : 'laoli';
    it(`goes from quotation to a signed order in the console (${lang}: ${
      lang === 'en' ? 'salesman, supervisor' : 'trader'
    }, Finance)`, async () => {
      const text = TEXT[lang];
      const quotation = quotations[lang]!;

      // 1. The quotation's price is approved on /OperatorManage/Index: a salesman's by his
      // supervisor (en), a trader's by an administrator, who finds the screen in his menu (cn).
      {
        const boss =
          lang === 'en'
            ? await signedIn('boss', PASSWORD, lang)
            : await signedIn('admin', ADMIN_PASSWORD, lang);
        if (lang === 'en') {
          await inEnglish(boss);
          await boss.goto(`${t.api.url}/OperatorManage/Index`);
        } else {
          await boss.getByRole('button', { name: '业务审核' }).first().click();
          await boss.getByRole('link', { name: '调价比例审核' }).first().click();
          await boss.waitForURL((url) => url.pathname === '/OperatorManage/Index');
        }
        const queue = boss.getByRole('region', { name: text.reviewQueue });
        await queue.getByText(quotation, { exact: true }).waitFor(PROCESS);
        await queue.getByRole('button', { name: text.approve(quotation) }).click();
        const approve = boss.getByRole('dialog', { name: text.approve(quotation) });
        await approve.getByText('90%', { exact: false }).first().waitFor();
        await shot(boss, lang, lang === 'en' ? '01-approve' : '01-approve-admin');
        await approve.getByRole('button', { name: text.approveSubmit, exact: true }).click();
        await approve.waitFor({ state: 'detached' });
        await boss.getByText(text.reviewEmpty, { exact: true }).waitFor(PROCESS);
        await boss.context().close();
      }

      // 2. The seller makes a contract of it.
      const page = await signedIn(seller, PASSWORD, lang);
      if (lang === 'en') {
        await page.goto(`${t.api.url}/Quotation`);
        await page
          .getByRole('checkbox', { name: `Choose ${quotation} to compare or for a contract` })
          .check({ force: true });
        await page.getByRole('button', { name: 'Make a contract of the chosen quotation' }).click();
        await page.waitForURL(/\/Contract\?make=/);
        const dialog = page.getByRole('dialog', { name: 'Make a contract' });
        await dialog.getByText(quotation, { exact: true }).waitFor();
        await dialog.getByText(/^1 quotation chosen, total/).waitFor();
        await dialog.getByRole('button', { name: 'Make the contract' }).click();
        await page
          .getByText(/^Make a Digital contract \(Without tax\) for Harbour Tea from 1 quotation/)
          .waitFor();
        await page.getByRole('button', { name: 'Make the contract' }).last().click();
      } else {
        await page.goto(`${t.api.url}/Contract`);
        await page.getByRole('button', { name: '新建合同' }).click();
        const dialog = page.getByRole('dialog', { name: '生成合同' });
        await dialog.getByText('请先选择客户').click();
        await page.getByRole('option', { name: /青岛海味食品/ }).click();
        await dialog.getByRole('checkbox').first().check({ force: true });
        await dialog.getByText(/^已选 1 份报价，合计/).waitFor();
        await dialog.getByRole('button', { name: '生成合同' }).click();
        await page.getByText(/^确定为 青岛海味食品 用 1 份报价生成/).waitFor();
        await page.getByRole('button', { name: '生成合同' }).last().click();
      }
      const detail = page.getByRole('dialog', { name: text.contractDialog });
      await detail.getByText(quotation).waitFor(PROCESS);
      const orderLink = detail.getByRole('link', { name: /^HT\d{8}-.*-1$/ });
      await orderLink.waitFor(PROCESS);
      const order = (await orderLink.textContent())!.trim();
      const contract = order.replace(/-1$/, '');
      // The seller is named as what he is: a salesman, or a trader.
      await detail.getByText(text.owner, { exact: true }).waitFor();
      await shot(page, lang, '02-contract');
      await detail
        .getByRole('button', { name: lang === 'en' ? 'Close' : '关闭' })
        .last()
        .click();
      const contracts = page.getByRole('region', { name: text.contractList });
      await contracts.getByText(contract, { exact: true }).waitFor();
      expect(await contracts.getByText(others[lang]!).count()).toBe(0);

      // Its order waits to be signed; signing is refused, naming the money missing.
      await page.goto(`${t.api.url}/Order/Wait`);
      const waiting = page.getByRole('region', { name: text.orderList });
      await waiting.getByText(order, { exact: true }).waitFor(PROCESS);
      expect(await waiting.getByText(others[lang]!, { exact: false }).count()).toBe(0);
      await page.getByRole('checkbox', { name: text.select(order) }).check({ force: true });
      await page.getByRole('button', { name: text.signSelected }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.sign, exact: true }).click();
      // The refusal stays above the list (not only a passing toast) until the seller dismisses it.
      const refusal = page.getByRole('alert').filter({ hasText: text.refusedTitle });
      await refusal.getByText(text.refused).waitFor();
      const missing = text.refused
        .exec((await refusal.getByText(text.refused).textContent()) ?? '')![2]!
        .replace(/,/g, '');
      expect(Number(missing)).toBeGreaterThan(0);
      await shot(page, lang, '03-refused');
      await page.waitForTimeout(6_000);
      await refusal.getByText(text.refused).waitFor({ timeout: 1_000 });
      await refusal.getByRole('button', { name: text.dismiss }).click();
      await refusal.waitFor({ state: 'detached' });

      // The money comes in: recorded with the receipt dialog, from the order (en) or its contract (cn).
      if (lang === 'en') {
        await waiting.getByRole('button', { name: text.view(order) }).click();
        await page.getByRole('heading', { name: text.orderHeading(order) }).waitFor();
        await page.getByRole('button', { name: text.recordReceipt }).click();
      } else {
        await page.goto(`${t.api.url}/Contract`);
        await page.getByRole('button', { name: text.view(contract) }).click();
        await page
          .getByRole('dialog', { name: text.contractDialog })
          .getByRole('button', { name: text.recordReceipt })
          .click();
      }
      const receipt = page.getByRole('dialog', { name: text.receiptDialog });
      await receipt.getByRole('textbox', { name: lang === 'en' ? /^Amount/ : /^金额/ }).fill(missing);
      await receipt.getByRole('combobox').selectOption({ label: text.method });
      const day = receipt.locator('input[type=date]');
      await day.fill((await day.getAttribute('max'))!);
      await receipt.locator('input[type=file]').setInputFiles({
        name: lang === 'en' ? 'transfer.png' : '转账凭证.png',
        mimeType: 'image/png',
        buffer: await pngOf(120, 80),
      });
      await receipt.getByRole('link').first().waitFor();
      await receipt.getByRole('textbox', { name: lang === 'en' ? 'Note' : '备注' }).fill(`o2c ${lang}`);
      await shot(page, lang, '04-receipt');
      await receipt.getByRole('button', { name: text.submitReceipt, exact: true }).click();
      await page.getByText(text.recorded).first().waitFor();
      await receipt.waitFor({ state: 'detached' });
      if (lang === 'cn') {
        await page
          .getByRole('dialog', { name: text.contractDialog })
          .getByRole('link', { name: order })
          .click();
        await page.getByRole('heading', { name: text.orderHeading(order) }).waitFor();
      }
      // Waiting for Finance, and not yet counted.
      await moneyRow(page, text.pending).getByText(text.oneReceipt).waitFor(PROCESS);
      await shot(page, lang, '05-waiting');

      // 3. Finance confirms it on /FinanceRecord/Audit, in a browser of its own.
      const finance = await signedIn('cash', PASSWORD, lang);
      if (lang === 'en') await inEnglish(finance);
      await finance.goto(`${t.api.url}/FinanceRecord/Audit`);
      const row = finance.getByRole('row').filter({ hasText: `o2c ${lang}` });
      await row.waitFor(PROCESS);
      await row.getByText(contract).waitFor();
      await row.getByText(text.method).waitFor();
      await row.getByRole('link').first().waitFor();
      await shot(finance, lang, '06-finance-audit');
      // On a phone the receipt is a card; the contract's figures read within its width.
      await finance.setViewportSize(PHONE);
      const receiptCard = finance.getByRole('listitem').filter({ hasText: `o2c ${lang}` });
      const figures = receiptCard.locator('.pf-money-figures-line');
      await figures.waitFor();
      const box = (await figures.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      await receiptCard.scrollIntoViewIfNeeded();
      await shot(finance, lang, '06-finance-audit-phone');
      await finance.setViewportSize(WIDE);
      await row.getByRole('button', { name: text.confirm }).click();
      await finance.getByRole('dialog').getByRole('button', { name: text.confirm, exact: true }).click();
      await finance.getByText(text.confirmedToast).first().waitFor();
      await row.waitFor({ state: 'detached' });
      await finance.context().close();

      // 4. The seller's order shows the money confirmed (by itself), and he signs it.
      await moneyRow(page, text.confirmedRow).getByText(text.oneReceipt).waitFor(PROCESS);
      await page.getByRole('button', { name: text.sign, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.sign, exact: true }).click();
      await page.getByText(text.signedToast).first().waitFor();
      await page.goto(`${t.api.url}/Order/Signed`);
      const signed = page.getByRole('region', { name: text.orderList });
      await signed.getByText(order, { exact: true }).waitFor(PROCESS);
      expect(await signed.getByText(others[lang]!, { exact: false }).count()).toBe(0);
      await shot(page, lang, '07-signed-list');
      await signed.getByRole('button', { name: text.view(order) }).click();
      await page.getByRole('heading', { name: text.orderHeading(order) }).waitFor();
      const history = page.locator('.pf-order-timeline');
      await history.getByText(text.created(contract), { exact: false }).waitFor();
      await history.getByText(text.signedStep, { exact: true }).waitFor();
      await page.locator('.pf-order-facts').getByText(text.owner, { exact: true }).waitFor();
      // The money of its contract is in its history, in time order: recorded, confirmed, cleared.
      const steps = (await history.locator('li > div').allTextContents()).map((s) => s.trim());
      expect(steps).toEqual([
        expect.stringContaining(text.created(contract)),
        expect.stringMatching(text.receiptStep),
        expect.stringMatching(text.confirmedStep),
        expect.stringMatching(text.clearedStep),
        text.signedStep,
      ]);
      expect(steps[1]).toContain(text.method);
      await moneyRow(page, text.confirmedRow).getByText(text.oneReceipt).waitFor();
      // The figure leads to the events behind it: its receipt's steps are marked in the history.
      await moneyRow(page, text.confirmedRow).getByRole('button', { name: text.oneReceipt }).click();
      await page.locator('.pf-order-trace-note').waitFor();
      const traced = (await history.locator('li.pf-order-step-traced > div').allTextContents()).map((s) =>
        s.trim(),
      );
      expect(traced).toEqual([
        expect.stringMatching(text.receiptStep),
        expect.stringMatching(text.confirmedStep),
      ]);
      expect(
        await moneyRow(page, text.pending)
          .getByText(lang === 'en' ? '0 receipts' : '0 笔收款')
          .count(),
      ).toBe(1);
      await shot(page, lang, '08-detail');
      await page.context().close();

      // On a phone: the signed list and the order.
      const phone = await signedIn(seller, PASSWORD, lang, PHONE);
      await phone.goto(`${t.api.url}/Order/Signed`);
      const phoneList = phone.getByRole('region', { name: text.orderList });
      await phoneList.getByText(order, { exact: true }).waitFor(PROCESS);
      // A card per order: its amount and status read within the phone's width.
      const card = phoneList.getByRole('listitem').filter({ hasText: order });
      for (const label of [text.amountField, text.signedStep]) {
        const box = (await card.getByText(label, { exact: true }).first().boundingBox())!;
        expect([label, box.x >= 0 && box.x + box.width <= PHONE.width]).toEqual([label, true]);
      }
      await shot(phone, lang, '09-signed-list-phone');
      await phoneList.getByRole('button', { name: text.view(order) }).click();
      await phone.getByRole('heading', { name: text.orderHeading(order) }).waitFor();
      await shot(phone, lang, '10-detail-phone');
      // The receipt dialog on a phone: the contract's figures above the amount, within the width.
      await phone.getByRole('button', { name: text.recordReceipt }).click();
      const phoneReceipt = phone.getByRole('dialog', { name: text.receiptDialog });
      const phoneFigures = phoneReceipt.locator('.pf-money-figures');
      await phoneFigures.waitFor();
      const figuresBox = (await phoneFigures.boundingBox())!;
      expect(figuresBox.x >= 0 && figuresBox.x + figuresBox.width <= PHONE.width).toBe(true);
      await phone.waitForTimeout(400); // the dialog's fade-in, for the screenshot
      await shot(phone, lang, '10-receipt-phone');
      await phone.keyboard.press('Escape');
      await phoneReceipt.waitFor({ state: 'detached' });
      await phone.goto(`${t.api.url}/Contract`);
      await phone
        .getByRole('region', { name: text.contractList })
        .getByText(contract, { exact: true })
        .waitFor();
      expect(
        await phone.getByRole('region', { name: text.contractList }).getByText(others[lang]!).count(),
      ).toBe(0);
      await shot(phone, lang, '11-contracts-phone');
      await phone.context().close();
    }, 300_000);
  }
});
