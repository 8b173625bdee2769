import { SHIPPING_READ_MODELS } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { shipping } from '@packflow/domain';
import type { Insertable, Selectable } from 'kysely';
import { upsertRows } from '../inspection/kept-counts';
import type { Projector, ReadModelChange } from '../projector';
import { chunks, eventTime } from '../rows';
import { orderIdOfShipping, shippingAudience } from './shipping.projector';
import { createShipmentsTables } from './shipping.table';

/**
 * shipments, one row per shipment of an order's shipping stream, with the order's number,
 * customer and owner (kept from ShippingOpened in shipment_orders) and the concessions the order
 * had when it shipped (the delivery note prints them).
 */

type Facts = Selectable<Database['shipment_orders']>;
type NewShipment = Insertable<Database['shipments']>;

const EVENT_TYPES: shipping.ShippingEvent['type'][] = [
  'ShippingOpened',
  'ShippableAdded',
  'ShipmentRecorded',
];

export const shipmentsProjector: Projector = {
  name: SHIPPING_READ_MODELS.shipments,
  version: 1,
  eventTypes: EVENT_TYPES,
  tables: ['shipments', 'shipment_orders'],
  createTables: createShipmentsTables,

  async applyBatch(db, events) {
    const facts = new Map<string, Facts>();
    const ids = [...new Set(events.map(orderIdOfShipping))];
    for (const part of chunks(ids, 1000))
      for (const row of await db
        .selectFrom('shipment_orders')
        .selectAll()
        .where('order_id', 'in', part)
        .execute())
        facts.set(row.order_id, row);
    const factsChanged = new Set<string>();
    const shipments = new Map<string, NewShipment>();
    for (const event of events) {
      const id = orderIdOfShipping(event);
      const e = { type: event.type, data: event.data } as shipping.ShippingEvent;
      const known = facts.get(id);
      if (e.type === 'ShippingOpened') {
        if (known) continue;
        const d = e.data;
        facts.set(id, {
          order_id: id,
          number: d.number,
          customer_id: d.customerId,
          customer_name: d.customerName,
          owner_id: d.ownerId,
          owner_role: d.ownerRole,
          currency: d.currency,
          unit: d.unit,
          concession: null,
        });
        factsChanged.add(id);
      } else if (e.type === 'ShippableAdded' && known && e.data.concession) {
        const concession = known.concession ? `${known.concession}; ${e.data.concession}` : e.data.concession;
        facts.set(id, { ...known, concession });
        factsChanged.add(id);
      } else if (e.type === 'ShipmentRecorded' && known) {
        const d = e.data;
        shipments.set(`${id}\n${d.shipmentId}`, {
          order_id: id,
          shipment_id: d.shipmentId,
          n: d.n,
          number: known.number,
          customer_id: known.customer_id,
          customer_name: known.customer_name,
          owner_id: known.owner_id,
          owner_role: known.owner_role,
          currency: known.currency,
          unit: known.unit,
          quantity: d.quantity,
          waybill: d.waybill,
          company: d.company,
          service: d.service,
          freight: d.freight,
          weight: d.weight,
          cartons: JSON.stringify(d.cartons),
          pallets: d.pallets ? JSON.stringify(d.pallets) : null,
          address: d.address,
          region_code: d.regionCode,
          postage: JSON.stringify(d.postage),
          concession: known.concession,
          shipped_by: d.by,
          shipped_at: d.at,
          search: [known.number, known.customer_name, d.waybill].join(' ').toLowerCase(),
          stream_revision: event.revision,
          position: event.position.toString(),
          updated_at: eventTime(event),
        });
      }
    }
    await upsertRows(
      db,
      'shipment_orders',
      ['order_id'],
      [...factsChanged].map((id) => facts.get(id)!),
    );
    const rows = [...shipments.values()];
    await upsertRows(db, 'shipments', ['order_id', 'shipment_id'], rows);
    if (!rows.length) return undefined;
    const owners = [...new Set(rows.map((r) => r.owner_id))];
    return {
      ids: [...new Set(rows.map((r) => r.order_id))],
      audience: shippingAudience(owners),
    } satisfies ReadModelChange;
  },
};
