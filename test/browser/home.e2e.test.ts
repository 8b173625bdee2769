import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { type StatisticsView, formatMoney } from '@packflow/contracts';
import { type SignedInClient, signIn } from '../support/api-client';
import { collectPageErrors, describeWithChromium, launchChromium, screenshot } from '../support/browser';
import { signedInPage } from '../support/browser-console';
import { PHONE, WIDE, inLanguage } from '../support/fulfilment-console';
import { signedContract } from '../support/bills-fixtures';
import { until } from '../support/fulfilment-fixtures';
import { fulfilmentTeam } from '../support/fulfilment-team';
import { pouchForm } from '../support/quotation-forms';
import { createStaff, nextPhone } from '../support/staff';
import { ADMIN_PASSWORD, PGLITE, useTestApi } from '../support/test-api';

// A build elsewhere (PACKFLOW_CONSOLE_DIR) lets several checkouts' builds coexist.
const CONSOLE_DIR = process.env.PACKFLOW_CONSOLE_DIR ?? path.resolve(__dirname, '../../web/dist');
const PASSWORD = 'correct-horse-1';

/**
 * /Home through the console (issue 13): a salesman and a supervisor land on their console, read
 * their tiles, follow a tile to its list, and see a count change while someone else acts; Finance
 * and a warehouse keeper land on working screens too.
 */
describeWithChromium('/Home and the landing pages in Chromium', () => {
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  let browser: Browser;
  const errors: string[][] = [];
  let emmaApi: SignedInClient;
  let wangApi: SignedInClient;
  let bossApi: SignedInClient;
  const customers: Record<string, string> = {};

  beforeAll(async () => {
    browser = await launchChromium();
    const admin = await signIn(t.api.url, 'admin', ADMIN_PASSWORD);
    const emma = await createStaff(admin, 'OperatorIndex', 'ho-emma', {
      nickname: 'Emma Hill',
      country: 'en',
      areacode: 'Q',
    });
    const wang = await createStaff(admin, 'OperatorIndex', 'ho-wang', {
      nickname: '王芳',
      country: 'cn',
      areacode: 'Q',
    });
    await createStaff(admin, 'OperatorManage', 'ho-boss', { nickname: '赵主管', areacode: 'Q' });
    await createStaff(admin, 'Finance', 'ho-cash');
    await createStaff(admin, 'Warehouse', 'ho-store');
    const finance = await signIn(t.api.url, 'ho-cash', PASSWORD);
    for (const accountId of [emma, wang]) {
      const paid = await finance.post('/golden-bean/recharge', { accountId, amount: '40', note: 'e2e' });
      expect(paid.body.code).toBe(0);
    }
    emmaApi = await signIn(t.api.url, 'ho-emma', PASSWORD);
    wangApi = await signIn(t.api.url, 'ho-wang', PASSWORD, 'cn');
    bossApi = await signIn(t.api.url, 'ho-boss', PASSWORD, 'cn');
    for (const [who, client, name] of [
      ['emma', emmaApi, 'Harbour Tea'],
      ['wang', wangApi, '青岛海味食品'],
    ] as const) {
      const created = await client.post<{ id: string }>('/customer', { name, phone: nextPhone() });
      expect(created.body.code).toBe(0);
      customers[who] = created.body.data.id;
    }
  });
  afterAll(async () => {
    await browser?.close();
    for (const [i, list] of errors.entries()) expect([i, list]).toEqual([i, []]);
  });

  async function signedIn(username: string, width = 1440): Promise<Page> {
    const page = await browser.newPage({
      viewport: { width, height: width > 600 ? 900 : 844 },
      locale: 'en-US',
    });
    page.setDefaultTimeout(10_000);
    errors.push(collectPageErrors(page));
    await page.goto(`${t.api.url}/login`);
    await page.locator('input[autocomplete=username]').fill(username);
    await page.locator('input[type=password]').fill(PASSWORD);
    await page.keyboard.press('Enter');
    // On past the sign-in and the root path, which sends each role to its landing page.
    await page.waitForURL((url) => !url.pathname.startsWith('/login') && url.pathname !== '/');
    return page;
  }

  /** A tile's value on screen, waited for until it shows `value`. */
  const tile = (page: Page, id: string) => page.locator(`[data-tile="${id}"]`);
  const expectTile = async (page: Page, id: string, value: string) =>
    tile(page, id).locator(`[data-value="${value}"]`).waitFor();

  /** A screenshot once the page has stopped moving. */
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

  async function quote(client: SignedInClient, customerId: string, ratio: string): Promise<string> {
    const res = await client.post<{ id: string }>('/quotation', pouchForm(customerId, { ratio }));
    expect(res.body.code).toBe(0);
    return res.body.data.id;
  }

  let emmaPending = '';

  it('lands a salesman on /Home with his tiles; a count changes live when the supervisor decides', async () => {
    emmaPending = await quote(emmaApi, customers.emma!, '90'); // outside the range: to review
    const page = await signedIn('ho-emma');
    expect(new URL(page.url()).pathname).toBe('/Home');
    await page.getByRole('heading', { name: 'Console', level: 2 }).waitFor();
    await page.getByRole('region', { name: 'Waiting for you' }).waitFor();
    await expectTile(page, 'quotations.mine-pending', '1');
    await expectTile(page, 'quotations.generated-today', '1');
    await expectTile(page, 'customers.new-today', '1');
    await expectTile(page, 'golden-beans.balance', '39');
    expect(await tile(page, 'quotations.mine-pending').textContent()).toContain(
      'My quotations waiting for review',
    );
    await shot(page, 'home-salesman-en-1440');

    // The supervisor approves: Emma's waiting count drops and today's approvals rise, with no reload.
    const approved = await bossApi.post(`/quotation/${emmaPending}/approve`, { reason: 'Agreed' });
    expect(approved.body.code).toBe(0);
    await expectTile(page, 'quotations.mine-pending', '0');
    await expectTile(page, 'quotations.approved-today', '1');
    await page.getByText('Nothing waiting for you').waitFor();
    await shot(page, 'home-salesman-en-1440-nothing-waiting');

    // A tile is a link to the list behind it, with its filter.
    await tile(page, 'quotations.generated-today').click();
    await page.waitForURL((url) => url.pathname === '/Quotation');
    expect(new URL(page.url()).searchParams.get('from')).toBe(new Date().toISOString().slice(0, 10));
    await page.getByRole('heading', { name: 'Quotations', level: 2 }).waitFor();
    // The list opens filtered as the tile says: today's quotations.
    const today = new Date().toISOString().slice(0, 10);
    expect(await page.getByLabel('From date').inputValue()).toBe(today);
    expect(await page.getByLabel('To date').inputValue()).toBe(today);
    await page.getByText('Harbour Tea').first().waitFor();

    // And the waiting tile opens the list on its status.
    await page.goBack();
    await tile(page, 'quotations.mine-rejected').click();
    await page.waitForURL((url) => url.pathname === '/Quotation');
    await page.locator('[role=tab][aria-selected=true]', { hasText: 'Rejected' }).waitFor();
    await page.close();
  });

  it('lands the supervisor on /Home with the review queue; it grows live when a salesman sends one for review', async () => {
    const page = await signedIn('ho-boss');
    expect(new URL(page.url()).pathname).toBe('/Home');
    await page.getByRole('heading', { name: '控制台', level: 2 }).waitFor();
    await expectTile(page, 'quotations.review-queue', '0');
    await expectTile(page, 'quotations.team-approved-today', '1');

    await quote(wangApi, customers.wang!, '90');
    await expectTile(page, 'quotations.review-queue', '1');
    await expectTile(page, 'quotations.submitted-today', '2');
    expect(await tile(page, 'quotations.review-queue').textContent()).toContain('待我审核的报价');
    await shot(page, 'home-supervisor-cn-1440');

    await tile(page, 'quotations.review-queue').click();
    await page.waitForURL((url) => url.pathname === '/OperatorManage/Index');
    await page.getByRole('heading', { name: '调价比例审核', level: 2 }).waitFor();
    await page.getByText('青岛海味食品').first().waitFor();

    // Today's approvals open the review list on its approved tab, with Emma's quotation.
    await page.goBack();
    await tile(page, 'quotations.team-approved-today').click();
    await page.waitForURL((url) => url.pathname === '/OperatorManage/Index');
    expect(new URL(page.url()).searchParams.get('status')).toBe('approved');
    await page.locator('[role=tab][aria-selected=true]', { hasText: '已通过' }).waitFor();
    await page.getByText('Harbour Tea').first().waitFor();
    await page.close();
  });

  it('fits a phone, in Chinese and English', async () => {
    for (const [user, name] of [
      ['ho-wang', 'home-salesman-cn-390'],
      ['ho-emma', 'home-salesman-en-390'],
    ] as const) {
      const page = await signedIn(user, 390);
      expect(new URL(page.url()).pathname).toBe('/Home');
      await page.locator('[data-tile="golden-beans.balance"]').waitFor();
      // No sideways scrolling: the tiles fit the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, name);
      await page.close();
    }
    const bossPhone = await signedIn('ho-boss', 390);
    await bossPhone.locator('[data-tile="quotations.review-queue"]').waitFor();
    await shot(bossPhone, 'home-supervisor-cn-390');
    await bossPhone.close();
  });

  it('lands Finance on its reports and a warehouse keeper on the orders to ship, never on a placeholder', async () => {
    const finance = await signedIn('ho-cash');
    expect(new URL(finance.url()).pathname).toBe('/FinanceTable');
    await finance.getByRole('heading', { name: '财务报表', level: 2 }).waitFor();
    // Its wage pages are in the console: the wage check opens, no placeholder.
    await finance.goto(`${t.api.url}/FinanceSalary/Index`);
    await finance.getByRole('heading', { name: '工资核对', level: 2 }).waitFor();
    expect(await finance.getByText('控制台中还没有这个页面。').count()).toBe(0);
    await shot(finance, 'home-finance-wages-cn-1440');
    await finance.close();

    // The warehouse lands on its orders to ship; its /Home counts those ready and those blocked.
    const store = await signedIn('ho-store');
    expect(new URL(store.url()).pathname).toBe('/OrderLogistics/Wait');
    await store.getByRole('heading', { name: '待发货', level: 2 }).waitFor();
    await store.goto(`${t.api.url}/Home`);
    await store.locator('[data-tile="shipping.ready-to-ship"]').waitFor();
    await store.locator('[data-tile="shipping.blocked"]').waitFor();
    await shot(store, 'home-warehouse-cn-1440');
    await store.close();
  });

  it("shows Admin today's orders, money and production at a glance, both languages, light and dark, wide and on a phone", async () => {
    // Today's history: a salesman's order signed on its down payment and made; the API's figures of today.
    const team = await fulfilmentTeam(t, 'glance', 'hg');
    await team.driver.orderAtInspection(team.sales);
    // And a trader's order in dollars, signed on its down payment: the glance shows the dollars too.
    await signedContract(t, team.driver, team.trader, 'hgusd', '400');
    const admin = await t.admin('en');
    const ready = { 'day-order': 'signed', finance: 'collections', product: 'output' } as const;
    const todays = {} as Record<keyof typeof ready, Record<string, string | number>>;
    for (const [stat, figure] of Object.entries(ready) as [keyof typeof ready, string][]) {
      const answer = await until(
        () => admin.get<StatisticsView>(`/statistics/${stat}`),
        (r) =>
          r.status === 200 &&
          Number((r.body.data.series.at(-1) as unknown as Record<string, unknown>)[figure]) > 0,
        `today's ${stat} statistics`,
      );
      todays[stat] = answer.body.data.series.at(-1) as unknown as Record<string, string | number>;
    }
    const usd = (
      await until(
        () => admin.get<StatisticsView>('/statistics/day-order?currency=USD'),
        (r) =>
          r.status === 200 && Number((r.body.data.series.at(-1) as unknown as { signed: number }).signed) > 0,
        "today's dollar orders",
      )
    ).body.data.series.at(-1) as unknown as { signedAmount: string };
    const usdIn = (
      await until(
        () => admin.get<StatisticsView>('/statistics/finance?currency=USD'),
        (r) =>
          r.status === 200 &&
          Number((r.body.data.series.at(-1) as unknown as { collections: string }).collections) > 0,
        "today's dollar collections",
      )
    ).body.data.series.at(-1) as unknown as { collections: string };
    const value = (page: Page, stat: string, figure: string, currency = 'CNY') =>
      page.locator(
        `[data-glance="${stat}"] [data-figure="${figure}"][data-currency="${currency}"] .pf-glance-value`,
      );
    for (const lang of ['en', 'cn'] as const) {
      const page = await inLanguage(
        await signedInPage({
          browser,
          url: t.api.url,
          errors,
          username: 'admin',
          password: ADMIN_PASSWORD,
          viewport: WIDE,
        }),
        lang,
      );
      await page.goto(`${t.api.url}/Home`);
      for (const dark of [false, true]) {
        await page.evaluate((on) => {
          const stored = JSON.parse(localStorage.getItem('packflow.shell') ?? '{}') as Record<
            string,
            unknown
          >;
          localStorage.setItem(
            'packflow.shell',
            JSON.stringify({ ...stored, theme: on ? 'dark' : 'default' }),
          );
        }, dark);
        await page.setViewportSize(WIDE);
        await page.reload();
        const section = page.getByRole('region', { name: lang === 'en' ? 'Today at a glance' : '今日概览' });
        await section.waitFor();
        await value(page, 'day-order', 'signed').getByText(String(todays['day-order'].signed)).waitFor();
        expect(await value(page, 'day-order', 'signedAmount').innerText()).toBe(
          formatMoney(String(todays['day-order'].signedAmount), 'CNY'),
        );
        expect(await value(page, 'finance', 'collections').innerText()).toBe(
          formatMoney(String(todays.finance.collections), 'CNY'),
        );
        // Dollars apart from yuan, named so: what the trader signed and paid today.
        expect(await value(page, 'day-order', 'signedAmount', 'USD').innerText()).toBe(
          formatMoney(usd.signedAmount, 'USD'),
        );
        expect(await value(page, 'finance', 'collections', 'USD').innerText()).toBe(
          formatMoney(usdIn.collections, 'USD'),
        );
        expect(await section.locator('[data-glance="day-order"] [data-currency="USD"] dt').innerText()).toBe(
          lang === 'en' ? 'Amount signed (USD)' : '签单金额 (USD)',
        );
        expect(await value(page, 'product', 'output').innerText()).toBe(
          Number(todays.product.output).toLocaleString('en-US'),
        );
        expect(await section.locator('svg.recharts-surface').count()).toBe(3);
        const theme = dark ? 'dark' : 'light';
        await shot(page, `home-admin-glance-${lang}-${theme}-1440`);
        await page.setViewportSize(PHONE);
        await section.locator('svg.recharts-surface').first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        // At the top: the headings and the orders' card; then the last card, production.
        await page.evaluate(() => document.querySelector('h2')?.scrollIntoView());
        await shot(page, `home-admin-glance-${lang}-${theme}-390`);
        await page.locator('[data-glance="product"]').scrollIntoViewIfNeeded();
        await shot(page, `home-admin-glance-${lang}-${theme}-390-production`);
      }
      // Each card leads to its statistics page.
      await page.setViewportSize(WIDE);
      await page.locator('[data-glance="finance"] h5 a').click();
      await page.waitForURL((url) => url.pathname === '/Statistics/Finance');
      await page.close();
    }

    // Another role's /Home asks for no statistics and loads no chart code.
    const urls: string[] = [];
    const emma = await signedIn('ho-emma');
    emma.on('request', (request) => urls.push(request.url()));
    await emma.reload();
    await emma.locator('[data-tile="golden-beans.balance"]').waitFor();
    expect(await emma.getByRole('region', { name: 'Today at a glance' }).count()).toBe(0);
    expect(urls.filter((url) => /today-glance|BarChart|chart-theme|\/api\/statistics/.test(url))).toEqual([]);
    await emma.close();
  }, 240_000);
});
