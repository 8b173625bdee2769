import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { order } from '@packflow/domain';
import { type SignedInClient, signIn } from '../support/api-client';
import { describeWithChromium, launchChromium } from '../support/browser';
import { animationsEnded, settledShot, signedInPage } from '../support/browser-console';
import { type MadeContract, contractOf } from '../support/contracts';
import { pngOf, uploadAs } from '../support/files';
import { createStaff } from '../support/staff';
import { PGLITE, useTestApi } from '../support/test-api';

const CONSOLE_DIR = process.env.PACKFLOW_CONSOLE_DIR ?? path.resolve(__dirname, '../../web/dist');
const PASSWORD = 'correct-horse-1';

/**
 * Planning the factory through the console (issue 22): Admin adds a press on /Sysset/Machines;
 * ProductManage reviews two signed orders on a tablet (1024 x 768), schedules their stages, and
 * reorders the press's queue by its buttons, then reports the press broken; the order log reads
 * on a phone. Factory roles work in Chinese.
 */
describeWithChromium('production planning in Chromium', () => {
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  let browser: Browser;
  const errors: string[][] = [];
  const orders: MadeContract[] = [];
  let salesId = '';

  const uploadPng = async (client: SignedInClient): Promise<string> =>
    (await uploadAs(t.api.url, client, await pngOf(), 'artwork.png')).body.data;

  beforeAll(async () => {
    browser = await launchChromium();
    const admin = await t.admin('cn');
    salesId = await createStaff(admin, 'OperatorIndex', 'pp-sales');
    await createStaff(admin, 'ProductManage', 'pp-plan', { nickname: '周主管' });
    const sales = await signIn(t.api.url, 'pp-sales', PASSWORD, 'en');
    for (const customerName of ['青岛茶叶', '烟台海产', '威海干货']) {
      const made = await contractOf(t.api, salesId, { customerName });
      await t.api.infra.commands.run(
        order.orderDecider,
        order.orderStream(made.orderId),
        { type: 'SignOrder', data: { signingId: randomUUID(), by: salesId, at: new Date().toISOString() } },
        { userId: salesId, role: 'OperatorIndex', at: new Date(), correlationId: randomUUID() },
      );
      const artwork = await sales.post(`/order/${made.orderId}/artwork`, { files: await uploadPng(sales) });
      expect(artwork.body.code).toBe(0);
      orders.push(made);
    }
  });
  afterAll(async () => {
    await browser?.close();
    for (const [i, list] of errors.entries()) expect([i, list]).toEqual([i, []]);
  });

  const signedIn = (username: string, viewport: { width: number; height: number }) =>
    signedInPage({
      browser,
      url: t.api.url,
      errors,
      username,
      password: username === 'admin' ? 'first-admin-password' : PASSWORD,
      viewport,
    });

  /** Every visible button of `scope` is at least 40 px both ways (a finger's width). */
  async function touchSized(page: Page, scope: string): Promise<void> {
    // Measured once a dialog's opening animation (which scales it) has ended.
    await animationsEnded(page);
    const small = await page.$$eval(`${scope} button`, (buttons) =>
      buttons
        .map((b) => ({ text: b.getAttribute('aria-label') ?? b.textContent, box: b.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < 40 || box.height < 40))
        .map(({ text, box }) => `${text} ${box.width}x${box.height}`),
    );
    expect(small).toEqual([]);
  }

  it('Admin adds a gravure press and sees every machine with its state', async () => {
    const page = await signedIn('admin', { width: 1440, height: 900 });
    await page.goto(`${t.api.url}/Sysset/Machines`);
    const list = page.getByRole('region', { name: '机台列表' });
    await list.getByText('HP Indigo 20000').waitFor();
    await page.getByRole('button', { name: '新增机台' }).click();
    const dialog = page.getByRole('dialog', { name: '新增机台' });
    await dialog.getByLabel('名称').fill('凹印机 9 号');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('请输入 1 到 12 之间的整数').waitFor();
    await dialog.getByLabel('色组数').fill('8');
    await dialog.getByLabel('最大膜宽（毫米）').fill('1250');
    await settledShot(page, 'production-machine-form-cn-wide');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('机台已保存').first().waitFor();
    await list.getByText('凹印机 9 号').waitFor();
    await list.getByText('凹版印刷机').first().waitFor();
    await settledShot(page, 'production-machines-cn-wide');
    await page.getByRole('button', { name: '修改 凹印机 9 号' }).click();
    const edit = page.getByRole('dialog', { name: '修改机台 凹印机 9 号' });
    await edit.getByLabel('名称').fill('凹印机 10 号');
    await edit.getByLabel('损耗目标（占投入的 %）').fill('3.5');
    await edit.getByRole('button', { name: '保存' }).click();
    await edit.waitFor({ state: 'detached' });
    const renamed = list.getByRole('row', { name: /凹印机 10 号/ });
    await renamed.getByText('3.5%').waitFor();

    // In English: the kinds, states and reasons too.
    await page.getByRole('radio', { name: 'English' }).first().click();
    await page.getByRole('heading', { name: 'Machines' }).waitFor();
    await page.getByRole('button', { name: 'Change state of Slitter 1' }).click();
    const state = page.getByRole('dialog', { name: 'Machine state: Slitter 1' });
    await state.getByLabel('State', { exact: true }).selectOption('maintenance');
    await state.getByLabel('Reason').selectOption({ label: 'Cleaning' });
    await state.getByRole('button', { name: 'Change state' }).click();
    await page.getByText('Machine state changed').first().waitFor();
    const slitter = page
      .getByRole('region', { name: 'Machine list' })
      .getByRole('row', { name: /Slitter 1/ });
    await slitter.getByText('Maintenance').waitFor();
    await slitter.getByText('Cleaning').waitFor();
    await settledShot(page, 'production-machines-en-wide');
    await page.close();
  });

  it('ProductManage reviews, schedules and orders the queue on a tablet', async () => {
    const page = await signedIn('pp-plan', { width: 1024, height: 768 });
    const [first, second] = orders as [MadeContract, MadeContract];
    await page.goto(`${t.api.url}/OrderLog/Wait`);
    for (const made of [first, second]) {
      const number = `${made.number}-1`;
      await page.getByRole('button', { name: `审核订单 ${number}` }).click();
      const dialog = page.getByRole('dialog', { name: `生产审核：订单 ${number}` });
      await dialog.getByText('Metallised PET').or(dialog.getByText('镀铝膜')).first().waitFor();
      // The factory may open the salesman's artwork: its name and size come from the file route.
      await dialog.getByRole('link', { name: 'artwork.png' }).waitFor();
      await dialog.getByLabel('油墨（每行一个或用逗号分隔）').fill('青, 品红, 黄, 黑');
      if (made === first) {
        await touchSized(page, '.pf-prod-dialog');
        await settledShot(page, 'production-review-cn-tablet');
      }
      await dialog.getByRole('button', { name: '确认生产' }).click();
      await page.getByText('已确认生产').first().waitFor();
      await dialog.waitFor({ state: 'detached' });
    }

    await page.goto(`${t.api.url}/OrderProductManage/Scheduled`);
    for (const made of [first, second]) {
      const number = `${made.number}-1`;
      await page.getByRole('button', { name: `订单 ${number} 的工序` }).click();
      const dialog = page.getByRole('dialog', { name: `订单 ${number} 的工序` });
      await dialog.getByRole('button', { name: `排产订单 ${number} 的印刷` }).click();
      const press = dialog.getByLabel('机台');
      const value = await press.locator('option', { hasText: 'HP Indigo 20000' }).getAttribute('value');
      await press.selectOption(value!);
      if (made === first) await settledShot(page, 'production-schedule-cn-tablet');
      await dialog.getByRole('button', { name: '排产', exact: true }).click();
      await page.getByText('已排产').first().waitFor();
      await dialog.getByText('队列第', { exact: false }).first().waitFor();
      await dialog.getByRole('button', { name: '关闭' }).last().click();
    }

    await page.goto(`${t.api.url}/OrderProductManage/Machines`);
    await page.getByRole('button', { name: /^HP Indigo 20000 \(/ }).click();
    const queue = page.getByRole('list', { name: 'HP Indigo 20000 的队列' });
    await queue.getByText(`${second.number}-1`).waitFor();
    await queue.getByText(`${first.number}-1`).waitFor();
    const order = () =>
      queue.locator('li').evaluateAll((items) => items.map((li) => li.querySelector('strong')?.textContent));
    // Both planned for the same hour: the queue's order is the server's; the planner swaps them.
    const numbers = (await order()) as [string, string];
    expect([...numbers].sort()).toEqual([`${first.number}-1`, `${second.number}-1`].sort());
    await page.getByRole('button', { name: `下移 ${numbers[0]} · 印刷` }).click();
    expect(await order()).toEqual([numbers[1], numbers[0]]);
    await page.getByRole('button', { name: `固定 ${numbers[1]} · 印刷 的位置` }).click();
    await touchSized(page, '.pf-queue-list');
    await settledShot(page, 'production-queue-cn-tablet');
    await page.getByRole('button', { name: '保存顺序' }).click();
    await page.getByText('队列顺序已保存').first().waitFor();
    await page.reload();
    await page.getByRole('button', { name: /^HP Indigo 20000 \(/ }).click();
    await queue.getByText(numbers[0]!).waitFor();
    expect(await order()).toEqual([numbers[1], numbers[0]]);

    await page.getByRole('button', { name: '更改 HP Indigo 20000 的状态' }).click();
    const state = page.getByRole('dialog', { name: '机台状态：HP Indigo 20000' });
    await state.getByLabel('状态', { exact: true }).selectOption('problem');
    await state.getByLabel('原因').selectOption('mechanical');
    await state.getByLabel('备注').fill('导辊异响');
    await state.getByRole('button', { name: '更改状态' }).click();
    await page.getByText('机台状态已更改').first().waitFor();
    await page.locator('.pf-machine-state-problem').first().waitFor();
    await settledShot(page, 'production-queue-problem-cn-tablet');
    await page.close();
  });

  it("applies a gravure press's suggested sequence, each position's reason shown, fewer changeovers than first in, first out", async () => {
    const sales = await signIn(t.api.url, 'pp-sales', PASSWORD, 'en');
    const plan = await signIn(t.api.url, 'pp-plan', PASSWORD, 'cn');
    const press = (await plan.get<{ id: string; name: string }[]>('/machine')).body.data.find(
      (m) => m.name === 'Gravure press 1',
    )!;
    // Same substrate and width; A and C share two inks, B shares none: first in, first out (A, B, C)
    // changes 2 + 3 inks, the suggestion (A, C, B) 1 + 2.
    const inks = ['青,品红', '红,黄', '青,品红,黑'];
    const numbers: string[] = [];
    for (const [i, colours] of inks.entries()) {
      const made = await contractOf(t.api, salesId, {
        customerName: `凹印客户 ${i + 1}`,
        printingType: 'gravure',
      });
      await t.api.infra.commands.run(
        order.orderDecider,
        order.orderStream(made.orderId),
        { type: 'SignOrder', data: { signingId: randomUUID(), by: salesId, at: new Date().toISOString() } },
        { userId: salesId, role: 'OperatorIndex', at: new Date(), correlationId: randomUUID() },
      );
      expect(
        (await sales.post(`/order/${made.orderId}/artwork`, { files: await uploadPng(sales) })).body.code,
      ).toBe(0);
      let reviewed = await plan.post(`/production/${made.orderId}/review`, {
        decision: 'confirm',
        artwork: 'confirmed',
        colours,
        webWidthMm: '600',
      });
      for (let wait = 0; wait < 50 && reviewed.body.code !== 0; wait++) {
        await new Promise((r) => setTimeout(r, 200));
        reviewed = await plan.post(`/production/${made.orderId}/review`, {
          decision: 'confirm',
          artwork: 'confirmed',
          colours,
          webWidthMm: '600',
        });
      }
      expect([reviewed.body.code, reviewed.body.msg]).toEqual([0, '已确认生产']);
      const scheduled = await plan.post(`/production/${made.orderId}/stages/printing/schedule`, {
        machineId: press.id,
        plannedStart: new Date(Date.UTC(2026, 11, 1, 8 + i)).toISOString(),
      });
      expect([scheduled.body.code, scheduled.body.msg]).toEqual([0, '已排产']);
      numbers.push(`${made.number}-1`);
    }

    const page = await signedIn('pp-plan', { width: 1024, height: 768 });
    await page.goto(`${t.api.url}/OrderProductManage/Machines`);
    await page.getByRole('button', { name: /^Gravure press 1 \(/ }).click();
    const queue = page.getByRole('list', { name: 'Gravure press 1 的队列' });
    await queue.getByText(numbers[2]!).waitFor();
    const order_ = () =>
      queue.locator('li').evaluateAll((items) => items.map((li) => li.querySelector('strong')?.textContent));
    expect(await order_()).toEqual(numbers);
    await page.getByText('换型成本：按建议 3，按先进先出 5').waitFor();
    const suggested = page.getByRole('list', { name: '建议顺序' });
    await suggested.getByText('与上一单基材和膜宽相同；共用 2 种油墨，需换 1 种').waitFor();
    await page.getByRole('button', { name: '采用建议' }).click();
    expect(await order_()).toEqual([numbers[0], numbers[2], numbers[1]]);
    await queue.getByText('机台上的第一单').waitFor();
    await settledShot(page, 'production-suggestion-cn-tablet');
    await page.getByRole('button', { name: '保存顺序' }).click();
    await page.getByText('队列顺序已保存').first().waitFor();
    await page.reload();
    await page.getByRole('button', { name: /^Gravure press 1 \(/ }).click();
    await queue.getByText(numbers[2]!).waitFor();
    expect(await order_()).toEqual([numbers[0], numbers[2], numbers[1]]);
    await page.close();
  });

  it('reads the order log on a phone', async () => {
    const page = await signedIn('pp-plan', { width: 390, height: 844 });
    // A rejection on the phone: the artwork rejected with the reason, the order on /OrderLog/Reject.
    const third = `${orders[2]!.number}-1`;
    await page.goto(`${t.api.url}/OrderLog/Wait`);
    await page.getByRole('button', { name: `审核订单 ${third}` }).click();
    const dialog = page.getByRole('dialog', { name: `生产审核：订单 ${third}` });
    await dialog.getByRole('radio', { name: '驳回' }).check({ force: true });
    await dialog.getByRole('radio', { name: '稿件驳回' }).waitFor();
    await dialog.getByRole('button', { name: '驳回' }).click();
    await dialog.getByText('请填写原因').waitFor();
    await dialog.getByLabel('原因').fill('稿件分辨率太低');
    await settledShot(page, 'production-reject-cn-phone');
    await dialog.getByRole('button', { name: '驳回' }).click();
    await page.getByText('已驳回：已通知业务员').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.goto(`${t.api.url}/OrderLog/Reject`);
    await page.getByText('稿件分辨率太低').first().waitFor();
    await settledShot(page, 'production-rejected-cn-phone');
    await page.goto(`${t.api.url}/OrderLog/Confirm`);
    await page.getByText(`${orders[0]!.number}-1`).first().waitFor();
    await settledShot(page, 'production-order-log-cn-phone');
    await page.getByRole('radio', { name: 'English' }).first().click();
    await page.getByRole('heading', { name: 'Confirmed' }).waitFor();
    await page.getByRole('button', { name: `View order ${orders[0]!.number}-1` }).click();
    await page
      .getByRole('dialog', { name: `Production review: order ${orders[0]!.number}-1` })
      .getByText('Artwork now: Confirmed')
      .waitFor();
    await settledShot(page, 'production-review-read-en-phone');
    await page.keyboard.press('Escape');
    await page.goto(`${t.api.url}/OrderProductManage/Machines`);
    await page.getByRole('heading', { name: /^Queue of / }).waitFor();
    await settledShot(page, 'production-queue-en-phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });
});
