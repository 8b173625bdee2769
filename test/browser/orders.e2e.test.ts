import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import type { OrderRow } from '@packflow/contracts';
import { type SignedInClient, signIn, signedHeaders } from '../support/api-client';
import { collectPageErrors, describeWithChromium, launchChromium, screenshot } from '../support/browser';
import { pouchForm } from '../support/quotation-forms';
import { createStaff, nextPhone } from '../support/staff';
import { ADMIN_PASSWORD, PGLITE, useTestApi } from '../support/test-api';

const CONSOLE_DIR = process.env.PACKFLOW_CONSOLE_DIR ?? path.resolve(__dirname, '../../web/dist');
const PASSWORD = 'correct-horse-1';

/**
 * Orders through the console (issue 15): a quotation becomes a contract and its order waits on
 * /Order/Wait; signing is refused until Finance has confirmed the prepayment, then the English
 * salesman signs it and reads its detail (money, history). A Chinese salesman on a phone asks to
 * cancel an order; the supervisor approves it on /OperatorManage/Order.
 */
describeWithChromium('orders in Chromium', () => {
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  let browser: Browser;
  const errors: string[][] = [];
  let emma: SignedInClient;
  let finance: SignedInClient;
  const contracts: Record<string, { id: string; number: string }> = {};

  async function uploadPng(client: SignedInClient): Promise<string> {
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3894ff' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'proof.png');
    const res = await fetch(`${t.api.url}/api/upload`, {
      method: 'POST',
      headers: { Locale: 'en', ...signedHeaders(client.session!) },
      body: form,
    });
    return ((await res.json()) as { data: string }).data;
  }

  beforeAll(async () => {
    browser = await launchChromium();
    const admin = await signIn(t.api.url, 'admin', ADMIN_PASSWORD);
    const emmaId = await createStaff(admin, 'OperatorIndex', 'emma', {
      nickname: 'Emma Hill',
      country: 'en',
    });
    const wangId = await createStaff(admin, 'OperatorIndex', 'wang', { nickname: '王芳', country: 'cn' });
    await createStaff(admin, 'OperatorManage', 'boss', { nickname: '李经理', areacode: 'Q' });
    await createStaff(admin, 'Finance', 'cash');
    finance = await signIn(t.api.url, 'cash', PASSWORD);
    for (const accountId of [emmaId, wangId])
      expect(
        (await finance.post('/golden-bean/recharge', { accountId, amount: '40', note: 'e2e' })).body.code,
      ).toBe(0);
    const contractOf = async (client: SignedInClient, customer: string, who: string) => {
      const made = await client.post<{ id: string }>('/customer', { name: customer, phone: nextPhone() });
      expect(made.body.code).toBe(0);
      const q = await client.post<{ id: string }>(
        '/quotation',
        pouchForm(made.body.data.id, { quantity: '10000', paymentTerms: 'advance30' }),
      );
      expect(q.body.code).toBe(0);
      const c = await client.post<{ id: string; number: string }>('/contract', {
        quotationIds: q.body.data.id,
        type: 'digital',
        taxed: 'false',
      });
      expect([c.body.code, c.body.msg]).toEqual([0, expect.any(String)]);
      contracts[who] = c.body.data;
    };
    emma = await signIn(t.api.url, 'emma', PASSWORD);
    await contractOf(emma, 'Harbour Tea', 'emma');
    await contractOf(await signIn(t.api.url, 'wang', PASSWORD, 'cn'), '青岛海味食品', 'wang');
  });
  afterAll(async () => {
    await browser?.close();
    for (const [i, list] of errors.entries()) expect([i, list]).toEqual([i, []]);
  });

  async function signedIn(username: string, viewport: { width: number; height: number }, locale: string) {
    const page = await browser.newPage({ viewport, locale });
    page.setDefaultTimeout(15_000);
    errors.push(collectPageErrors(page));
    await page.goto(`${t.api.url}/login`);
    await page.locator('input[autocomplete=username]').fill(username);
    await page.locator('input[type=password]').fill(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    return page;
  }

  async function shot(page: Page, name: string): Promise<void> {
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    await screenshot(page, name);
  }

  it('signs an order once Finance confirmed its prepayment, then tells its story, in English', async () => {
    const page = await signedIn('emma', { width: 1440, height: 900 }, 'en-US');
    await page.goto(`${t.api.url}/Order/Wait`);
    const grid = page.getByRole('region', { name: 'Order list' });
    const orderNumber = `${contracts.emma!.number}-1`;
    await grid.getByText(orderNumber).waitFor();
    await page.getByRole('checkbox', { name: `Select order ${orderNumber}` }).check({ force: true });
    await page.getByRole('button', { name: /^Sign the selected orders/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign' }).click();
    // No money yet: refused, naming what is missing.
    await page.getByText(/The confirmed prepayment is not enough: .* ¥[\d,]+\.\d{2} missing/).waitFor();
    await shot(page, 'orders-wait-refused-en-wide');

    const proof = await uploadPng(emma);
    const recorded = await emma.post<{ receiptId: string }>('/finance/receipt', {
      contractId: contracts.emma!.id,
      amount: '100000',
      method: 'bank',
      receivedOn: new Date().toISOString().slice(0, 10),
      proofs: proof,
      note: 'Advance',
      idempotencyKey: 'browser-advance',
    });
    expect(recorded.body.code).toBe(0);
    await finance.get(`/finance/receipt?_position=${recorded.body.extra?.position}`);
    expect((await finance.put(`/finance/receipt/${recorded.body.data.receiptId}/confirm`)).body.code).toBe(0);

    await page.getByRole('button', { name: /^Sign the selected orders/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign' }).click();
    await page.getByText('Orders signed').first().waitFor();
    await page.goto(`${t.api.url}/Order/Signed`);
    await page.getByRole('region', { name: 'Order list' }).getByText(orderNumber).click();
    await page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
    await page.getByText('Confirmed by Finance').waitFor();
    await page.getByText(/^Order created from contract/).waitFor();
    await page.getByText('Signed', { exact: true }).first().waitFor();
    await shot(page, 'orders-detail-en-wide');

    // A supplementary order (issue 21): priced at its parent's unit price times its quantity, and
    // 'Supplementary to' names the parent's number, a link back to it.
    const [parent] = (await emma.get<OrderRow[]>(`/order?contractId=${contracts.emma!.id}&type=normal`)).body
      .data;
    const raised = await emma.post<{ supplementaryId: string }>(`/order/${parent!.id}/supplementary`, {
      quantity: '2500',
      reason: 'Reprint',
    });
    expect(raised.body.code).toBe(0);
    await page.goto(`${t.api.url}/Order/Detail?id=${raised.body.data.supplementaryId}`);
    await page.getByRole('heading', { name: `Order ${orderNumber}-B1` }).waitFor({ timeout: 30_000 });
    const back = page.getByRole('link', { name: orderNumber, exact: true });
    await back.waitFor();
    const amount = Number(parent!.unitPrice) * 2500;
    await page
      .getByText(`¥${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`)
      .first()
      .waitFor();
    await shot(page, 'orders-supplementary-en-wide');
    await back.click();
    await page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
    await page.close();
  });

  it('asks to cancel on a phone in Chinese; the supervisor approves it', async () => {
    const page = await signedIn('wang', { width: 390, height: 844 }, 'zh-CN');
    const orderNumber = `${contracts.wang!.number}-1`;
    await page.goto(`${t.api.url}/Order/Wait`);
    await page.getByRole('region', { name: '订单列表' }).getByText(orderNumber).waitFor();
    await shot(page, 'orders-wait-cn-phone');
    await page.getByRole('region', { name: '订单列表' }).getByText(orderNumber).click();
    await page.getByRole('heading', { name: `订单 ${orderNumber}` }).waitFor();
    await page.getByRole('button', { name: '申请取消' }).click();
    const dialog = page.getByRole('dialog', { name: `申请取消订单 ${orderNumber}` });
    // 'Close | Send request': its buttons never read as cancelling the order (issue 21).
    await dialog.getByRole('button', { name: '关闭' }).waitFor();
    await dialog.getByRole('button', { name: '发送申请' }).click();
    await dialog.getByText('请填写原因').waitFor();
    await dialog.getByLabel('原因').fill('客户改版');
    await shot(page, 'orders-cancel-cn-phone');
    await dialog.getByRole('button', { name: '发送申请' }).click();
    await page.getByText('取消申请审核中：客户改版').waitFor();
    await shot(page, 'orders-detail-cn-phone');
    await page.close();

    const boss = await signedIn('boss', { width: 1440, height: 900 }, 'zh-CN');
    await boss.goto(`${t.api.url}/OperatorManage/Order`);
    await boss.getByText('客户改版').waitFor();
    // The supervisor reads the order where he reviews it (his menu has no order screens).
    await boss.getByRole('link', { name: orderNumber }).click();
    await boss
      .getByRole('dialog', { name: `订单 ${orderNumber}` })
      .getByText('申请取消：客户改版')
      .waitFor();
    await boss.keyboard.press('Escape');
    await shot(boss, 'orders-cancel-review-cn-wide');
    await boss.getByRole('button', { name: '同意' }).first().click();
    await boss.getByRole('dialog').getByRole('button', { name: '同意' }).click();
    await boss.getByText('暂无待审核的取消申请').waitFor();
    const rows = await emma.get<OrderRow[]>('/order?status=canceled');
    expect(rows.body.data).toEqual([]);
    await boss.close();
  });

  it('says so when /Order/Detail names no order, and leads back to the lists (wide in English, phone in Chinese)', async () => {
    const page = await signedIn('emma', { width: 1440, height: 900 }, 'en-US');
    await page.goto(`${t.api.url}/Order/Detail`);
    await page.getByRole('heading', { name: 'No order chosen' }).waitFor();
    await shot(page, 'orders-detail-none-en-wide');
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await page.waitForURL((url) => url.pathname === '/Order/Wait');
    await page.close();
    const phone = await signedIn('wang', { width: 390, height: 844 }, 'zh-CN');
    await phone.goto(`${t.api.url}/Order/Detail`);
    await phone.getByRole('heading', { name: '未选择订单' }).waitFor();
    await phone.getByRole('link', { name: '返回列表' }).waitFor();
    await shot(phone, 'orders-detail-none-cn-phone');
    await phone.close();
  });
});
