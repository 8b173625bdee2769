import {
  LIVE_EVENTS,
  NOTIFICATION_READ_MODELS,
  type NotificationView,
  type ReadModelChanged,
} from '@packflow/contracts';
import type { Socket } from 'socket.io-client';
import { type SignedInClient, liveSocket, signIn, socketReady } from '../support/api-client';
import { pouchForm } from '../support/quotation-forms';
import { createStaff, nextPhone } from '../support/staff';
import { PGLITE, POSTGRES, type Shape, describeOn, useTestApi } from '../support/test-api';

const PASSWORD = 'correct-horse-1';

function suite(shape: Shape) {
  const t = useTestApi(shape);
  const ids: Record<string, string> = {};
  let sales: SignedInClient;
  let third: SignedInClient;
  let boss: SignedInClient;
  let bossL: SignedInClient;
  let customerId = '';
  const sockets: Socket[] = [];
  /** The notification changes each person's console heard live. */
  const heard: Record<string, number> = { boss: 0, third: 0 };

  beforeAll(async () => {
    const admin = await t.admin();
    ids.sales = await createStaff(admin, 'OperatorIndex', 'n-sales', { areacode: 'Q' });
    ids.third = await createStaff(admin, 'OperatorIndex', 'n-third', { areacode: 'Q' });
    ids.boss = await createStaff(admin, 'OperatorManage', 'n-boss');
    ids.bossL = await createStaff(admin, 'OperatorManage', 'n-boss-l', { areacode: 'L' });
    await createStaff(admin, 'Finance', 'n-finance');
    sales = await signIn(t.api.url, 'n-sales', PASSWORD);
    third = await signIn(t.api.url, 'n-third', PASSWORD);
    boss = await signIn(t.api.url, 'n-boss', PASSWORD);
    bossL = await signIn(t.api.url, 'n-boss-l', PASSWORD);
    const finance = await signIn(t.api.url, 'n-finance', PASSWORD);
    const paid = await finance.post('/golden-bean/recharge', {
      accountId: ids.sales!,
      amount: '40',
      note: 'test',
    });
    expect(paid.body.code).toBe(0);
    const customer = await sales.post<{ id: string }>('/customer', {
      name: 'Harbour Tea',
      phone: nextPhone(),
    });
    expect(customer.body.code).toBe(0);
    customerId = customer.body.data.id;
    for (const [who, client] of [
      ['boss', boss],
      ['third', third],
    ] as const) {
      const socket = liveSocket(t.api.url, client.session!);
      sockets.push(socket);
      socket.on(LIVE_EVENTS.changed, (change: ReadModelChanged) => {
        if (change.readModel === NOTIFICATION_READ_MODELS.notifications) heard[who]!++;
      });
      await socketReady(socket);
    }
  }, 120_000);
  afterAll(() => sockets.forEach((s) => s.close()));

  const unread = async (client: SignedInClient) =>
    (await client.get<{ unread: number }>('/notifications/unread-count')).body.data.unread;
  /** Waits (bounded) until the person has `n` unread notifications: the reactor and projector run after the command. */
  async function untilUnread(client: SignedInClient, n: number): Promise<void> {
    const deadline = Date.now() + 15_000;
    while ((await unread(client)) !== n) {
      if (Date.now() > deadline) throw new Error(`expected ${n} unread, have ${await unread(client)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('tells the reviewers of a price sent to review, live, and the salesman of the decision; nobody else', async () => {
    const q = await sales.post<{ id: string; number: string; status: string }>(
      '/quotation',
      pouchForm(customerId, { ratio: '90' }),
    );
    expect(q.body.data.status).toBe('pending');
    await untilUnread(boss, 1);
    await untilUnread(await t.admin(), 1);
    expect(heard.boss).toBeGreaterThan(0);

    const list = await boss.get<NotificationView[]>('/notifications');
    expect(list.body.code).toBe(0);
    expect(list.body.extra).toMatchObject({ unread: 1, pageInfo: { _count: 1 } });
    expect(list.body.data).toEqual([
      expect.objectContaining({
        kind: 'quotation.reviewRequested',
        params: { number: q.body.data.number, owner: 'OperatorIndex n-sales' },
        link: { kind: 'quotation', id: q.body.data.id },
        path: `/Quotation/Detail?id=${q.body.data.id}`,
        readAt: null,
      }),
    ]);
    // An administrator is told too, and opens the quotation from his review menu.
    const adminList = await (await t.admin()).get<NotificationView[]>('/notifications');
    expect(adminList.body.data).toEqual([
      expect.objectContaining({
        kind: 'quotation.reviewRequested',
        link: { kind: 'quotation', id: q.body.data.id },
        path: `/Quotation/Detail?id=${q.body.data.id}`,
      }),
    ]);

    const approved = await boss.post(`/quotation/${q.body.data.id}/approve`, { reason: 'Agreed' });
    expect(approved.body.code).toBe(0);
    await untilUnread(sales, 1);
    const told = await sales.get<NotificationView[]>('/notifications?unread=1');
    expect(told.body.data).toEqual([
      expect.objectContaining({
        kind: 'quotation.approved',
        params: { number: q.body.data.number, reason: 'Agreed' },
        link: { kind: 'quotation', id: q.body.data.id },
      }),
    ]);

    // Nobody else: another salesman, a supervisor of another area, the reviewer of the decision.
    expect(await unread(third)).toBe(0);
    expect(await unread(bossL)).toBe(0);
    expect((await third.get<NotificationView[]>('/notifications')).body.data).toEqual([]);
    expect(heard.third).toBe(0);
    expect(await unread(boss)).toBe(1);
  });

  it('marks one read, then all; another person’s notification is not found and stays unread', async () => {
    const [mine] = (await boss.get<NotificationView[]>('/notifications')).body.data;
    expect(mine).toBeDefined();
    const foreign = await third.put(`/notifications/${mine!.id}/read`, {});
    expect(foreign.status).toBe(404);
    expect(await unread(boss)).toBe(1);
    expect((await third.put('/notifications/not-an-id/read', {})).status).toBe(404);

    const read = await boss.put(`/notifications/${mine!.id}/read`, {});
    expect(read.body).toMatchObject({ code: 0, msg: 'Marked as read' });
    const position = String(read.body.extra?.position);
    const after = await boss.get<NotificationView[]>(`/notifications?_position=${position}`);
    expect(after.body.extra).toMatchObject({ unread: 0 });
    expect(after.body.data[0]!.readAt).not.toBeNull();
    expect(
      (await boss.get<NotificationView[]>(`/notifications?unread=1&_position=${position}`)).body.data,
    ).toEqual([]);
    // Read again: nothing changes.
    expect((await boss.put(`/notifications/${mine!.id}/read`, {})).body.code).toBe(0);

    const admin = await t.admin();
    const all = await admin.put('/notifications/read-all', {});
    expect(all.body).toMatchObject({ code: 0, msg: 'All notifications marked as read' });
    expect(
      (
        await admin.get<{ unread: number }>(
          `/notifications/unread-count?_position=${all.body.extra?.position}`,
        )
      ).body.data.unread,
    ).toBe(0);
  });

  it('refuses a bad filter or body, changing nothing', async () => {
    const bad = await boss.get('/notifications?unread=maybe');
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(bad.body.extra?.fields).toHaveProperty('unread');
    const body = await boss.put('/notifications/read-all', { everyone: '1' });
    expect(body.status).toBe(400);
  });
}

describeOn(PGLITE, 'notifications through the API', () => suite(PGLITE));
describeOn(POSTGRES, 'notifications through the API', () => suite(POSTGRES));
