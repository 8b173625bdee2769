import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { collectPageErrors, describeWithChromium, launchChromium, screenshot } from '../support/browser';
import { ADMIN_PASSWORD, PGLITE, useTestApi } from '../support/test-api';

const CONSOLE_DIR = path.resolve(__dirname, '../../web/dist');

describeWithChromium('the console in Chromium', () => {
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    errors = collectPageErrors(page);
  });
  afterEach(async () => {
    await page.close();
  });

  async function logIn(username: string, password: string): Promise<void> {
    await page.goto(`${t.api.url}/login`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  it('sends a visitor without a session to the login page, and refuses a wrong password', async () => {
    await page.goto(`${t.api.url}/Sysset`);
    await page.waitForURL(/\/login/);
    await page.waitForFunction(() => document.title === 'login-Packflow');
    await logIn('admin', 'not-the-password');
    await page.getByText('Wrong username or password').waitFor();
    await screenshot(page, '01-login-refused');
    expect(errors).toEqual([]);
  });

  it('logs the administrator in and shows the system settings', async () => {
    await logIn('admin', ADMIN_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await screenshot(page, '02-admin-landing');
    await page.goto(`${t.api.url}/Sysset`);
    await page.getByRole('heading', { name: 'System settings' }).waitFor();
    await screenshot(page, '03-sysset');
    expect(errors).toEqual([]);
  });
});
