import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { type SignedInClient, signIn } from '../support/api-client';
import { collectPageErrors, describeWithChromium, launchChromium, screenshot } from '../support/browser';
import { pouchForm } from '../support/quotation-forms';
import { createStaff, nextPhone } from '../support/staff';
import { ADMIN_PASSWORD, PGLITE, useTestApi } from '../support/test-api';

const CONSOLE_DIR = process.env.PACKFLOW_CONSOLE_DIR ?? path.resolve(__dirname, '../../web/dist');
const PASSWORD = 'correct-horse-1';

/**
 * Contracts through the console (issue 15): an English salesman ticks two approved quotations on
 * the quotation list and makes a contract of them; a Chinese salesman makes one on a phone from
 * /Contract, picking the customer and its quotation; both see the contract with its lines.
 */
describeWithChromium('contracts in Chromium', () => {
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  let browser: Browser;
  const errors: string[][] = [];
  const numbers: Record<string, string[]> = {};

  beforeAll(async () => {
    browser = await launchChromium();
    const admin = await signIn(t.api.url, 'admin', ADMIN_PASSWORD);
    const emma = await createStaff(admin, 'OperatorIndex', 'emma', { nickname: 'Emma Hill', country: 'en' });
    const wang = await createStaff(admin, 'OperatorIndex', 'wang', { nickname: '王芳', country: 'cn' });
    await createStaff(admin, 'Finance', 'cash');
    const finance = await signIn(t.api.url, 'cash', PASSWORD);
    for (const accountId of [emma, wang])
      expect(
        (await finance.post('/golden-bean/recharge', { accountId, amount: '40', note: 'e2e' })).body.code,
      ).toBe(0);
    const quote = async (client: SignedInClient, customer: string, count: number, who: string) => {
      const made = await client.post<{ id: string }>('/customer', { name: customer, phone: nextPhone() });
      expect(made.body.code).toBe(0);
      numbers[who] = [];
      for (let i = 0; i < count; i++) {
        const q = await client.post<{ number: string }>(
          '/quotation',
          pouchForm(made.body.data.id, { quantity: String(5000 * (i + 1)), paymentTerms: 'advance30' }),
        );
        expect(q.body.code).toBe(0);
        numbers[who]!.push(q.body.data.number);
      }
    };
    await quote(await signIn(t.api.url, 'emma', PASSWORD), 'Harbour Tea', 2, 'emma');
    await quote(await signIn(t.api.url, 'wang', PASSWORD, 'cn'), '青岛海味食品', 1, 'wang');
  });
  afterAll(async () => {
    await browser?.close();
    for (const [i, list] of errors.entries()) expect([i, list]).toEqual([i, []]);
  });

  async function signedIn(username: string, viewport: { width: number; height: number }, locale: string) {
    const page = await browser.newPage({ viewport, locale });
    page.setDefaultTimeout(10_000);
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

  it('makes a contract of two quotations ticked on the quotation list, in English', async () => {
    const page = await signedIn('emma', { width: 1440, height: 900 }, 'en-US');
    await page.goto(`${t.api.url}/Quotation`);
    for (const number of numbers.emma!)
      await page
        .getByRole('checkbox', { name: `Choose ${number} to compare or for a contract` })
        .check({ force: true });
    await page.getByRole('button', { name: 'Make a contract of the 2 chosen' }).click();
    await page.waitForURL(/\/Contract\?make=/);
    const dialog = page.getByRole('dialog', { name: 'Make a contract' });
    await dialog.getByText(numbers.emma![1]!, { exact: true }).waitFor();
    await dialog.getByText(/^2 quotations chosen, total/).waitFor();
    await shot(page, 'contracts-make-en-wide');
    await dialog.getByRole('button', { name: 'Make the contract' }).click();
    await page
      .getByText(/^Make a Digital contract \(Without tax\) for Harbour Tea from 2 quotation/)
      .waitFor();
    await page.getByRole('button', { name: 'Make the contract' }).last().click();
    const detail = page.getByRole('dialog', { name: /^Contract HT\d{8}-/ });
    // Made by a process on a machine that may be busy: wait longer than for a screen.
    await detail.getByText(numbers.emma![0]!).waitFor({ timeout: 30_000 });
    await detail.getByText('30% advance', { exact: false }).first().waitFor();
    await shot(page, 'contracts-detail-en-wide');
    // Its orders are made by then (one per quotation), and its document downloads.
    await detail.getByRole('link', { name: /-1$/ }).waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      detail.getByRole('button', { name: 'Download the contract (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^购销合同-HT\d{8}-[0-9A-F]{10}\.pdf$/);
    await detail.getByRole('button', { name: 'Close' }).last().click();
    const grid = page.getByRole('region', { name: 'Contract list' });
    await grid.getByText(numbers.emma![1]!).waitFor();
    await shot(page, 'contracts-list-en-wide');
    // Under the contract its quotations offer a copy, never a ratio change or a revision (issue 21).
    const [first] = numbers.emma!;
    await page.goto(`${t.api.url}/Quotation`);
    await page.getByRole('button', { name: `Copy ${first} into a new quotation` }).waitFor();
    expect(await page.getByRole('button', { name: `Change the ratio of ${first}` }).count()).toBe(0);
    expect(await page.getByRole('button', { name: `Revise ${first}` }).count()).toBe(0);
    await shot(page, 'contracts-quotations-held-en-wide');
    await page.close();
  }, 90_000);

  it('makes a contract on a phone from /Contract by customer, in Chinese', async () => {
    const page = await signedIn('wang', { width: 390, height: 844 }, 'zh-CN');
    await page.goto(`${t.api.url}/Contract`);
    await page.getByRole('button', { name: '新建合同' }).click();
    const dialog = page.getByRole('dialog', { name: '生成合同' });
    await dialog.getByText('请先选择客户').click();
    await page.getByRole('option', { name: /青岛海味食品/ }).click();
    const box = dialog.getByRole('checkbox');
    await box.first().check({ force: true });
    await dialog.getByText(/^已选 1 份报价，合计/).waitFor();
    await shot(page, 'contracts-make-cn-phone');
    await dialog.getByRole('button', { name: '生成合同' }).click();
    // The confirmation opens over the dialog: click once it has finished appearing.
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.bp6-dialog').length > 1 &&
        !document.querySelector('.bp6-overlay-appear-active'),
    );
    await page.getByRole('button', { name: '生成合同' }).last().click();
    const detail = page.getByRole('dialog', { name: /^合同 HT\d{8}-/ });
    await detail.getByText(numbers.wang![0]!).waitFor({ timeout: 30_000 });
    await shot(page, 'contracts-detail-cn-phone');
    await detail.getByRole('button', { name: '关闭' }).last().click();
    await page.getByRole('region', { name: '合同列表' }).getByText(numbers.wang![0]!).waitFor();
    await shot(page, 'contracts-list-cn-phone');
    await page.close();
  }, 90_000);
});
