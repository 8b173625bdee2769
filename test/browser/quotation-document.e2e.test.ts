import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Download, Page } from 'playwright-core';
import { type SignedInClient, signIn } from '../support/api-client';
import { collectPageErrors, describeWithChromium, launchChromium, screenshot } from '../support/browser';
import { pouchForm } from '../support/quotation-forms';
import { createStaff, nextPhone } from '../support/staff';
import { ADMIN_PASSWORD, PGLITE, useTestApi } from '../support/test-api';

// A build elsewhere (PACKFLOW_CONSOLE_DIR) lets several checkouts' builds coexist.
const CONSOLE_DIR = process.env.PACKFLOW_CONSOLE_DIR ?? path.resolve(__dirname, '../../web/dist');
const PASSWORD = 'correct-horse-1';

type Generated = { id: string; number: string };

/** The PDF's text, read back the way a customer's viewer reads it. */
async function pdfText(pdf: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, '');
}

/**
 * The quotation document from the console (issue 13, must-fix 7): a salesman downloads it from
 * the detail and from a list row, a trade customer from his own quotation's detail in Chinese;
 * the administrator sets how many days a quotation stays valid.
 */
describeWithChromium('the quotation document in Chromium', () => {
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  let browser: Browser;
  const errors: string[][] = [];
  let english: Generated;
  let chinese: Generated;

  beforeAll(async () => {
    browser = await launchChromium();
    const admin = await signIn(t.api.url, 'admin', ADMIN_PASSWORD);
    const ids = [
      await createStaff(admin, 'OperatorIndex', 'emma', {
        nickname: 'Emma Hill',
        country: 'en',
        areacode: 'Q',
      }),
      await createStaff(admin, 'Traders', 'limao', { nickname: '李贸易', country: 'cn' }),
    ];
    await createStaff(admin, 'Finance', 'cash');
    const finance = await signIn(t.api.url, 'cash', PASSWORD);
    for (const accountId of ids)
      expect(
        (await finance.post('/golden-bean/recharge', { accountId, amount: '20', note: 'e2e' })).body.code,
      ).toBe(0);
    const quote = async (client: SignedInClient, name: string, domestic: string): Promise<Generated> => {
      const customer = await client.post<{ id: string }>('/customer', { name, phone: nextPhone(), domestic });
      expect(customer.body.code).toBe(0);
      const res = await client.post<Generated>('/quotation', pouchForm(customer.body.data.id));
      expect(res.body.code).toBe(0);
      await client.get(`/quotation/${res.body.data.id}?_position=${res.body.extra?.position}`);
      return res.body.data;
    };
    english = await quote(await signIn(t.api.url, 'emma', PASSWORD), 'Harbour Tea', 'false');
    chinese = await quote(await signIn(t.api.url, 'limao', PASSWORD, 'cn'), '青岛海味食品', 'true');
  });
  afterAll(async () => {
    await browser?.close();
    for (const [i, list] of errors.entries()) expect([i, list]).toEqual([i, []]);
  });

  async function signedIn(username: string, password = PASSWORD, width = 1440): Promise<Page> {
    const page = await browser.newPage({
      viewport: { width, height: 900 },
      locale: 'en-US',
      acceptDownloads: true,
    });
    page.setDefaultTimeout(10_000);
    errors.push(collectPageErrors(page));
    await page.goto(`${t.api.url}/login`);
    await page.locator('input[autocomplete=username]').fill(username);
    await page.locator('input[type=password]').fill(password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    return page;
  }

  /** The file a click hands to the browser: its name and bytes. */
  async function downloaded(
    page: Page,
    click: () => Promise<void>,
  ): Promise<{ name: string; bytes: Buffer }> {
    const [download] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, void];
    const file = await download.path();
    return { name: download.suggestedFilename(), bytes: fs.readFileSync(file) };
  }

  it('lets a salesman download the document from the detail and from a list row', async () => {
    const page = await signedIn('emma');
    await page.goto(`${t.api.url}/Quotation/Detail?id=${english.id}`);
    await page.getByRole('heading', { name: english.number }).waitFor();
    // No token travels in an address: the console fetches the file with its signed headers.
    const requests: string[] = [];
    page.on('request', (req) => requests.push(`${req.url()} ${req.headers()['signature'] ?? ''}`));
    const fromDetail = await downloaded(page, () =>
      page.getByRole('button', { name: 'Download PDF', exact: true }).click(),
    );
    expect(fromDetail.name).toBe(`Quotation-${english.number}.pdf`);
    expect(fromDetail.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(fromDetail.bytes);
    expect(text).toContain(english.number);
    expect(text).toContain('HarbourTea');
    expect(text).toContain('Quotation');
    const call = requests.find((r) => r.includes(`/api/quotation/${english.id}/document`));
    expect(call).toMatch(/ [0-9a-f]{64}$/);
    expect(call).not.toMatch(/token=/i);
    await screenshot(page, 'quotation-document-01-detail-en');
    await page.setViewportSize({ width: 390, height: 900 });
    await page.getByRole('button', { name: 'Download PDF', exact: true }).waitFor();
    await screenshot(page, 'quotation-document-01-detail-en-phone');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto(`${t.api.url}/Quotation`);
    const action = page.getByRole('button', {
      name: `Download the quotation document of ${english.number} (PDF)`,
    });
    const fromList = await downloaded(page, () => action.click());
    expect(fromList.name).toBe(`Quotation-${english.number}.pdf`);
    expect(await pdfText(fromList.bytes)).toContain(english.number);
    await screenshot(page, 'quotation-document-02-list-en');
    await page.close();
  });

  it('lets a trade customer download his own in Chinese, also on a phone', async () => {
    const page = await signedIn('limao', PASSWORD, 390);
    await page.goto(`${t.api.url}/Quotation/Detail?id=${chinese.id}`);
    await page.getByRole('heading', { name: chinese.number }).waitFor();
    const button = page.getByRole('button', { name: '下载报价单', exact: true });
    await screenshot(page, 'quotation-document-03-detail-cn-phone');
    const file = await downloaded(page, () => button.click());
    expect(file.name).toBe(`报价单-${chinese.number}.pdf`);
    const text = await pdfText(file.bytes);
    for (const expected of [chinese.number, '报价单', '青岛海味食品', '产品规格', '有效期至'])
      expect(text).toContain(expected);
    await page.setViewportSize({ width: 1440, height: 900 });
    await button.waitFor();
    await screenshot(page, 'quotation-document-03-detail-cn-wide');
    await page.close();
  });

  it('lets the administrator set how long a quotation is valid', async () => {
    const page = await signedIn('admin', ADMIN_PASSWORD);
    await page.goto(`${t.api.url}/Quotation/Setting`);
    const field = page.getByLabel(/Quotation valid for|报价有效期/);
    await field.waitFor();
    expect(await field.inputValue()).toBe('30');
    await screenshot(page, 'quotation-document-04-validity-setting');
    await page.close();
  });
});
