import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { BillRow } from '@packflow/contracts';
import { runMonthClose } from '@packflow/projections';
import { describeWithChromium, launchChromium } from '../support/browser';
import { signedInPage } from '../support/browser-console';
import { afterMonth, linesOf, shanghaiMonth, signedContract } from '../support/bills-fixtures';
import { type Lang, PHONE, WIDE, inLanguage, settledShot } from '../support/fulfilment-console';
import { until } from '../support/fulfilment-fixtures';
import { fulfilmentTeam } from '../support/fulfilment-team';
import { PGLITE, useTestApi } from '../support/test-api';

const CONSOLE_DIR = process.env.PACKFLOW_CONSOLE_DIR ?? path.resolve(__dirname, '../../web/dist');
const PASSWORD = 'correct-horse-1';

/** How much wider than the window the page is (0: nothing scrolls sideways but inside its card). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The bill's action buttons (the downloads and the comparison aside), in order. */
const actionsOf = async (page: Page) =>
  (await page.getByRole('toolbar').getByRole('button').allTextContents()).filter(
    (name) => !/PDF|Excel|As sent|发送时/.test(name),
  );

/**
 * Month end through the console against the API (issue 24): the month is closed as the job does
 * it; the salesman, in English on a wide screen, sends his bill, records a dispute, adjusts it,
 * sends it again and confirms it early after the warning, then downloads its PDF; the trader reads
 * his bill in Chinese on a phone; Finance lands on its reports, reads the receivables' ageing,
 * verifies the hash chains and follows the month's close, wide in Chinese and on a phone in English.
 */
describeWithChromium('reconciliation and Finance reports in Chromium', () => {
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  const tag = randomUUID().slice(0, 6);
  const month = shanghaiMonth();
  let browser: Browser;
  const errors: string[][] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    const team = await fulfilmentTeam(t, tag, 'rc');
    const finance = await team.as('f');
    const ours = await signedContract(t, team.driver, team.sales, tag);
    const theirs = await signedContract(t, team.driver, team.trader, tag, '400');
    await linesOf(t, ours.customerId, 2);
    await linesOf(t, theirs.customerId, 2);
    const { db, commands, store } = t.api.infra;
    // The month's close as the job runs it once the month has ended (the lines are dated today).
    await runMonthClose({ db, commands, store }, month, 'system', () => afterMonth(month));
    await until(
      () => finance.get<BillRow[]>(`/bills?month=${month}`),
      (r) => [ours, theirs].every((c) => r.body.data?.some((b) => b.customerId === c.customerId)),
      'the bills listed',
    );
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    for (const [i, list] of errors.entries()) expect([i, list]).toEqual([i, []]);
  });

  const signedIn = async (short: string, lang: Lang, viewport: { width: number; height: number }) =>
    inLanguage(
      await signedInPage({
        browser,
        url: t.api.url,
        errors,
        username: `rc${short}-${tag}`,
        password: PASSWORD,
        viewport,
        locale: lang === 'cn' ? 'zh-CN' : 'en-US',
      }),
      lang,
    );

  it('takes the salesman’s bill from sent to disputed, adjusted, sent again and confirmed early', async () => {
    const page = await signedIn('s', 'en', WIDE);
    await page.goto(`${t.api.url}/Reconciliation/Wait`);
    await page.getByRole('heading', { name: 'Bills to reconcile', level: 2 }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^Open the bill of .* for ${month}$`) }).click();
    await page.waitForURL((u) => u.pathname === '/Reconciliation/Detail');
    await page.getByText('To reconcile', { exact: true }).first().waitFor();
    expect(await actionsOf(page)).toEqual(['Send to customer', 'Adjust']);
    // Signed 1000, 300 received: 700 owed, to 2 decimals.
    await page.locator('.pf-bill-closing dd', { hasText: '¥700.00' }).waitFor();

    const dialog = page.getByRole('dialog');
    const step = async (action: string, submit: string) => {
      await page.getByRole('toolbar').getByRole('button', { name: action }).click();
      await dialog.getByRole('button', { name: submit }).click();
    };
    await step('Send to customer', 'Send to customer');
    await page.getByText('Sent', { exact: true }).first().waitFor();
    await until(
      () => actionsOf(page),
      (names) => names.join() === 'Confirm (reconciled),Dispute lines',
      'confirm and dispute offered',
    );

    await page.getByRole('toolbar').getByRole('button', { name: 'Dispute lines' }).click();
    await dialog.locator('.pf-bill-pick label').first().click();
    await dialog.getByRole('textbox').first().fill('The price agreed was lower');
    await dialog.getByRole('button', { name: 'Record the dispute' }).click();
    await page.getByRole('heading', { name: 'Open disputes' }).waitFor();
    await page.getByText('The price agreed was lower').first().waitFor();

    await page.getByRole('toolbar').getByRole('button', { name: 'Adjust' }).click();
    await dialog.getByLabel('Amount 1').fill('-50');
    await dialog.getByLabel('Reason 1').fill('Price agreed with the customer');
    await dialog.getByRole('button', { name: 'Record the adjustment' }).click();
    await page.locator('.pf-bill-closing dd', { hasText: '¥650.00' }).waitFor();
    await page.getByText('To reconcile', { exact: true }).first().waitFor();

    await step('Send to customer', 'Send to customer');
    await page.getByText('Sent', { exact: true }).first().waitFor();
    // The bill as sent beside now: nothing changed since this sending.
    await page.getByRole('button', { name: 'As sent vs now' }).click();
    await dialog.getByText('Nothing changed since it was sent.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // This month has not ended: the server refuses, the warning shows, confirming again seals it.
    await step('Confirm (reconciled)', 'Confirm (reconciled)');
    await dialog.getByText(/Finishing early cannot be redone/).waitFor();
    await settledShot(page, 'reconciliation-finish-early-en-wide');
    await dialog.getByRole('button', { name: 'Finish early anyway' }).click();
    await page.getByText('Reconciled', { exact: true }).first().waitFor();
    await page.getByText('Chain head:').waitFor();
    expect(await actionsOf(page)).toEqual([]);
    await settledShot(page, 'reconciliation-sealed-en-wide');

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    await page.close();
  }, 180_000);

  it('shows the trader his bill in Chinese on a phone, its tables scrolling inside their cards', async () => {
    const page = await signedIn('t', 'cn', PHONE);
    await page.goto(`${t.api.url}/Reconciliation/Index`);
    await page.getByRole('heading', { name: '月度账单', level: 2 }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^打开.* ${month} 的账单$`) }).click();
    await page.waitForURL((u) => u.pathname === '/Reconciliation/Detail');
    await page.getByText('待对账', { exact: true }).first().waitFor();
    // The trader's customer trades in dollars: 1000 signed, 400 received.
    await page.locator('.pf-bill-closing dd', { hasText: '$600.00' }).waitFor();
    // A trader sends but never adjusts.
    expect(await actionsOf(page)).toEqual(['发送给客户']);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await settledShot(page, 'reconciliation-bill-cn-phone');
    await page.close();
  }, 120_000);

  it('lands Finance on its reports: the ageing adds up, the chains verify, the close is done', async () => {
    const page = await signedIn('f', 'cn', WIDE);
    await page.goto(`${t.api.url}/`);
    await page.waitForURL((u) => u.pathname === '/FinanceTable');
    await page.getByRole('heading', { name: '财务报表', level: 2 }).waitFor();
    const owners = page.getByRole('table', { name: '按业务员' });
    await owners.getByRole('rowheader', { name: '合计' }).waitFor();
    await settledShot(page, 'finance-receivables-cn-wide');

    await page.getByRole('tab', { name: '校验' }).click();
    await page.getByRole('button', { name: '校验哈希链' }).click();
    await page
      .getByRole('status')
      .getByText(/^完好：/)
      .waitFor();
    await settledShot(page, 'finance-verify-cn-wide');

    await page.getByRole('tab', { name: '月结' }).click();
    await page
      .getByRole('row', { name: new RegExp(month) })
      .getByText('已完成')
      .waitFor();
    await page.close();

    const phone = await signedIn('f', 'en', PHONE);
    await phone.goto(`${t.api.url}/FinanceTable`);
    await phone.getByRole('heading', { name: 'Finance reports', level: 2 }).waitFor();
    await phone
      .getByRole('table', { name: 'By salesman' })
      .getByRole('rowheader', { name: 'Total' })
      .waitFor();
    expect(await sideways(phone)).toBeLessThanOrEqual(0);
    await settledShot(phone, 'finance-receivables-en-phone');
    await phone.getByRole('tab', { name: 'Collections & payments' }).click();
    await phone.getByLabel('Group by').selectOption('owner');
    expect(await sideways(phone)).toBeLessThanOrEqual(0);
    await settledShot(phone, 'finance-money-en-phone');
    await phone.close();
  }, 120_000);
});
