import type { Browser, Page } from 'playwright-core';
import { signedInPage } from './browser-console';
import { type Lang, PHONE, WIDE, inLanguage } from './fulfilment-console';

/** How much wider than the window the page is (0: nothing scrolls sideways but inside its box). */
export const sideways = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A new page signed in through the login form, its browser and console in `lang`. */
export async function signedInIn(
  at: { browser: Browser; url: string; errors: string[][] },
  username: string,
  password: string,
  lang: Lang,
  viewport: { width: number; height: number },
): Promise<Page> {
  const locale = lang === 'cn' ? 'zh-CN' : 'en-US';
  return inLanguage(await signedInPage({ ...at, username, password, viewport, locale }), lang);
}

/** The shell's theme as the settings drawer keeps it, then the page again. */
export async function withTheme(page: Page, dark: boolean): Promise<void> {
  await page.evaluate((on) => {
    const stored = JSON.parse(localStorage.getItem('packflow.shell') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('packflow.shell', JSON.stringify({ ...stored, theme: on ? 'dark' : 'default' }));
  }, dark);
  await page.reload();
}

/**
 * The page shot at its size and at the other one (wide 1440x900, phone 390x844) by `shoot`; on
 * the phone, how far it scrolls sideways, if at all, is pushed to `overflow` under `name`. The
 * page is left at its size.
 */
export async function atBothSizes(
  page: Page,
  shoot: (size: 'wide' | 'phone') => Promise<void>,
  overflow: [string, number][],
  name: string,
): Promise<void> {
  const start = page.viewportSize()!;
  for (const view of start.width === WIDE.width ? [WIDE, PHONE] : [PHONE, WIDE]) {
    if (view.width !== page.viewportSize()!.width) {
      await page.setViewportSize(view);
      await page.waitForTimeout(300);
    }
    const size = view === PHONE ? 'phone' : 'wide';
    await shoot(size);
    if (view === PHONE) {
      const more = await sideways(page);
      if (more > 0) overflow.push([name, more]);
    }
  }
  await page.setViewportSize(start);
  await page.waitForTimeout(200);
}
