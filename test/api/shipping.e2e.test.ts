import { randomUUID } from 'node:crypto';
import type {
  HomeAnswer,
  OrderDetail,
  OrderInspectionView,
  OrderRow,
  OrderShippingView,
  ShippingApprovalRow,
  ShippingRow,
  ShippingSettingsView,
  TraderOrderShippingView,
} from '@packflow/contracts';
import { shipmentJson } from '../support/shipment-form';
import { type SignedInClient, signedHeaders } from '../support/api-client';
import { FulfilmentDriver, type Seller, answersFor, sendJson, until } from '../support/fulfilment-fixtures';
import { pdfLines } from '../support/pdf-text';
import { fulfilmentTeam } from '../support/fulfilment-team';
import { POSTGRES, describeOn, useTestApi } from '../support/test-api';

/** Keys no warehouse answer may carry: prices and money (the postage and freight are the warehouse's own). */
const MONEY_KEYS = new Set(['unitPrice', 'price', 'total', 'amount', 'currency', 'ratio', 'balance', 'owed']);

function moneyKeys(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => moneyKeys(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [
      // A shipment's postage amount is what the warehouse itself entered.
      ...(MONEY_KEYS.has(k) && !path.endsWith('.postage') ? [`${path}.${k}`] : []),
      ...moneyKeys(v, `${path}.${k}`),
    ]);
  return [];
}

/**
 * Shipping through the API: the readiness check naming every block (balance, above inspected,
 * over the ordered quantity, postage, closed) in both languages, Finance's confirmation of the
 * balance letting the shipment go, two partial shipments, two that together pass the limit until
 * OperatorManage approves the over-shipment, a credit release and a close short, two warehouse
 * users shipping the last quantity at once (one refused), the delivery note without prices, and
 * who sees what: no prices for the warehouse, shipments and waybills for the trader, nothing for
 * another salesman.
 */
describeOn(POSTGRES, 'shipping', () => {
  const t = useTestApi(POSTGRES);
  const tag = randomUUID().slice(0, 6);
  let driver: FulfilmentDriver;
  let sales: Seller;
  let trader: Seller;
  let other: SignedInClient;
  let quality: SignedInClient;
  let warehouse: SignedInClient;
  let warehouse2: SignedInClient;
  let warehouseCn: SignedInClient;
  let manager: SignedInClient;
  /** Every warehouse answer of the suite, checked at the end for money. */
  const warehouseAnswers: unknown[] = [];
  let serial = 0;

  beforeAll(async () => {
    const team = await fulfilmentTeam(t, tag, 's', { w: 'Warehouse', w2: 'Warehouse' });
    ({ driver, sales, trader, other, quality, manager } = team);
    warehouse = await team.as('w');
    warehouse2 = await team.as('w2');
    warehouseCn = await team.as('w', 'cn');
  }, 180_000);

  const seen = async <T>(answer: Promise<{ status: number; body: T }>) => {
    const a = await answer;
    warehouseAnswers.push(a.body);
    return a;
  };

  /** An order of `seller` whose first lot passed inspection with `good` pieces, released to shipping. */
  async function released(seller: Seller, bagged = 2000, good = bagged) {
    const order = await driver.orderAtInspection(seller, bagged);
    const lot = (await quality.get<OrderInspectionView>(`/inspection/${order.orderId}`)).body.data.lots[0]!;
    const passed = await sendJson(quality, 'POST', `/inspection/${order.orderId}/lots/1/inspect`, {
      sampleSize: lot.plan!.sampleSize,
      checks: answersFor(lot),
      defects: [],
      goodQuantity: good,
    });
    expect(passed.body.code).toBe(0);
    await until(
      () => warehouse.get<OrderShippingView>(`/shipping/${order.orderId}`),
      (r) => r.body.data?.readiness?.figures.inspected === good,
      'the lot released to shipping',
    );
    return order;
  }

  const shipment = (quantity: number, over: Record<string, unknown> = {}) =>
    shipmentJson(quantity, `SF${tag}${++serial}`, over);
  const ship = <T = { status: string; shipped: number }>(
    client: SignedInClient,
    orderId: string,
    form: unknown,
    locale: 'cn' | 'en' = 'en',
  ) => seen(sendJson<T>(client, 'POST', `/shipping/${orderId}/shipments`, form, locale));
  const view = (orderId: string, client = warehouse) =>
    seen(client.get<OrderShippingView>(`/shipping/${orderId}`));

  it('blocks a shipment until Finance confirms the balance, then ships in two parts to the completed order', async () => {
    const { contractId, orderId, number } = await released(sales);

    // The order's shipping names the block and the figures before anyone tries.
    const before = await view(orderId);
    expect(before.body.data).toMatchObject({
      orderNumber: number,
      status: 'waiting',
      readiness: {
        ready: false,
        blocks: ['balanceUnconfirmed'],
        figures: {
          ordered: 2000,
          inspected: 2000,
          shipped: 0,
          limit: 2200,
          remaining: 2000,
          tolerancePct: 10,
        },
        balanceConfirmed: false,
      },
      // Blocked for any quantity: the form is not offered; the blocks say why.
      actions: [],
    });
    const list = await seen(
      warehouse.get<ShippingRow[]>(`/shipping?status=wait&keyword=${encodeURIComponent(number)}`),
    );
    expect(list.body.data.find((r) => r.orderId === orderId)).toMatchObject({
      blocks: ['balanceUnconfirmed'],
      remaining: 2000,
      shipped: 0,
    });
    const home = await seen(warehouse.get<HomeAnswer>('/home'));
    const blockedTile = home.body.data.tiles.find((x) => x.id === 'shipping.blocked');
    expect(blockedTile).toMatchObject({ path: '/OrderLogistics/Wait', alert: true });
    expect(blockedTile?.note?.en).toMatch(/balance not confirmed \d+/);
    // The salesman is told to contact the warehouse on his orders waiting to ship.
    const waitSend = await sales.client.get<OrderRow[]>('/order?status=waitsend');
    expect([waitSend.body.msg, waitSend.body.extra?.notice]).toEqual([
      'There are orders to be shipped, please contact the warehouse for shipment',
      true,
    ]);

    // Refused, every block named, in both languages.
    const refused = await ship(warehouse, orderId, shipment(800));
    expect([
      refused.status,
      refused.body.msg,
      refused.body.extra?.blocks,
      refused.body.extra?.reasons,
    ]).toEqual([
      422,
      'This shipment cannot go yet',
      ['balanceUnconfirmed'],
      ['The balance is not received and confirmed by Finance, and not released on credit'],
    ]);
    const refusedCn = await ship(warehouseCn, orderId, shipment(800), 'cn');
    expect([refusedCn.body.msg, refusedCn.body.extra?.reasons]).toEqual([
      '暂不能发货',
      ['尾款未收到或财务未确认，且未获赊销放行'],
    ]);
    const both = await ship(
      warehouse,
      orderId,
      shipment(2100, { postage: { mode: 'exempt', amount: '0' }, regionCode: '650102' }),
    );
    expect(both.body.extra?.blocks).toEqual(['aboveInspected', 'balanceUnconfirmed', 'postageNotExempt']);
    expect(both.body.extra?.reasons).toEqual([
      'Above the inspected good quantity: 2,000 may still ship (2,000 inspected good, 0 shipped)',
      'The balance is not received and confirmed by Finance, and not released on credit',
      'Postage may be exempt only to a non-remote address, by ordinary express or logistics, on an order priced above 95%',
    ]);
    expect(both.body.extra?.figures).toMatchObject({ remaining: 2000, limit: 2200 });

    // Finance confirms the balance (700 of 1000 after the 300 prepayment): ready.
    await driver.pay(sales, contractId, '700');
    const ready = await until(
      () => view(orderId),
      (r) => r.body.data.readiness.ready,
      'the balance confirmed',
    );
    expect(ready.body.data.readiness).toMatchObject({ blocks: [], balanceConfirmed: true });

    // Two partial shipments; the same shipment sent twice is recorded once.
    const first = shipment(800);
    const one = await ship(warehouse, orderId, first);
    expect([one.status, one.body.data]).toEqual([
      200,
      expect.objectContaining({ status: 'partial', shipped: 800 }),
    ]);
    expect((await ship(warehouse, orderId, first)).body.data).toMatchObject({ shipped: 800 });
    const above = await ship(warehouse, orderId, shipment(1300));
    expect([above.status, above.body.extra?.blocks, above.body.extra?.reasons]).toEqual([
      422,
      ['aboveInspected'],
      ['Above the inspected good quantity: 1,200 may still ship (2,000 inspected good, 800 shipped)'],
    ]);
    const two = await ship(
      warehouse,
      orderId,
      shipment(1200, { pallets: { count: 1, length: 120, width: 100, height: 110 } }),
    );
    expect(two.body.data).toMatchObject({ status: 'shipped', shipped: 2000 });
    const closed = await ship(warehouse, orderId, shipment(1));
    expect(closed.body.extra?.blocks).toContain('closed');

    // The order is shipped; its story has both shipments with their waybills.
    const detail = await until(
      () => sales.client.get<OrderDetail>(`/order/${orderId}`),
      (r) => r.body.data.status === 'shipped',
      'the order shipped',
    );
    expect(detail.body.data.shippedQuantity).toBe(2000);
    const shipped = detail.body.data.timeline
      .filter((s) => s.type === 'ShipmentRecorded')
      .map((s) => s.details);
    expect(shipped).toEqual([
      expect.objectContaining({ n: 1, quantity: 800, waybill: first.waybill }),
      expect.objectContaining({ n: 2, quantity: 1200 }),
    ]);
    expect(detail.body.data.timeline.some((s) => s.type === 'ShippingCompleted')).toBe(true);
    const sent = await until(
      () => seen(warehouse.get<ShippingRow[]>(`/shipping?status=sent&keyword=${encodeURIComponent(number)}`)),
      (r) => r.body.data?.some((x) => x.orderId === orderId && x.status === 'shipped'),
      'the order on the shipped list',
    );
    expect(sent.body.data.find((x) => x.orderId === orderId)).toMatchObject({ shipped: 2000, remaining: 0 });

    // The delivery note: a PDF in the customer's language with the waybill, and no price.
    const shipments = (await view(orderId)).body.data.shipments;
    const res = await fetch(
      `${t.api.url}/api/shipping/${orderId}/shipments/${shipments[0]!.id}/delivery-note`,
      { headers: signedHeaders(sales.client.session!) },
    );
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const lines = await pdfLines(Buffer.from(await res.arrayBuffer()));
    const text = lines.join('\n');
    expect(text).toContain('送货单');
    expect(text).toContain(first.waybill);
    expect(text).toContain('800');
    expect(text).not.toMatch(/0\.50|1000\.00|35\.50|¥|CNY|单价|金额/);
    // Another salesman sees nothing of it.
    expect((await other.get(`/shipping/${orderId}`)).status).toBe(404);
    const foreign = await fetch(
      `${t.api.url}/api/shipping/${orderId}/shipments/${shipments[0]!.id}/delivery-note`,
      { headers: signedHeaders(other.session!) },
    );
    expect(foreign.status).toBe(404);
  });

  it('refuses two shipments that together pass the limit, until OperatorManage approves the over-shipment', async () => {
    const { contractId, orderId } = await released(sales, 2500);
    await driver.pay(sales, contractId, '700');
    await until(
      () => view(orderId),
      (r) => r.body.data.readiness.balanceConfirmed,
      'the balance confirmed',
    );
    expect((await ship(warehouse, orderId, shipment(1500))).body.data).toMatchObject({ shipped: 1500 });
    const over = await ship(warehouse, orderId, shipment(800));
    expect([over.status, over.body.extra?.blocks, over.body.extra?.reasons]).toEqual([
      422,
      ['overOrdered'],
      [
        'More than 10% over the ordered 2,000 (limit 2,200, 1,500 shipped): ask OperatorManage to approve the over-shipment',
      ],
    ]);

    // The salesman asks (another salesman's order looks absent); one request of a kind at a time.
    const approvalId = randomUUID();
    const ask = { approvalId, kind: 'overShipment', quantity: 100, reason: 'Customer takes the spare' };
    expect(
      (await sendJson(other, 'POST', `/shipping/${orderId}/approvals`, { ...ask, approvalId: randomUUID() }))
        .status,
    ).toBe(404);
    expect((await sendJson(warehouse, 'POST', `/shipping/${orderId}/approvals`, ask)).status).toBe(403);
    const asked = await sendJson<{ pending: string[] }>(
      sales.client,
      'POST',
      `/shipping/${orderId}/approvals`,
      ask,
    );
    expect(asked.body.data.pending).toEqual(['overShipment']);
    const twice = await sendJson(sales.client, 'POST', `/shipping/${orderId}/approvals`, {
      ...ask,
      approvalId: randomUUID(),
    });
    expect([twice.status, twice.body.msg]).toEqual([
      422,
      'A request of this kind already waits for approval',
    ]);

    // OperatorManage's queue offers the answer; the salesman cannot answer; approved, it ships.
    const queue = await until(
      () => manager.get<ShippingApprovalRow[]>('/shipping/approvals?status=pending'),
      (r) => r.body.data?.some((x) => x.orderId === orderId),
      'the approval queued',
    );
    expect(queue.body.data.find((x) => x.orderId === orderId)!.approvals).toEqual([
      expect.objectContaining({
        id: approvalId,
        kind: 'overShipment',
        quantity: 100,
        status: 'pending',
        actions: ['approve', 'reject'],
      }),
    ]);
    expect(
      (
        await sendJson(sales.client, 'POST', `/shipping/${orderId}/approvals/${approvalId}/decide`, {
          decision: 'approve',
          reason: 'x',
        })
      ).status,
    ).toBe(403);
    const approved = await sendJson<{ pending: string[] }>(
      manager,
      'POST',
      `/shipping/${orderId}/approvals/${approvalId}/decide`,
      {
        decision: 'approve',
        reason: 'Agreed with the customer',
      },
    );
    expect(approved.body.data.pending).toEqual([]);
    expect((await view(orderId)).body.data.readiness.figures.limit).toBe(2300);
    const done = await ship(warehouse, orderId, shipment(800));
    expect(done.body.data).toMatchObject({ status: 'shipped', shipped: 2300 });
  });

  it('answers an order not yet inspected with the block that says so, and refuses its shipment', async () => {
    const { orderId } = await driver.orderAtInspection(sales);
    const mine = await sales.client.get<OrderShippingView>(`/shipping/${orderId}`);
    expect([mine.status, mine.body.data.status, mine.body.data.shipments]).toEqual([200, 'waiting', []]);
    expect(mine.body.data.readiness.blocks).toEqual(['notInspected', 'balanceUnconfirmed']);
    expect(mine.body.data.readiness.figures).toMatchObject({ ordered: 2000, inspected: 0, remaining: 0 });
    const refused = await ship(warehouse, orderId, shipment(100));
    expect([refused.status, refused.body.extra?.reasons]).toEqual([
      422,
      ['Nothing of this order has passed inspection yet'],
    ]);
    expect((await other.get(`/shipping/${orderId}`)).status).toBe(404);
  });

  it('lets exactly one of two warehouse users ship the last quantity at once', async () => {
    const { contractId, orderId } = await released(sales);
    await driver.pay(sales, contractId, '700');
    await until(
      () => view(orderId),
      (r) => r.body.data.readiness.ready,
      'ready',
    );
    const home = await seen(warehouse.get<HomeAnswer>('/home'));
    const readyTile = home.body.data.tiles.find((x) => x.id === 'shipping.ready-to-ship');
    expect(Number(readyTile?.value)).toBeGreaterThanOrEqual(1);
    const answers = await Promise.all([
      ship(warehouse, orderId, shipment(2000)),
      ship(warehouse2, orderId, shipment(2000)),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const refused = answers.find((a) => a.status === 422)!;
    expect(refused.body.extra?.blocks).toEqual(expect.arrayContaining(['closed']));
    const after = await view(orderId);
    expect(after.body.data.shipments).toHaveLength(1);
    expect(after.body.data.readiness.figures.shipped).toBe(2000);
  });

  it('ships on a credit release without the balance, then closes the rest short', async () => {
    const { orderId } = await released(sales);
    const approvalId = randomUUID();
    await sendJson(sales.client, 'POST', `/shipping/${orderId}/approvals`, {
      approvalId,
      kind: 'credit',
      reason: 'Long-standing customer, pays monthly',
    });
    const bare = await sendJson(manager, 'POST', `/shipping/${orderId}/approvals/${approvalId}/decide`, {
      decision: 'approve',
      reason: '',
    });
    expect(bare.status).toBe(422);
    await sendJson(manager, 'POST', `/shipping/${orderId}/approvals/${approvalId}/decide`, {
      decision: 'approve',
      reason: 'Credit limit fine',
    });
    const released_ = await view(orderId);
    expect(released_.body.data.readiness).toMatchObject({
      ready: true,
      creditReleased: true,
      balanceConfirmed: false,
    });
    const noReason = await sendJson(warehouse, 'POST', `/shipping/${orderId}/close-short`, {
      reason: 'Short',
    });
    expect([noReason.status, noReason.body.msg]).toEqual([
      422,
      'Nothing is shipped yet: there is nothing to close short',
    ]);
    expect((await ship(warehouse, orderId, shipment(1500))).body.data).toMatchObject({ status: 'partial' });
    expect((await view(orderId)).body.data.actions).toEqual(['ship', 'closeShort']);
    const closed = await seen(
      sendJson<{ status: string }>(warehouse, 'POST', `/shipping/${orderId}/close-short`, {
        reason: 'Customer needs no more',
      }),
    );
    expect(closed.body.data.status).toBe('closedShort');
    await until(
      () => sales.client.get<OrderDetail>(`/order/${orderId}`),
      (r) => r.body.data.status === 'shipped',
      'the order shipped short',
    );
    expect((await view(orderId)).body.data).toMatchObject({
      status: 'closedShort',
      closeReason: 'Customer needs no more',
    });
  });

  it('shows a trader his shipments and waybills, with no freight, staff or approvals', async () => {
    const { contractId, orderId } = await released(trader);
    await driver.pay(trader, contractId, '700');
    await until(
      () => view(orderId),
      (r) => r.body.data.readiness.ready,
      'ready',
    );
    const form = shipment(2000);
    expect((await ship(warehouse, orderId, form)).body.data).toMatchObject({ status: 'shipped' });
    const mine = await trader.client.get<TraderOrderShippingView>(`/shipping/${orderId}`);
    expect(mine.body.data).toEqual({
      orderId,
      status: 'shipped',
      shipped: 2000,
      ordered: 2000,
      shipments: [
        {
          id: form.shipmentId,
          n: 1,
          quantity: 2000,
          waybill: form.waybill,
          company: 'SF Express',
          at: expect.any(String),
        },
      ],
    });
    expect(JSON.stringify(mine.body)).not.toMatch(/freight|postage|address|approvals|byName/);
    const story = await until(
      () => trader.client.get<OrderDetail>(`/order/${orderId}`),
      (r) => r.body.data.timeline.some((s) => s.type === 'ShipmentRecorded'),
      'the shipment in the trader’s story',
    );
    expect(story.body.data.timeline.find((s) => s.type === 'ShipmentRecorded')).toMatchObject({
      by: null,
      details: { waybill: form.waybill, quantity: 2000 },
    });
    // The delivery note in the customer's language (English for a trader's contract).
    const res = await fetch(
      `${t.api.url}/api/shipping/${orderId}/shipments/${form.shipmentId}/delivery-note`,
      {
        headers: signedHeaders(trader.client.session!),
      },
    );
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfLines(Buffer.from(await res.arrayBuffer()))).join('\n');
    expect(text).toContain('Delivery Note');
    expect(text).toContain(form.waybill);
    expect(text).not.toMatch(/USD|\$|0\.50|Freight/);
    // The trader has no shipping list.
    expect((await trader.client.get('/shipping')).status).toBe(403);
  });
  it('prints the concession a lot was released under on its delivery note', async () => {
    const admin = await t.admin('en');
    const { contractId, orderId } = await driver.orderAtInspection(sales);
    const lot = (await quality.get<OrderInspectionView>(`/inspection/${orderId}`)).body.data.lots[0]!;
    await sendJson(quality, 'POST', `/inspection/${orderId}/lots/1/inspect`, {
      sampleSize: 125,
      checks: answersFor(lot, ['appearance']),
      defects: [],
      goodQuantity: 0,
    });
    await sendJson(admin, 'POST', `/inspection/${orderId}/lots/1/dispose`, {
      kind: 'concession',
      quantity: 1500,
      reason: 'Light scuffs accepted by the customer',
    });
    const decided = await sendJson(manager, 'POST', `/inspection/${orderId}/lots/1/concession`, {
      decision: 'approve',
      reason: 'Accepted',
    });
    expect(decided.body.code).toBe(0);
    await driver.pay(sales, contractId, '700');
    const ready = await until(
      () => view(orderId),
      (r) => r.body.data.readiness.ready,
      'the conceded lot ready to ship',
    );
    expect(ready.body.data).toMatchObject({ concession: 'Light scuffs accepted by the customer' });
    expect(ready.body.data.readiness.figures).toMatchObject({ inspected: 1500 });
    const form = shipment(1500);
    expect((await ship(warehouse, orderId, form)).body.data).toMatchObject({ status: 'partial' });
    const res = await fetch(
      `${t.api.url}/api/shipping/${orderId}/shipments/${form.shipmentId}/delivery-note`,
      {
        headers: signedHeaders(warehouse.session!),
      },
    );
    const text = (await pdfLines(Buffer.from(await res.arrayBuffer()))).join('\n');
    expect(text).toMatch(/让步放行 Light scuffs accepted by the customer/);
  });

  it("reads the tolerance and the remote provinces from Admin's settings", async () => {
    const admin = await t.admin('en');
    const before = await warehouse.get<ShippingSettingsView>('/shipping/settings');
    expect(before.body.data).toMatchObject({
      tolerancePct: 10,
      remoteProvinces: ['15', '46', '54', '62', '63', '64', '65'],
    });
    expect(
      (await sendJson(warehouse, 'PUT', '/shipping/settings', { tolerancePct: 5, remoteProvinces: [] }))
        .status,
    ).toBe(403);
    const bad = await sendJson(admin, 'PUT', '/shipping/settings', {
      tolerancePct: 101,
      remoteProvinces: [],
    });
    expect(bad.status).toBe(422);
    const changed = await sendJson<ShippingSettingsView>(admin, 'PUT', '/shipping/settings', {
      tolerancePct: 5,
      remoteProvinces: ['37', '65', '37'],
    });
    expect(changed.body.data).toMatchObject({ tolerancePct: 5, remoteProvinces: ['37', '65'], version: 1 });
    try {
      const { contractId, orderId } = await released(sales, 2500);
      await driver.pay(sales, contractId, '700');
      const now = await until(
        () => view(orderId),
        (r) => r.body.data.readiness.ready,
        'ready',
      );
      expect(now.body.data.readiness.figures).toMatchObject({ limit: 2100, tolerancePct: 5 });
      // Postage-free to Beijing (not remote, logistics, priced at 100%); Qingdao (37) is now remote.
      const free = await ship(
        warehouse,
        orderId,
        shipment(100, { postage: { mode: 'exempt', amount: '0' }, regionCode: '110101' }),
      );
      expect([free.status, free.body.data]).toEqual([200, expect.objectContaining({ shipped: 100 })]);
      const exempt = await ship(
        warehouse,
        orderId,
        shipment(100, { postage: { mode: 'exempt', amount: '0' } }),
      );
      expect(exempt.body.extra?.blocks).toEqual(['postageNotExempt']);
      const over = await ship(warehouse, orderId, shipment(2001));
      expect(over.body.extra?.blocks).toEqual(['overOrdered']);
    } finally {
      await sendJson(
        admin,
        'PUT',
        '/shipping/settings',
        before.body.data && {
          tolerancePct: 10,
          remoteProvinces: ['15', '46', '54', '62', '63', '64', '65'],
        },
      );
    }
  });

  it('never answers the warehouse a price, a total or a money figure', async () => {
    await seen(warehouse.get<ShippingRow[]>('/shipping?status=wait'));
    await seen(warehouse.get<ShippingRow[]>('/shipping?status=sent'));
    await seen(warehouse.get<HomeAnswer>('/home'));
    expect(warehouseAnswers.length).toBeGreaterThan(3);
    expect(warehouseAnswers.flatMap((a) => moneyKeys(a))).toEqual([]);
    // The check itself finds what it looks for.
    expect(moneyKeys({ rows: [{ unitPrice: '0.5', postage: { amount: '2' } }] })).toEqual([
      '$.rows[0].unitPrice',
    ]);
  });
});
