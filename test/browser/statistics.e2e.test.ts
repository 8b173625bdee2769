import { randomUUID } from 'node:crypto';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import {
  type OrderInspectionView,
  type OrderShippingView,
  STATISTICS_PATHS,
  type StatisticsPage,
  type StatisticsView,
  formatMoney,
} from '@packflow/contracts';
import { shipmentJson } from '../support/shipment-form';
import type { SignedInClient } from '../support/api-client';
import { describeWithChromium, launchChromium } from '../support/browser';
import { signedInPage } from '../support/browser-console';
import { signedContract } from '../support/bills-fixtures';
import { signedInIn, withTheme } from '../support/console-views';
import { type Lang, PHONE, WIDE, downloaded, settledShot } from '../support/fulfilment-console';
import { answersFor, sendJson, until } from '../support/fulfilment-fixtures';
import { fulfilmentTeam } from '../support/fulfilment-team';
import { ADMIN_PASSWORD, PGLITE, useTestApi } from '../support/test-api';

const CONSOLE_DIR = process.env.PACKFLOW_CONSOLE_DIR ?? path.resolve(__dirname, '../../web/dist');
/** fulfilmentTeam's people sign in with it. */
const PASSWORD = 'correct-horse-1';

/** Each page's title and its headline figure's name (as the figures and the table call it). */
const WORDS: Record<Lang, Record<StatisticsPage, { title: string; figure: string }>> = {
  en: {
    'day-order': { title: 'Daily orders', figure: 'Amount signed (CNY)' },
    'month-order': { title: 'Monthly orders', figure: 'Amount signed (CNY)' },
    finance: { title: 'Finance statistics', figure: 'Collections (CNY)' },
    product: { title: 'Production statistics', figure: 'Good output' },
    quality: { title: 'Quality statistics', figure: 'Inspections' },
    logistics: { title: 'Shipping statistics', figure: 'Shipments' },
  },
  cn: {
    'day-order': { title: '日订单统计', figure: '签单金额 (CNY)' },
    'month-order': { title: '月订单统计', figure: '签单金额 (CNY)' },
    finance: { title: '财务统计', figure: '回款 (CNY)' },
    product: { title: '生产统计', figure: '良品产量' },
    quality: { title: '质检统计', figure: '质检次数' },
    logistics: { title: '发货统计', figure: '发货次数' },
  },
};

/** The figure each page's headline card must show, from the API's own answer. */
const HEADLINE: Record<StatisticsPage, string> = {
  'day-order': 'signedAmount',
  'month-order': 'signedAmount',
  finance: 'collections',
  product: 'output',
  quality: 'inspections',
  logistics: 'shipments',
};

const PAGES = Object.keys(STATISTICS_PATHS) as StatisticsPage[];

/** As the console writes a figure: money with its symbol, whole numbers grouped. */
const shown = (page: StatisticsPage, value: string | number): string =>
  typeof value === 'string' ? formatMoney(value, 'CNY') : value.toLocaleString('en-US');

/**
 * Admin's statistics pages through the console (issue 25, item 5). A small history is made
 * through the API today: a salesman's order (CNY) is signed on its down payment, produced,
 * inspected (passed, two print defects), paid in full and shipped; a trader's order (USD) is
 * signed on its down payment. Every page is visited in English and in Chinese, in the light and
 * the dark theme, wide and on a phone; its headline figure is the API's answer, a few are checked
 * by value, and the daily orders' Excel is opened back with exceljs. Shots go to
 * artifacts/screenshots (statistics-<page>-<lang>-<theme>-<size>.png).
 */
describeWithChromium('Admin statistics in Chromium', () => {
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  const tag = randomUUID().slice(0, 6);
  let browser: Browser;
  let admin: SignedInClient;
  let finance: SignedInClient;
  const errors: string[][] = [];
  const answers = {} as Record<StatisticsPage, StatisticsView>;

  beforeAll(async () => {
    browser = await launchChromium();
    const team = await fulfilmentTeam(t, tag, 'st', { w: 'Warehouse' });
    admin = await t.admin('en');
    finance = await team.as('f');
    const warehouse = await team.as('w');
    const order = await team.driver.orderAtInspection(team.sales);
    const lot = (await team.quality.get<OrderInspectionView>(`/inspection/${order.orderId}`)).body.data
      .lots[0]!;
    const inspected = await sendJson(team.quality, 'POST', `/inspection/${order.orderId}/lots/1/inspect`, {
      sampleSize: lot.plan!.sampleSize,
      checks: answersFor(lot),
      defects: [{ kind: 'print', count: 2 }],
      goodQuantity: 2000,
    });
    expect(inspected.body.code).toBe(0);
    await team.driver.pay(team.sales, order.contractId, '700');
    await until(
      () => warehouse.get<OrderShippingView>(`/shipping/${order.orderId}`),
      (r) => r.body.data?.readiness?.ready === true,
      'the order ready to ship',
    );
    const shipped = await sendJson(
      warehouse,
      'POST',
      `/shipping/${order.orderId}/shipments`,
      shipmentJson(2000, `SF${tag}1`),
    );
    expect(shipped.body.code).toBe(0);
    await signedContract(t, team.driver, team.trader, tag, '400');
    // The read models have caught up once every page counts what was just done.
    const ready: Record<StatisticsPage, (v: StatisticsView) => boolean> = {
      'day-order': (v) => (v.totals as { signed: number }).signed === 2,
      'month-order': (v) => (v.totals as { signed: number }).signed === 2,
      finance: (v) => (v.totals as { collections: string }).collections === '1000.00',
      product: (v) => (v.totals as { entries: number }).entries >= 3,
      quality: (v) => (v.totals as { inspections: number }).inspections === 1,
      logistics: (v) => (v.totals as { shipments: number }).shipments === 1,
    };
    for (const page of PAGES) {
      const answer = await until(
        () => admin.get<StatisticsView>(`/statistics/${page}`),
        (r) => r.status === 200 && ready[page](r.body.data),
        `the ${page} statistics`,
      );
      answers[page] = answer.body.data;
    }
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    for (const [i, list] of errors.entries()) expect([i, list]).toEqual([i, []]);
  });

  const signedIn = (lang: Lang, viewport: typeof WIDE) =>
    signedInIn({ browser, url: t.api.url, errors }, 'admin', ADMIN_PASSWORD, lang, viewport);

  /** Opens a page and waits for its headline figure, which must be the API's. */
  const visit = async (page: Page, stat: StatisticsPage, lang: Lang) => {
    const w = WORDS[lang][stat];
    await page.goto(`${t.api.url}${STATISTICS_PATHS[stat]}`);
    await page.getByRole('heading', { name: w.title, level: 2 }).waitFor();
    const card = page.locator(`.pf-stat-figure[data-metric="${HEADLINE[stat]}"]`);
    const value = (answers[stat].totals as unknown as Record<string, string | number>)[HEADLINE[stat]]!;
    await card.locator('dt', { hasText: w.figure }).waitFor();
    await card.locator('.pf-stat-figure-value', { hasText: shown(stat, value) }).waitFor();
    // The charts are drawn and the grid holds the figure too.
    await page.locator('.pf-stat-chart svg.recharts-surface').first().waitFor();
    await page.locator('.pf-stat-table .bp6-table-cell').first().waitFor();
    return card;
  };

  const shot = (page: Page, stat: StatisticsPage, lang: Lang, dark: boolean, size: string) =>
    settledShot(page, `statistics-${stat}-${lang}-${dark ? 'dark' : 'light'}-${size}`);

  for (const lang of ['en', 'cn'] as const) {
    it(`shows every page with the API's figures, light and dark, wide and on a phone (${lang})`, async () => {
      const page = await signedIn(lang, WIDE);
      for (const dark of [false, true]) {
        await withTheme(page, dark);
        for (const stat of PAGES) {
          await page.setViewportSize(WIDE);
          await visit(page, stat, lang);
          await shot(page, stat, lang, dark, 'wide');
          await page.locator('.pf-stat-table').scrollIntoViewIfNeeded();
          await shot(page, stat, lang, dark, 'wide-table');
          await page.setViewportSize(PHONE);
          await page.waitForTimeout(300);
          // On a phone the charts stack: one column.
          const columns = await page
            .locator('.pf-stat-charts')
            .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
          expect(columns).toBe(1);
          await shot(page, stat, lang, dark, 'phone');
          // The grid below the charts, its first column frozen.
          await page.locator('.pf-stat-table').scrollIntoViewIfNeeded();
          await shot(page, stat, lang, dark, 'phone-table');
        }
      }
      await page.close();
    }, 240_000);
  }

  it('shows the history by value: signed, collected, inspected and shipped', async () => {
    const page = await signedIn('en', WIDE);
    const figure = (metric: string) =>
      page.locator(`.pf-stat-figure[data-metric="${metric}"] .pf-stat-figure-value`);
    await visit(page, 'day-order', 'en');
    // Both orders were signed today; the money is the salesman's yuan (the trader's is in dollars).
    expect(await figure('signed').innerText()).toBe('2');
    expect(await figure('signedAmount').innerText()).toBe('¥1,000.00');
    await page.getByLabel('Currency').selectOption('USD');
    await page.locator('.pf-stat-figure-value', { hasText: '$1,000.00' }).waitFor();
    await page.getByLabel('Group by').selectOption('salesman');
    const grid = page.getByRole('region', { name: 'The figures by Salesman' });
    await grid.getByText('1,000.00').first().waitFor();
    // A cell copies its figure as a spreadsheet reads it: no separators, 2 decimals.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: t.api.url });
    await grid.locator('.bp6-table-cell', { hasText: '1,000.00' }).first().click();
    await page.keyboard.press('Control+C');
    await until(
      () => page.evaluate(() => navigator.clipboard.readText()),
      (copied) => copied.trim() === '1000.00',
      'the cell copied',
    );

    await visit(page, 'finance', 'en');
    expect(await figure('collections').innerText()).toBe('¥1,000.00');
    await visit(page, 'quality', 'en');
    expect(await figure('passed').innerText()).toBe('1');
    expect(await figure('defects').innerText()).toBe('2');
    expect(await figure('passRate').innerText()).toBe('100.00');
    await visit(page, 'logistics', 'en');
    expect(await figure('freight').innerText()).toBe('¥35.50');
    expect(await figure('quantity').innerText()).toBe('2,000');
    await page.close();
  }, 120_000);

  it('keeps the pages to Admin: Finance has no such page and the API refuses it', async () => {
    expect((await finance.get('/statistics/finance')).status).toBe(403);
    const page = await signedInPage({
      browser,
      url: t.api.url,
      errors,
      username: `stf-${tag}`,
      password: PASSWORD,
      viewport: WIDE,
    });
    await page.goto(`${t.api.url}/Statistics/Finance`);
    await page.getByText('当前角色无权访问').first().waitFor();
    expect(await page.locator('.pf-stat').count()).toBe(0);
    await settledShot(page, 'statistics-finance-role-refused-cn-light-wide');
    await page.close();
  }, 60_000);

  it('exports the daily orders to Excel with the page’s query, opened back with exceljs', async () => {
    const page = await signedIn('en', WIDE);
    await visit(page, 'day-order', 'en');
    const bytes = await downloaded(page, page.getByRole('button', { name: 'Export to Excel' }));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const cells: { value: unknown; format: string | undefined }[] = [];
    const texts: string[] = [];
    for (const sheet of book.worksheets)
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          if (typeof cell.value === 'number') cells.push({ value: cell.value, format: cell.numFmt });
          else if (typeof cell.value === 'string') texts.push(cell.value);
        }),
      );
    // The salesman's signed yuan as a number formatted to 2 decimals, headers in English.
    expect(cells).toContainEqual({ value: 1000, format: expect.stringContaining('0.00') });
    expect(texts.some((text) => /signed/i.test(text))).toBe(true);
    await page.close();
  }, 60_000);
});
