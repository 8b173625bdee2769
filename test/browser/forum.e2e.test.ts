import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { signIn } from '../support/api-client';
import { collectPageErrors, describeWithChromium, launchChromium, screenshot } from '../support/browser';
import { createStaff } from '../support/staff';
import { ADMIN_PASSWORD, PGLITE, useTestApi } from '../support/test-api';

// A build elsewhere (PACKFLOW_CONSOLE_DIR) lets several checkouts' builds coexist.
const CONSOLE_DIR = process.env.PACKFLOW_CONSOLE_DIR ?? path.resolve(__dirname, '../../web/dist');
const PASSWORD = 'correct-horse-1';
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const TITLE = 'Autumn price list';

/** A real PNG (the server checks the bytes and re-encodes images). */
const png = (): Promise<Buffer> =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#3894ff' } })
    .png()
    .toBuffer();

/** Whether an image under `selector` has loaded (a broken image has no natural width). */
const imageLoaded = (page: Page, selector: string) =>
  page.waitForFunction(
    (s) =>
      [...document.querySelectorAll<HTMLImageElement>(s)].some((img) => img.complete && img.naturalWidth > 0),
    selector,
  );

/**
 * The administrator adds a section, writes an article in English with a bold line, a 24 px line
 * and an uploaded image, and a salesman reads it in Chinese, wide and on a phone; the image loads
 * through the session cookie and the HTML shown is the server's sanitised one.
 */
describeWithChromium('forum articles in Chromium', () => {
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  let browser: Browser;
  const errors: string[][] = [];
  let sectionId = '';

  beforeAll(async () => {
    browser = await launchChromium();
    const admin = await signIn(t.api.url, 'admin', ADMIN_PASSWORD);
    await createStaff(admin, 'OperatorIndex', 'reader_cn', { country: 'cn' });
  });
  afterAll(async () => {
    for (const [i, list] of errors.entries()) expect([i, list]).toEqual([i, []]);
    await browser?.close();
  });

  async function signedIn(
    username: string,
    password: string,
    lang: 'en' | 'cn',
    viewport: { width: number; height: number },
  ): Promise<Page> {
    const page = await browser.newPage({ viewport, locale: lang === 'en' ? 'en-US' : 'zh-CN' });
    page.setDefaultTimeout(20_000);
    errors.push(collectPageErrors(page));
    await page.goto(`${t.api.url}/login`);
    await page.locator('input[autocomplete=username]').fill(username);
    await page.locator('input[type=password]').fill(password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    // The console speaks the person's language (the administrator's is Chinese): switch to the one asked for.
    await page
      .getByRole('radio', { name: lang === 'en' ? 'English' : '中文' })
      .first()
      .click();
    return page;
  }

  it('lets the administrator add a section and write an article with bold, 24 px and an image', async () => {
    const page = await signedIn('admin', ADMIN_PASSWORD, 'en', WIDE);
    await page.goto(`${t.api.url}/ForumSection`);
    await page.getByRole('heading', { name: 'Forum sections' }).waitFor();
    await page.getByRole('button', { name: 'Add section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a section' });
    await dialog.getByLabel('Name').fill('Notices');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const link = page.getByRole('link', { name: 'Notices' }).first();
    await link.waitFor();
    await screenshot(page, 'forum-01-sections-en-wide');
    sectionId = decodeURIComponent((await link.getAttribute('href'))!.split('/').pop()!);

    await link.click();
    await page.waitForURL(`**/ForumArticle/${sectionId}`);
    await page.getByRole('heading', { name: 'Notices' }).waitFor();
    await page.getByRole('button', { name: 'New article' }).click();
    await page.getByLabel('Title').fill(TITLE);
    const editor = page.getByRole('textbox', { name: 'Content' });
    await editor.click();
    // As a person would: turn bold on, type, turn it off; choose a size, type.
    const bold = page.getByRole('button', { name: 'Bold' });
    await bold.click();
    await page.keyboard.type('New prices from October');
    await bold.click();
    await page.keyboard.press('Enter');
    await page.getByRole('combobox', { name: 'Font size' }).selectOption('24px');
    await page.waitForFunction(() => document.activeElement?.classList.contains('ProseMirror'));
    await page.keyboard.type('Matte pouches now in stock');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=forum-image-input]').setInputFiles({
      name: 'pouch.png',
      mimeType: 'image/png',
      buffer: await png(),
    });
    await imageLoaded(page, '.ProseMirror img');
    await screenshot(page, 'forum-02-editor-en-wide');
    await page.getByRole('button', { name: 'Publish' }).click();

    // The reading view shows what the server kept.
    const article = page.getByRole('article');
    await article.getByRole('heading', { name: TITLE }).waitFor();
    await article.locator('strong', { hasText: 'New prices from October' }).waitFor();
    const big = article.locator('span', { hasText: 'Matte pouches now in stock' });
    expect(await big.evaluate((el) => getComputedStyle(el).fontSize)).toBe('24px');
    await imageLoaded(page, 'article img');
    await screenshot(page, 'forum-03-article-en-wide');

    // Edited, the article keeps its formatting and its image.
    await page.getByRole('button', { name: 'Edit' }).click();
    const editing = page.getByRole('textbox', { name: 'Content' });
    await editing.locator('strong', { hasText: 'New prices from October' }).waitFor();
    expect(
      await editing
        .locator('span', { hasText: 'Matte pouches now in stock' })
        .evaluate((el) => getComputedStyle(el).fontSize),
    ).toBe('24px');
    await imageLoaded(page, '.ProseMirror img');
    await page.getByLabel('Title').fill(`${TITLE} (updated)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await article.getByRole('heading', { name: `${TITLE} (updated)` }).waitFor();
    expect(await big.evaluate((el) => getComputedStyle(el).fontSize)).toBe('24px');
    await imageLoaded(page, 'article img');
    await page.close();

    const admin = await signIn(t.api.url, 'admin', ADMIN_PASSWORD);
    const list = await admin.get<{ id: string }[]>(`/admin/forum/article?sectionId=${sectionId}`);
    const stored = await admin.get<{ html: string }>(`/admin/forum/article/${list.body.data[0]!.id}`);
    expect(stored.body.data.html).toMatch(
      /^<p><strong>New prices from October<\/strong><\/p><p><span style="font-size:24px">Matte pouches now in stock<\/span><\/p>.*<img src="\/api\/file\/upload\/\d{4}\/\d{2}\/[^"]+\.png" alt="pouch.png" \/>/,
    );
  });

  it.each([
    ['wide', WIDE],
    ['phone', PHONE],
  ] as const)('lets a salesman read it in Chinese (%s)', async (name, viewport) => {
    const page = await signedIn('reader_cn', PASSWORD, 'cn', viewport);
    await page.goto(`${t.api.url}/ForumArticle/${sectionId}`);
    await page.getByRole('heading', { name: 'Notices' }).waitFor();
    await page.getByRole('searchbox', { name: '搜索文章' }).waitFor();
    // Readers are offered no writing.
    expect(await page.getByRole('button', { name: '发表文章' }).count()).toBe(0);
    const title = page.getByRole('link', { name: `${TITLE} (updated)` });
    await title.waitFor();
    await screenshot(page, `forum-04-list-cn-${name}`);
    await title.click();
    const article = page.getByRole('article');
    await article.locator('strong', { hasText: 'New prices from October' }).waitFor();
    expect(
      await article
        .locator('span', { hasText: 'Matte pouches now in stock' })
        .evaluate((el) => getComputedStyle(el).fontSize),
    ).toBe('24px');
    await imageLoaded(page, 'article img');
    await page.getByRole('button', { name: '返回列表' }).waitFor();
    expect(await page.getByRole('button', { name: '编辑' }).count()).toBe(0);
    // Nothing sticks out of a phone's screen.
    const width = await page.evaluate(
      () => document.querySelector('.pf-forum-body')!.getBoundingClientRect().right,
    );
    expect(width).toBeLessThanOrEqual(viewport.width + 1);
    await screenshot(page, `forum-05-article-cn-${name}`);
    await page.close();
  });

  it('fits the editor on a phone', async () => {
    const page = await signedIn('admin', ADMIN_PASSWORD, 'en', PHONE);
    await page.goto(`${t.api.url}/ForumArticle/${sectionId}?new=1`);
    await page.getByRole('textbox', { name: 'Content' }).waitFor();
    const box = await page.getByRole('toolbar').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width + 1).toBe(true);
    await screenshot(page, 'forum-06-editor-en-phone');
    await page.close();
  });
});
