import type { Browser, Page } from 'playwright-core';
import { collectPageErrors, screenshot } from './browser';

/** Until every finite animation of the page (a dialog opening, a toast) has ended. */
export async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** A screenshot once the page has stopped moving, so it shows what stands, not a frame of a fade. */
export async function settledShot(page: Page, name: string): Promise<void> {
  await animationsEnded(page);
  await screenshot(page, name);
}

export interface ConsoleSignIn {
  browser: Browser;
  /** The API serving the console. */
  url: string;
  /** Each page's errors are pushed here, for the suite to say at its end there were none. */
  errors: string[][];
  username: string;
  password: string;
  viewport: { width: number; height: number };
  /** The browser's language; default zh-CN (the factory's). */
  locale?: string;
}

/**
 * A new page signed in through the console's login form: touch when narrower than 1100 px, 15 s
 * for each step, its console errors collected; it resolves once the login has led elsewhere.
 */
export async function signedInPage({
  browser,
  url,
  errors,
  username,
  password,
  viewport,
  locale = 'zh-CN',
}: ConsoleSignIn): Promise<Page> {
  const page = await browser.newPage({ viewport, locale, hasTouch: viewport.width < 1100 });
  page.setDefaultTimeout(15_000);
  errors.push(collectPageErrors(page));
  await page.goto(`${url}/login`);
  await page.locator('input[autocomplete=username]').fill(username);
  await page.locator('input[type=password]').fill(password);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return page;
}
