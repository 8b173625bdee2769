import { fulfilment, shipping } from '@packflow/domain';
import { Driver, shipment } from '../../../test/processes/inspection-shipping-fixtures';
import { AT, hoursAfter, orderCreated } from '../../../test/support/production-fixtures';
import { type ProjectorHarness, useProjectors } from '../../../test/support/projector-spec';
import { ordersProjector } from '../orders';
import { shipmentsProjector } from './shipments.projector';
import { shippingOrdersProjector, shippingStandingOfRow } from './shipping.projector';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

type ShippingDriver = Driver<shipping.ShippingState, shipping.ShippingCommand, shipping.ShippingEvent>;

/**
 * shipping_orders, shipments and the order rows' released and shipped quantities against the
 * shipping stream's own fold: an order's good quantity released in two lots (one under concession),
 * a credit release approved and an over-shipment refused, two shipments completing it; every row
 * checked after each step; an order ended before it ships; a rebuild makes the same rows.
 */
describe('the shipping read models', () => {
  const t = useProjectors({
    projectors: [shippingOrdersProjector, shipmentsProjector, ordersProjector],
    metadata: { userId: 'wh-1', role: 'Warehouse', at: AT },
  });

  const orderRow = (h: ProjectorHarness, id: string) =>
    h.rm.selectFrom('shipping_orders').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();
  const shipmentRows = (h: ProjectorHarness, id: string) =>
    h.rm.selectFrom('shipments').selectAll().where('order_id', '=', id).orderBy('n').execute();
  const figures = (h: ProjectorHarness, id: string) =>
    h.rm
      .selectFrom('orders')
      .select(['inspected_quantity', 'shipped_quantity', 'stream_revision'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const counts = async (h: ProjectorHarness) =>
    Object.fromEntries(
      (await h.rm.selectFrom('shipping_order_counts').selectAll().where('n', '>', 0).execute()).map((c) => [
        c.status,
        c.n,
      ]),
    );

  const release = (
    s: ShippingDriver,
    id: string,
    n: number,
    quantity: number,
    at: string,
    concession: string | null = null,
  ) =>
    s.run({
      type: 'ReleaseToShip',
      data: {
        order: fulfilment.shippingFactsOf(orderCreated(id), at),
        lot: { lotId: `${id}:${n}`, quantity, concession, at },
      },
    });

  /** The story of order `id` (1000 ordered), in the groups it is recorded. */
  function story(s: ShippingDriver, id: string): shipping.ShippingEvent[][] {
    return [
      release(s, id, 1, 600, hoursAfter(1)),
      s.run({
        type: 'RequestShipApproval',
        data: {
          approvalId: 'a-credit',
          kind: 'credit',
          quantity: null,
          reason: 'Good payer',
          by: 'sales-1',
          at: hoursAfter(2),
        },
      }),
      s.run({
        type: 'RequestShipApproval',
        data: {
          approvalId: 'a-over',
          kind: 'overShipment',
          quantity: 200,
          reason: 'Spare bags',
          by: 'sales-1',
          at: hoursAfter(2),
        },
      }),
      s.run({
        type: 'DecideShipApproval',
        data: { approvalId: 'a-credit', approved: true, reason: 'Agreed', by: 'om-1', at: hoursAfter(3) },
      }),
      s.run({
        type: 'DecideShipApproval',
        data: { approvalId: 'a-over', approved: false, reason: 'Not needed', by: 'om-1', at: hoursAfter(3) },
      }),
      s.run({ type: 'RecordShipment', data: shipment('s1', 500, hoursAfter(4)) }),
      release(s, id, 2, 400, hoursAfter(5), 'Colour slightly off, accepted by the customer'),
      s.run({ type: 'RecordShipment', data: shipment('s2', 500, hoursAfter(6)) }),
    ];
  }

  async function expectRowOf(state: shipping.ShippingState, id: string) {
    const row = await orderRow(t, id);
    const standing = shipping.standingOf(state);
    expect(shippingStandingOfRow(row)).toEqual({
      ordered: standing.ordered,
      inspected: standing.inspected,
      shipped: standing.shipped,
      approvedOver: standing.approvedOver,
      creditReleased: standing.creditReleased,
      closed: standing.closed,
    });
    expect({
      status: row.status,
      pending: row.pending_approvals,
      approvals: row.approvals,
      concession: row.concession,
      close_reason: row.close_reason,
      shipment_count: row.shipment_count,
      last_waybill: row.last_waybill,
      last_shipped_at: iso(row.last_shipped_at),
      stock: row.stock,
    }).toEqual({
      status: state.status,
      pending: standing.pending,
      approvals: state.approvals,
      concession: shipping.concessionOf(state),
      close_reason: state.closeReason,
      shipment_count: state.shipments.length,
      last_waybill: state.shipments.at(-1)?.waybill ?? null,
      last_shipped_at: state.shipments.at(-1)?.at ?? null,
      stock: Math.max(0, standing.inspected - standing.shipped),
    });
    expect(await figures(t, id)).toMatchObject({
      inspected_quantity: standing.inspected,
      shipped_quantity: standing.shipped,
    });
  }

  it('follows an order’s shipping from its first released lot to the shipment that completes it', async () => {
    const id = 'o-ship-1';
    await t.append(`order-${id}`, [{ type: 'OrderCreated', data: orderCreated(id) }]);
    const s = new Driver(shipping.shippingDecider);
    const replay = new Driver(shipping.shippingDecider);
    for (const group of story(s, id)) {
      await t.append(shipping.shippingStream(id), group);
      for (const e of group) replay.state = shipping.evolve(replay.state, e);
      await expectRowOf(replay.state, id);
    }
    expect(await orderRow(t, id)).toMatchObject({
      status: 'shipped',
      closed: true,
      inspected: 1000,
      shipped: 1000,
      credit_released: true,
      approved_over: 0,
      pending_count: 0,
      last_waybill: 'SFS2',
      number: orderCreated(id).number,
      owner_id: 'sales-1',
    });
    // The order row keeps its own stream's revision: an If-Match on the order still holds.
    expect(await figures(t, id)).toEqual({
      inspected_quantity: 1000,
      shipped_quantity: 1000,
      stream_revision: 0,
    });

    const [first, second] = await shipmentRows(t, id);
    expect(first).toMatchObject({
      shipment_id: 's1',
      n: 1,
      quantity: 500,
      waybill: 'SFS1',
      freight: '35.00',
      cartons: { count: 4, length: 40, width: 30, height: 30 },
      pallets: null,
      postage: { mode: 'charged', amount: '35.00' },
      region_code: '370200',
      concession: null,
      customer_name: 'Qingdao Tea',
      shipped_by: 'wh-1',
    });
    expect(iso(first!.shipped_at)).toBe(hoursAfter(4));
    // Shipped after the concession's lot was released: its delivery note names the concession.
    expect(second).toMatchObject({ n: 2, concession: 'Colour slightly off, accepted by the customer' });
    expect(await counts(t)).toEqual({ shipped: 1 });
    expect(t.changes.filter((c) => c.readModel === 'shipments').at(-1)).toMatchObject({
      ids: [id],
      audience: { users: ['sales-1'] },
    });
  });

  it('makes the same rows from the whole story in one batch', async () => {
    const id = 'o-ship-2';
    await t.append(`order-${id}`, [{ type: 'OrderCreated', data: orderCreated(id) }]);
    const s = new Driver(shipping.shippingDecider);
    await t.append(shipping.shippingStream(id), story(s, id).flat());
    await expectRowOf(s.state, id);
    expect((await shipmentRows(t, id)).map((r) => [r.n, r.quantity])).toEqual([
      [1, 500],
      [2, 500],
    ]);
  });

  it('ends an order’s shipping with the order: closed, nothing shipped', async () => {
    const id = 'o-ship-3';
    await t.append(`order-${id}`, [{ type: 'OrderCreated', data: orderCreated(id) }]);
    const s = new Driver(shipping.shippingDecider);
    await t.append(shipping.shippingStream(id), release(s, id, 1, 300, hoursAfter(1)));
    expect(await counts(t)).toMatchObject({ waiting: 1 });
    await t.append(
      shipping.shippingStream(id),
      s.run({ type: 'EndShipping', data: { reason: 'ended', at: hoursAfter(2) } }),
    );
    await expectRowOf(s.state, id);
    expect(await orderRow(t, id)).toMatchObject({
      status: 'ended',
      closed: true,
      stock: 300,
      outstanding: 1000,
    });
    expect(await counts(t)).toEqual({ shipped: 2, ended: 1 });
  });

  it('makes the same rows when rebuilt from the first event', async () => {
    const read = async () => ({
      orders: await t.rm.selectFrom('shipping_orders').selectAll().orderBy('order_id').execute(),
      shipments: await t.rm.selectFrom('shipments').selectAll().orderBy('order_id').orderBy('n').execute(),
      figures: await t.rm
        .selectFrom('orders')
        .select(['id', 'inspected_quantity', 'shipped_quantity'])
        .orderBy('id')
        .execute(),
      counts: await counts(t),
    });
    const before = await read();
    for (const p of [shippingOrdersProjector, shipmentsProjector, ordersProjector])
      await t.runner.rebuild(p.name);
    expect(await read()).toEqual(before);
  });
});
