import { DomainError, fulfilment, inspection, order, rework, shipping } from '@packflow/domain';
import { orderLifecycleReactor } from '@packflow/projections';
import { hoursAfter } from '../support/production-fixtures';
import { fulfilmentSteps, projectAll, useFulfilmentReadModels } from './fulfilment-steps';
import { inspectLot, shipment } from './inspection-shipping-fixtures';
import { useProcessHarness } from './support';

/**
 * A failed lot's other fates, as a process: a supplementary order for the shortfall (created by
 * the orders reactor, linked to its parent), release under a concession OperatorManage approves
 * (after refusing one), and the order ended with a rework open or part shipped (inspection, rework
 * and shipping closed, nothing more done); then these stories as the read models show them.
 */
describe('a failed lot’s supplementary order, concession, and the order ended', () => {
  const t = useProcessHarness();
  const rm = useFulfilmentReadModels();
  const {
    as,
    last,
    meta,
    react,
    reactTo,
    status,
    lots,
    shippingOf,
    inspect,
    ship,
    producedOrder,
    inspected,
    disposed,
  } = fulfilmentSteps(t);
  /** The orders of the tests above, by story. */
  const stories: Record<string, string> = {};
  const orderStream = order.orderStream;
  const lotsStream = inspection.inspectionStream;
  const shipStream = shipping.shippingStream;
  const reworkStream = rework.reworkStream;

  it('raises a supplementary order for the shortfall, linked to its parent and waiting to be signed', async () => {
    const id = await producedOrder();
    stories.supplemented = id;
    await inspected(id, 1, 1450, 'failed', hoursAfter(40));
    const childId = `${id.slice(0, -4)}5001`;
    await disposed(
      id,
      1,
      { kind: 'supplementary', quantity: 300, reason: 'Short after sorting', supplementaryOrderId: childId },
      hoursAfter(41),
    );
    const requested = await last(orderStream(id), 'SupplementaryOrderRequested');
    expect(requested.data).toMatchObject({ orderId: childId, quantity: 300, reason: 'Short after sorting' });
    // The orders reactor creates it from its parent.
    await react(requested, orderLifecycleReactor);
    const child = await t.commands.load(order.orderDecider, orderStream(childId));
    expect(child.status).toBe('wait');
    expect(child.created).toMatchObject({
      orderId: childId,
      type: 'supplementary',
      parentOrderId: id,
      quantity: 300,
      customerName: 'Qingdao Tea',
      ownerId: 'sales-1',
    });
    expect((await t.commands.load(order.orderDecider, orderStream(id))).supplementaries).toEqual([childId]);
    expect((await lots(id)).lots[0]!.status).toBe('supplementary');
    // Nothing went to rework or shipping.
    expect(await t.types(reworkStream(id))).toEqual([]);
    expect(await t.types(shipStream(id))).toEqual([]);
  });

  it('releases a lot under an approved concession (after a refused one) with its reason', async () => {
    const id = await producedOrder();
    stories.conceded = id;
    await inspected(id, 1, 1450, 'failed', hoursAfter(40));
    const concession = (reason: string, at: string) =>
      disposed(id, 1, { kind: 'concession', quantity: 1000, reason }, at);
    const answer = async (approved: boolean, reason: string, at: string) => {
      await inspect(
        id,
        { type: 'DecideConcession', data: { lotId: `${id}:1`, approved, reason, by: 'om-1', at } },
        'om-1',
        'OperatorManage',
        at,
      );
      await reactTo(lotsStream(id), 'ConcessionDecided');
    };

    await concession('Slight colour shift', hoursAfter(41));
    expect((await lots(id)).lots[0]!.status).toBe('concessionPending');
    // Nothing ships while OperatorManage has not answered, nor after a refusal.
    await answer(false, 'The customer is strict on colour', hoursAfter(42));
    expect((await lots(id)).lots[0]!.status).toBe('concessionRejected');
    expect(await t.types(shipStream(id))).toEqual([]);
    expect(await status(id)).toBe('inspection');

    // ProductManage decides again; approved this time.
    await concession('Slight colour shift, customer agreed by phone', hoursAfter(43));
    await answer(true, 'Agreed with the customer', hoursAfter(44));
    expect((await lots(id)).lots[0]!.status).toBe('conceded');
    expect((await shippingOf(id)).lots).toEqual([
      {
        lotId: `${id}:1`,
        quantity: 1000,
        concession: 'Slight colour shift, customer agreed by phone',
        at: hoursAfter(44),
      },
    ]);
    expect(shipping.concessionOf(await shippingOf(id))).toBe('Slight colour shift, customer agreed by phone');
    expect(await status(id)).toBe('waitsend');
  });

  it('closes inspection, rework and shipping when the order ends; nothing more is reworked or shipped', async () => {
    // One order ends with a rework open and a lot waiting for its decision …
    const a = await producedOrder();
    stories.reworkEnded = a;
    await inspected(a, 1, 1450, 'failed', hoursAfter(40));
    await disposed(a, 1, { kind: 'rework', stage: 'bagMaking', quantity: 1450 }, hoursAfter(41));
    // … the other part shipped.
    const b = await producedOrder();
    stories.ended = b;
    await inspected(b, 1, 1450, 'passed', hoursAfter(40), 600);
    await ship(b, { type: 'RecordShipment', data: shipment(`${b}-s1`, 300, hoursAfter(45)) }, hoursAfter(45));
    expect(await status(b)).toBe('waitsend');

    for (const id of [a, b]) {
      await t.commands.run(
        order.orderDecider,
        orderStream(id),
        { type: 'EndOrder', data: { reason: 'Customer withdrew', by: 'sales-1', at: hoursAfter(70) } },
        meta,
      );
      await reactTo(orderStream(id), 'OrderEnded');
      expect(await t.types(fulfilment.fulfilmentStream(id))).toContain('FulfilmentClosed');
      expect((await lots(id)).closed).toBe(true);
    }
    expect(await t.types(reworkStream(a))).toEqual(['ReworkOpened', 'ReworkClosed']);
    expect((await last(lotsStream(a), 'InspectionClosed')).data).toEqual({
      reason: 'ended',
      at: hoursAfter(70),
    });
    expect((await shippingOf(b)).status).toBe('ended');
    expect((await shippingOf(b)).closeReason).toBe('ended');

    // Refused from now on: the rework's finish, a decision on a lot, a shipment (the check names 'closed').
    await expect(
      t.commands.run(
        rework.reworkDecider,
        reworkStream(a),
        {
          type: 'FinishRework',
          data: {
            reworkId: `${a}:1`,
            goodQuantity: 1000,
            waste: 0,
            note: '',
            by: 'op-1',
            at: hoursAfter(71),
          },
        },
        as('op-1', 'Product', hoursAfter(71)),
      ),
    ).rejects.toThrow(DomainError);
    await expect(
      inspect(
        a,
        { type: 'InspectLot', data: inspectLot(`${a}:1`, 1450, 'passed', hoursAfter(71)) },
        'qc-1',
        'QualityTesting',
        hoursAfter(71),
      ),
    ).rejects.toThrow(DomainError);
    const refused = await ship(
      b,
      { type: 'RecordShipment', data: shipment(`${b}-s2`, 100, hoursAfter(71)) },
      hoursAfter(71),
    ).catch((e: unknown) => e);
    expect(refused).toMatchObject({ details: { blocks: expect.arrayContaining(['closed']) } });
    // The order itself stays as it ended (Shipped, closing 'ended'); the process moves it no further.
    expect(await t.commands.load(order.orderDecider, orderStream(b))).toMatchObject({
      status: 'shipped',
      closing: 'ended',
    });
  });

  it('shows these stories in the read models: the supplementary order’s row, the concession, the ended order', async () => {
    await projectAll(t.store, rm);
    const { conceded, ended } = stories as Record<string, string>;
    const orderRow = (id: string) =>
      rm.rm
        .selectFrom('orders')
        .select(['status', 'closing', 'inspected_quantity', 'shipped_quantity'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await orderRow(conceded!)).toEqual({
      status: 'waitsend',
      closing: null,
      inspected_quantity: 1000,
      shipped_quantity: 0,
    });
    expect(await orderRow(ended!)).toEqual({
      status: 'shipped',
      closing: 'ended',
      inspected_quantity: 600,
      shipped_quantity: 300,
    });
    // The supplementary order: its own row, linked to its parent, waiting to be signed.
    expect(
      await rm.rm
        .selectFrom('orders')
        .select(['parent_order_id', 'quantity', 'status'])
        .where('type', '=', 'supplementary')
        .execute(),
    ).toEqual([{ parent_order_id: stories.supplemented, quantity: 300, status: 'wait' }]);
    const lot = await rm.rm
      .selectFrom('inspection_lots')
      .selectAll()
      .where('order_id', '=', conceded!)
      .executeTakeFirstOrThrow();
    expect(lot).toMatchObject({ status: 'conceded', shippable: 1000 });
    expect(lot.disposition).toMatchObject({ kind: 'concession', decision: { approved: true, by: 'om-1' } });
    const shippingRows = await rm.rm
      .selectFrom('shipping_orders')
      .select(['order_id', 'status', 'inspected', 'shipped', 'closed', 'concession'])
      .orderBy('order_id')
      .execute();
    expect(Object.fromEntries(shippingRows.map(({ order_id, ...r }) => [order_id, r]))).toEqual({
      [conceded!]: {
        status: 'waiting',
        inspected: 1000,
        shipped: 0,
        closed: false,
        concession: 'Slight colour shift, customer agreed by phone',
      },
      [ended!]: { status: 'ended', inspected: 600, shipped: 300, closed: true, concession: null },
    });
    // The ended order's rework item closed with it; its lots closed with their order.
    expect(await rm.rm.selectFrom('production_reworks').select(['status']).execute()).toEqual([
      { status: 'closed' },
    ]);
    expect(
      await rm.rm
        .selectFrom('inspection_lots')
        .select(['status', 'order_closed'])
        .where('order_id', '=', stories.reworkEnded!)
        .execute(),
    ).toEqual([{ status: 'rework', order_closed: true }]);
  });
});
