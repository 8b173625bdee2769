import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { type SignedInClient, signIn } from '../support/api-client';
import { collectPageErrors, describeWithChromium, launchChromium, screenshot } from '../support/browser';
import { pouchForm } from '../support/quotation-forms';
import { createStaff, nextPhone } from '../support/staff';
import { ADMIN_PASSWORD, PGLITE, useTestApi } from '../support/test-api';

// A build elsewhere (PACKFLOW_CONSOLE_DIR) lets several checkouts' builds coexist.
const CONSOLE_DIR = process.env.PACKFLOW_CONSOLE_DIR ?? path.resolve(__dirname, '../../web/dist');
const PASSWORD = 'correct-horse-1';

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * Notifications through the console (issue 14): a salesman's price sent to review reaches his
 * supervisor's bell live, in a browser already open; the decision reaches the salesman's bell;
 * another salesman's bell stays empty throughout.
 */
describeWithChromium('notifications in Chromium', () => {
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  let browser: Browser;
  const errors: string[][] = [];
  let emmaApi: SignedInClient;
  let bossApi: SignedInClient;
  let customerId = '';
  let quotation = { id: '', number: '' };
  let emmaPage: Page;
  let bossPage: Page;
  let wangPage: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    const admin = await signIn(t.api.url, 'admin', ADMIN_PASSWORD);
    const emma = await createStaff(admin, 'OperatorIndex', 'emma', {
      nickname: 'Emma Hill',
      country: 'en',
      areacode: 'Q',
    });
    await createStaff(admin, 'OperatorIndex', 'wang', { nickname: '王芳', country: 'cn', areacode: 'Q' });
    await createStaff(admin, 'OperatorManage', 'boss', { nickname: '赵主管', areacode: 'Q' });
    await createStaff(admin, 'Finance', 'cash');
    const finance = await signIn(t.api.url, 'cash', PASSWORD);
    expect(
      (await finance.post('/golden-bean/recharge', { accountId: emma, amount: '40', note: 'e2e' })).body.code,
    ).toBe(0);
    emmaApi = await signIn(t.api.url, 'emma', PASSWORD);
    bossApi = await signIn(t.api.url, 'boss', PASSWORD);
    const created = await emmaApi.post<{ id: string }>('/customer', {
      name: 'Harbour Tea',
      phone: nextPhone(),
      domestic: 'false',
    });
    expect(created.body.code).toBe(0);
    customerId = created.body.data.id;
  }, 120_000);
  afterAll(async () => {
    // Closed first: a browser left open would keep jest from exiting after a failure.
    await browser?.close();
    for (const [i, list] of errors.entries()) expect([i, list]).toEqual([i, []]);
  });

  async function signedIn(username: string, viewport = WIDE): Promise<Page> {
    const context = await browser.newContext({ viewport, locale: 'en-US' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    errors.push(collectPageErrors(page));
    await page.goto(`${t.api.url}/login`);
    await page.locator('input[autocomplete=username]').fill(username);
    await page.locator('input[type=password]').fill(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await bell(page).waitFor();
    return page;
  }

  const bell = (page: Page) => page.locator('.pf-top-bar .pf-bell');
  const count = (page: Page) => bell(page).getByTestId('bell-count');

  /** A screenshot once popovers and toasts have finished moving in. */
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

  it("rings the supervisor's bell, already open in another browser, when a salesman sends a price to review", async () => {
    // Each person in a browser context of their own, open before anything happens.
    [emmaPage, bossPage, wangPage] = await Promise.all([
      signedIn('emma'),
      signedIn('boss'),
      signedIn('wang'),
    ]);
    for (const page of [emmaPage, bossPage, wangPage]) expect(await count(page).count()).toBe(0);

    const sent = await emmaApi.post<{ id: string; number: string; status: string }>(
      '/quotation',
      pouchForm(customerId, { ratio: '90' }),
    );
    expect(sent.body.data.status).toBe('pending');
    quotation = sent.body.data;

    // Live: no reload.
    await count(bossPage).filter({ hasText: '1' }).waitFor();
    expect(await bell(bossPage).getAttribute('aria-label')).toBe('1 条未读通知');
    await bell(bossPage).click();
    const item = bossPage.locator('.pf-bell-panel .pf-notice-unread');
    await item.filter({ hasText: '调价待审核' }).waitFor();
    expect(await item.textContent()).toContain(`Emma Hill 提交了报价 ${quotation.number} 的调价审核`);
    await shot(bossPage, 'notifications-bell-cn-wide');

    // Opening it leads to the quotation and marks it read.
    await item.click();
    await bossPage.waitForURL(
      (url) => url.pathname === '/Quotation/Detail' && url.search.includes(quotation.id),
    );
    await count(bossPage).waitFor({ state: 'detached' });
  });

  it("tells the salesman of the decision on his bell, and leaves the other salesman's bell at 0", async () => {
    const approved = await bossApi.post(`/quotation/${quotation.id}/approve`, { reason: 'Agreed by phone' });
    expect(approved.body.code).toBe(0);
    await count(emmaPage).filter({ hasText: '1' }).waitFor();
    expect(await bell(emmaPage).getAttribute('aria-label')).toBe('1 unread notification');
    await bell(emmaPage).click();
    const item = emmaPage.locator('.pf-bell-panel .pf-notice-unread');
    await item.filter({ hasText: 'Price approved' }).waitFor();
    expect(await item.textContent()).toContain(`The price of quotation ${quotation.number} was approved`);
    expect(await item.textContent()).toContain('Reason: Agreed by phone');
    await shot(emmaPage, 'notifications-bell-en-wide');

    // "See all": the list, with the unread one first, then marked all read.
    await emmaPage.getByRole('link', { name: 'See all' }).click();
    await emmaPage.waitForURL((url) => url.pathname === '/Notifications');
    const table = emmaPage.getByRole('table', { name: 'My notifications' });
    await table.getByText('Price approved').waitFor();
    await shot(emmaPage, 'notifications-screen-en-wide');
    await emmaPage.getByRole('button', { name: 'Mark all read' }).click();
    await count(emmaPage).waitFor({ state: 'detached' });
    await table.getByText('Read', { exact: true }).waitFor();

    // The third salesman heard nothing, and his list is empty.
    expect(await count(wangPage).count()).toBe(0);
    await wangPage.goto(`${t.api.url}/Notifications`);
    await wangPage.getByText('暂无通知').first().waitFor();
    expect(await count(wangPage).count()).toBe(0);
  });

  it('works on a phone, in Chinese and English', async () => {
    const bossPhone = await signedIn('boss', PHONE);
    await bossPhone.goto(`${t.api.url}/Notifications`);
    await bossPhone.getByText('调价待审核').first().waitFor();
    await shot(bossPhone, 'notifications-screen-cn-phone');
    const emmaPhone = await signedIn('emma', PHONE);
    await bell(emmaPhone).click();
    await emmaPhone.locator('.pf-bell-panel').getByText('Price approved').waitFor();
    await shot(emmaPhone, 'notifications-bell-en-phone');
    const box = await emmaPhone.locator('.pf-bell-panel').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  });
});
