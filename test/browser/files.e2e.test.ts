import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
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

/** What each language's salesman reads on the way. */
const TEXTS = {
  en: {
    edit: 'Edit',
    save: 'Save',
    images: 'Images',
    attachments: 'Attachments (PDF)',
    uploadImage: 'Upload image',
    fromLibrary: 'Choose from library',
    library: 'File library',
    upload: 'Upload',
    uploaded: 'upload successful',
    use: 'Use selected (1)',
    openImage: 'Open image 1',
  },
  cn: {
    edit: '编辑',
    save: '保存',
    images: '图片',
    attachments: '附件（PDF）',
    uploadImage: '上传图片',
    fromLibrary: '从文件库选择',
    library: '文件库',
    upload: '上传',
    uploaded: '上传成功',
    use: '使用所选（1）',
    openImage: '查看第 1 张图片',
  },
} as const;

type Lang = keyof typeof TEXTS;

/** A real PNG (the server checks the bytes and re-encodes images). */
const png = (): Promise<Buffer> =>
  sharp({ create: { width: 240, height: 160, channels: 3, background: '#3894ff' } })
    .png()
    .toBuffer();

/** A real one-page PDF. */
function pdf(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });
}

/**
 * A salesman attaches a PNG (uploaded in the customer dialog) and a PDF (uploaded into the file
 * library and picked from it) to a customer, saves, and finds both on the detail and in the
 * dialog again; the files load in the browser through the session cookie. In English and Chinese,
 * wide and on a phone.
 */
describeWithChromium('files on a customer in Chromium', () => {
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  let browser: Browser;
  const errors: string[][] = [];
  const customers: Record<Lang, string> = { en: '', cn: '' };
  const users: Record<Lang, string> = { en: 'sam', cn: 'lilei' };

  beforeAll(async () => {
    browser = await launchChromium();
    const admin = await signIn(t.api.url, 'admin', ADMIN_PASSWORD);
    for (const lang of ['en', 'cn'] as const) {
      await createStaff(admin, 'OperatorIndex', users[lang], { country: lang });
      const salesman = await signIn(t.api.url, users[lang], PASSWORD);
      const created = await salesman.post<{ id: string }>('/customer', {
        name: lang === 'en' ? 'Harbour Snacks' : '海港零食',
        phone: nextPhone(),
      });
      if (created.body.code !== 0) throw new Error(`creating a customer: ${created.body.msg}`);
      customers[lang] = created.body.data.id;
    }
  });
  afterAll(async () => {
    await browser?.close();
    for (const [i, list] of errors.entries()) expect([i, list]).toEqual([i, []]);
  });

  async function signedIn(lang: Lang, viewport: { width: number; height: number }): Promise<Page> {
    const page = await browser.newPage({ viewport, locale: lang === 'en' ? 'en-US' : 'zh-CN' });
    page.setDefaultTimeout(15_000);
    errors.push(collectPageErrors(page));
    await page.goto(`${t.api.url}/login`);
    await page.locator('input[autocomplete=username]').fill(users[lang]);
    await page.locator('input[type=password]').fill(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    return page;
  }

  async function openDialog(page: Page, lang: Lang) {
    await page.goto(`${t.api.url}/Customer/Detail?id=${customers[lang]}`);
    await page.getByRole('button', { name: TEXTS[lang].edit, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('group', { name: TEXTS[lang].images }).waitFor();
    return dialog;
  }

  /** Dialogs have finished opening (they grow in): what is measured and shot is where it stays. */
  const settled = (page: Page) =>
    page.waitForFunction(
      () => document.querySelector('[class*=-overlay-enter-active],[class*=-overlay-appear-active]') === null,
    );

  /** Whether an image has loaded (a broken image has no natural width). */
  const loaded = (page: Page, selector: string) =>
    page.waitForFunction(
      (s) =>
        [...document.querySelectorAll<HTMLImageElement>(s)].some(
          (img) => img.complete && img.naturalWidth > 0,
        ),
      selector,
    );

  it.each(['en', 'cn'] as const)('attaches an image and a PDF to a customer (%s)', async (lang) => {
    const text = TEXTS[lang];
    const page = await signedIn(lang, WIDE);
    const dialog = await openDialog(page, lang);
    const images = dialog.getByRole('group', { name: text.images });
    const attachments = dialog.getByRole('group', { name: text.attachments });

    // The image: uploaded right here.
    await images.locator('input[type=file]').setInputFiles({
      name: lang === 'en' ? 'pouch.png' : '样品.png',
      mimeType: 'image/png',
      buffer: await png(),
    });
    await page.getByText(text.uploaded).first().waitFor();
    await images.getByRole('link', { name: text.openImage }).waitFor();
    await loaded(page, '[role=dialog] [role=group] img');

    // The PDF: uploaded into the library, then picked from it.
    await attachments.getByRole('button', { name: text.fromLibrary }).click();
    const library = page.getByRole('dialog', { name: text.library });
    await library.waitFor();
    const pdfName = lang === 'en' ? 'specification.pdf' : '规格书.pdf';
    await library.locator('input[type=file]').setInputFiles({
      name: pdfName,
      mimeType: 'application/pdf',
      buffer: await pdf('Specification'),
    });
    const pick = library.getByRole('checkbox', { name: new RegExp(pdfName.replace('.', '\\.')) });
    await pick.waitFor();
    // The PNG uploaded in the dialog is in the library too, but an attachment takes PDFs only.
    await pick.check({ force: true });
    await settled(page);
    await screenshot(page, `files-01-library-${lang}-wide`);
    await library.getByRole('button', { name: text.use }).click();
    await library.waitFor({ state: 'detached' });
    await attachments.getByRole('link', { name: pdfName }).waitFor();
    await screenshot(page, `files-02-dialog-${lang}-wide`);

    await dialog.getByRole('button', { name: text.save, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // The detail shows both, and they load with the session cookie.
    await page.reload();
    const shownImages = page.getByRole('group', { name: text.images });
    await shownImages.getByRole('link', { name: text.openImage }).waitFor();
    await loaded(page, '[role=group] img');
    const link = page.getByRole('group', { name: text.attachments }).getByRole('link', { name: pdfName });
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/api\/file\/upload\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    const answer = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('Content-Type') };
    }, href);
    expect(answer).toEqual({ status: 200, type: expect.stringContaining('application/pdf') });
    await screenshot(page, `files-03-detail-${lang}-wide`);

    // Reopened, the dialog has them.
    const again = await openDialog(page, lang);
    await again
      .getByRole('group', { name: text.images })
      .getByRole('link', { name: text.openImage })
      .waitFor();
    await again.getByRole('group', { name: text.attachments }).getByRole('link', { name: pdfName }).waitFor();
    await page.close();
  });

  it('shows images from the /Sysset image host once one is set', async () => {
    const admin = await signIn(t.api.url, 'admin', ADMIN_PASSWORD);
    const saved = await admin.put('/sysset', { imageHost: 'https://img.example.com' });
    expect(saved.body.code).toBe(0);
    try {
      const page = await signedIn('en', WIDE);
      // The host does not exist here: the browser gets its answer from the test.
      const picture = await png();
      await page.route('https://img.example.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: picture }),
      );
      await page.goto(`${t.api.url}/Customer/Detail?id=${customers.en}`);
      const image = page
        .getByRole('group', { name: TEXTS.en.images })
        .getByRole('link', { name: TEXTS.en.openImage });
      await image.waitFor();
      await loaded(page, '[role=group] img');
      expect(await image.getAttribute('href')).toMatch(
        /^https:\/\/img\.example\.com\/upload\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/,
      );
      // Attachments are still served by the API, which checks who may read them.
      const pdfLink = page.getByRole('group', { name: TEXTS.en.attachments }).getByRole('link');
      expect(await pdfLink.getAttribute('href')).toMatch(/^\/api\/file\/upload\//);
      await page.close();
    } finally {
      await admin.put('/sysset', { imageHost: '' });
    }
  });

  it.each(['en', 'cn'] as const)('fits a phone (%s)', async (lang) => {
    const text = TEXTS[lang];
    const page = await signedIn(lang, PHONE);
    const dialog = await openDialog(page, lang);
    const images = dialog.getByRole('group', { name: text.images });
    await images.getByRole('link', { name: text.openImage }).waitFor();
    await images.scrollIntoViewIfNeeded();
    await settled(page);
    await screenshot(page, `files-04-dialog-${lang}-phone`);
    await dialog
      .getByRole('group', { name: text.attachments })
      .getByRole('button', { name: text.fromLibrary })
      .click();
    const library = page.getByRole('dialog', { name: text.library });
    await library.getByRole('checkbox').first().waitFor();
    await settled(page);
    // Full width: nothing of the library sticks out of the screen.
    const box = await library.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width + 1).toBe(true);
    await screenshot(page, `files-05-library-${lang}-phone`);
    await page.close();
  });
});
