import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import type { RankView, WageSheetRow } from '@packflow/contracts';
import { runMonthClose } from '@packflow/projections';
import type { SignedInClient } from '../support/api-client';
import { afterMonth, shanghaiMonth, signedContract } from '../support/bills-fixtures';
import { describeWithChromium, launchChromium } from '../support/browser';
import { settledShot } from '../support/browser-console';
import { atBothSizes, signedInIn, withTheme } from '../support/console-views';
import { pngOf } from '../support/files';
import { type Lang, PHONE, WIDE, downloaded, inLanguage } from '../support/fulfilment-console';
import { type Seller, until } from '../support/fulfilment-fixtures';
import { fulfilmentTeam } from '../support/fulfilment-team';
import { ADMIN_PASSWORD, PGLITE, useTestApi } from '../support/test-api';
import { readWorkbook, sellerOf, sheetId } from '../support/wages-fixtures';

const CONSOLE_DIR = process.env.PACKFLOW_CONSOLE_DIR ?? path.resolve(__dirname, '../../web/dist');
const PASSWORD = 'correct-horse-1';

/** Every number cell of an Excel file with its format. */
const numbers = async (bytes: Buffer) =>
  (await readWorkbook(bytes)).flatMap((sheet) =>
    sheet.rows
      .flat()
      .filter(
        (cell): cell is { value: number; numFmt: string | undefined } => typeof cell.value === 'number',
      ),
  );

/**
 * Wages in Chromium against the API (issue 25), in English and Chinese: Admin schedules new
 * commission tiers on /FinanceSalary/Setting; the month's close (run as the job runs it, its clock
 * on the first day of next month) makes a sheet per salesman from this month's collections;
 * Finance adjusts one with a reason from the list of sheets to check, reads it line by line on
 * /FinanceSalary/Detail with its Excel, checks it, and pays it with a proof on /FinanceSalary/Send;
 * the salesman sees his own sheets and place and nothing of another's; the supervisor reads the
 * rank with its chart and Excel. Each page is shot wide and on a phone, light and dark, into
 * artifacts/screenshots (wages-*.png).
 */
describeWithChromium('wages and the rank in Chromium', () => {
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  const tag = randomUUID().slice(0, 6);
  const month = shanghaiMonth();
  const name = (short: string) => `OperatorIndex wg${short}-${tag}`;
  let browser: Browser;
  let sales: Seller;
  let other: Seller;
  let finance: SignedInClient;
  const errors: string[][] = [];
  const overflow: [string, number][] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    const team = await fulfilmentTeam(t, tag, 'wg');
    sales = team.sales;
    other = await sellerOf(t, team, `wgo-${tag}`, 'o');
    finance = await team.as('f');
    // This month: the salesman collects 300 and 500 (confirmed by Finance), the other one 600.
    const ours = await signedContract(t, team.driver, sales, tag, '300');
    await team.driver.pay(sales, ours.contractId, '500');
    await signedContract(t, team.driver, other, tag, '600');
    await until(
      () => team.manager.get<RankView>(`/rank?by=collections&from=${month}&to=${month}`),
      (r) => r.body.data?.rows?.map((x) => x.collections).join() === '800.00,600.00',
      'the ledger caught up',
    );
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    for (const [i, list] of errors.entries()) expect([i, list]).toEqual([i, []]);
    expect(overflow).toEqual([]);
  });

  const signedIn = (username: string, lang: Lang, viewport: typeof WIDE, password = PASSWORD) =>
    signedInIn({ browser, url: t.api.url, errors }, username, password, lang, viewport);

  /** The page shot at its size and at the other one; on the phone nothing scrolls sideways. */
  const shots = (page: Page, shot: string, lang: Lang, dark = false) =>
    atBothSizes(
      page,
      (size) => settledShot(page, `wages-${shot}-${lang}-${dark ? 'dark' : 'light'}-${size}`),
      overflow,
      `${shot}-${lang}`,
    );

  it('lets Admin schedule new tiers from tomorrow with a preview, in English then Chinese', async () => {
    const page = await signedIn('admin', 'en', WIDE, ADMIN_PASSWORD);
    await page.goto(`${t.api.url}/FinanceSalary/Setting`);
    await page.getByRole('heading', { name: 'Salary coefficients: commission tiers', level: 2 }).waitFor();
    await page.getByRole('table', { name: 'In force since 2000-01-01' }).waitFor();
    const preview = page.getByRole('table', { name: 'What a month would earn' });
    await preview.getByRole('row', { name: '¥150,000.00 ¥1,750.00' }).waitFor();
    await page.getByLabel('Rate (%) 1').fill('1.2');
    await preview.getByRole('row', { name: '¥50,000.00 ¥600.00' }).waitFor();
    await shots(page, 'settings-form', 'en');
    // Tomorrow at the earliest, as the server says: the form starts there.
    const from = await page.getByLabel('Effective from').inputValue();
    expect(from > new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)).toBe(true);
    await page.getByRole('button', { name: 'Schedule the tiers' }).click();
    await page.getByRole('table', { name: `From ${from}` }).waitFor();
    expect(await page.getByRole('table', { name: `From ${from}` }).innerText()).toContain('1.2 %');
    await inLanguage(page, 'cn');
    await page.getByRole('heading', { name: '工资系数（提成比例）', level: 2 }).waitFor();
    await page.getByRole('table', { name: `${from} 起` }).waitFor();
    await shots(page, 'settings', 'cn');
    await withTheme(page, true);
    await page.getByRole('heading', { name: '工资系数（提成比例）', level: 2 }).waitFor();
    await shots(page, 'settings', 'cn', true);
    await page.close();
  }, 120_000);

  it('makes a sheet per salesman at the month’s close, base and position from the staff record', async () => {
    const { db, commands, store } = t.api.infra;
    await runMonthClose({ db, commands, store }, month, 'system', () => afterMonth(month));
    const listed = await until(
      () => finance.get<WageSheetRow[]>(`/wages?view=check&month=${month}`),
      (r) => (r.body.data ?? []).length >= 2,
      'the sheets listed',
    );
    const ours = listed.body.data.find((s) => s.staffId === sales.id)!;
    const theirs = listed.body.data.find((s) => s.staffId === other.id)!;
    // 3500 base + 500 position + 1 % of 800 (today's tiers; the new ones start tomorrow).
    expect([ours.id, ours.collections, ours.commission, ours.total]).toEqual([
      sheetId(sales.id, month),
      '800.00',
      '8.00',
      '4008.00',
    ]);
    expect([theirs.commission, theirs.total]).toEqual(['6.00', '4006.00']);
  }, 240_000);

  it('lets Finance adjust with a reason, read the lines, check, and pay with a proof', async () => {
    const page = await signedIn(`wgf-${tag}`, 'en', WIDE);
    await page.goto(`${t.api.url}/FinanceSalary/Index?month=${month}`);
    await page.getByRole('heading', { name: 'Wage sheets to check', level: 2 }).waitFor();
    const grid = page.getByRole('region', { name: 'Wage sheets' });
    await grid.getByText(name('s')).first().waitFor();
    await shots(page, 'index', 'en');

    await grid
      .getByRole('button', { name: `Actions on ${name('s')}’s sheet for ${month}` })
      .first()
      .click();
    const quick = page.getByRole('dialog', { name: `${name('s')}, ${month}` });
    const actions = quick.getByRole('toolbar');
    await actions.waitFor();
    expect(await actions.getByRole('button').allTextContents()).toEqual(['Adjust', 'Check']);
    await actions.getByRole('button', { name: 'Adjust' }).click();
    const adjust = page.getByRole('dialog', { name: 'Adjust the wage sheet' });
    await adjust.getByLabel('Amount (yuan)').fill('150.5');
    await adjust.getByLabel('Reason').fill('Trade fair bonus');
    await shots(page, 'adjust-dialog', 'en');
    await adjust.getByRole('button', { name: 'Record the adjustment' }).click();
    await adjust.waitFor({ state: 'detached' });
    await quick.locator('[data-figure="total"] dd', { hasText: '¥4,158.50' }).waitFor();
    await quick.getByRole('button', { name: 'Close' }).click();
    await quick.waitFor({ state: 'detached' });

    await grid
      .getByRole('link', { name: `Open ${name('s')}’s sheet for ${month}` })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === '/FinanceSalary/Detail');
    await page.locator('[data-figure="total"] dd', { hasText: '¥4,158.50' }).waitFor();
    const lines = page.getByRole('region', { name: 'Commission lines' });
    expect(await lines.locator('tbody tr').count()).toBe(3);
    await lines.getByRole('row').filter({ hasText: 'Collection' }).filter({ hasText: '¥500.00' }).waitFor();
    expect(await lines.getByText('ReceiptConfirmed').count()).toBe(2);
    await page.getByRole('list', { name: 'Adjustments' }).getByText('Trade fair bonus').waitFor();
    await shots(page, 'detail', 'en');
    const cells = await numbers(await downloaded(page, page.getByRole('button', { name: 'Download Excel' })));
    expect(cells.find((c) => c.value === 500)?.numFmt).toMatch(/0\.00/);
    await page.getByRole('toolbar').getByRole('button', { name: 'Check' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Check' }).click();
    await page.getByText('To pay', { exact: true }).first().waitFor();
    await until(
      () => page.getByRole('toolbar').getByRole('button').allTextContents(),
      (names) => names.join() === 'Pay',
      'pay offered',
    );
    await withTheme(page, true);
    await page.locator('[data-figure="total"] dd', { hasText: '¥4,158.50' }).waitFor();
    await shots(page, 'detail-checked', 'en', true);
    await withTheme(page, false);

    // In Chinese on a phone: the payout list, paid with a proof image through the upload.
    await inLanguage(page, 'cn');
    await page.setViewportSize(PHONE);
    await page.goto(`${t.api.url}/FinanceSalary/Send?month=${month}`);
    await page.getByRole('heading', { name: '工资发放', level: 2 }).waitFor();
    const sendGrid = page.getByRole('region', { name: '工资单' });
    await sendGrid
      .getByRole('button', { name: `处理 ${name('s')} ${month} 的工资单` })
      .first()
      .click();
    const payQuick = page.getByRole('dialog', { name: `${name('s')}，${month}` });
    await payQuick.getByRole('toolbar').getByRole('button', { name: '发放' }).click();
    const pay = page.getByRole('dialog', { name: '发放工资' });
    await pay.getByText(`向 ${name('s')} 发放 ${month} 工资 ¥4,158.50。`).waitFor();
    await pay
      .getByLabel('上传图片')
      .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: await pngOf() });
    await pay.getByRole('button', { name: '已发放' }).and(page.locator(':enabled')).waitFor();
    await shots(page, 'pay-dialog', 'cn');
    await pay.getByRole('button', { name: '已发放' }).click();
    await pay.waitFor({ state: 'detached' });
    await payQuick.getByText('已发放', { exact: true }).first().waitFor();
    await payQuick.getByRole('button', { name: 'Close' }).click();
    await payQuick.waitFor({ state: 'detached' });
    await page.getByLabel('状态').selectOption('paid');
    await sendGrid.getByText(name('s')).first().waitFor();
    await shots(page, 'send-paid', 'cn');
    await page.goto(`${t.api.url}/FinanceSalary/Detail?id=${sheetId(sales.id, month)}`);
    await page.getByRole('img', { name: '凭证 1' }).waitFor();
    expect(await page.getByRole('toolbar').count()).toBe(0);
    await shots(page, 'detail-paid', 'cn');
    await page.close();
  }, 240_000);

  it('shows the salesman his own sheets and place, and nothing of another salesman’s', async () => {
    const page = await signedIn(`wgs-${tag}`, 'en', WIDE);
    await page.goto(`${t.api.url}/FinanceSalary/Mine`);
    await page.getByRole('heading', { name: 'My wages', level: 2 }).waitFor();
    const grid = page.getByRole('region', { name: 'My wage sheets' });
    await grid.getByText(name('s')).first().waitFor();
    expect(await grid.getByText(name('o')).count()).toBe(0);
    const place = page.getByLabel(`This month (${month})`);
    await place.getByText(/^No\. 1 of \d+$/).waitFor();
    await place.getByText('¥8.00').waitFor();
    await shots(page, 'mine', 'en');
    await grid
      .getByRole('link', { name: `Open ${name('s')}’s sheet for ${month}` })
      .first()
      .click();
    await page.locator('[data-figure="total"] dd', { hasText: '¥4,158.50' }).waitFor();
    await page.getByText('Paid', { exact: true }).first().waitFor();
    expect(await page.getByRole('toolbar').count()).toBe(0);
    await page.goto(`${t.api.url}/FinanceSalary/Detail?id=${sheetId(other.id, month)}`);
    await page
      .getByText(/There is no such wage sheet/)
      .first()
      .waitFor();
    expect(await page.getByRole('main').innerText()).not.toContain(name('o'));
    await inLanguage(page, 'cn');
    await page.goto(`${t.api.url}/FinanceSalary/Mine`);
    await page.getByRole('heading', { name: '我的工资', level: 2 }).waitFor();
    await page
      .getByLabel(`本月（${month}）`)
      .getByText(/^第 1 名，共 \d+ 人$/)
      .waitFor();
    await shots(page, 'mine', 'cn');
    await withTheme(page, true);
    await page.getByRole('heading', { name: '我的工资', level: 2 }).waitFor();
    await page.getByRole('region', { name: '我的工资单' }).getByText(name('s')).first().waitFor();
    await shots(page, 'mine', 'cn', true);
    await page.close();
  }, 120_000);

  it('lets the supervisor read the rank with its chart and Excel, light and dark', async () => {
    const page = await signedIn(`wgom-${tag}`, 'cn', WIDE);
    await page.goto(`${t.api.url}/Rank?from=${month}&to=${month}&by=collections`);
    await page.getByRole('heading', { name: '排行榜', level: 2 }).waitFor();
    const table = page.getByRole('region', { name: '排行榜' });
    await table
      .getByRole('row')
      .nth(1)
      .filter({ hasText: name('s') })
      .filter({ hasText: '¥800.00' })
      .waitFor();
    await table
      .getByRole('row')
      .nth(2)
      .filter({ hasText: name('o') })
      .waitFor();
    await page.locator('.pf-wage-chart svg.recharts-surface').waitFor();
    await shots(page, 'rank', 'cn');
    const cells = await numbers(await downloaded(page, page.getByRole('button', { name: '导出 Excel' })));
    expect(cells.find((c) => c.value === 800)?.numFmt).toMatch(/0\.00/);
    await inLanguage(page, 'en');
    await page.getByLabel('Ranked by').selectOption('commission');
    await page.getByRole('figure', { name: `Salesmen by Commission, ${month} to ${month}` }).waitFor();
    await shots(page, 'rank', 'en');
    await withTheme(page, true);
    await page.locator('.pf-wage-chart svg.recharts-surface').waitFor();
    await shots(page, 'rank', 'en', true);
    await page.close();
  }, 120_000);
});
