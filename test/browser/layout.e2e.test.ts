import path from 'node:path';
import type { MenuItem, MenusAnswer } from '@packflow/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { type SignedInClient, signIn } from '../support/api-client';
import { collectPageErrors, describeWithChromium, launchChromium, screenshot } from '../support/browser';
import { pouchForm } from '../support/quotation-forms';
import { createStaff, nextPhone } from '../support/staff';
import { ADMIN_PASSWORD, PGLITE, useTestApi } from '../support/test-api';

// A build elsewhere (PACKFLOW_CONSOLE_DIR) lets several checkouts' builds coexist.
const CONSOLE_DIR = process.env.PACKFLOW_CONSOLE_DIR ?? path.resolve(__dirname, '../../web/dist');
const PASSWORD = 'correct-horse-1';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1440, height: 900 };
const DESKTOP = { width: 1920, height: 1080 };
type Viewport = typeof PHONE;

/** The menu's page paths, depth first. */
const pathsOf = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) => [...(item.path ? [item.path] : []), ...pathsOf(item.children ?? [])]);

/**
 * The console's shared frame at every width (issue 13): lists use the width they have and keep
 * their actions in view, menu labels are whole, stale error notices go, the tag bar scrolls to the
 * open tab, and an empty list is only its message.
 */
describeWithChromium('the console frame at 390, 1440 and 1920 px', () => {
  // Each test walks many screens, roles and widths: minutes on a busy machine, not seconds.
  jest.setTimeout(180_000);
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  let browser: Browser;
  let admin: SignedInClient;
  const errors: string[][] = [];
  const pages: Page[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await signIn(t.api.url, 'admin', ADMIN_PASSWORD);
    // Long names and both languages: what makes columns wide.
    const annaId = await createStaff(admin, 'OperatorIndex', 'anna', {
      nickname: 'Anna Long-Surname-Smith',
      country: 'en',
      areacode: 'Q',
      wage: '12500',
      work_wage: '1800',
    });
    await createStaff(admin, 'OperatorIndex', 'wang', { nickname: '王芳芳', country: 'cn', areacode: 'L' });
    await createStaff(admin, 'OperatorManage', 'boss', { nickname: '赵主管', areacode: 'Q' });
    await createStaff(admin, 'Finance', 'cash');
    const finance = await signIn(t.api.url, 'cash', PASSWORD);
    const anna = await signIn(t.api.url, 'anna', PASSWORD);
    const paid = await finance.post<{ id: string }>('/golden-bean/recharge', {
      accountId: annaId,
      amount: '40',
      note: 'e2e',
    });
    const customer = await anna.post<{ id: string }>('/customer', {
      name: 'Harbour Tea and Coffee Trading Company',
      phone: nextPhone(),
      domestic: 'false',
    });
    expect([paid.body.code, customer.body.code]).toEqual([0, 0]);
    const quoted = await anna.post('/quotation', pouchForm(customer.body.data.id));
    expect(quoted.body.code).toBe(0);
  });
  afterAll(async () => {
    await browser?.close();
    for (const [i, list] of errors.entries()) expect([i, list]).toEqual([i, []]);
  });

  async function signedIn(username: string, viewport: Viewport, password = PASSWORD): Promise<Page> {
    const page = await browser.newPage({ viewport, locale: 'en-US' });
    page.setDefaultTimeout(10_000);
    errors.push(collectPageErrors(page));
    pages.push(page);
    await page.goto(`${t.api.url}/login`);
    await page.locator('input[autocomplete=username]').fill(username);
    await page.locator('input[type=password]').fill(password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    return page;
  }
  afterEach(async () => {
    for (const page of pages.splice(0)) await page.close();
  });

  /** Flips the display language for this browser (anyone may, from the top bar). */
  async function english(page: Page): Promise<void> {
    await page.getByRole('radio', { name: 'English' }).first().click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
  }

  async function shot(page: Page, name: string): Promise<void> {
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    await screenshot(page, `layout-${name}`);
  }

  /** Where a box is against the window and against the list's scrolling grid. */
  async function placeOf(page: Page, target: Locator) {
    const grid = page.locator('.pf-table-grid').first();
    const [box, gridBox] = [await target.boundingBox(), await grid.boundingBox()];
    const viewport = page.viewportSize()!;
    expect(box).not.toBeNull();
    expect(gridBox).not.toBeNull();
    return {
      inWindow: box!.x >= 0 && box!.x + box!.width <= viewport.width,
      inGrid: box!.x >= gridBox!.x - 1 && box!.x + box!.width <= gridBox!.x + gridBox!.width + 1,
      // Not covered by another cell: the button itself is what a click at its centre reaches.
      onTop: await target.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return hit !== null && (el === hit || el.contains(hit));
      }),
    };
  }

  async function expectActionsInView(page: Page, name: string): Promise<void> {
    const buttons = page.locator('.pf-table-actions-cell button');
    await buttons.first().waitFor();
    const last = buttons.last();
    expect({ name, ...(await placeOf(page, last)) }).toEqual({
      name,
      inWindow: true,
      inGrid: true,
      onTop: true,
    });
  }

  const gridScroll = (page: Page) =>
    page
      .locator('.pf-table-grid')
      .first()
      .evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));

  it('shows the staff lists whole at 1440 and 1920 px, using the width there is', async () => {
    for (const viewport of [LAPTOP, DESKTOP]) {
      const page = await signedIn('admin', viewport, ADMIN_PASSWORD);
      await page.goto(`${t.api.url}/Operator/Admin`);
      await page.getByRole('heading', { name: '管理员', exact: true }).waitFor();
      await expectActionsInView(page, `admins ${viewport.width}`);
      const { scrollWidth, clientWidth } = await gridScroll(page);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      // The list takes the room beside the menu, not a fixed column in the middle.
      const main = await page.locator('.pf-main').boundingBox();
      const grid = await page.locator('.pf-table-grid').first().boundingBox();
      expect(grid!.width).toBeGreaterThan(main!.width - 60);
      await shot(page, `admins-${viewport.width}-cn`);

      await page.goto(`${t.api.url}/Operator/OperatorIndex`);
      await page.getByText('Anna Long-Surname-Smith', { exact: true }).waitFor();
      await expectActionsInView(page, `salesmen ${viewport.width}`);
      await shot(page, `salesmen-${viewport.width}-cn`);
      await english(page);
      await page.getByRole('heading', { name: 'Salesman', exact: true }).waitFor();
      await expectActionsInView(page, `salesmen ${viewport.width} en`);
      await shot(page, `salesmen-${viewport.width}-en`);
    }
    // The dark theme: the frozen column and the header keep their own background.
    const page = await signedIn('admin', LAPTOP, ADMIN_PASSWORD);
    await page.evaluate(() => localStorage.setItem('packflow.shell', JSON.stringify({ theme: 'dark' })));
    await page.goto(`${t.api.url}/Operator/OperatorIndex`);
    await page.getByText('Anna Long-Surname-Smith', { exact: true }).waitFor();
    await expectActionsInView(page, 'salesmen dark');
    await shot(page, 'salesmen-1440-dark');
  });

  it("keeps the customer and quotation lists' actions in view at 1440 px, in English and Chinese", async () => {
    const anna = await signedIn('anna', LAPTOP);
    await anna.goto(`${t.api.url}/Customer/Has`);
    await anna.getByText('Harbour Tea and Coffee Trading Company').first().waitFor();
    await expectActionsInView(anna, 'customers en');
    await shot(anna, 'customers-1440-en');
    await anna.goto(`${t.api.url}/Quotation`);
    await anna.locator('.pf-table-grid [data-row-key]').first().waitFor();
    await expectActionsInView(anna, 'quotations en');
    await shot(anna, 'quotations-1440-en');

    const boss = await signedIn('boss', LAPTOP);
    await boss.goto(`${t.api.url}/OperatorManage/Customer/Has`);
    await boss.getByText('Harbour Tea and Coffee Trading Company').first().waitFor();
    await expectActionsInView(boss, 'supervisor customers cn');
    await shot(boss, 'supervisor-customers-1440-cn');
  });

  it('lets a list scroll sideways on a phone with its actions column still in view', async () => {
    const page = await signedIn('admin', PHONE, ADMIN_PASSWORD);
    await page.goto(`${t.api.url}/Operator/OperatorIndex`);
    await page.getByText('Anna Long-Surname-Smith', { exact: true }).waitFor();
    const { scrollWidth, clientWidth } = await gridScroll(page);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await expectActionsInView(page, 'phone, before scrolling');
    await shot(page, 'salesmen-390-cn');
    await page
      .locator('.pf-table-grid')
      .first()
      .evaluate((el) => el.scrollTo({ left: el.scrollWidth / 2 }));
    await page.waitForFunction(() => document.querySelector('.pf-table-grid')!.scrollLeft > 0);
    await expectActionsInView(page, 'phone, scrolled halfway');
    await shot(page, 'salesmen-390-scrolled');

    const anna = await signedIn('anna', PHONE);
    await anna.goto(`${t.api.url}/Quotation`);
    // The quotation list is a card per quotation on a phone: its buttons in view, no sideways scroll.
    const card = anna.getByRole('region', { name: 'Quotation list' }).getByRole('listitem').first();
    await card.waitFor();
    for (const button of await card.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    }
    await shot(anna, 'quotations-390-en');
  });

  it('keeps every list screen inside its grid, actions in view, at 1440 and 390 px', async () => {
    for (const [username, password, screens] of [
      [
        'admin',
        ADMIN_PASSWORD,
        ['/Login/Log', '/SyssetMaterialprinting', '/SyssetBagtype', '/Customer/Grade'],
      ],
      ['anna', PASSWORD, ['/GoldenBean/Index', '/Customer/None']],
      ['boss', PASSWORD, ['/OperatorManage/Index', '/OperatorManage/Operator']],
      ['cash', PASSWORD, ['/GoldenBean/FlowingWater']],
    ] as const) {
      for (const viewport of [LAPTOP, PHONE]) {
        const page = await signedIn(username, viewport, password);
        for (const screenPath of screens) {
          await page.goto(`${t.api.url}${screenPath}`);
          const table = page.locator('.pf-paged-table').first();
          await table.locator('tbody tr, .pf-table-empty').first().waitFor();
          // Nothing sticks out of the page: a wide list scrolls inside its own grid.
          const overflow = await page.evaluate(() => {
            const content = document.querySelector('.pf-content')!;
            const edge = content.getBoundingClientRect().right;
            // What sticks out, named by its classes, for the failure message.
            const out = [...content.querySelectorAll<HTMLElement>('*')]
              .filter((el) => el.getBoundingClientRect().right > edge + 1)
              .filter((el) => {
                // Inside a box that scrolls (or clips) sideways is fine: that box is what is checked.
                for (let up = el.parentElement; up && up !== content; up = up.parentElement)
                  if (getComputedStyle(up).overflowX !== 'visible') return false;
                return true;
              })
              .slice(0, 3)
              .map((el) => `${el.tagName}.${el.className}`);
            return { by: content.scrollWidth - content.clientWidth, out };
          });
          expect({ screenPath, width: viewport.width, overflow }).toEqual({
            screenPath,
            width: viewport.width,
            overflow: { by: 0, out: [] },
          });
          if ((await page.locator('.pf-table-actions-cell button').count()) > 0)
            await expectActionsInView(page, `${screenPath} ${viewport.width}`);
          await shot(page, `list-${username}${screenPath.replaceAll('/', '-')}-${viewport.width}`);
        }
      }
    }
  });

  it('shows an empty list as its message only, without an empty row', async () => {
    for (const [username, password, screenPath, language] of [
      ['admin', ADMIN_PASSWORD, '/Operator/Traders', /[\u4e00-\u9fff]/],
      ['anna', PASSWORD, '/Customer/None', /^[^\u4e00-\u9fff]+$/],
    ] as const) {
      const page = await signedIn(username, LAPTOP, password);
      await page.goto(`${t.api.url}${screenPath}`);
      const message = page.locator('.pf-paged-table .pf-table-empty');
      await message.waitFor();
      expect(await message.innerText()).toMatch(language);
      const table = page.locator('.pf-paged-table').first();
      expect(await table.locator('tr, [role=row], .bp6-table-cell, .bp6-table-quadrant').count()).toBe(0);
      await shot(page, `empty-${username}`);
    }
  });

  /** Every label of the menus in view: none cut (ellipsis) and none past its menu's edge. */
  async function cutLabels(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const cut: string[] = [];
      for (const nav of document.querySelectorAll('nav')) {
        if (nav.closest('.pf-tag-bar')) continue;
        const edge = nav.getBoundingClientRect();
        for (const el of nav.querySelectorAll<HTMLElement>(
          '.pf-menu-item, .pf-menu-item *, .pf-split-title',
        )) {
          if (!el.textContent?.trim() || getComputedStyle(el).display === 'inline') continue;
          const box = el.getBoundingClientRect();
          if (box.width === 0) continue;
          if (el.scrollWidth > el.clientWidth + 1 || box.right > edge.right + 1 || box.left < edge.left - 1)
            cut.push(el.textContent.trim());
        }
      }
      return [...new Set(cut)];
    });
  }

  it('shows whole menu labels for every role, in both languages and every layout', async () => {
    const menus = (await admin.get<MenusAnswer>('/menus')).body.data.menus;
    expect(pathsOf(menus).length).toBeGreaterThan(5);
    for (const [username, password, lang] of [
      ['admin', ADMIN_PASSWORD, 'cn'],
      ['admin', ADMIN_PASSWORD, 'en'],
      ['anna', PASSWORD, 'en'],
      ['wang', PASSWORD, 'cn'],
      ['boss', PASSWORD, 'en'],
    ] as const) {
      const page = await signedIn(username, LAPTOP, password);
      if (lang === 'en' && username !== 'anna') await english(page);
      for (const layout of ['default', 'header', 'menu', 'dock'] as const) {
        await page.evaluate(
          (value) => localStorage.setItem('packflow.shell', JSON.stringify({ layout: value })),
          layout,
        );
        await page.reload();
        await page.locator(`.pf-shell--${layout}`).waitFor();
        await page.locator('nav .pf-menu-item, nav .pf-row-item').first().waitFor();
        // Each group in turn, so every item is drawn once.
        const groups = page.locator('.pf-split-group, .pf-header-menu .pf-row-item, .pf-menu-group');
        const count = await groups.count();
        expect(await cutLabels(page)).toEqual([]);
        for (let i = 0; i < count; i++) {
          const group = groups.nth(i);
          if ((await group.getAttribute('aria-expanded')) === 'true') continue;
          if (await group.isVisible()) await group.click();
          expect({ username, lang, layout, cut: await cutLabels(page) }).toEqual({
            username,
            lang,
            layout,
            cut: [],
          });
        }
        if (layout === 'dock') {
          const docked = page.locator('.pf-dock-menu button.pf-row-item');
          for (let i = 0; i < (await docked.count()); i++) {
            await docked.nth(i).click();
            const items = page.locator('.bp6-popover .bp6-menu-item');
            await items.first().waitFor();
            const cut = await items.evaluateAll((els) =>
              els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
            );
            expect({ username, lang, layout, cut }).toEqual({ username, lang, layout, cut: [] });
            await page.keyboard.press('Escape');
          }
        }
        await shot(page, `menu-${username}-${lang}-${layout}`);
      }
    }
    // The phone's drawer.
    const phone = await signedIn('anna', PHONE);
    await phone.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = phone.locator('.pf-mobile-menu');
    await drawer.waitFor();
    const groups = drawer.locator('.pf-menu-group[aria-expanded=false]');
    while ((await groups.count()) > 0) await groups.first().click();
    expect(await cutLabels(phone)).toEqual([]);
    await shot(phone, 'menu-anna-en-phone');
  });

  it('clears a stale error notice once the action succeeds, and keeps notices off the tag bar', async () => {
    const page = await signedIn('anna', LAPTOP);
    await page.goto(`${t.api.url}/Customer/Has`);
    await page.getByRole('heading', { name: 'My customers' }).waitFor();
    const phone = nextPhone();
    const create = async (name: string, number: string): Promise<void> => {
      await page.getByRole('button', { name: 'New' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name', { exact: true }).fill(name);
      await dialog.getByLabel('Phone', { exact: true }).fill(number);
      await dialog.getByRole('button', { name: 'Save' }).click();
    };
    await create('First Noodles', phone);
    await page.getByText('Customer created').waitFor();
    await page.keyboard.press('Escape');
    // The same phone again: the server refuses it with a red notice.
    await create('Second Noodles', phone);
    const danger = page.locator('.bp6-toast.bp6-intent-danger');
    await danger.first().waitFor();
    await shot(page, 'toast-error');
    const [toast, tags, topBar] = [
      await danger.first().boundingBox(),
      await page.locator('.pf-tag-bar').boundingBox(),
      await page.locator('.pf-top-bar').boundingBox(),
    ];
    expect(toast!.y).toBeGreaterThanOrEqual(tags!.y + tags!.height - 1);
    expect(toast!.y).toBeGreaterThanOrEqual(topBar!.y + topBar!.height - 1);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Phone', { exact: true }).fill(nextPhone());
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.locator('.bp6-toast.bp6-intent-success').last().waitFor();
    await danger.first().waitFor({ state: 'detached', timeout: 2000 });
    await shot(page, 'toast-success');
  });

  // Opens every administrator screen twice (a wide screen and a phone): it gets more time than the rest.
  it('scrolls the tag bar to the tab just opened, on a wide screen and on a phone', async () => {
    const menus = (await admin.get<MenusAnswer>('/menus')).body.data.menus;
    const paths = pathsOf(menus);
    for (const viewport of [LAPTOP, PHONE]) {
      const page = await signedIn('admin', viewport, ADMIN_PASSWORD);
      await page.goto(`${t.api.url}${paths[0]}`);
      for (const screenPath of paths) {
        // Through the router, as a menu item's link goes, rather than loading the console again
        // for each of the administrator's screens.
        await page.evaluate((to) => {
          window.history.pushState(null, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, screenPath);
        await page.waitForFunction(
          (to) => document.querySelector('.pf-tag-list [aria-current=page]')?.getAttribute('href') === to,
          screenPath,
        );
      }
      const list = page.locator('.pf-tag-list');
      const { scrollWidth, clientWidth } = await list.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      // The tab of the page on screen is inside the bar's visible part.
      const inView = async (): Promise<boolean> =>
        page.evaluate(() => {
          const bar = document.querySelector('.pf-tag-list')!.getBoundingClientRect();
          const tab = document
            .querySelector('.pf-tag-list [aria-current=page]')!
            .closest('li')!
            .getBoundingClientRect();
          return tab.left >= bar.left - 1 && tab.right <= bar.right + 1;
        });
      await page.waitForFunction(() => {
        const bar = document.querySelector('.pf-tag-list')!.getBoundingClientRect();
        const tab = document.querySelector('.pf-tag-list [aria-current=page]')!.closest('li')!;
        const box = tab.getBoundingClientRect();
        return box.left >= bar.left - 1 && box.right <= bar.right + 1;
      });
      expect(await inView()).toBe(true);
      await shot(page, `tags-${viewport.width}-end`);
      // Back to the first tab (the affixed landing page), through the bar itself.
      await list.locator('a').first().click();
      await page.waitForFunction(() => {
        const bar = document.querySelector('.pf-tag-list')!;
        return bar.scrollLeft === 0 && bar.querySelector('li:first-child [aria-current=page]') !== null;
      });
      // And to the last one by address: the bar follows.
      await page.goto(`${t.api.url}${paths.at(-1)}`);
      await page.waitForFunction(() => {
        const bar = document.querySelector('.pf-tag-list')!;
        const tab = bar.querySelector('[aria-current=page]')?.closest('li');
        if (!tab) return false;
        const [b, r] = [bar.getBoundingClientRect(), tab.getBoundingClientRect()];
        return bar.scrollLeft > 0 && r.left >= b.left - 1 && r.right <= b.right + 1;
      });
      await shot(page, `tags-${viewport.width}-back`);
    }
  }, 300_000);
});
