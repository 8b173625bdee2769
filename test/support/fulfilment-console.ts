import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import type { LotView } from '@packflow/contracts';
import { settledShot } from './browser-console';

/**
 * The inspection and shipping screens as a browser test drives them, in both languages: the
 * visible words each step looks for (hard-coded, so a changed text fails the test), and the
 * steps of each role (QualityTesting's form, ProductManage's decision, Product's rework, the
 * warehouse's Ship dialog, Finance's confirmation).
 */

export type Lang = 'cn' | 'en';
export const WIDE = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** A quantity as the screens and the refusals print it: 2,000. */
const grouped = (n: number) => n.toLocaleString('en-US');

export const WORDS = {
  en: {
    lot: (number: string, n: number) => `${number} lot ${n}`,
    waitTitle: 'To be inspected',
    inspect: (lot: string) => `Inspect ${lot}`,
    inspectTitle: (lot: string) => `Inspect ${lot}`,
    sampleSize: 'Sample size',
    measured: (check: string, unit: string) => `${check} measured (${unit})`,
    norm: (check: string, unit: string) => `${check} norm (${unit})`,
    pass: 'Pass',
    defect: { seal: 'Defective: Seal', print: 'Defective: Print' },
    good: 'Good quantity (pcs)',
    record: 'Record inspection',
    open: 'Not complete yet',
    figuresFail: 'The figures fail',
    figuresPass: 'The figures pass',
    aboveAccept: (d: number, a: number, r: number) =>
      `${d} defective, more than the ${a} accepted (reject at ${r})`,
    recordedFailed: 'Inspection recorded: the lot failed and goes to the production supervisor',
    recordedPassed: 'Inspection recorded: the lot passed and goes to shipping',
    fromRework: 'Rework',
    failedTitle: 'Failed lots',
    failedStatus: 'Failed',
    decide: (lot: string) => `Decide ${lot}`,
    reworkKind: 'Rework: back to a stage',
    stage: 'Stage',
    quantity: 'Quantity (pcs)',
    reason: 'Reason',
    decideSend: 'Decide',
    decided: 'Decided: Sent to rework',
    reworkTitle: 'Rework',
    finishRework: (lot: string) => `Finish rework of ${lot}`,
    goodOutput: 'Good output (pcs)',
    waste: 'Waste (pcs)',
    finishSend: 'Finish rework',
    reworkDone: 'Rework finished: the good output goes back to inspection as a new lot',
    shipWaitTitle: 'To be shipped',
    openShipping: (number: string) => `Open the shipping of order ${number}`,
    drawer: (number: string) => `Shipping of order ${number}`,
    balanceBlock: 'Balance not confirmed by Finance (and not released on credit)',
    balanceNot: 'Not confirmed by Finance',
    balanceConfirmed: 'Confirmed by Finance',
    ready: 'Ready to ship',
    ship: 'Ship',
    shipTitle: (number: string) => `Ship order ${number}`,
    shipSubmit: 'Record the shipment',
    blocked: 'This shipment cannot go yet:',
    reasons: (inspected: number) => [
      `Above the inspected good quantity: ${grouped(inspected)} may still ship (${grouped(inspected)} inspected good, 0 shipped)`,
      'The balance is not received and confirmed by Finance, and not released on credit',
    ],
    recorded: (n: number, quantity: number, waybill: string, full = false) =>
      `Shipment ${n} recorded: ${grouped(quantity)} pcs, waybill ${waybill}.${full ? ' The order is shipped in full.' : ''}`,
    readiness: 'Can it ship?',
    outcome: (quantity: number, count: number) => `${grouped(quantity)} pcs in ${count} shipment(s).`,
    cancel: 'Cancel',
    partial: 'Partly shipped',
    shippedInFull: 'Shipped in full',
    download: (n: number) => `Download the delivery note of shipment ${n}`,
    audit: 'To be received',
    confirm: 'Confirm',
    confirmed: 'Receipt confirmed',
    completed: 'Completed',
    region: 'Inspection and shipping',
    lots: 'Inspection lots',
    shipments: 'Shipments',
    lotRow: (n: number) => `Lot ${n}`,
    inProgress: 'Being dealt with',
    remade: 'Made again (see the next lot)',
    passed: 'Passed',
    /** What a trader must never read of a failed inspection. */
    hidden: [/fail/i, /defect/i, /rework/i, /sample/i],
  },
  cn: {
    lot: (number: string, n: number) => `${number} 第 ${n} 批`,
    waitTitle: '待质检',
    inspect: (lot: string) => `质检 ${lot}`,
    inspectTitle: (lot: string) => `质检 ${lot}`,
    sampleSize: '样本量',
    measured: (check: string, unit: string) => `${check} 测量值（${unit}）`,
    norm: (check: string, unit: string) => `${check} 标准值（${unit}）`,
    pass: '合格',
    defect: { seal: '不良：热封', print: '不良：印刷' },
    good: '良品数量（个）',
    record: '录入质检结果',
    open: '尚未填完',
    figuresFail: '按所填数据：不合格',
    figuresPass: '按所填数据：合格',
    aboveAccept: (d: number, a: number, r: number) => `不良 ${d} 个，超过接收数 ${a}（拒收数 ${r}）`,
    recordedFailed: '已录入质检结果：批次不合格，交生产主管处理',
    recordedPassed: '已录入质检结果：批次合格，转入发货',
    fromRework: '返工',
    failedTitle: '不合格批次',
    failedStatus: '不合格',
    decide: (lot: string) => `处理 ${lot}`,
    reworkKind: '返工：退回某道工序',
    stage: '工序',
    quantity: '数量（个）',
    reason: '原因',
    decideSend: '确认处理',
    decided: '已处理：已返工',
    reworkTitle: '返工',
    finishRework: (lot: string) => `完成 ${lot} 的返工`,
    goodOutput: '良品（个）',
    waste: '损耗（个）',
    finishSend: '完成返工',
    reworkDone: '返工已完成：良品将作为新批次重新送检',
    shipWaitTitle: '待发货',
    openShipping: (number: string) => `打开订单 ${number} 的发货`,
    drawer: (number: string) => `订单 ${number} 的发货`,
    balanceBlock: '尾款未经财务确认（且未获赊销放行）',
    balanceNot: '财务未确认',
    balanceConfirmed: '财务已确认',
    ready: '可以发货',
    ship: '发货',
    shipTitle: (number: string) => `订单 ${number} 发货`,
    shipSubmit: '登记发货',
    blocked: '本次发货暂不能进行：',
    reasons: (inspected: number) => [
      `超过质检合格数量：还可发 ${grouped(inspected)}（合格 ${grouped(inspected)}，已发 0）`,
      '尾款未收到或财务未确认，且未获赊销放行',
    ],
    recorded: (n: number, quantity: number, waybill: string, full = false) =>
      `第 ${n} 次发货已登记：${grouped(quantity)} 个，运单号 ${waybill}。${full ? '订单已全部发货。' : ''}`,
    readiness: '能否发货？',
    outcome: (quantity: number, count: number) => `共 ${grouped(quantity)} 个，分 ${count} 次发出。`,
    cancel: '取消',
    partial: '部分发货',
    shippedInFull: '已全部发货',
    download: (n: number) => `下载第 ${n} 次发货的送货单`,
    audit: '待收款',
    confirm: '确认',
    confirmed: '收款已确认',
    completed: '已完成',
    region: '质检与发货',
    lots: '质检批次',
    shipments: '发货记录',
    lotRow: (n: number) => `第 ${n} 批`,
    inProgress: '处理中',
    remade: '已重新生产（见下一批）',
    passed: '合格',
    hidden: [/不合格/, /不良/, /返工/, /样本/],
  },
} as const;

export type Words = (typeof WORDS)[Lang];

/** Each check of the lot's template answered: every one passes (a measured one at its norm). */
export async function answerChecks(form: Locator, lot: LotView, lang: Lang): Promise<void> {
  const w = WORDS[lang];
  for (const check of lot.template?.checks ?? []) {
    const name = check.name[lang];
    const group = form.getByRole('group', { name, exact: true });
    if (check.kind === 'passFail') {
      await group.getByRole('button', { name: w.pass, exact: true }).click();
      continue;
    }
    const unit = check.unit ?? '';
    const fixed = check.norm || lot.sizes[check.key] || null;
    if (fixed === null) await group.getByLabel(w.norm(name, unit), { exact: true }).fill('50');
    await group.getByLabel(w.measured(name, unit), { exact: true }).fill(String(fixed ?? 50));
  }
}

/** Opens a waiting lot's inspection form from /OrderQuality/Wait. */
export async function openInspection(page: Page, url: string, w: Words, lot: string): Promise<Locator> {
  await page.goto(`${url}/OrderQuality/Wait`);
  await page.getByRole('heading', { name: w.waitTitle }).first().waitFor();
  await page
    .getByRole('button', { name: w.inspect(lot), exact: true })
    .first()
    .click();
  return page.getByRole('dialog', { name: w.inspectTitle(lot) });
}

/** The table row (or, on a phone, the card) holding `inner`. */
export const itemOf = (page: Page, inner: Locator): Locator =>
  page.locator('tr, li').filter({ has: inner }).last();

/** A toast (or any text) the page shows once a step is done. */
export const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** ProductManage sends a failed lot back to bag making with `quantity`, on /OrderQuality/Failed. */
export async function decideRework(page: Page, url: string, w: Words, lot: string, quantity: number) {
  await page.goto(`${url}/OrderQuality/Failed`);
  await page.getByRole('heading', { name: w.failedTitle }).first().waitFor();
  const button = page.getByRole('button', { name: w.decide(lot), exact: true }).first();
  // The lot's row (a card on a phone) says it failed.
  await itemOf(page, button).getByText(w.failedStatus, { exact: true }).waitFor();
  await button.click();
  const dialog = page.getByRole('dialog', { name: w.decide(lot) });
  await dialog.getByText(w.reworkKind, { exact: true }).click();
  await dialog.getByLabel(w.stage, { exact: true }).selectOption('bagMaking');
  await dialog.getByLabel(w.quantity, { exact: true }).fill(String(quantity));
  await dialog.getByLabel(w.reason, { exact: true }).fill('Seal and print defects: sort and remake');
  await dialog.getByRole('button', { name: w.decideSend, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await shown(page, w.decided);
}

/** Product finishes the rework on /OrderProduct/Rework with `good` good pieces and no waste. */
export async function finishRework(page: Page, url: string, w: Words, lot: string, good: number) {
  await page.goto(`${url}/OrderProduct/Rework`);
  await page.getByRole('heading', { name: w.reworkTitle }).first().waitFor();
  await page
    .getByRole('button', { name: w.finishRework(lot), exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: w.finishRework(lot) });
  await dialog.getByLabel(w.goodOutput, { exact: true }).fill(String(good));
  await dialog.getByLabel(w.waste, { exact: true }).fill('0');
  await dialog.getByRole('button', { name: w.finishSend, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await shown(page, w.reworkDone);
}

/** The warehouse's shipping drawer of an order, opened from its row on /OrderLogistics/Wait. */
export async function openDrawer(
  page: Page,
  url: string,
  w: Words,
  number: string,
  rowSays?: string,
): Promise<Locator> {
  await page.goto(`${url}/OrderLogistics/Wait`);
  await page.getByRole('heading', { name: w.shipWaitTitle }).first().waitFor();
  const button = page.getByRole('button', { name: w.openShipping(number), exact: true }).first();
  if (rowSays) await itemOf(page, button).getByText(rowSays).first().waitFor();
  await button.click();
  const drawer = page.getByRole('dialog', { name: w.drawer(number) });
  await drawer.waitFor();
  return drawer;
}

/** Fills the Ship dialog (a typed address, charged postage) and records the shipment. */
export async function fillShipment(
  page: Page,
  drawer: Locator,
  w: Words,
  number: string,
  { quantity, waybill }: { quantity: number | null; waybill: string },
): Promise<Locator> {
  await drawer.getByRole('button', { name: w.ship, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: w.shipTitle(number) });
  if (quantity !== null) await dialog.locator('#ship-quantity').fill(String(quantity));
  await dialog.locator('#ship-waybill').fill(waybill);
  await dialog.locator('#ship-company').fill('SF Express');
  await dialog.locator('#ship-service').selectOption('logistics');
  await dialog.locator('#ship-freight').fill('35.5');
  await dialog.locator('#ship-weight').fill('12.5');
  const cartons: [string, string][] = [
    ['count', '4'],
    ['length', '60'],
    ['width', '40'],
    ['height', '40'],
  ];
  for (const [part, value] of cartons) await dialog.locator(`#ship-cartons-${part}`).fill(value);
  await dialog.locator('#ship-address').selectOption('other');
  await dialog.locator('#ship-address-text').fill('No. 1 Harbour Road, Qingdao');
  await dialog.locator('#ship-postage').fill('20');
  return dialog;
}

/** Clicks `button` and answers the file it downloads. */
export async function downloaded(page: Page, button: Locator): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return fs.readFileSync((await download.path())!);
}

/** Finance confirms the receipt noted `note` on /FinanceRecord/Audit. */
export async function confirmReceipt(page: Page, url: string, w: Words, note: string): Promise<void> {
  await page.goto(`${url}/FinanceRecord/Audit`);
  await page.getByRole('heading', { name: w.audit }).first().waitFor();
  const row = page.getByRole('row').filter({ hasText: note });
  // The row's button is named with the amount and contract ('Confirm receipt $700.00 of HT…').
  await row.getByRole('button', { name: w.confirm }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(/700\.00/).waitFor();
  await dialog.getByRole('button', { name: w.confirm, exact: true }).click();
  await shown(page, w.confirmed);
  await row.waitFor({ state: 'detached' });
}

/** The console in `lang`, chosen with the language switch (factory roles sign in to Chinese). */
export async function inLanguage(page: Page, lang: Lang): Promise<Page> {
  await page
    .getByRole('radio', { name: lang === 'en' ? 'English' : '中文' })
    .first()
    .click();
  await page.locator(`html[lang="${lang === 'en' ? 'en' : 'zh-CN'}"]`).waitFor({ state: 'attached' });
  return page;
}

export { settledShot };
