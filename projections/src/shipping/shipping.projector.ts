import { SHIPPING_READ_MODELS } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { shipping, type shippingReadiness } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import type { Insertable, Selectable } from 'kysely';
import { KeptCounts, upsertRows } from '../inspection/kept-counts';
import type { Projector, ReadModelChange } from '../projector';
import { chunks, eventTime, iso } from '../rows';
import { createShippingOrdersTables } from './shipping.table';

/**
 * shipping_orders, from an order's shipping stream (`shipping-<orderId>`): one row per order, with
 * the figures the readiness check reads (ordered, inspected, shipped, approved over-shipment,
 * credit released, closed), the approvals, the last shipment and where it stands. Counts by status
 * in shipping_order_counts.
 */

type Row = Selectable<Database['shipping_orders']>;
type NewRow = Insertable<Database['shipping_orders']>;

/** A row being folded: its jsonb as objects. */
type Working = Omit<NewRow, 'lots' | 'approvals' | 'pending_approvals'> & {
  lots: shipping.ShippableAddedData[];
  approvals: shipping.ApprovalState[];
};

export const orderIdOfShipping = (event: RecordedEvent): string =>
  event.streamId.slice(shipping.SHIPPING_STREAM_PREFIX.length);

/** Who hears live of an order's shipping: the warehouse, sales supervisors, Finance, Admin and the order's owner. */
export const shippingAudience = (owners: readonly string[]) => ({
  roles: ['Admin', 'Warehouse', 'OperatorManage', 'Finance'],
  users: [...owners],
});

/** What the readiness check reads of a shipping_orders row (as shipping.standingOf of the stream). */
export const shippingStandingOfRow = (
  row: Pick<Row, 'ordered' | 'inspected' | 'shipped' | 'approved_over' | 'credit_released' | 'closed'>,
): shippingReadiness.ShippingStanding => ({
  ordered: row.ordered,
  inspected: row.inspected,
  shipped: row.shipped,
  approvedOver: row.approved_over,
  creditReleased: row.credit_released,
  closed: row.closed,
});

const working = (row: Row): Working => ({
  ...row,
  lots: row.lots,
  approvals: row.approvals,
  last_shipped_at: iso(row.last_shipped_at),
  opened_at: iso(row.opened_at)!,
  completed_at: iso(row.completed_at),
  updated_at: iso(row.updated_at)!,
});

function opened(d: shipping.ShippingOpenedData): Working {
  return {
    order_id: d.orderId,
    number: d.number,
    contract_id: d.contractId,
    customer_id: d.customerId,
    customer_name: d.customerName,
    owner_id: d.ownerId,
    owner_role: d.ownerRole,
    currency: d.currency,
    unit: d.unit,
    ratio: d.ratio,
    ordered: d.ordered,
    inspected: 0,
    shipped: 0,
    approved_over: 0,
    credit_released: false,
    status: 'waiting',
    closed: false,
    stock: 0,
    outstanding: d.ordered,
    lots: [],
    approvals: [],
    pending_count: 0,
    concession: null,
    close_reason: null,
    shipment_count: 0,
    last_shipped_at: null,
    last_waybill: null,
    opened_at: d.at,
    completed_at: null,
    search: [d.number, d.customerName].join(' ').toLowerCase(),
    stream_revision: 0,
    position: '0',
    updated_at: d.at,
  };
}

/** The figures that follow from the lots, approvals and shipped quantity. */
function settle(w: Working): Working {
  const approved = (kind: string) => w.approvals.filter((a) => a.kind === kind && a.decision?.approved);
  const concessions = w.lots.map((l) => l.concession).filter((c): c is string => !!c);
  return {
    ...w,
    inspected: w.lots.reduce((sum, l) => sum + l.quantity, 0),
    approved_over: approved('overShipment').reduce((sum, a) => sum + (a.quantity ?? 0), 0),
    credit_released: approved('credit').length > 0,
    pending_count: w.approvals.filter((a) => !a.decision).length,
    concession: concessions.length ? concessions.join('; ') : null,
    stock: Math.max(0, w.lots.reduce((sum, l) => sum + l.quantity, 0) - w.shipped),
    outstanding: Math.max(0, w.ordered - w.shipped),
  };
}

/** The row after one event (undefined: no row yet, and the event does not open one). */
export function applyShipping(w: Working | undefined, e: shipping.ShippingEvent): Working | undefined {
  if (e.type === 'ShippingOpened') return w ?? opened(e.data);
  if (!w) return undefined;
  switch (e.type) {
    case 'ShippableAdded':
      if (w.lots.some((l) => l.lotId === e.data.lotId)) return w;
      return settle({ ...w, lots: [...w.lots, e.data] });
    case 'ShipApprovalRequested':
      if (w.approvals.some((a) => a.approvalId === e.data.approvalId)) return w;
      return settle({ ...w, approvals: [...w.approvals, { ...e.data, decision: null }] });
    case 'ShipApprovalDecided':
      return settle({
        ...w,
        approvals: w.approvals.map((a) =>
          a.approvalId === e.data.approvalId ? { ...a, decision: e.data } : a,
        ),
      });
    case 'ShipmentRecorded':
      if (e.data.n <= w.shipment_count) return w;
      return settle({
        ...w,
        shipped: w.shipped + e.data.quantity,
        shipment_count: e.data.n,
        last_shipped_at: e.data.at,
        last_waybill: e.data.waybill,
        status: 'partial',
      });
    case 'ShippingCompleted':
      return {
        ...w,
        status: e.data.outcome,
        close_reason: e.data.reason,
        closed: true,
        completed_at: e.data.at,
      };
    case 'ShippingEnded':
      return { ...w, status: 'ended', close_reason: e.data.reason, closed: true, completed_at: e.data.at };
  }
}

const rowOf = (w: Working): NewRow => ({
  ...w,
  lots: JSON.stringify(w.lots),
  approvals: JSON.stringify(w.approvals),
  pending_approvals: JSON.stringify(w.approvals.filter((a) => !a.decision).map((a) => a.kind)),
});

export const shippingOrdersProjector: Projector = {
  name: SHIPPING_READ_MODELS.shippingOrders,
  version: 1,
  eventTypes: shipping.SHIPPING_EVENT_TYPES,
  tables: ['shipping_orders', 'shipping_order_counts'],
  createTables: createShippingOrdersTables,

  async applyBatch(db, events) {
    const current = new Map<string, Working>();
    const ids = [...new Set(events.map(orderIdOfShipping))];
    for (const part of chunks(ids, 1000))
      for (const row of await db
        .selectFrom('shipping_orders')
        .selectAll()
        .where('order_id', 'in', part)
        .execute())
        current.set(row.order_id, working(row));
    const before = new Map([...current].map(([id, w]) => [id, [w.status]]));
    const changed = new Set<string>();
    for (const event of events) {
      const id = orderIdOfShipping(event);
      const e = { type: event.type, data: event.data } as shipping.ShippingEvent;
      const applied = applyShipping(current.get(id), e);
      if (!applied) continue;
      current.set(id, {
        ...applied,
        stream_revision: event.revision,
        position: event.position.toString(),
        updated_at: eventTime(event),
      });
      changed.add(id);
    }
    if (!changed.size) return undefined;
    const rows = [...changed].map((id) => rowOf(current.get(id)!));
    await upsertRows(db, 'shipping_orders', ['order_id'], rows);
    const counts = new KeptCounts('shipping_order_counts', ['status']);
    for (const row of rows) counts.move(before.get(row.order_id), [row.status]);
    await counts.write(db);
    const owners = [...new Set(rows.map((r) => r.owner_id))];
    return { ids: [...changed], audience: shippingAudience(owners) } satisfies ReadModelChange;
  },
};
