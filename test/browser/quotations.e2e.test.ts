import path from 'node:path';
import type { BeanBalance } from '@packflow/contracts';
import type { Browser, Page, Response } from 'playwright-core';
import { type SignedInClient, signIn } from '../support/api-client';
import { collectPageErrors, describeWithChromium, launchChromium, screenshot } from '../support/browser';
import { createStaff, nextPhone } from '../support/staff';
import { ADMIN_PASSWORD, PGLITE, useTestApi } from '../support/test-api';

// A build elsewhere (PACKFLOW_CONSOLE_DIR) lets several checkouts' builds coexist.
const CONSOLE_DIR = process.env.PACKFLOW_CONSOLE_DIR ?? path.resolve(__dirname, '../../web/dist');
const PASSWORD = 'correct-horse-1';
const RECHARGE = '40';

type Generated = { id: string; number: string; status: string };

/**
 * Quotations through the console (issue 6): an English salesman builds a stand-up pouch whose
 * ratio needs review, a Chinese salesman quotes roll film per kg, and the sales supervisor approves
 * the first while its salesman watches the decision arrive.
 */
describeWithChromium('quotations and their price review in Chromium', () => {
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  let browser: Browser;
  const errors: string[][] = [];
  let emmaApi: SignedInClient;
  let emmaPage: Page;
  let fee = '';
  let balanceBefore = '';
  // The English salesman's quotation, sent to review in the first test.
  let pending: Generated & { position: string };

  beforeAll(async () => {
    browser = await launchChromium();
    const admin = await signIn(t.api.url, 'admin', ADMIN_PASSWORD);
    const emma = await createStaff(admin, 'OperatorIndex', 'emma', {
      nickname: 'Emma Hill',
      country: 'en',
      areacode: 'Q',
    });
    const wang = await createStaff(admin, 'OperatorIndex', 'wang', {
      nickname: '王芳',
      country: 'cn',
      areacode: 'Q',
    });
    await createStaff(admin, 'OperatorManage', 'boss', { nickname: '赵主管', areacode: 'Q' });
    await createStaff(admin, 'Finance', 'cash');
    const finance = await signIn(t.api.url, 'cash', PASSWORD);
    for (const accountId of [emma, wang]) {
      const paid = await finance.post('/golden-bean/recharge', { accountId, amount: RECHARGE, note: 'e2e' });
      expect(paid.body.code).toBe(0);
    }
    emmaApi = await signIn(t.api.url, 'emma', PASSWORD);
    const wangApi = await signIn(t.api.url, 'wang', PASSWORD, 'cn');
    for (const [client, name] of [
      [emmaApi, 'Harbour Tea'],
      [wangApi, '青岛海味食品'],
    ] as const) {
      // Emma's customer is abroad: quoted in dollars; Wang's is domestic: in yuan.
      const domestic = client === emmaApi ? 'false' : 'true';
      const created = await client.post('/customer', { name, phone: nextPhone(), domestic });
      expect(created.body.code).toBe(0);
    }
    const balance = await emmaApi.get<BeanBalance>('/golden-bean/balance');
    ({ fee, balance: balanceBefore } = balance.body.data);
    expect(Number(balanceBefore)).toBe(Number(RECHARGE));
  });
  afterAll(async () => {
    // Closed first: a browser left open would keep jest from exiting after a failure.
    await browser?.close();
    for (const [i, list] of errors.entries()) expect([i, list]).toEqual([i, []]);
  });

  async function signedIn(username: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    // Fail with Playwright's own message, well before jest's time-out.
    page.setDefaultTimeout(10_000);
    errors.push(collectPageErrors(page));
    await page.goto(`${t.api.url}/login`);
    await page.locator('input[autocomplete=username]').fill(username);
    await page.locator('input[type=password]').fill(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    return page;
  }

  /** A screenshot once dialogs and toasts have finished moving in (endless spinners aside). */
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

  /** The answer of the Generate call the console makes, with its number and read position. */
  const generated = (page: Page): Promise<Response> =>
    page.waitForResponse(
      (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/quotation',
    );
  async function readGenerated(res: Response): Promise<Generated & { position: string }> {
    const body = (await res.json()) as { code: number; data: Generated; extra?: { position?: unknown } };
    expect(body.code).toBe(0);
    return { ...body.data, position: String(body.extra?.position) };
  }

  /** The customer picker: opens the list of one's own customers and picks one by name. */
  async function pickCustomer(page: Page, label: string, name: string): Promise<void> {
    const picker = page.getByLabel(label, { exact: true });
    await picker.click();
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await picker.filter({ hasText: name }).waitFor();
  }

  /** A Blueprint radio is chosen by clicking its label, as a user does. */
  async function choose(page: Page, name: string): Promise<void> {
    const radio = page.getByRole('radio', { name, exact: true });
    await page.locator('label', { has: radio }).click();
    expect(await radio.isChecked()).toBe(true);
  }

  const breakdown = (page: Page) => page.getByRole('table', { name: /^(Breakdown|价格明细)$/ });

  /**
   * Beside the form the breakdown is narrow: its items must keep room to read rather than give it
   * to the figures of the calculation (Chinese items once shrank to two characters a line).
   */
  async function expectReadableItems(page: Page): Promise<void> {
    const widths = await breakdown(page)
      .locator('tbody tr:not(.pf-breakdown-group)')
      .first()
      .evaluate((row) => [...row.children].map((cell) => cell.getBoundingClientRect().width));
    const [item = 0, calculation = 0] = widths;
    expect(item).toBeGreaterThan(calculation);
  }

  it('lets an English salesman build a stand-up pouch priced in dollars and send it to review', async () => {
    const page = (emmaPage = await signedIn('emma'));
    await page.goto(`${t.api.url}/QuotationCreate`);
    await page.getByRole('heading', { name: 'New quotation', exact: true }).waitFor();
    // Before anything is priced, the wizard says which currency the customer is quoted in.
    await page.getByText('Quoted in USD for now (your country)', { exact: false }).waitFor();
    await pickCustomer(page, 'Customer', 'Harbour Tea');
    await page.getByText('Quoted in USD (foreign customer)', { exact: true }).waitFor();
    await choose(page, 'Digital');
    await choose(page, 'Bag');
    // The bag types and materials come from the catalogue: wait for them before choosing.
    await page.getByLabel('Bag type').selectOption({ label: 'Stand-up pouch' });
    await page.getByLabel('Width', { exact: true }).fill('160');
    await page.getByLabel('Height', { exact: true }).fill('230');
    await page.getByLabel('Total bottom width').fill('80');
    await page.getByLabel('Printed film').selectOption({ label: 'PET 12µm' });
    await page.getByLabel('Inner layer').selectOption({ label: 'PE 80µm' });
    await page.getByLabel('Hot knife').selectOption({ label: 'Straight cut' });
    await page.getByLabel('Quantity', { exact: true }).fill('5000');
    await page.getByLabel('Artworks', { exact: true }).fill('2');

    // The live price: the figures in dollars, the breakdown line by line.
    const finalPrice = page.getByTestId('final-price');
    await breakdown(page).getByRole('cell', { name: 'Digital printing per impression' }).waitFor();
    await breakdown(page)
      .getByRole('cell', { name: /^In USD:/ })
      .waitFor();
    // Money in cents, dollars too; the unit price to 4 decimals (the pricing rule).
    expect(await finalPrice.textContent()).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(await page.getByTestId('final-unit-price').textContent()).toMatch(/^\$[\d,]+\.\d{4}\/pc$/);
    await page.getByRole('status').filter({ hasText: 'Updating the price' }).waitFor({ state: 'detached' });
    await shot(page, 'quotations-01-pouch-priced');
    await expectReadableItems(page);

    // Below the allowed range: the supervisor has to agree.
    await page.getByLabel('Adjustment ratio').fill('90');
    await page.getByText('A ratio of 90% is outside 94%–200%').waitFor();
    await breakdown(page).getByRole('cell', { name: 'Adjusted to 90%' }).waitFor();
    const generate = page.getByRole('button', { name: 'Generate quotation', exact: true });
    await page.waitForFunction(
      (button) => button !== null && !(button as HTMLButtonElement).disabled,
      await generate.elementHandle(),
    );
    const price = await finalPrice.textContent();
    await shot(page, 'quotations-02-pouch-ratio-90');

    await generate.click();
    const confirm = page.getByRole('dialog');
    const question = `Generate this quotation at ${price}? It costs ${fee} golden bean${Number(fee) === 1 ? '' : 's'} (balance ${balanceBefore}).`;
    await confirm.getByText(question).waitFor();
    await shot(page, 'quotations-03-generate-confirm');
    const answer = generated(page);
    await confirm.getByRole('button', { name: 'Generate quotation' }).click();
    pending = await readGenerated(await answer);
    expect(pending.status).toBe('pending');

    await page.waitForURL((url) => url.pathname === '/Quotation/Detail');
    expect(new URL(page.url()).searchParams.get('id')).toBe(pending.id);
    await page.getByRole('heading', { name: pending.number }).waitFor();
    await page.getByText('Pending review', { exact: true }).waitFor();
    await page.getByText('Submitted at 90%').waitFor();
    await page.getByText('English · US Dollar', { exact: true }).waitFor();
    expect(await page.getByTestId('final-price').textContent()).toBe(price);
    await shot(page, 'quotations-04-pouch-pending');

    // The bean fee was paid for it.
    const after = await emmaApi.get<BeanBalance>(`/golden-bean/balance?_position=${pending.position}`);
    expect(Number(after.body.data.balance)).toBe(Number(balanceBefore) - Number(fee));
  });

  it('lets a Chinese salesman quote roll film per kg in yuan, approved at once', async () => {
    const page = await signedIn('wang');
    await page.goto(`${t.api.url}/QuotationCreate`);
    await page.getByRole('heading', { name: '新建报价', exact: true }).waitFor();
    await pickCustomer(page, '客户', '青岛海味食品');
    await page.getByText('按人民币报价（国内客户）', { exact: true }).waitFor();
    await choose(page, '数码印刷');
    await choose(page, '卷膜');
    await page.getByLabel('报价单位').selectOption({ label: '按公斤' });
    await page.getByLabel('膜宽', { exact: true }).fill('300');
    await page.getByLabel('单个长度', { exact: true }).fill('200');
    await page.getByLabel('纸芯直径', { exact: true }).fill('76');
    await page.getByLabel('成品卷径', { exact: true }).fill('300');
    await page.getByLabel('印刷层材料').selectOption({ label: 'BOPP 20µm' });
    await page.getByLabel('内层材料').selectOption({ label: 'PE 50µm' });
    await page.getByLabel('数量', { exact: true }).fill('800');

    await breakdown(page).getByRole('cell', { name: '版周数：订购公斤数 x 每公斤版周数' }).waitFor();
    await breakdown(page).getByRole('cell', { name: '数码印刷（按印次）' }).waitFor();
    const finalPrice = page.getByTestId('final-price');
    expect(await finalPrice.textContent()).toMatch(/^¥[\d,]+\.\d{2}$/);
    expect(await page.getByTestId('final-unit-price').textContent()).toMatch(/^¥[\d,]+\.\d{2}\/公斤$/);
    const generate = page.getByRole('button', { name: '生成报价', exact: true });
    await page.waitForFunction(
      (button) => button !== null && !(button as HTMLButtonElement).disabled,
      await generate.elementHandle(),
    );
    const price = await finalPrice.textContent();
    await shot(page, 'quotations-05-roll-film-priced-cn');
    await expectReadableItems(page);

    await generate.click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(`按 ${price} 生成此报价？将扣除 ${fee} 个金豆`).waitFor();
    const answer = generated(page);
    await confirm.getByRole('button', { name: '生成报价' }).click();
    const made = await readGenerated(await answer);
    expect(made.status).toBe('approved');

    await page.waitForURL((url) => url.pathname === '/Quotation/Detail');
    await page.getByRole('heading', { name: made.number }).waitFor();
    await page.getByText('已通过', { exact: true }).waitFor();
    await page.getByText('以 100% 直接生效').waitFor();
    await page.getByText('中文 · 人民币', { exact: true }).waitFor();
    expect(await page.getByTestId('final-price').textContent()).toBe(price);
    await shot(page, 'quotations-06-roll-film-approved-cn');
    await page.close();
  });

  it("lets the supervisor approve the English salesman's quotation, which the salesman sees live", async () => {
    // Emma stays on her quotation; she will not reload it.
    const emma = emmaPage;
    await emma.getByText('Pending review', { exact: true }).waitFor();
    // A mark on the window: still there at the end, so nothing reloaded the page.
    await emma.evaluate(() => Object.assign(window, { keptOpen: true }));

    const page = await signedIn('boss');
    await page.goto(`${t.api.url}/OperatorManage/Index`);
    await page.getByRole('heading', { name: '调价比例审核', exact: true }).waitFor();
    // The only quotation waiting: who asks, for whom, the ratio against the allowed range.
    const queue = page.getByRole('region', { name: '调价审核列表' });
    await queue.getByText(pending.number, { exact: true }).waitFor();
    for (const text of ['Emma Hill', 'Harbour Tea', '90%', '94%–200%'])
      await queue.getByText(text, { exact: true }).waitFor();
    await shot(page, 'quotations-07-review-queue');

    await queue.getByRole('button', { name: `通过 ${pending.number}` }).click();
    const dialog = page.getByRole('dialog', { name: `通过 ${pending.number}` });
    await dialog.getByText('Emma Hill 申请价格比例 90%（允许 94%–200%）').waitFor();
    // The money the supervisor judges by: calculated, loading and final price, the ratio to loading.
    const money = dialog.getByRole('table', { name: '价格' });
    for (const label of ['计算价格', '保本价', '最终价格', '占保本价比例'])
      await money.getByText(label, { exact: true }).waitFor();
    await dialog.getByLabel('原因（可选）').fill('老客户，首单让利');
    await shot(page, 'quotations-08-approve-dialog');
    await dialog.getByRole('button', { name: '通过', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    // Off the pending tab, onto the approved one.
    await queue.getByText(pending.number, { exact: true }).waitFor({ state: 'detached' });
    // A busy machine can take a while to refetch and draw the emptied queue.
    await page.getByText('没有需要审核的报价', { exact: true }).waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: '已通过' }).click();
    await queue.getByText(pending.number, { exact: true }).waitFor();
    await queue.getByText('老客户，首单让利', { exact: true }).waitFor();

    // Emma's screen follows by itself: the notice, the status and the review history.
    await emma.getByText(`Quotation ${pending.number} approved`).waitFor();
    await emma.getByText('Approved', { exact: true }).waitFor();
    await emma.getByText('Approved at 90%').waitFor();
    expect(await emma.getByText('Pending review', { exact: true }).count()).toBe(0);
    expect(await emma.evaluate(() => 'keptOpen' in window)).toBe(true);
    await shot(emma, 'quotations-09-approved-live');
    await page.close();
  }, 120_000);

  it('shows the English salesman the fee paid in golden beans', async () => {
    const page = emmaPage;
    const expected = String(Number(balanceBefore) - Number(fee));
    await page.goto(`${t.api.url}/GoldenBean/Index`);
    await page
      .getByRole('heading', { name: 'Balance' })
      .filter({ hasText: `${expected} beans` })
      .waitFor();
    await page.getByText(`Each quotation costs ${fee} bean${Number(fee) === 1 ? '' : 's'};`).waitFor();
    const flow = page.getByRole('region', { name: 'Golden bean movements' });
    await flow.getByText(pending.number, { exact: true }).waitFor();
    await flow.getByText('Quotation fee', { exact: true }).waitFor();
    await shot(page, 'quotations-10-beans');
    await page.close();
  });
});
