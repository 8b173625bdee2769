import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signIn } from '../support/api-client';
import { collectPageErrors, describeWithChromium, launchChromium, screenshot } from '../support/browser';
import { createStaff, nextPhone } from '../support/staff';
import { ADMIN_PASSWORD, PGLITE, useTestApi } from '../support/test-api';

// A build elsewhere (PACKFLOW_CONSOLE_DIR) lets several checkouts' builds coexist.
const CONSOLE_DIR = process.env.PACKFLOW_CONSOLE_DIR ?? path.resolve(__dirname, '../../web/dist');
const PASSWORD = 'correct-horse-1';

/** Two salesmen (English) at their screens: create, release, claim, and a claim seen live by the other. */
describeWithChromium('customers and the high seas in Chromium', () => {
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  let browser: Browser;
  const pages: Page[] = [];
  const errors: string[][] = [];
  let contested = '';

  beforeAll(async () => {
    browser = await launchChromium();
    const admin = await signIn(t.api.url, 'admin', ADMIN_PASSWORD);
    for (const name of ['anna', 'ben']) await createStaff(admin, 'OperatorIndex', name, { country: 'en' });
    await createStaff(admin, 'OperatorManage', 'boss');
    const boss = await signIn(t.api.url, 'boss', PASSWORD);
    const created = await boss.post<{ id: string }>('/customer', {
      name: 'Contested Crisps',
      phone: nextPhone(),
    });
    contested = created.body.data.id;
  });
  afterAll(async () => {
    for (const [i, list] of errors.entries()) expect([i, list]).toEqual([i, []]);
    await browser?.close();
  });

  async function salesman(username: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1366, height: 820 }, locale: 'en-US' });
    page.setDefaultTimeout(10_000);
    errors.push(collectPageErrors(page));
    pages.push(page);
    await page.goto(`${t.api.url}/login`);
    await page.locator('input[autocomplete=username]').fill(username);
    await page.locator('input[type=password]').fill(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    return page;
  }

  it('lets a salesman create a customer and release it to the high seas', async () => {
    const anna = await salesman('anna');
    await anna.goto(`${t.api.url}/Customer/Has`);
    await anna.getByRole('heading', { name: 'My customers' }).waitFor();
    await anna.getByRole('button', { name: 'New' }).click();
    const dialog = anna.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill('Sunrise Tea');
    await dialog.getByLabel('Phone', { exact: true }).fill(nextPhone());
    await screenshot(anna, 'customers-01-new');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await anna.getByText('Customer created').waitFor();
    await anna.getByText('Sunrise Tea', { exact: true }).waitFor();
    await screenshot(anna, 'customers-02-created');

    await anna.getByRole('button', { name: 'Release Sunrise Tea' }).click();
    await anna.getByRole('button', { name: 'Release', exact: true }).last().click();
    await anna.getByText('Customer released to the high seas').waitFor();
    await anna.getByText('Sunrise Tea', { exact: true }).waitFor({ state: 'detached' });
    await anna.goto(`${t.api.url}/Customer/None`);
    await anna.getByText('Sunrise Tea', { exact: true }).waitFor();
    await screenshot(anna, 'customers-03-released-protected');
  });

  it("removes a customer from the other salesman's high seas the moment one claims it", async () => {
    const [anna, ben] = [pages[0]!, await salesman('ben')];
    for (const page of [anna, ben]) {
      await page.goto(`${t.api.url}/Customer/None`);
      await page.getByText('Contested Crisps', { exact: true }).waitFor();
    }
    await anna.getByRole('button', { name: 'Claim Contested Crisps' }).click();
    await anna.getByRole('button', { name: 'Claim', exact: true }).last().click();
    await anna.getByText('Customer claimed').waitFor();
    // Ben did nothing: the live update takes the row off his screen.
    await ben.getByText('Contested Crisps', { exact: true }).waitFor({ state: 'detached' });
    await screenshot(ben, 'customers-04-gone-live');
    await anna.goto(`${t.api.url}/Customer/Has`);
    await anna.getByText('Contested Crisps', { exact: true }).waitFor();
    await anna.goto(`${t.api.url}/Customer/Detail?id=${contested}`);
    await anna.getByText('Contested Crisps').first().waitFor();
    await screenshot(anna, 'customers-05-detail');
  });
});
