import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { MachineView, ProductionDetail, ProductionJobRow } from '@packflow/contracts';
import { type SignedInClient, signIn } from '../support/api-client';
import { describeWithChromium, launchChromium } from '../support/browser';
import { settledShot, signedInPage } from '../support/browser-console';
import { contractOf } from '../support/contracts';
import { pngOf, uploadAs } from '../support/files';
import { createStaff } from '../support/staff';
import { ADMIN_PASSWORD, PGLITE, useTestApi } from '../support/test-api';

const CONSOLE_DIR = process.env.PACKFLOW_CONSOLE_DIR ?? path.resolve(__dirname, '../../web/dist');
const PASSWORD = 'correct-horse-1';

/** `read` again until `done` says so (a reaction has followed), for up to half a minute. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 300 && !done(value); i++) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  if (!done(value)) throw new Error(`gave up waiting: ${JSON.stringify(value).slice(0, 300)}`);
  return value;
}

/**
 * The shop floor through the console (issue 22): a reviewed and scheduled order is printed,
 * laminated and made into bags by the Product role on its stage screens (a tablet), each stage
 * started with its operators, reported in entries prefilled from the stage before and finished;
 * bag making waits while the laminate cures, until ProductManage overrides the cure from the
 * board, which follows every step live in a second browser without a reload.
 */
describeWithChromium('the shop floor in Chromium', () => {
  const t = useTestApi(PGLITE, {}, { consoleDir: CONSOLE_DIR });
  let browser: Browser;
  const errors: string[][] = [];
  let manager: SignedInClient;
  let orderId = '';
  let number = '';

  beforeAll(async () => {
    browser = await launchChromium();
    const admin = await signIn(t.api.url, 'admin', ADMIN_PASSWORD);
    const salesId = await createStaff(admin, 'OperatorIndex', 'sam', {
      nickname: 'Sam Sales',
      country: 'en',
    });
    await createStaff(admin, 'Finance', 'cash');
    await createStaff(admin, 'ProductManage', 'plan', { nickname: '周计划' });
    await createStaff(admin, 'Product', 'floor', { nickname: '李车间' });
    const sales = await signIn(t.api.url, 'sam', PASSWORD, 'en');
    const finance = await signIn(t.api.url, 'cash', PASSWORD);
    manager = await signIn(t.api.url, 'plan', PASSWORD);

    const made = await contractOf(t.api, salesId, {
      customerName: '青岛海味食品',
      layers: { materialinner: { id: 'pe60', name: 'PE', englishName: 'PE' } },
    });
    orderId = made.orderId;
    const proof = (await uploadAs(t.api.url, sales, await pngOf(), 'proof.png')).body.data;
    const receipt = await sales.post<{ receiptId: string }>('/finance/receipt', {
      contractId: made.contractId,
      amount: '300',
      method: 'bank',
      receivedOn: new Date().toISOString().slice(0, 10),
      proofs: proof,
      note: '',
      idempotencyKey: `floor-${made.contractId}`,
    });
    expect(receipt.body.code).toBe(0);
    await finance.get(`/finance/receipt?status=pending&_position=${receipt.body.extra?.position}`);
    expect((await finance.put(`/finance/receipt/${receipt.body.data.receiptId}/confirm`)).body.code).toBe(0);
    const signed = await sales.post<{ signed: string[] }>('/order/sign', { ids: orderId });
    expect(signed.body.data.signed).toEqual([orderId]);
    const artwork = (await uploadAs(t.api.url, sales, await pngOf(), 'artwork.png')).body.data;
    expect((await sales.post(`/order/${orderId}/artwork`, { files: artwork })).body.code).toBe(0);

    // Review and schedule, as the planner's own screens do them (tested on their own).
    await until(
      async () => (await manager.get<ProductionJobRow[]>('/production/review?status=pending')).body.data,
      (rows) => rows.some((r) => r.orderId === orderId && r.artworkStatus === 'not_confirmed'),
    );
    const reviewed = await manager.post(`/production/${orderId}/review`, {
      decision: 'confirm',
      artwork: 'confirmed',
      colours: 'C,M,Y,K',
      webWidthMm: '820',
    });
    expect([reviewed.body.code, reviewed.body.msg]).toEqual([0, expect.any(String)]);
    const job = (
      await manager.get<ProductionDetail>(`/production/${orderId}?_position=${reviewed.body.extra?.position}`)
    ).body.data;
    number = job.number;
    const machines = (await manager.get<MachineView[]>('/machine')).body.data;
    const kindFor = {
      printing: 'digitalPress',
      lamination: 'laminator',
      slitting: 'slitter',
      bagMaking: 'bagMaker',
    };
    for (const stage of job.stages) {
      const machine = machines.find((m) => m.kind === kindFor[stage.kind])!;
      const scheduled = await manager.post(`/production/${orderId}/stages/${stage.stage}/schedule`, {
        machineId: machine.id,
        plannedStart: new Date(Date.now() + stage.seq * 3_600_000).toISOString(),
      });
      expect([stage.stage, scheduled.body.code, scheduled.body.msg]).toEqual([
        stage.stage,
        0,
        expect.any(String),
      ]);
    }
    expect(job.stages.map((s) => s.kind)).toEqual(['printing', 'lamination', 'bagMaking']);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    for (const [i, list] of errors.entries()) expect([i, list]).toEqual([i, []]);
  });

  const signedIn = (username: string, viewport: { width: number; height: number }) =>
    signedInPage({ browser, url: t.api.url, errors, username, password: PASSWORD, viewport });

  /** A stage screen's card: start it, report one entry, finish it. */
  async function work(page: Page, stage: string, entry: Record<string, string>, prefilled: string) {
    const card = page.getByRole('article', { name: `订单 ${number} 的${stage}` });
    await card.getByRole('button', { name: '开始' }).click();
    const start = page.getByRole('dialog');
    await start.getByLabel('操作员（逗号分隔）').fill('李伟, 王强');
    await start.getByRole('button', { name: '开始' }).click();
    await card.getByText('生产中', { exact: true }).waitFor();
    await card.getByRole('button', { name: '报工' }).click();
    const form = page.getByRole('dialog');
    expect(await form.getByLabel('投入米数').inputValue()).toBe(prefilled);
    for (const [label, value] of Object.entries(entry)) await form.getByLabel(label).fill(value);
    await form.getByRole('button', { name: '报工' }).click();
    await form.waitFor({ state: 'detached' });
    return card;
  }

  it('prints, laminates and makes bags on the stage screens of a tablet, the board following live', async () => {
    const board = await signedIn('plan', { width: 1600, height: 900 });
    await board.goto(`${t.api.url}/Production/Board`);
    const boardCard = (stage: string) => board.getByRole('article', { name: `订单 ${number} 的${stage}` });
    await boardCard('印刷').waitFor();
    await board.getByRole('main').getByText('实时', { exact: true }).waitFor();

    const floor = await signedIn('floor', { width: 1024, height: 768 });
    await floor.goto(`${t.api.url}/OrderProduct/Printing`);
    const printing = await work(
      floor,
      '印刷',
      { 投入米数: '1300', '良品（米）': '1200', '调机损耗（米）': '60', '生产损耗（米）': '20' },
      '',
    );
    await printing.getByText('1,200 米').waitFor();
    await settledShot(floor, 'production-printing-cn-tablet');
    // The board follows without a reload.
    await boardCard('印刷').getByText('1,200 米').waitFor();
    await printing.getByRole('button', { name: '完成' }).click();
    await floor.getByRole('dialog').getByRole('button', { name: '完成' }).click();
    // A finished stage leaves its screen.
    await printing.waitFor({ state: 'detached' });

    await floor.goto(`${t.api.url}/OrderProduct/Reunite`);
    const lamination = await work(floor, '复合', { '良品（米）': '1150', '生产损耗（米）': '30' }, '1200');
    await lamination.getByRole('button', { name: '完成' }).click();
    await floor.getByRole('dialog').getByRole('button', { name: '完成' }).click();
    await lamination.waitFor({ state: 'detached' });

    // Bag making waits for the laminate to cure, with the time left.
    await floor.goto(`${t.api.url}/OrderProduct/Making`);
    const making = floor.getByRole('article', { name: `订单 ${number} 的制袋` });
    await making.getByText(/熟化中：还剩 4[78] 小时/).waitFor();
    // Not offered while it cures: the card says how long is left instead.
    expect(await making.getByRole('button', { name: '开始' }).count()).toBe(0);
    await settledShot(floor, 'production-curing-cn-tablet');

    // The planner overrides the cure from the board, with a reason.
    await boardCard('制袋').getByRole('button', { name: '放行熟化' }).click();
    await board.getByRole('dialog').getByLabel('原因').fill('客户急单，已做剥离测试');
    await board.getByRole('dialog').getByRole('button', { name: '放行熟化' }).click();
    await boardCard('制袋').getByText('已放行熟化').waitFor();
    await settledShot(board, 'production-board-cn-wide');
    // The same board in English, by machine.
    await board.getByText('English', { exact: true }).click();
    await board.getByRole('heading', { name: 'Production board' }).waitFor();
    await board.getByRole('button', { name: 'By machine' }).click();
    const bagMaker = board.getByRole('region', { name: /^Bag maker 1: 1 cards$/ });
    await bagMaker
      .getByRole('article', { name: `Bag making of order ${number}` })
      .getByText('Cure overridden')
      .waitFor();
    await settledShot(board, 'production-board-en-wide-by-machine');

    await making.getByText('已放行熟化').waitFor();
    await work(floor, '制袋', { '良品（个）': '9000', '生产损耗（米）': '10' }, '1150');
    await making.getByRole('button', { name: '完成' }).click();
    await floor.getByRole('dialog').getByRole('button', { name: '完成' }).click();

    await floor.goto(`${t.api.url}/OrderProduct/Finished`);
    await floor.getByRole('article', { name: `订单 ${number} 的制袋` }).waitFor();
    await floor
      .getByRole('link', { name: `订单 ${number} 的生产详情` })
      .first()
      .click();
    await floor.getByRole('img', { name: '各工序物料台账' }).waitFor();
    await settledShot(floor, 'production-detail-cn-tablet');

    // On a phone the board's columns scroll sideways inside it; the page itself stays within the screen.
    await floor.setViewportSize({ width: 390, height: 844 });
    await floor.goto(`${t.api.url}/Production/Board`);
    await floor.getByRole('region', { name: '印刷：0 张卡片' }).waitFor();
    const widths = await floor.evaluate(() => {
      const columns = document.querySelector('.pf-board')!;
      return {
        board: [columns.scrollWidth, columns.clientWidth],
        page: [document.documentElement.scrollWidth, window.innerWidth],
      };
    });
    expect(widths.board[0]).toBeGreaterThan(widths.board[1]!);
    expect(widths.page[0]).toBeLessThanOrEqual(widths.page[1]!);
    await settledShot(floor, 'production-board-cn-phone');
  }, 240_000);
});
