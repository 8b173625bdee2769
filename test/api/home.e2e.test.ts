import type { HomeAnswer, HomeTile, RoleView } from '@packflow/contracts';
import { type SignedInClient, signIn } from '../support/api-client';
import { pouchForm } from '../support/quotation-forms';
import { createStaff, nextPhone } from '../support/staff';
import { PGLITE, POSTGRES, type Shape, describeOn, useTestApi } from '../support/test-api';

const PASSWORD = 'correct-horse-1';

/** A person's /Home after their last write (`position`), as tile id -> tile. */
async function home(client: SignedInClient, position?: string): Promise<Map<string, HomeTile>> {
  const res = await client.get<HomeAnswer>(`/home${position ? `?_position=${position}` : ''}`);
  expect(res.status).toBe(200);
  expect(res.body.code).toBe(0);
  expect(res.body.data.today).toBe(new Date().toISOString().slice(0, 10));
  return new Map(res.body.data.tiles.map((t) => [t.id, t]));
}

const valueOf = (tiles: Map<string, HomeTile>, id: string): string | undefined => tiles.get(id)?.value;

function suite(shape: Shape) {
  const t = useTestApi(shape);
  const ids: Record<string, string> = {};
  let salesA: SignedInClient;
  let salesB: SignedInClient;
  let boss: SignedInClient;
  let trader: SignedInClient;
  let finance: SignedInClient;
  let poor: SignedInClient;
  let lastPosition = '';

  const track = <R extends { body: { code: number; msg: string; extra?: object } }>(res: R): R => {
    if (res.body.code !== 0) throw new Error(`${res.body.msg} ${JSON.stringify(res.body.extra)}`);
    lastPosition = String((res.body.extra as { position?: unknown } | undefined)?.position ?? lastPosition);
    return res;
  };
  const customer = async (client: SignedInClient, name: string): Promise<string> =>
    (await client.post<{ id: string }>('/customer', { name, phone: nextPhone() }).then(track)).body.data.id;
  const quote = async (client: SignedInClient, customerId: string, ratio: string): Promise<string> =>
    (await client.post<{ id: string }>('/quotation', pouchForm(customerId, { ratio })).then(track)).body.data
      .id;

  beforeAll(async () => {
    const admin = await t.admin();
    ids.salesA = await createStaff(admin, 'OperatorIndex', 'h-sales-a', { areacode: 'Q' });
    ids.salesB = await createStaff(admin, 'OperatorIndex', 'h-sales-b', { areacode: 'Q' });
    ids.poor = await createStaff(admin, 'OperatorIndex', 'h-poor', { areacode: 'Q' });
    ids.trader = await createStaff(admin, 'Traders', 'h-trader');
    await createStaff(admin, 'OperatorManage', 'h-boss');
    await createStaff(admin, 'Finance', 'h-finance');
    salesA = await signIn(t.api.url, 'h-sales-a', PASSWORD);
    salesB = await signIn(t.api.url, 'h-sales-b', PASSWORD);
    poor = await signIn(t.api.url, 'h-poor', PASSWORD, 'cn');
    trader = await signIn(t.api.url, 'h-trader', PASSWORD);
    boss = await signIn(t.api.url, 'h-boss', PASSWORD);
    finance = await signIn(t.api.url, 'h-finance', PASSWORD);
    for (const [who, amount] of [
      ['salesA', '40'],
      ['salesB', '40'],
      ['trader', '40'],
      ['poor', '5'],
    ] as const)
      track(await finance.post('/golden-bean/recharge', { accountId: ids[who]!, amount, note: 'test' }));
  });

  it('gives each role its own tiles, each a link to the list behind it, and none to roles without work here yet', async () => {
    const a = await home(salesA, lastPosition);
    expect([...a.keys()]).toEqual([
      'quotations.mine-pending',
      'quotations.mine-rejected',
      'customers.release-soon',
      'orders.to-sign',
      'bills.to-send',
      'bills.disputed',
      'golden-beans.balance',
      'customers.new-today',
      'quotations.generated-today',
      'quotations.approved-today',
      'orders.signed-today',
    ]);
    expect(a.get('quotations.mine-pending')).toMatchObject({
      tone: 'waiting',
      title: { en: 'My quotations waiting for review', cn: '我的报价待审核' },
      path: '/Quotation',
      query: { status: 'pending' },
      value: '0',
      alert: false,
      readModels: ['quotations'],
    });
    expect(a.get('golden-beans.balance')).toMatchObject({
      tone: 'account',
      kind: 'amount',
      value: '40',
      alert: false,
      path: '/GoldenBean/Index',
    });
    const b = await home(boss);
    expect([...b.keys()]).toEqual([
      'quotations.review-queue',
      'orders.cancels-to-review',
      'customers.team-new-today',
      'quotations.submitted-today',
      'quotations.team-approved-today',
    ]);
    expect(b.get('quotations.review-queue')).toMatchObject({ path: '/OperatorManage/Index', value: '0' });
    expect([...(await home(trader)).keys()]).toEqual([
      'quotations.mine-pending',
      'quotations.mine-rejected',
      'orders.to-sign',
      'bills.to-send',
      'bills.disputed',
      'golden-beans.balance',
      'customers.new-today',
      'quotations.generated-today',
      'quotations.approved-today',
      'orders.signed-today',
    ]);
    // Finance: receipts waiting for a decision, receivables overdue, wage sheets to check and to pay, and receipts confirmed today (none yet).
    expect([...(await home(finance)).keys()]).toEqual([
      'finance.receipts-waiting',
      'reports.overdue',
      'wages.to-check',
      'wages.to-pay',
      'finance.receipts-confirmed-today',
    ]);
    expect((await home(finance)).get('wages.to-pay')).toMatchObject({
      kind: 'amount',
      value: '0.00',
      path: '/FinanceSalary/Send',
    });
    expect((await home(finance)).get('reports.overdue')).toMatchObject({
      value: '0.00',
      path: '/FinanceTable',
    });
    expect(a.get('bills.to-send')).toMatchObject({ value: '0', path: '/Reconciliation/Wait' });
    expect((await home(finance)).get('finance.receipts-waiting')).toMatchObject({ value: '0', alert: false });
  });

  it('counts after real commands: customers created, quotations generated and sent for review, a review decided', async () => {
    const a1 = await customer(salesA, 'Harbour Tea');
    const a2 = await customer(salesA, 'River Rice');
    const b1 = await customer(salesB, 'Hill Coffee');
    const t1 = await customer(trader, 'Trade House');
    const pendingA = await quote(salesA, a1, '90'); // outside the range: to review
    await quote(salesA, a2, '100'); // inside: applies at once
    const pendingB = await quote(salesB, b1, '90');
    await quote(trader, t1, '90');

    const a = await home(salesA, lastPosition);
    expect(valueOf(a, 'customers.new-today')).toBe('2');
    expect(valueOf(a, 'quotations.generated-today')).toBe('2');
    expect(a.get('quotations.generated-today')!.query).toEqual({
      from: new Date().toISOString().slice(0, 10),
      to: new Date().toISOString().slice(0, 10),
    });
    expect(a.get('quotations.mine-pending')).toMatchObject({ value: '1', alert: true });
    expect(valueOf(a, 'golden-beans.balance')).toBe('38');

    // The supervisor's queue: both salesmen's quotations waiting, as many as his review list holds.
    const boss1 = await home(boss, lastPosition);
    expect(boss1.get('quotations.review-queue')).toMatchObject({ value: '2', alert: true });
    const queue = await boss.get<unknown[]>('/quotation-review');
    expect(String((queue.body.extra as { pageInfo: { _count: number } }).pageInfo._count)).toBe('2');
    expect(valueOf(boss1, 'quotations.submitted-today')).toBe('2');
    // Every owned customer is in a supervisor's list (the customers' policy): the trader's too.
    expect(valueOf(boss1, 'customers.team-new-today')).toBe('4');
    const owned = await boss.get<unknown[]>('/customer');
    expect(String((owned.body.extra as { pageInfo: { _count: number } }).pageInfo._count)).toBe('4');

    track(await boss.post(`/quotation/${pendingA}/approve`, { reason: 'Agreed' }));
    track(await boss.post(`/quotation/${pendingB}/reject`, { reason: 'Too cheap' }));
    const boss2 = await home(boss, lastPosition);
    expect(boss2.get('quotations.review-queue')).toMatchObject({ value: '0', alert: false });
    expect(valueOf(boss2, 'quotations.team-approved-today')).toBe('1');
    const a2home = await home(salesA, lastPosition);
    expect(valueOf(a2home, 'quotations.mine-pending')).toBe('0');
    expect(valueOf(a2home, 'quotations.approved-today')).toBe('1');
    const bHome = await home(salesB, lastPosition);
    expect(bHome.get('quotations.mine-rejected')).toMatchObject({
      value: '1',
      alert: true,
      query: { status: 'rejected' },
    });
  });

  it('shows a trader only his own: his customers and quotations, never the company-wide counts', async () => {
    const mine = await home(trader, lastPosition);
    expect(valueOf(mine, 'customers.new-today')).toBe('1');
    expect(valueOf(mine, 'quotations.generated-today')).toBe('1');
    expect(valueOf(mine, 'quotations.mine-pending')).toBe('1');
    expect(valueOf(mine, 'golden-beans.balance')).toBe('39');
    // No tile of the review queue, the team or anyone else's.
    for (const tile of mine.values()) expect(tile.id).not.toMatch(/review-queue|team-|submitted-today/);
    // Against the whole company's 4 new customers today and the salesmen's quotations.
    const company = await home(boss, lastPosition);
    expect(valueOf(company, 'customers.team-new-today')).toBe('4');
    expect(valueOf(await home(salesA), 'quotations.generated-today')).toBe('2');
  });

  it('warns a salesman of customers about to go to the high seas and of a balance too low to quote', async () => {
    const admin = await t.admin();
    // Released after 5 days without an order, warned 7 days ahead: every owned customer is due.
    const put = await admin.put('/customer-setting', { releaseDays: '5' });
    expect(put.body.code).toBe(0);
    const a = await home(salesA, String(put.body.extra?.position));
    expect(a.get('customers.release-soon')).toMatchObject({ value: '2', alert: true, path: '/Customer/Has' });
    expect(valueOf(await home(salesB), 'customers.release-soon')).toBe('1');

    const low = await home(poor);
    expect(low.get('golden-beans.balance')).toMatchObject({ value: '5', alert: true });
    expect(low.get('golden-beans.balance')!.note!.cn).toContain('无法生成报价');
  });

  it('shows no tile whose list the role may no longer read', async () => {
    const admin = await t.admin();
    const roles = await admin.get<RoleView[]>('/admin/role');
    const manage = roles.body.data.find((r) => r.role === 'OperatorManage')!;
    const without = manage.permissions.filter((p) => p !== 'GET@quotation-review');
    const put = await admin.put('/admin/role/OperatorManage', { permissions: without.join(',') });
    expect(put.body.code).toBe(0);
    await admin.get(`/admin/role?_position=${put.body.extra?.position}`);
    try {
      expect([...(await home(boss)).keys()]).toEqual([
        'orders.cancels-to-review',
        'customers.team-new-today',
      ]);
    } finally {
      const restore = await admin.put('/admin/role/OperatorManage', {
        permissions: manage.permissions.join(','),
      });
      await admin.get(`/admin/role?_position=${restore.body.extra?.position}`);
    }
    expect([...(await home(boss)).keys()]).toContain('quotations.review-queue');
  });

  it('refuses an unsigned call', async () => {
    const res = await fetch(`${t.api.url}/api/home`);
    expect(res.status).toBe(401);
  });
}

describeOn(POSTGRES, '/Home through the API', () => suite(POSTGRES));
describeOn(PGLITE, '/Home through the API', () => suite(PGLITE));
