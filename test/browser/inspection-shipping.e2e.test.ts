import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { OrderInspectionView, OrderShippingView } from '@packflow/contracts';
import type { Locator } from 'playwright-core';
import { type SignedInClient, signIn } from '../support/api-client';
import { describeWithChromium, launchChromium } from '../support/browser';
import { signedInPage } from '../support/browser-console';
import {
  type Lang,
  PHONE,
  WIDE,
  WORDS,
  answerChecks,
  confirmReceipt,
  decideRework,
  downloaded,
  fillShipment,
  finishRework,
  inLanguage,
  openDrawer,
  openInspection,
  settledShot,
  shown,
} from '../support/fulfilment-console';
import { FulfilmentDriver, type Seller, until } from '../support/fulfilment-fixtures';
import { pngOf, uploadAs } from '../support/files';
import { createStaff } from '../support/staff';
import { PGLITE, useTestApi } from '../support/test-api';

/**
 * Whether an element is seen (its first line is what the window shows at that point, not hidden
 * by a scrolled container or the footer) and has the focus.
 */
const seenAndFocused = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.left + Math.min(box.width / 2, 40);
    const y = box.top + Math.min(box.height / 2, 12);
    const top = document.elementFromPoint(x, y);
    const inView = box.top >= 0 && box.bottom <= window.innerHeight && top !== null && el.contains(top);
    return { inView, focused: document.activeElement === el };
  });

const CONSOLE_DIR = process.env.PACKFLOW_CONSOLE_DIR ?? path.resolve(__dirname, '../../web/dist');
const PASSWORD = 'correct-horse-1';
/** Bag making hands over 2100 pieces of the 2000 ordered; 2000 of them are reworked and pass. */
const BAGGED = 2100;
const REWORKED = 2000;

/**
 * Inspection and shipping through the console (issue 23), once in Chinese and once in English,
 * each on an order of a trader whose last stage (bag making) is finished through the API:
 * QualityTesting fails the lot on its defects (the live result and the server agree);
 * ProductManage sends 2000 back to bag making; Product finishes the rework, which comes back as
 * lot 2 and passes; the warehouse sees the order blocked on its balance and every reason a
 * shipment is refused; Finance confirms the balance; the warehouse ships in two parts and
 * downloads a delivery note; the trader finds the order under Completed with its shipments and
 * waybills, and nothing of the failed inspection. Each key screen is shot wide in one language
 * and on a phone in the other.
 */
describeWithChromium('inspection and shipping in Chromium', () => {
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  let browser: Browser;
  const errors: string[][] = [];
  let trader: Seller;
  let quality: SignedInClient;
  let warehouse: SignedInClient;
  const orders = {} as Record<Lang, { contractId: string; orderId: string; number: string }>;

  beforeAll(async () => {
    browser = await launchChromium();
    const admin = await t.admin('en');
    const traderId = await createStaff(admin, 'Traders', 'lao', { nickname: 'Lao Trade' });
    await createStaff(admin, 'Finance', 'cash', { nickname: '钱会计' });
    await createStaff(admin, 'ProductManage', 'plan', { nickname: '周主管' });
    await createStaff(admin, 'Product', 'floor', { nickname: '李车间' });
    await createStaff(admin, 'QualityTesting', 'inspector', { nickname: '王质检' });
    await createStaff(admin, 'Warehouse', 'store', { nickname: '赵仓管' });
    const as = (name: string) => signIn(t.api.url, name, PASSWORD, 'en');
    trader = { client: await as('lao'), id: traderId, role: 'Traders' };
    quality = await as('inspector');
    warehouse = await as('store');
    const cast = {
      admin,
      finance: await as('cash'),
      planner: await as('plan'),
      worker: await as('floor'),
      appendContract: (id: string, event: unknown) =>
        t.api.infra.store.appendToStream(`contract-${id}`, [event as never]),
    };
    // Each order printed, laminated and bagged through the API: its first lot waits at inspection.
    const [cn, en] = await Promise.all(
      (['cn', 'en'] as const).map((lang) =>
        new FulfilmentDriver(cast, `is${lang}`).orderAtInspection(trader, BAGGED),
      ),
    );
    orders.cn = cn!;
    orders.en = en!;
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    for (const [i, list] of errors.entries()) expect([i, list]).toEqual([i, []]);
  });

  const signedIn = async (username: string, lang: Lang, viewport: { width: number; height: number }) =>
    inLanguage(
      await signedInPage({
        browser,
        url: t.api.url,
        errors,
        username,
        password: PASSWORD,
        viewport,
        locale: lang === 'cn' ? 'zh-CN' : 'en-US',
      }),
      lang,
    );
  const lotsOf = async (orderId: string) =>
    (await quality.get<OrderInspectionView>(`/inspection/${orderId}`)).body.data.lots;

  for (const lang of ['cn', 'en'] as const) {
    it(`takes a trader's order from its finished last stage to Completed (${lang})`, async () => {
      const w = WORDS[lang];
      const { contractId, orderId, number } = orders[lang];
      const url = t.api.url;
      // The inspector and the trader on a phone in Chinese, wide in English; the warehouse the other way.
      const [qcView, storeView] = lang === 'cn' ? [PHONE, WIDE] : [WIDE, PHONE];
      const shot = (page: Parameters<typeof settledShot>[0], name: string, view: typeof WIDE) =>
        settledShot(page, `inspection-shipping-${name}-${lang}-${view === PHONE ? 'phone' : 'wide'}`);

      // 1. QualityTesting: lot 1 waits; defects above the acceptance number fail it.
      const qc = await signedIn('inspector', lang, qcView);
      const lot1 = w.lot(number, 1);
      const [lot] = await lotsOf(orderId);
      expect(lot).toMatchObject({ n: 1, quantity: BAGGED, plan: { sampleSize: 125, accept: 7, reject: 8 } });
      const form = await openInspection(qc, url, w, lot1);
      const verdict = form.getByRole('status');
      await verdict.getByText(w.open, { exact: true }).waitFor();
      expect(await form.getByLabel(w.sampleSize, { exact: true }).inputValue()).toBe('125');
      await answerChecks(form, lot!, lang);
      await verdict.getByText(w.figuresPass, { exact: true }).waitFor();
      await form.getByLabel(w.defect.seal, { exact: true }).fill('5');
      await form.getByLabel(w.defect.print, { exact: true }).fill('4');
      await verdict.getByText(w.figuresFail, { exact: true }).waitFor();
      await verdict.getByText(w.aboveAccept(9, 7, 8), { exact: true }).waitFor();
      await shot(qc, 'inspection-form', qcView);
      await form.getByRole('button', { name: w.record, exact: true }).click();
      await form.waitFor({ state: 'detached' });
      await shown(qc, w.recordedFailed);
      await qc.getByRole('button', { name: w.inspect(lot1), exact: true }).waitFor({ state: 'detached' });
      expect((await lotsOf(orderId))[0]).toMatchObject({
        status: 'failed',
        inspection: { result: 'failed', sampleSize: 125, defective: 9 },
      });

      // 2. ProductManage sends 2000 back to bag making; Product reworks them; lot 2 passes.
      const plan = await signedIn('plan', lang, WIDE);
      await decideRework(plan, url, w, lot1, REWORKED);
      await plan.close();
      const floor = await signedIn('floor', lang, WIDE);
      await finishRework(floor, url, w, lot1, REWORKED);
      await floor.close();
      await until(
        () => lotsOf(orderId),
        (lots) => lots.some((l) => l.n === 2 && l.status === 'waiting'),
        'lot 2 at inspection',
      );
      const lot2 = w.lot(number, 2);
      const second = (await lotsOf(orderId)).find((l) => l.n === 2)!;
      expect(second).toMatchObject({ quantity: REWORKED, source: 'rework' });
      const form2 = await openInspection(qc, url, w, lot2);
      await form2.getByText(w.fromRework).first().waitFor();
      await answerChecks(form2, second, lang);
      expect(await form2.getByLabel(w.good, { exact: true }).inputValue()).toBe(String(REWORKED));
      await form2.getByRole('status').getByText(w.figuresPass, { exact: true }).waitFor();
      await form2.getByRole('button', { name: w.record, exact: true }).click();
      await form2.waitFor({ state: 'detached' });
      await shown(qc, w.recordedPassed);
      await qc.close();
      await until(
        () => warehouse.get<OrderShippingView>(`/shipping/${orderId}`),
        (r) => r.body.data?.readiness?.figures.inspected === REWORKED,
        'lot 2 released to shipping',
      );

      // 3. The warehouse: blocked on the balance, in words; no shipment of any quantity can go, so
      // the form is not offered.
      const store = await signedIn('store', lang, storeView);
      let drawer = await openDrawer(store, url, w, number, w.balanceBlock);
      await drawer.getByRole('listitem').filter({ hasText: w.balanceBlock }).waitFor();
      await drawer.getByText(w.balanceNot, { exact: true }).waitFor();
      expect(await drawer.getByRole('button', { name: w.ship, exact: true }).count()).toBe(0);
      await shot(store, 'blocked-drawer', storeView);

      // 4. The trader records the balance; Finance confirms it on its screen.
      const note = `balance ${number}`;
      const proof = (await uploadAs(url, trader.client, await pngOf(), 'proof.png')).body.data;
      const receipt = await trader.client.post('/finance/receipt', {
        contractId,
        amount: '700',
        method: 'bank',
        receivedOn: new Date().toISOString().slice(0, 10),
        proofs: proof,
        note,
        idempotencyKey: randomUUID(),
      });
      expect(receipt.body.code).toBe(0);
      const cash = await signedIn('cash', lang, WIDE);
      await confirmReceipt(cash, url, w, note);
      await cash.close();
      await until(
        () => warehouse.get<OrderShippingView>(`/shipping/${orderId}`),
        (r) => r.body.data.readiness.balanceConfirmed,
        'the balance confirmed',
      );

      // 5. Two partial shipments, the second completing the order; a delivery note.
      drawer = await openDrawer(store, url, w, number);
      await drawer.getByText(w.ready, { exact: true }).waitFor();
      await drawer.getByText(w.balanceConfirmed, { exact: true }).waitFor();
      // More than passed inspection: the try names the reason.
      const refused = await fillShipment(store, drawer, w, number, {
        quantity: BAGGED,
        waybill: `SF${lang}0`,
      });
      await refused.getByRole('button', { name: w.shipSubmit, exact: true }).click();
      const alert = refused.getByRole('alert');
      await alert.getByText(w.blocked, { exact: true }).waitFor();
      expect(await alert.getByRole('listitem').allInnerTexts()).toEqual([w.reasons(REWORKED)[0]]);
      // The dialog brings its refusal into view (it was scrolled to its button) and to the focus.
      await until(
        () => seenAndFocused(alert),
        (seen) => seen.inView && seen.focused,
        'the refusal in view and focused',
      );
      await shot(store, 'blocked-refusal', storeView);
      await refused.getByRole('button', { name: w.cancel, exact: true }).click();
      await refused.waitFor({ state: 'detached' });
      const first = await fillShipment(store, drawer, w, number, { quantity: 800, waybill: `SF${lang}1` });
      await first.getByRole('button', { name: w.shipSubmit, exact: true }).click();
      await first.waitFor({ state: 'detached' });
      // The toast says what was recorded.
      await shown(store, w.recorded(1, 800, `SF${lang}1`));
      const table = drawer.getByRole('table', { name: w.shipments });
      await table.getByText(`SF${lang}1`, { exact: true }).waitFor();
      await drawer.getByText(w.partial, { exact: true }).waitFor();
      const last = await fillShipment(store, drawer, w, number, { quantity: null, waybill: `SF${lang}2` });
      expect(await last.locator('#ship-quantity').inputValue()).toBe('1200');
      await last.getByRole('button', { name: w.shipSubmit, exact: true }).click();
      await last.waitFor({ state: 'detached' });
      await shown(store, w.recorded(2, 1200, `SF${lang}2`, true));
      await table.getByText(`SF${lang}2`, { exact: true }).waitFor();
      await drawer.getByText(w.shippedInFull, { exact: true }).waitFor();
      // A closed shipping tells its outcome: no question whether it can ship, no warnings.
      await drawer.getByText(w.outcome(REWORKED, 2)).waitFor();
      expect(await drawer.getByText(w.readiness, { exact: true }).count()).toBe(0);
      await shot(store, 'shipped-drawer', storeView);
      const pdf = await downloaded(store, drawer.getByRole('button', { name: w.download(1), exact: true }));
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await store.close();

      // 6. The trader: the order under Completed, its shipments and waybills, no failed inspection.
      const traderView = qcView;
      const lao = await signedIn('lao', lang, traderView);
      await lao.goto(`${url}/Order/Shipped`);
      await lao.getByRole('heading', { name: w.completed }).first().waitFor();
      await lao.getByRole('link', { name: number, exact: true }).first().click();
      const region = lao.getByRole('region', { name: w.region });
      // A table wide, a card per row on a phone: either way named, a row (or card) per lot.
      const lots = region.getByLabel(w.lots, { exact: true });
      const lotRow = (n: number) => lots.locator('tr, li').filter({ hasText: w.lotRow(n) });
      await lotRow(2).getByText(w.passed, { exact: true }).waitFor();
      // Lot 1 came back as lot 2: made again, not 'being dealt with' forever.
      await lotRow(1).getByText(w.remade, { exact: true }).waitFor();
      expect(await lots.getByRole(traderView === PHONE ? 'listitem' : 'row').count()).toBe(
        traderView === PHONE ? 2 : 3,
      );
      const shipments = region.getByLabel(w.shipments, { exact: true });
      await shipments.getByText(`SF${lang}1`, { exact: true }).waitFor();
      await shipments.getByText(`SF${lang}2`, { exact: true }).waitFor();
      // Nothing on the page (the lots, the shipments, the order's history) tells of the failed inspection.
      await lao.getByText(`SF${lang}2`).last().waitFor();
      const seen = await lao.getByRole('main').innerText();
      for (const word of w.hidden) expect([word, seen.match(word)?.[0] ?? null]).toEqual([word, null]);
      await region.scrollIntoViewIfNeeded();
      await shot(lao, 'trader-completed', traderView);
      await lao.close();
    }, 150_000);
  }
});
