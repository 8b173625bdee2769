import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signIn } from '../support/api-client';
import { collectPageErrors, describeWithChromium, launchChromium, screenshot } from '../support/browser';
import { createStaff } from '../support/staff';
import { ADMIN_PASSWORD, PGLITE, useTestApi } from '../support/test-api';

// A build elsewhere (PACKFLOW_CONSOLE_DIR) lets several checkouts' builds coexist.
const CONSOLE_DIR = process.env.PACKFLOW_CONSOLE_DIR ?? path.resolve(__dirname, '../../web/dist');
const SALESMAN_PASSWORD = 'lilei-pass-1';
const PASSWORD = 'correct-horse-1';

/**
 * The console as users meet it, in Debian's Chromium: each step asserts on what is on screen and
 * leaves a screenshot in artifacts/screenshots.
 */
describeWithChromium('the console in Chromium', () => {
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchChromium();
    // Someone who is both salesman and sales supervisor, for switching roles.
    const admin = await signIn(t.api.url, 'admin', ADMIN_PASSWORD);
    await createStaff(admin, 'OperatorIndex', 'dual-role', {
      nickname: '张两职',
      roles: 'OperatorIndex,OperatorManage',
      country: 'cn',
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(viewport = { width: 1366, height: 820 }): Promise<void> {
    page = await browser.newPage({ viewport, locale: 'en-US' });
    // Fail with Playwright's own message, well before jest's time-out.
    page.setDefaultTimeout(10_000);
    errors = collectPageErrors(page);
  }
  afterEach(async () => {
    expect(errors).toEqual([]);
    await page?.close();
  });

  async function logIn(username: string, password: string): Promise<void> {
    await page.goto(`${t.api.url}/login`);
    await page.locator('input[autocomplete=username]').fill(username);
    await page.locator('input[type=password]').fill(password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }

  async function closeDrawer(): Promise<void> {
    await page.keyboard.press('Escape');
    await page.locator('.bp6-drawer').waitFor({ state: 'detached' });
  }

  const userBar = () => page.getByRole('group', { name: '用户栏' });
  const heading = (name: string) => page.getByRole('heading', { name, exact: true });

  it('sends a visitor without a session to the login page, and refuses a wrong password', async () => {
    await open();
    await page.goto(`${t.api.url}/Sysset`);
    await page.waitForURL(/\/login/);
    await page.waitForFunction(() => document.title === 'login-Packflow');
    await page.locator('input[autocomplete=username]').fill('admin');
    await page.locator('input[type=password]').fill('not-the-password');
    await page.keyboard.press('Enter');
    await page.getByText('Wrong username or password').waitFor();
    await screenshot(page, '01-login-refused');
  });

  it('lets the administrator create a salesman, in Chinese', async () => {
    await open();
    await logIn('admin', ADMIN_PASSWORD);
    await heading('管理员').waitFor();
    await page.waitForFunction(() => document.title.startsWith('管理员'));
    await screenshot(page, '02-admin-landing');

    await page.getByRole('link', { name: '业务员', exact: true }).click();
    await heading('业务员').waitFor();
    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog');
    // Saved empty: every tab's title says how many of its fields need correcting.
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog
      .getByRole('tab', { name: /^账号密码/ })
      .getByText('2', { exact: true })
      .waitFor();
    await dialog
      .getByRole('tab', { name: /^工资设置/ })
      .getByText('1', { exact: true })
      .waitFor();
    await screenshot(page, '03-new-salesman-dialog-errors');
    await dialog.getByLabel('昵称').fill('Li Lei');
    await dialog.getByLabel('联系方式（手机）').fill('13912345678');
    await dialog.getByLabel('区域').selectOption('Q');
    await dialog.getByLabel('国家').selectOption('en');
    await dialog.getByRole('tab', { name: /^账号密码/ }).click();
    await dialog.getByLabel('用户名').fill('lilei');
    await dialog.getByLabel('密码', { exact: true }).fill(SALESMAN_PASSWORD);
    await dialog.getByRole('tab', { name: /^工资设置/ }).click();
    await dialog.getByLabel('基本工资').fill('3500');
    await screenshot(page, '03-new-salesman-dialog');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('员工已创建').waitFor();
    await page.getByText('Li Lei', { exact: true }).waitFor();
    await screenshot(page, '04-salesman-created');
  });

  it('has the new salesman set his own password first, then shows him the English menu', async () => {
    await open();
    await logIn('lilei', SALESMAN_PASSWORD);
    // The administrator chose the password: its owner replaces it at the first login.
    const first = page.getByRole('dialog', { name: 'Set your own password' });
    await first.waitFor();
    await screenshot(page, '05-salesman-first-login');
    await first.getByLabel('Password you signed in with').fill(SALESMAN_PASSWORD);
    await first.getByLabel('New password', { exact: true }).fill('lilei-own-pass-1');
    await first.getByLabel('Repeat new password').fill('lilei-own-pass-1');
    await first.getByRole('button', { name: 'Save and continue' }).click();
    await first.waitFor({ state: 'detached' });
    for (const item of ['Customers', 'Golden beans'])
      await page.getByText(item, { exact: true }).first().waitFor();
    await page.waitForFunction(() => document.title.startsWith('Salesman'));
    expect(await page.getByText('业务员', { exact: true }).count()).toBe(0);
    await screenshot(page, '05-salesman-english-menu');
  });

  it('switches layouts and theme from the settings drawer, and keeps them', async () => {
    await open();
    await logIn('admin', ADMIN_PASSWORD);
    await heading('管理员').waitFor();
    for (const [name, label] of [
      ['header', '顶部：顶部菜单加侧边菜单'],
      ['menu', '经典：树形菜单'],
      ['dock', '横向：水平菜单'],
      ['default', '默认：分栏侧边菜单'],
    ] as const) {
      await userBar().getByRole('button', { name: '设置', exact: true }).click();
      await page.getByText(label, { exact: true }).click();
      await closeDrawer();
      await page.waitForFunction(
        (layout) => document.querySelector('.pf-shell')?.classList.contains(`pf-shell--${layout}`),
        name,
      );
      await page.getByText('组织架构').first().waitFor();
      await screenshot(page, `06-layout-${name}`);
    }
    await userBar().getByRole('button', { name: '设置', exact: true }).click();
    await page.getByText('暗色').click();
    await closeDrawer();
    await page.waitForFunction(() => document.body.classList.contains('bp6-dark'));
    await screenshot(page, '07-dark-theme');
    // Settings are written 2 s after the last change, then survive a reload.
    await page.waitForTimeout(2500);
    await page.reload();
    await heading('管理员').waitFor();
    expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(true);
    await userBar().getByRole('button', { name: '设置', exact: true }).click();
    await page.getByText('默认', { exact: true }).click();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.body.classList.contains('bp6-dark'));
  });

  it('opens pages as tabs, keeps the affixed one and closes the others', async () => {
    await open();
    await logIn('admin', ADMIN_PASSWORD);
    await heading('管理员').waitFor();
    const tags = page.getByRole('navigation', { name: '已打开的页面' });
    await page.getByRole('link', { name: '财务', exact: true }).click();
    await heading('财务').waitFor();
    await page.getByRole('link', { name: '仓库', exact: true }).click();
    await heading('仓库').waitFor();
    await tags.getByText('财务', { exact: true }).waitFor();
    await screenshot(page, '08-tabs-open');
    expect(await tags.getByRole('button', { name: '关闭 管理员' }).count()).toBe(0); // affixed
    await tags.getByRole('button', { name: '关闭 仓库' }).click(); // the active tab
    await heading('财务').waitFor();
    await page.waitForURL(/\/Operator\/Finance$/);
    await tags.getByRole('button', { name: '关闭 财务' }).click();
    await heading('管理员').waitFor();
    expect(await tags.getByText('财务', { exact: true }).count()).toBe(0);
    await screenshot(page, '09-tabs-closed');
  });

  it('lets a person with two roles switch between them', async () => {
    await open();
    await logIn('dual-role', PASSWORD);
    await page.getByText('客户', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: '切换角色' }).click();
    await page.getByRole('menuitem', { name: '业务主管' }).click();
    await page.getByText('确认切换角色？').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('业务管理', { exact: true }).first().waitFor();
    await page.waitForFunction(() => document.title.startsWith('业务主管'));
    await screenshot(page, '10-switched-role');
  });

  it('logs out after the confirmation', async () => {
    await open();
    await logIn('admin', ADMIN_PASSWORD);
    await heading('管理员').waitFor();
    await page.getByRole('button', { name: '管理员', exact: true }).last().click();
    await page.getByText('退出登录', { exact: true }).click();
    await page.getByText('确定要退出当前用户吗？').waitFor();
    await screenshot(page, '11-logout-question');
    await page.getByRole('button', { name: '退出登录' }).last().click();
    await page.waitForURL(/\/login/);
    await page.goto(`${t.api.url}/Operator/Admin`);
    await page.waitForURL(/\/login/);
  });

  it('shows an error nobody caught as a notice titled by its type', async () => {
    await open();
    await logIn('admin', ADMIN_PASSWORD);
    await heading('管理员').waitFor();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new RangeError('a test error');
      });
    });
    await page.getByText('范围错误').waitFor();
    await page.getByText('a test error').waitFor();
    await screenshot(page, '12-global-error');
    errors.splice(0); // the error was thrown on purpose
  });

  it('works on a 390 px phone: the menu opens from the top bar', async () => {
    await open({ width: 390, height: 844 });
    await logIn('admin', ADMIN_PASSWORD);
    await heading('管理员').waitFor();
    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.getByRole('navigation', { name: '菜单' });
    await drawer.getByText('业务员', { exact: true }).click();
    await heading('业务员').waitFor();
    await screenshot(page, '13-phone');
  });
});
