import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { TEST_CHROMIUM } from './service-urls';

export const chromiumPath = process.env.PACKFLOW_TEST_CHROMIUM || undefined;

/**
 * A browser test's time unless its file or the test asks for more: it signs in and works through
 * screens in Chromium, which takes a minute on a busy machine rather than the unit tests' seconds.
 */
const BROWSER_TEST_MS = 120_000;

/** describe() when Chromium is installed, else a skipped describe whose name says why. */
export const describeWithChromium = (name: string, fn: () => void): void =>
  chromiumPath
    ? describe(name, () => {
        jest.setTimeout(BROWSER_TEST_MS);
        fn();
      })
    : describe.skip(`[skipped: no Chromium at ${TEST_CHROMIUM}; .ci/run installs it] ${name}`, fn);

/** Where screenshots go; CI keeps this folder (it is in .gitignore). */
export const SCREENSHOT_DIR = path.resolve(__dirname, '../../artifacts/screenshots');

export function launchChromium(): Promise<Browser> {
  if (!chromiumPath) throw new Error('Chromium is not installed');
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** A screenshot named after the step, into the folder CI keeps. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/** Console errors and uncaught exceptions of a page, so a test can say there were none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() !== 'error' || /status of (401|403|404|422)/.test(message.text())) return;
    // A long poll of a live connection the server has just closed (a new password ends the
    // person's sessions and sockets) is answered 400 'Session ID unknown': socket.io's business.
    if (/status of 400/.test(message.text()) && message.location().url.includes('/socket.io/')) return;
    errors.push(message.text());
  });
  return errors;
}
