import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { RefundableOrderRow } from '@packflow/contracts';
import { type contract, orderFromContract } from '@packflow/domain';
import { nameBasedUuid } from '@packflow/eventstore';
import type { Browser, Page } from 'playwright-core';
import { type SignedInClient, signIn } from '../support/api-client';
import { collectPageErrors, describeWithChromium, launchChromium, screenshot } from '../support/browser';
import { pngOf, uploadAs } from '../support/files';
import { fixturePouch } from '../support/pricing-fixtures';
import { createStaff } from '../support/staff';
import { ADMIN_PASSWORD, PGLITE, useTestApi } from '../support/test-api';

const CONSOLE_DIR = process.env.PACKFLOW_CONSOLE_DIR ?? path.resolve(__dirname, '../../web/dist');
const PASSWORD = 'correct-horse-1';
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const TEXT = {
  en: {
    open: 'Record a refund',
    searchBox: 'Search…',
    order: 'Canceled order',
    amount: 'Amount to refund (CNY)',
    reason: 'Reason',
    submit: 'Record refund',
    tooMuch: 'A refund cannot exceed the confirmed money (¥1,200.50)',
    done: 'Refund recorded; it waits to be paid',
    summary: 'refundable on the contract ¥1,200.50',
    refunds: 'Refunds',
    balance: 'Balance to come',
    notOwed: 'Not owed (order canceled)',
  },
  cn: {
    open: '登记退款',
    searchBox: '搜索…',
    order: '已取消订单',
    amount: '退款金额（CNY）',
    reason: '原因',
    submit: '登记退款',
    tooMuch: '退款不能超过已确认金额（¥1,200.50）',
    done: '退款已登记，等待付款',
    summary: '合同可退 ¥1,200.50',
    refunds: '退款',
    balance: '待收尾款',
    notOwed: '无需付款（订单已取消）',
  },
} as const;

/**
 * Finance records a refund after a cancel from /FinancePayment/Audit, in Chinese and in English:
 * "Record a refund" opens a dialog where Finance finds the canceled order by its customer, sees what
 * is refundable, is refused a refund above it (translated, nothing recorded), records one within it,
 * and the refund waits on the list to be paid.
 */
describeWithChromium('refunds in Chromium', () => {
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  let browser: Browser;
  const errors: string[][] = [];
  let emma: SignedInClient;
  let cash: SignedInClient;
  let emmaId = '';

  beforeAll(async () => {
    browser = await launchChromium();
    const admin = await signIn(t.api.url, 'admin', ADMIN_PASSWORD);
    emmaId = await createStaff(admin, 'OperatorIndex', 'emma', { nickname: 'Emma Hill', country: 'en' });
    const bossId = await createStaff(admin, 'OperatorManage', 'boss');
    await createStaff(admin, 'Finance', 'cash', { nickname: '钱会计' });
    emma = await signIn(t.api.url, 'emma', PASSWORD);
    cash = await signIn(t.api.url, 'cash', PASSWORD);
    expect(bossId).toBeTruthy();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    for (const [i, list] of errors.entries()) expect([i, list]).toEqual([i, []]);
  });

  /** Waits (up to a minute, on a busy machine) until the orders reactor has made the order. */
  async function orderMade(orderId: string): Promise<void> {
    for (let i = 0; i < 600; i++) {
      if ((await t.api.infra.commands.history(`order-${orderId}`)).length > 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the orders reactor did not make order ${orderId}`);
  }

  /** A contract of Emma's with one order (the orders reactor creates it), 1200.5 CNY confirmed, the order canceled. */
  async function canceledOrder(customerName: string, number: string) {
    const contractId = randomUUID();
    const at = new Date().toISOString();
    const quotationId = `${contractId}-q0`;
    const data: contract.ContractCreatedData = {
      contractId,
      number,
      customerId: randomUUID(),
      customerName,
      ownerId: emmaId,
      ownerRole: 'OperatorIndex',
      printingType: 'digital',
      taxed: true,
      paymentTerms: 'advance30',
      currency: 'CNY',
      language: 'en',
      lines: [
        {
          quotationId,
          quotationNumber: `BJ-${number}`,
          quantity: 8000,
          unit: 'piece',
          unitPrice: '0.5',
          total: '4000',
          bagType: 'standUp',
          make: 'bag',
          snapshot: {
            input: fixturePouch({ quantity: '8000' }),
            materials: { materialprinting: { id: 'pet12', name: '镀铝膜', englishName: 'Metallised PET' } },
            accessories: {},
            bagType: { id: 'standUp', name: '自立袋', englishName: 'Stand-up pouch' },
            knifeStyle: null,
            makenumber: 1,
            decimals: 2,
          },
        },
      ],
      total: '4000',
      by: emmaId,
      at,
      createdAt: at,
    };
    await t.api.infra.store.appendToStream(`contract-${contractId}`, [
      { type: 'ContractCreated', data, metadata: { userId: emmaId, at, correlationId: contractId } },
    ]);
    const orderId = nameBasedUuid(orderFromContract.orderIdName(contractId, quotationId));
    await orderMade(orderId);
    const proof = await uploadAs(t.api.url, emma, await pngOf(), 'transfer.png');
    expect(proof.body.code).toBe(0);
    const paid = await emma.call<{ receiptId: string }>(
      'POST',
      '/finance/receipt',
      {
        contractId,
        orderId,
        amount: '1200.5',
        method: 'bank',
        receivedOn: at.slice(0, 10),
        proofs: proof.body.data,
        note: customerName,
      },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(paid.body.code).toBe(0);
    await cash.get(`/finance/receipt?status=pending&_position=${paid.body.extra?.position}`);
    expect((await cash.put(`/finance/receipt/${paid.body.data.receiptId}/confirm`)).body.code).toBe(0);
    await t.api.infra.store.appendToStream(`order-${orderId}`, [
      { type: 'OrderCancelApproved', data: { by: 'boss', at }, metadata: { at } },
    ]);
    for (let i = 0; i < 300; i++) {
      const res = await cash.get<RefundableOrderRow[]>(
        `/finance/refundable?keyword=${encodeURIComponent(customerName)}`,
      );
      if (res.body.data.length === 1) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return { contractId, orderId };
  }

  async function financePage(lang: 'cn' | 'en', username = 'cash', viewport = WIDE): Promise<Page> {
    const context = await browser.newContext({ viewport, locale: lang === 'en' ? 'en-US' : 'zh-CN' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    errors.push(collectPageErrors(page));
    await page.goto(`${t.api.url}/login`);
    await page.locator('input[autocomplete=username]').fill(username);
    await page.locator('input[type=password]').fill(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page
      .getByRole('radio', { name: lang === 'en' ? 'English' : '中文' })
      .first()
      .click();
    return page;
  }

  for (const lang of ['cn', 'en'] as const) {
    it(`lets Finance find a canceled order and record its refund, never above what is refundable (${lang})`, async () => {
      const text = TEXT[lang];
      const customer = lang === 'en' ? 'Harbour Tea' : '青岛茶叶';
      const number = lang === 'en' ? 'HT20261124-RFEN' : 'HT20261124-RFCN';
      const { contractId, orderId } = await canceledOrder(customer, number);
      // The salesman watches the order's money while Finance refunds it.
      const seller = await financePage(lang, 'emma');
      await seller.goto(`${t.api.url}/Order/Detail?id=${orderId}`);
      const moneyRow = (label: string) =>
        seller.getByRole('row').filter({ has: seller.getByRole('rowheader', { name: label, exact: true }) });
      await moneyRow(text.refunds).getByText('¥0.00').waitFor();
      const page = await financePage(lang);
      await page.goto(`${t.api.url}/FinancePayment/Audit`);
      await page.getByRole('button', { name: text.open }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: text.order }).click();
      await page.getByLabel(text.searchBox).fill(customer);
      await page
        .getByRole('option')
        .filter({ hasText: `${number}-1` })
        .click();
      await dialog.getByText(text.summary, { exact: false }).waitFor();
      await dialog.getByLabel(text.amount).fill('1200.51');
      await dialog.getByLabel(text.reason).fill(lang === 'en' ? 'Canceled before printing' : '印刷前取消');
      await page.waitForTimeout(400); // the dialog's fade-in, for the screenshot
      await screenshot(page, `refund-${lang}-dialog`);
      await dialog.getByRole('button', { name: text.submit }).click();
      await dialog.getByText(text.tooMuch).first().waitFor();
      await screenshot(page, `refund-${lang}-refused`);
      const none = await cash.get<{ contractNumber: string }[]>('/finance/payment?status=toPay');
      expect(none.body.data.filter((p) => p.contractNumber === number)).toEqual([]);

      await dialog.getByLabel(text.amount).fill('1000.25');
      await dialog.getByRole('button', { name: text.submit }).click();
      await page.getByText(text.done).first().waitFor();
      await dialog.waitFor({ state: 'detached' });
      const row = page.getByRole('row').filter({ hasText: number });
      // '1000.25 CNY' or '¥1,000.25' (money is being shown with its symbol and 2 decimals).
      await row.getByText(/1,?000\.25/).waitFor();
      await screenshot(page, `refund-${lang}-recorded`);
      const money = await cash.get<{ refunds: { amount: string } }>(`/finance/contract/${contractId}/money`);
      expect(money.body.data.refunds.amount).toBe('1000.25');
      await page.context().close();

      // The refund reaches the salesman's money card live; a canceled order owes nothing.
      await moneyRow(text.refunds).getByText('¥1,000.25').waitFor();
      await moneyRow(text.balance).getByText('¥0.00').waitFor();
      expect(await seller.getByText(text.notOwed).count()).toBe(2);
      await seller.locator('.pf-order-money').scrollIntoViewIfNeeded();
      await screenshot(seller, `refund-${lang}-seller-money`);
      await seller.context().close();
      const phone = await financePage(lang, 'emma', PHONE);
      await phone.goto(`${t.api.url}/Order/Detail?id=${orderId}`);
      await phone.locator('.pf-order-money').scrollIntoViewIfNeeded();
      await phone.getByText(text.notOwed).first().waitFor();
      await screenshot(phone, `refund-${lang}-seller-money-phone`);
      await phone.context().close();
    }, 120_000);
  }
});
