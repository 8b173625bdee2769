import { inspection, order, rework, shipping, shippingReadiness, shippingSettings } from '@packflow/domain';
import { type CrashApi, stateOf, streams } from './support';

/** What the crash test planned to ship, as the invariants read it. */
interface Planned {
  orderId: string;
  quantity: number;
  status: 'planned' | 'cut' | 'ok';
}

type Rows = Record<string, unknown>[];

/**
 * The inspection and shipping crash test's invariants, once the restarted API has settled: no
 * parked step; each lot inspected at most once; every shipment answered 'ok' in its order's
 * shipping stream exactly once, none twice, each as its client planned it; shipped never above the
 * good quantity released (all inspection released, carried to shipping) nor above the limit; the
 * read models (inspection_lots, shipping_orders, shipments, production_reworks, the order rows)
 * equal the streams folded; an order is Shipped exactly when it shipped what was ordered. Answers
 * how many of the shipments the last kill cut off had been recorded before it, and how many not.
 */
export async function checkFulfilment(
  crash: CrashApi,
  {
    orderIds,
    shipments,
    justCut,
  }: { orderIds: string[]; shipments: Map<string, Planned>; justCut: readonly string[] },
): Promise<{ recorded: number; lost: number }> {
  const all = await streams(crash.reader);
  const health = await crash.client().get<{ parkedSteps: number }>('/health');
  expect(health.body.data.parkedSteps).toBe(0);
  const rows = async (sql: string): Promise<Rows> =>
    (await crash.reader.pool.query<Record<string, unknown>>(sql, [orderIds])).rows;
  const lotRows = await rows(
    `SELECT id, order_id, n, quantity, source, status, result, shippable, inspected_by, stream_revision
       FROM rm.inspection_lots WHERE order_id = ANY($1) ORDER BY order_id, n`,
  );
  const shippingRows = await rows(
    `SELECT order_id, ordered, inspected, shipped, credit_released, status, closed, stock, outstanding,
            shipment_count, last_waybill, stream_revision
       FROM rm.shipping_orders WHERE order_id = ANY($1)`,
  );
  const shipmentRows = await rows(
    `SELECT order_id, shipment_id, n, quantity, waybill
       FROM rm.shipments WHERE order_id = ANY($1) ORDER BY order_id, n`,
  );
  const reworkRows = await rows(
    `SELECT rework_id, order_id, status, good_quantity
       FROM rm.production_reworks WHERE order_id = ANY($1) ORDER BY rework_id`,
  );
  const orderRows = await rows(
    `SELECT id, status, inspected_quantity, shipped_quantity FROM rm.orders WHERE id = ANY($1)`,
  );
  const cut = { recorded: 0, lost: 0 };
  const { tolerancePct } = shippingSettings.defaultShippingSettings();

  for (const orderId of orderIds) {
    const lotEvents = all.get(inspection.inspectionStream(orderId)) ?? [];
    const shipEvents = all.get(shipping.shippingStream(orderId)) ?? [];
    const reworkEvents = all.get(rework.reworkStream(orderId)) ?? [];
    const lots = stateOf(inspection.inspectionDecider, lotEvents);
    const ships = stateOf(shipping.shippingDecider, shipEvents);
    const reworks = stateOf(rework.reworkDecider, reworkEvents);
    const theOrder = stateOf(order.orderDecider, all.get(order.orderStream(orderId)));

    // Each lot inspected at most once.
    const inspected = lotEvents
      .filter((e) => e.type === 'LotInspected')
      .map((e) => (e.data as inspection.LotInspectedData).lotId);
    expect([orderId, inspected.filter((id, i) => inspected.indexOf(id) !== i)]).toEqual([orderId, []]);

    // Each shipment once, as its client planned it; every one answered 'ok' exactly once.
    const recorded = shipEvents
      .filter((e) => e.type === 'ShipmentRecorded')
      .map((e) => e.data as shipping.ShipmentRecordedData);
    const ids = recorded.map((r) => r.shipmentId);
    expect([orderId, ids.filter((id, i) => ids.indexOf(id) !== i)]).toEqual([orderId, []]);
    for (const r of recorded)
      expect([
        r.shipmentId,
        shipments.get(r.shipmentId)?.orderId,
        shipments.get(r.shipmentId)?.quantity,
      ]).toEqual([r.shipmentId, orderId, r.quantity]);
    for (const [shipmentId, s] of shipments)
      if (s.orderId === orderId && s.status === 'ok')
        expect([shipmentId, ids.filter((id) => id === shipmentId).length]).toEqual([shipmentId, 1]);
    for (const shipmentId of justCut)
      if (shipments.get(shipmentId)!.orderId === orderId) {
        if (ids.includes(shipmentId)) cut.recorded++;
        else cut.lost++;
      }

    // Shipped never above the good quantity released nor the limit; everything released reached shipping.
    const standing = shipping.standingOf(ships);
    const { limit } = shippingReadiness.figuresOf(standing, tolerancePct);
    expect([orderId, standing.shipped <= standing.inspected, standing.shipped <= limit]).toEqual([
      orderId,
      true,
      true,
    ]);
    expect([orderId, standing.inspected]).toEqual([orderId, inspection.shippableTotal(lots)]);
    const completed = shipEvents.filter((e) => e.type === 'ShippingCompleted').length;
    const full = ships.exists && standing.shipped >= standing.ordered;
    expect([orderId, ships.status === 'shipped', completed]).toEqual([orderId, full, full ? 1 : 0]);

    // The read models are the streams folded.
    expect(lotRows.filter((r) => r.order_id === orderId)).toEqual(
      lots.lots.map((l) => ({
        id: l.id,
        order_id: orderId,
        n: l.n,
        quantity: l.quantity,
        source: l.source,
        status: l.status,
        result: l.inspection?.result ?? null,
        shippable: inspection.shippableOf(l),
        inspected_by: l.inspection?.by ?? null,
        stream_revision: expect.any(Number),
      })),
    );
    expect(shippingRows.filter((r) => r.order_id === orderId)).toEqual(
      ships.exists
        ? [
            {
              order_id: orderId,
              ordered: standing.ordered,
              inspected: standing.inspected,
              shipped: standing.shipped,
              credit_released: standing.creditReleased,
              status: ships.status,
              closed: standing.closed,
              stock: Math.max(0, standing.inspected - standing.shipped),
              outstanding: Math.max(0, standing.ordered - standing.shipped),
              shipment_count: recorded.length,
              last_waybill: recorded.at(-1)?.waybill ?? null,
              stream_revision: shipEvents.at(-1)!.revision,
            },
          ]
        : [],
    );
    expect(shipmentRows.filter((r) => r.order_id === orderId)).toEqual(
      recorded.map((r) => ({
        order_id: orderId,
        shipment_id: r.shipmentId,
        n: r.n,
        quantity: r.quantity,
        waybill: r.waybill,
      })),
    );
    expect(reworkRows.filter((r) => r.order_id === orderId)).toEqual(
      reworks.items.map((i) => ({
        rework_id: i.reworkId,
        order_id: orderId,
        status: i.finished ? 'finished' : 'open',
        good_quantity: i.finished?.goodQuantity ?? null,
      })),
    );

    // The order stands where its inspection and shipping do: Shipped once all ordered has gone.
    const status = full ? 'shipped' : standing.inspected > 0 ? 'waitsend' : 'inspection';
    expect([orderId, theOrder.status]).toEqual([orderId, status]);
    expect(orderRows.find((r) => r.id === orderId)).toEqual({
      id: orderId,
      status,
      inspected_quantity: standing.inspected,
      shipped_quantity: standing.shipped,
    });
  }
  return cut;
}
