import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { type SignedInClient, signIn, signedHeaders } from '../support/api-client';
import { collectPageErrors, describeWithChromium, launchChromium, screenshot } from '../support/browser';
import { createStaff } from '../support/staff';
import { ADMIN_PASSWORD, PGLITE, useTestApi } from '../support/test-api';

const CONSOLE_DIR = process.env.PACKFLOW_CONSOLE_DIR ?? path.resolve(__dirname, '../../web/dist');
const PASSWORD = 'correct-horse-1';
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const TEXT = {
  en: {
    audit: 'To be received',
    reviewed: 'Received',
    confirm: 'Confirm',
    reject: 'Reject',
    reason: 'Reason',
    confirmed: 'Receipt confirmed',
    rejected: 'Receipt rejected',
    rejectedTag: 'Rejected',
    confirmedTag: 'Confirmed by Finance',
    bank: 'Bank transfer',
  },
  cn: {
    audit: '待收款',
    reviewed: '已收款',
    confirm: '确认',
    reject: '驳回',
    reason: '原因',
    confirmed: '收款已确认',
    rejected: '收款已驳回',
    rejectedTag: '已驳回',
    confirmedTag: '财务已确认',
    bank: '银行转账',
  },
} as const;

/**
 * Finance at /FinanceRecord/Audit and /FinanceRecord/Reviewed, in Chinese and in English, wide and
 * on a phone: a salesman's receipts (with a proof image) wait with their proofs; Finance confirms
 * one and rejects the other with a reason; a receipt recorded meanwhile shows up by itself; the
 * decided ones are on /Reviewed with their status and reason.
 */
describeWithChromium('receipts in Chromium', () => {
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  let browser: Browser;
  const errors: string[][] = [];
  let emma: SignedInClient;
  let proof = '';
  let contractId = '';

  beforeAll(async () => {
    browser = await launchChromium();
    const admin = await signIn(t.api.url, 'admin', ADMIN_PASSWORD);
    const emmaId = await createStaff(admin, 'OperatorIndex', 'emma', {
      nickname: 'Emma Hill',
      country: 'en',
    });
    await createStaff(admin, 'Finance', 'cash', { nickname: '钱会计' });
    emma = await signIn(t.api.url, 'emma', PASSWORD);
    const form = new FormData();
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3894ff' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)]), 'transfer.png');
    const uploaded = await fetch(`${t.api.url}/api/upload`, {
      method: 'POST',
      headers: { Locale: 'en', ...signedHeaders(emma.session!) },
      body: form,
    });
    proof = ((await uploaded.json()) as { data: string }).data;
    contractId = randomUUID();
    const at = new Date().toISOString();
    await t.api.infra.store.appendToStream(`contract-${contractId}`, [
      {
        type: 'ContractCreated',
        data: {
          contractId,
          number: 'HT20260310-E2E',
          customerId: randomUUID(),
          customerName: 'Harbour Tea',
          ownerId: emmaId,
          ownerRole: 'OperatorIndex',
          printingType: 'digital',
          taxed: true,
          paymentTerms: 'advance30',
          currency: 'CNY',
          language: 'en',
          lines: [],
          total: '10000',
          by: emmaId,
          at,
          createdAt: at,
        },
        metadata: { at },
      },
    ]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    for (const [i, list] of errors.entries()) expect([i, list]).toEqual([i, []]);
  });

  async function record(amount: string, note: string): Promise<void> {
    const res = await emma.post('/finance/receipt', {
      contractId,
      amount,
      method: 'bank',
      receivedOn: new Date().toISOString().slice(0, 10),
      proofs: proof,
      note,
      idempotencyKey: randomUUID(),
    });
    expect(res.body.code).toBe(0);
  }

  async function financePage(lang: 'cn' | 'en', viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ viewport, locale: lang === 'en' ? 'en-US' : 'zh-CN' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    errors.push(collectPageErrors(page));
    await page.goto(`${t.api.url}/login`);
    await page.locator('input[autocomplete=username]').fill('cash');
    await page.locator('input[type=password]').fill(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    if (lang === 'en') await page.getByRole('radio', { name: 'English' }).first().click();
    return page;
  }

  it('lets Finance pay a refund of a canceled order with the proof of the transfer', async () => {
    const orderId = randomUUID();
    const at = new Date().toISOString();
    await t.api.infra.store.appendToStream(`order-${orderId}`, [
      { type: 'OrderCreated', data: { orderId, contractId, total: '10000', at }, metadata: { at } },
      { type: 'OrderCancelApproved', data: { by: 'boss', at }, metadata: { at } },
    ]);
    const cash = await signIn(t.api.url, 'cash', PASSWORD);
    await record('800', 'for the refund');
    const pending = await cash.get<{ receiptId: string; note: string }[]>('/finance/receipt?status=pending');
    const paidIn = pending.body.data.find((r) => r.note === 'for the refund');
    expect((await cash.put(`/finance/receipt/${paidIn!.receiptId}/confirm`)).body.code).toBe(0);
    const refund = await cash.post('/finance/payment', {
      contractId,
      orderId,
      amount: '800',
      reason: 'Order canceled before printing',
      idempotencyKey: randomUUID(),
    });
    expect(refund.body.code).toBe(0);

    const page = await financePage('en', WIDE);
    await page.goto(`${t.api.url}/FinancePayment/Audit`);
    const row = page.getByRole('row').filter({ hasText: 'Order canceled before printing' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Pay' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('¥800.00 back to Harbour Tea for contract HT20260310-E2E').waitFor();
    await page.waitForTimeout(400); // the dialog's fade-in, for the screenshot
    await screenshot(page, 'finance-pay-en-wide');
    // Finance uploads the proof of the transfer in the dialog (its own file) and pays.
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'transfer.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f9960' } })
        .png()
        .toBuffer(),
    });
    await dialog.getByRole('link').first().waitFor();
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await row.waitFor({ state: 'detached' });
    await page.goto(`${t.api.url}/FinancePayment/Reviewed`);
    await page
      .getByRole('row')
      .filter({ hasText: 'Order canceled before printing' })
      .getByRole('link')
      .first()
      .waitFor();
    await screenshot(page, 'finance-paid-en-wide');
    await page.context().close();
  }, 120_000);

  for (const lang of ['cn', 'en'] as const) {
    it(`lets Finance confirm and reject receipts with their proofs (${lang})`, async () => {
      const text = TEXT[lang];
      await record(lang === 'en' ? '3000' : '3100', `first ${lang}`);
      await record(lang === 'en' ? '120.5' : '220.5', `second ${lang}`);
      const page = await financePage(lang, WIDE);
      await page.goto(`${t.api.url}/FinanceRecord/Audit`);
      const first = page.getByRole('row').filter({ hasText: `first ${lang}` });
      await first.waitFor();
      await page
        .getByRole('row')
        .filter({ hasText: `second ${lang}` })
        .waitFor();
      // Each proof is a link to its image (shown as a thumbnail where the reader may download it).
      await first.getByRole('link').first().waitFor();
      expect(await first.getByText(text.bank).count()).toBe(1);
      await screenshot(page, `finance-audit-${lang}-wide`);

      // Recorded while Finance looks: it shows up by itself.
      await record('9.99', `live ${lang}`);
      await page
        .getByRole('row')
        .filter({ hasText: `live ${lang}` })
        .waitFor();

      await first.getByRole('button', { name: text.confirm }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.confirm }).click();
      await page.getByText(text.confirmed).first().waitFor();
      await first.waitFor({ state: 'detached' });

      const second = page.getByRole('row').filter({ hasText: `second ${lang}` });
      await second.getByRole('button', { name: text.reject }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(text.reason).fill('No such transfer on the statement');
      await page.waitForTimeout(400); // the dialog's fade-in, for the screenshot
      await screenshot(page, `finance-reject-${lang}-wide`);
      await dialog.getByRole('button', { name: text.reject }).click();
      await page.getByText(text.rejected).first().waitFor();
      await second.waitFor({ state: 'detached' });

      await page.goto(`${t.api.url}/FinanceRecord/Reviewed`);
      const rejected = page.getByRole('row').filter({ hasText: `second ${lang}` });
      await rejected.getByText(text.rejectedTag).waitFor();
      await rejected.getByText('No such transfer on the statement').waitFor();
      await page
        .getByRole('row')
        .filter({ hasText: `first ${lang}` })
        .getByText(text.confirmedTag)
        .waitFor();
      await screenshot(page, `finance-reviewed-${lang}-wide`);
      if (lang === 'en') {
        // A confirmed receipt found wrong afterwards is reversed, with a reason.
        const confirmedRow = page.getByRole('row').filter({ hasText: 'first en' });
        await confirmedRow.getByRole('button', { name: 'Reverse' }).click();
        const reverse = page.getByRole('dialog');
        await reverse.getByLabel('Reason').fill('The transfer bounced');
        await reverse.getByRole('button', { name: 'Reverse' }).click();
        await confirmedRow.getByText('Reversed').waitFor();
      }
      await page.context().close();

      const phone = await financePage(lang, PHONE);
      await phone.goto(`${t.api.url}/FinanceRecord/Audit`);
      // A card per receipt: its amount, proof and the decision buttons read within the phone's width.
      const card = phone.getByRole('listitem').filter({ hasText: `live ${lang}` });
      await card.waitFor();
      await card.getByRole('link').first().waitFor();
      for (const target of [
        card.getByRole('button', { name: text.confirm }),
        card.getByText(/^¥[\d,]+\.\d{2}$/).first(),
      ]) {
        const box = (await target.boundingBox())!;
        expect(box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      }
      await screenshot(phone, `finance-audit-${lang}-phone`);
      await phone.context().close();
    }, 120_000);
  }
});
