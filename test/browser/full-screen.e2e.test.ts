import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { collectPageErrors, describeWithChromium, launchChromium, screenshot } from '../support/browser';
import { ADMIN_PASSWORD, PGLITE, useTestApi } from '../support/test-api';

// A build elsewhere (PACKFLOW_CONSOLE_DIR) lets several checkouts' builds coexist.
const CONSOLE_DIR = process.env.PACKFLOW_CONSOLE_DIR ?? path.resolve(__dirname, '../../web/dist');

/**
 * The tag bar's full-screen tab: the page fills the window, the top bar and the tag bar are gone,
 * and the exit button is the topmost thing at its place, so a mouse click leaves full screen.
 */
describeWithChromium("the tag bar's full screen", () => {
  jest.setTimeout(120_000);
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  async function signedIn(locale: string, viewport: { width: number; height: number }): Promise<Page> {
    const page = await browser.newPage({ viewport, locale });
    page.setDefaultTimeout(15_000);
    const errors = collectPageErrors(page);
    page.on('close', () => expect(errors).toEqual([]));
    await page.goto(`${t.api.url}/login`);
    await page.locator('input[autocomplete=username]').fill('admin');
    await page.locator('input[type=password]').fill(ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    return page;
  }

  it.each([
    ['en-US', 'Full-screen tab', 'Exit full screen', { width: 1440, height: 900 }],
    ['zh-CN', '全屏显示', '退出全屏', { width: 390, height: 844 }],
  ])('is left with a mouse click (%s)', async (locale, enter, exit, viewport) => {
    const page = await signedIn(locale, viewport);
    if (locale === 'en-US') {
      await page.getByRole('radio', { name: 'English' }).first().click();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
    }
    const tab = page.locator('.pf-tag-list [aria-current=page]');
    await tab.click({ button: 'right' });
    await page.getByRole('menuitem', { name: enter }).click();
    await page.waitForFunction(() => document.body.classList.contains('pf-page-fullscreen'));
    expect(await page.locator('.pf-top-bar').isVisible()).toBe(false);
    const button = page.getByRole('button', { name: exit });
    // What a mouse at the button's centre would hit is the button itself.
    const box = (await button.boundingBox())!;
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('.pf-fullscreen-exit') !== null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toBe(true);
    await screenshot(page, `full-screen-${viewport.width}`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(() => !document.body.classList.contains('pf-page-fullscreen'));
    expect(await page.locator('.pf-top-bar').isVisible()).toBe(true);
    await page.close();
  });
});
