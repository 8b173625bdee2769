import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signIn } from '../support/api-client';
import { collectPageErrors, describeWithChromium, launchChromium, screenshot } from '../support/browser';
import { createStaff, nextPhone } from '../support/staff';
import { ADMIN_PASSWORD, PGLITE, useTestApi } from '../support/test-api';

// A build elsewhere (PACKFLOW_CONSOLE_DIR) lets several checkouts' builds coexist.
const CONSOLE_DIR = process.env.PACKFLOW_CONSOLE_DIR ?? path.resolve(__dirname, '../../web/dist');
const PASSWORD = 'correct-horse-1';
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * The administrator's Processes screen in Chromium: the projections and reactors, a rebuild
 * followed to its end, and a stuck process step retried, in both languages, wide and on a phone.
 */
describeWithChromium('the processes screen in Chromium', () => {
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  let browser: Browser;
  const errors: string[][] = [];
  /** Customer creations the creation reactor has already carried out: retrying one changes nothing. */
  const creations: { id: string; streamId: string; position: string; correlationId: string }[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    const admin = await signIn(t.api.url, 'admin', ADMIN_PASSWORD);
    await createStaff(admin, 'OperatorManage', 'boss', { nickname: '赵主管', areacode: 'Q' });
    const boss = await signIn(t.api.url, 'boss', PASSWORD);
    for (const name of ['Harbour Tea', '青岛海味食品']) {
      const created = await boss.post('/customer', { name, phone: nextPhone() });
      expect(created.body.code).toBe(0);
    }
    const requested = await t.api.infra.store.readAll({
      filter: { eventTypes: ['CustomerCreationRequested'] },
    });
    for (const event of requested)
      creations.push({
        id: event.id,
        streamId: event.streamId,
        position: event.position.toString(),
        correlationId: event.metadata.correlationId ?? '',
      });
    expect(creations).toHaveLength(2);
    await park(creations[0]!);
  });
  afterAll(async () => {
    // Closed first: a browser left open would keep jest from exiting after a failure.
    await browser?.close();
    for (const [i, list] of errors.entries()) expect([i, list]).toEqual([i, []]);
  });

  /** A step of the creation reactor set aside as if it had kept failing. */
  async function park(creation: (typeof creations)[number]): Promise<void> {
    await t.api.infra.db
      .insertInto('runner_parked_steps')
      .values({
        runner: 'customer-creation',
        position: creation.position,
        event_id: creation.id,
        stream_id: creation.streamId,
        event_type: 'CustomerCreationRequested',
        correlation_id: creation.correlationId,
        attempts: 5,
        error:
          'Error: Connection terminated unexpectedly while reserving the phone number of the customer; the step will be tried again when the database answers',
      })
      .execute();
  }

  async function signedIn(viewport: { width: number; height: number }): Promise<Page> {
    const page = await browser.newPage({ viewport, locale: 'en-US' });
    // Fail with Playwright's own message, well before jest's time-out.
    page.setDefaultTimeout(10_000);
    errors.push(collectPageErrors(page));
    await page.goto(`${t.api.url}/login`);
    await page.locator('input[autocomplete=username]').fill('admin');
    await page.locator('input[type=password]').fill(ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    return page;
  }

  const runnerRow = (page: Page, name: string) => page.locator(`tr[data-runner="${name}"]`);

  it('shows the administrator every projection and reactor, in Chinese, from the menu', async () => {
    const page = await signedIn(WIDE);
    // Administrators work in Chinese; the screen is under Settings.
    await page.getByText('设置', { exact: true }).first().click();
    await page.getByRole('link', { name: '流程与投影' }).click();
    await page.waitForURL(/\/System\/Processes$/);
    await page.getByRole('heading', { name: '流程与投影', level: 2 }).waitFor();
    await page.getByRole('table', { name: '投影与反应器' }).waitFor();
    const customers = runnerRow(page, 'customers');
    await customers.getByText('实时', { exact: true }).waitFor();
    // This API process runs everything.
    await customers.getByText('本进程', { exact: true }).waitFor();
    await runnerRow(page, 'customer-creation').getByText('反应器', { exact: true }).waitFor();
    expect(await page.locator('tr[data-runner]').count()).toBeGreaterThanOrEqual(18);
    await page.getByRole('table', { name: '卡住的步骤' }).getByText('CustomerCreationRequested').waitFor();
    await screenshot(page, 'processes-wide-cn');
    await page.close();
  });

  it('rebuilds a read model and retries a stuck step, in English', async () => {
    const page = await signedIn(WIDE);
    await page.getByRole('radio', { name: 'English' }).click();
    await page.goto(`${t.api.url}/System/Processes`);
    await page.getByRole('heading', { name: 'Processes', level: 2 }).waitFor();
    const customers = runnerRow(page, 'customers');
    await customers.getByText('Live', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Rebuild Customers' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Rebuild Customers?').waitFor();
    await page.locator('.bp6-dialog-container.bp6-overlay-enter-done').waitFor();
    await screenshot(page, 'processes-wide-en-confirm');
    await dialog.getByRole('button', { name: 'Rebuild', exact: true }).click();
    await page.getByText('Rebuild of customers started').waitFor();
    // Followed to its end without a reload.
    await page.getByText('Rebuild of Customers finished').waitFor({ timeout: 20_000 });
    await customers.getByText(/^Rebuilt /).waitFor();
    await customers.getByText('Live', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Rebuild Customers' }).isEnabled()).toBe(true);
    await screenshot(page, 'processes-wide-en-rebuilt');

    const stuck = page.getByRole('table', { name: 'Stuck steps' });
    const step = stuck.locator('tr[data-step]');
    await step.getByText(creations[0]!.correlationId, { exact: true }).waitFor();
    await step.getByRole('button', { name: 'Show all' }).click();
    await screenshot(page, 'processes-wide-en-stuck');
    await step.getByRole('button', { name: 'Retry CustomerCreationRequested in New customers' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Retry', exact: true }).click();
    await page.getByText('The step went through').waitFor();
    await page.getByText('Nothing is stuck').waitFor();
    await page.getByRole('button', { name: 'Show 1 retried step' }).click();
    await page.getByRole('table', { name: 'Retried steps' }).getByText(creations[0]!.correlationId).waitFor();
    // Fully open before the picture.
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('.pf-proc-retried .bp6-collapse')?.style.height === 'auto',
    );
    await screenshot(page, 'processes-wide-en-retried');

    // Retried, it is out of the list; the rebuilt read model still answers.
    const admin = await t.admin('en');
    const processes = await admin.get<{ parked: { retriedAt: string | null }[] }>('/processes');
    expect(processes.body.data.parked.map((p) => p.retriedAt !== null)).toEqual([true]);
    const boss = await signIn(t.api.url, 'boss', PASSWORD);
    const list = await boss.get<{ name: string }[]>('/customer/high-seas');
    expect(list.body.data.map((c) => c.name).sort()).toEqual(['Harbour Tea', '青岛海味食品']);
    await page.close();
  });

  it('reads on a phone, in Chinese and in English', async () => {
    await park(creations[1]!);
    const page = await signedIn(PHONE);
    await page.goto(`${t.api.url}/System/Processes`);
    await page.getByRole('heading', { name: '流程与投影', level: 2 }).waitFor();
    await runnerRow(page, 'customers').getByText('实时', { exact: true }).waitFor();
    // No row is wider than the screen: each is a card.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'processes-phone-cn');
    await page.getByRole('table', { name: '卡住的步骤' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'processes-phone-cn-stuck');

    // The display language for this browser, as the language switch keeps it.
    await page.evaluate(() => localStorage.setItem('packflow.locale', 'en'));
    await page.reload();
    await page.getByRole('heading', { name: 'Processes', level: 2 }).waitFor();
    await runnerRow(page, 'customers').getByText('Live', { exact: true }).waitFor();
    await screenshot(page, 'processes-phone-en');
    await page.getByRole('button', { name: 'Rebuild Customers' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'processes-phone-en-rebuild');
    await page.getByRole('table', { name: 'Stuck steps' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'processes-phone-en-stuck');
    await page.close();
  });
});
