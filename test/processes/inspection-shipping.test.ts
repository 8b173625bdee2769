import { fulfilment, order, rework, shipping } from '@packflow/domain';
import { hoursAfter } from '../support/production-fixtures';
import { fulfilmentSteps, projectAll, useFulfilmentReadModels } from './fulfilment-steps';
import { shipment } from './inspection-shipping-fixtures';
import { useProcessHarness } from './support';

/**
 * An order's fulfilment from its last stage finished to shipped, as a process: the domain's
 * commands issued as the people would (QualityTesting inspects, ProductManage disposes, Product
 * reworks, the warehouse ships), the fulfilment reactor carrying each step (lot to inspection,
 * rework, the rework's lot back to inspection, release to shipping, the order's status), every
 * reaction delivered twice (as after a crash) appending nothing new; then the story as the read
 * models show it.
 */
describe('order fulfilment from inspection to shipping', () => {
  const t = useProcessHarness();
  const rm = useFulfilmentReadModels();
  const { as, last, reactTo, status, lots, shippingOf, ship, producedOrder, inspected, disposed } =
    fulfilmentSteps(t);
  /** The orders of the tests above, by story. */
  const stories: Record<string, string> = {};
  const orderStream = order.orderStream;
  const shipStream = shipping.shippingStream;
  const reworkStream = rework.reworkStream;

  it('carries a failed lot through rework to a passed lot, to shipping, and two shipments to a shipped order', async () => {
    const id = await producedOrder();
    stories.shipped = id;
    // The last stage's finish: lot 1 (the bag maker's 1450 good bags) waits in inspection.
    expect(await status(id)).toBe('inspection');
    expect((await lots(id)).lots).toMatchObject([
      { id: `${id}:1`, n: 1, quantity: 1450, source: 'production', status: 'waiting' },
    ]);
    expect((await lots(id)).order).toMatchObject({
      orderId: id,
      ownerId: 'sales-1',
      templateKind: 'standUp',
      ordered: 1000,
    });

    // Failed: nothing released, the order stays in Inspection.
    await inspected(id, 1, 1450, 'failed', hoursAfter(40));
    expect(await t.types(shipStream(id))).toEqual([]);
    expect(await status(id)).toBe('inspection');

    // Rework at printing: Product's rework item.
    await disposed(
      id,
      1,
      { kind: 'rework', stage: 'printing', quantity: 1450, reason: 'Colour off: reprint' },
      hoursAfter(41),
    );
    const items = await t.commands.load(rework.reworkDecider, reworkStream(id));
    expect(items.items).toMatchObject([
      { reworkId: `${id}:1`, orderId: id, stage: 'printing', quantity: 1450, unit: 'piece', finished: null },
    ]);
    expect((await lots(id)).lots[0]!.status).toBe('rework');

    // The rework done: its good output is lot 2, in inspection.
    await t.commands.run(
      rework.reworkDecider,
      reworkStream(id),
      {
        type: 'FinishRework',
        data: {
          reworkId: `${id}:1`,
          goodQuantity: 1200,
          waste: 250,
          note: 'Reprinted',
          by: 'op-1',
          at: hoursAfter(50),
        },
      },
      as('op-1', 'Product', hoursAfter(50)),
    );
    await reactTo(reworkStream(id), 'ReworkFinished');
    expect((await last(fulfilment.fulfilmentStream(id), 'LotHandedOver')).data).toEqual({
      orderId: id,
      lotId: `${id}:2`,
      quantity: 1200,
      unit: 'piece',
      sourceKey: `rework:${id}:1`,
      at: hoursAfter(50),
    });
    expect((await lots(id)).lots[1]).toMatchObject({
      id: `${id}:2`,
      n: 2,
      quantity: 1200,
      source: 'rework',
      status: 'waiting',
    });

    // Passed: its good quantity opens the order's shipping, and the order waits to be sent.
    await inspected(id, 2, 1200, 'passed', hoursAfter(52), 1180);
    expect(await t.types(shipStream(id))).toEqual(['ShippingOpened', 'ShippableAdded']);
    expect((await shippingOf(id)).order).toMatchObject({
      orderId: id,
      ordered: 1000,
      customerName: 'Qingdao Tea',
      ownerId: 'sales-1',
      currency: 'CNY',
      ratio: '100',
    });
    expect((await shippingOf(id)).lots).toEqual([
      { lotId: `${id}:2`, quantity: 1180, concession: null, at: hoursAfter(52) },
    ]);
    expect(await status(id)).toBe('waitsend');

    // Two shipments to the ordered quantity: the second completes the shipping, and the order is Shipped.
    await ship(
      id,
      { type: 'RecordShipment', data: shipment(`${id}-s1`, 400, hoursAfter(60)) },
      hoursAfter(60),
    );
    expect(await status(id)).toBe('waitsend');
    await ship(
      id,
      { type: 'RecordShipment', data: shipment(`${id}-s2`, 600, hoursAfter(61)) },
      hoursAfter(61),
    );
    expect((await shippingOf(id)).status).toBe('shipped');
    await reactTo(shipStream(id), 'ShippingCompleted');
    expect(await status(id)).toBe('shipped');
    expect((await last(orderStream(id), 'OrderAdvanced')).data).toMatchObject({
      status: 'shipped',
      step: 'shippingCompleted',
      by: fulfilment.FULFILMENT_ACTOR,
    });
    // Sent again (a client retrying): nothing new.
    const head = await t.store.headPosition();
    await ship(
      id,
      { type: 'RecordShipment', data: shipment(`${id}-s2`, 600, hoursAfter(61)) },
      hoursAfter(61),
    );
    expect(await t.store.headPosition()).toBe(head);
  });

  it('shows the story in the read models the lists read: lots, rework, shipping, shipments and the order row', async () => {
    await projectAll(t.store, rm);
    const id = stories.shipped!;
    expect(
      await rm.rm
        .selectFrom('orders')
        .select(['status', 'closing', 'inspected_quantity', 'shipped_quantity'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'shipped', closing: null, inspected_quantity: 1180, shipped_quantity: 1000 });
    expect(
      await rm.rm
        .selectFrom('inspection_lots')
        .select(['n', 'status', 'source', 'shippable', 'order_closed'])
        .where('order_id', '=', id)
        .orderBy('n')
        .execute(),
    ).toEqual([
      { n: 1, status: 'rework', source: 'production', shippable: 0, order_closed: false },
      { n: 2, status: 'passed', source: 'rework', shippable: 1180, order_closed: false },
    ]);
    expect(
      await rm.rm.selectFrom('production_reworks').select(['rework_id', 'status', 'good_quantity']).execute(),
    ).toEqual([{ rework_id: `${id}:1`, status: 'finished', good_quantity: 1200 }]);
    expect(
      await rm.rm
        .selectFrom('shipping_orders')
        .select(['status', 'inspected', 'shipped', 'closed', 'shipment_count', 'last_waybill'])
        .where('order_id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      status: 'shipped',
      inspected: 1180,
      shipped: 1000,
      closed: true,
      shipment_count: 2,
      last_waybill: `SF${id.toUpperCase()}-S2`,
    });
    expect(
      await rm.rm
        .selectFrom('shipments')
        .select(['n', 'quantity'])
        .where('order_id', '=', id)
        .orderBy('n')
        .execute(),
    ).toEqual([
      { n: 1, quantity: 400 },
      { n: 2, quantity: 600 },
    ]);
  });
});
