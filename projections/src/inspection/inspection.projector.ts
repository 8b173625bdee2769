import { INSPECTION_READ_MODELS, type LotStatus } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { inspection } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import type { Insertable, Selectable } from 'kysely';
import type { Projector, ReadModelChange } from '../projector';
import { chunks, eventTime, iso } from '../rows';
import { type LotDispositionJson, createInspectionTables } from './inspection.table';
import { KeptCounts, upsertRows } from './kept-counts';

/**
 * inspection_lots, from an order's inspection stream (`inspection-<orderId>`): one row per lot.
 * The rows of an order are folded back into the domain's state and moved on by its own evolve, so
 * a lot's status here is the one the decider decides by. Each lot row keeps the position and
 * revision of the last event that changed it; inspection_lot_counts follows the rows.
 */

type Row = Selectable<Database['inspection_lots']>;
type NewRow = Insertable<Database['inspection_lots']>;

interface Stamp {
  position: string;
  revision: number;
  at: string;
}

export const orderIdOfInspection = (event: RecordedEvent): string =>
  event.streamId.slice(inspection.INSPECTION_STREAM_PREFIX.length);

const asEvent = (event: RecordedEvent) =>
  ({ type: event.type, data: event.data }) as inspection.InspectionEvent;

/** Who hears live of a lot's change: the factory's inspection roles, sales supervisors, Admin and the order's owner. */
export const inspectionAudience = (owners: readonly string[]) => ({
  roles: ['Admin', 'QualityTesting', 'ProductManage', 'OperatorManage'],
  users: [...owners],
});

const countOf = (r: { status: string; order_closed: boolean }) => [r.status, r.order_closed];

/** An order's lots as the domain keeps them, from its rows. */
function stateOfRows(rows: readonly Row[]): inspection.InspectionState {
  const sorted = [...rows].sort((a, b) => a.n - b.n);
  const first = sorted[0]!;
  return {
    exists: true,
    closed: first.order_closed,
    order: {
      orderId: first.order_id,
      number: first.number,
      customerName: first.customer_name,
      ownerId: first.owner_id,
      ownerRole: first.owner_role,
      templateKind: first.template_kind as inspection.LotArrivedData['templateKind'],
      sizes: first.sizes,
      stages: first.stages as inspection.LotArrivedData['stages'],
      ordered: first.ordered,
      orderUnit: first.order_unit,
    },
    lots: sorted.map((r) => {
      const { decision = null, ...disposition } = r.disposition ?? ({} as Partial<LotDispositionJson>);
      return {
        id: r.id,
        n: r.n,
        quantity: r.quantity,
        unit: r.unit as 'meter' | 'piece',
        source: r.source as 'production' | 'rework',
        arrivedAt: iso(r.arrived_at)!,
        status: r.status as LotStatus,
        inspection: r.inspection,
        disposition: r.disposition ? (disposition as inspection.LotDisposedData) : null,
        decision,
      };
    }),
  };
}

const later = (a: string | null | undefined, b: string | null | undefined): string | null =>
  !a ? (b ?? null) : !b ? a : a > b ? a : b;

/** A lot's row from the order's state. */
export function lotRowOf(state: inspection.InspectionState, lot: inspection.LotState, stamp: Stamp): NewRow {
  const order = state.order!;
  return {
    id: lot.id,
    order_id: order.orderId,
    n: lot.n,
    number: order.number,
    customer_name: order.customerName,
    owner_id: order.ownerId,
    owner_role: order.ownerRole,
    template_kind: order.templateKind,
    sizes: JSON.stringify(order.sizes),
    stages: JSON.stringify(order.stages),
    ordered: order.ordered,
    order_unit: order.orderUnit,
    quantity: lot.quantity,
    unit: lot.unit,
    source: lot.source,
    status: lot.status,
    order_closed: state.closed,
    inspection: lot.inspection ? JSON.stringify(lot.inspection) : null,
    disposition: lot.disposition
      ? JSON.stringify({ ...lot.disposition, decision: lot.decision } satisfies LotDispositionJson)
      : null,
    result: lot.inspection?.result ?? null,
    shippable: inspection.shippableOf(lot),
    inspected_by: lot.inspection?.by ?? null,
    arrived_at: lot.arrivedAt,
    inspected_at: lot.inspection?.at ?? null,
    decided_at: lot.disposition ? later(lot.disposition.at, lot.decision?.at) : null,
    search: [order.number, order.customerName].join(' ').toLowerCase(),
    stream_revision: stamp.revision,
    position: stamp.position,
    updated_at: stamp.at,
  };
}

/** The lots an event changes. */
function touched(state: inspection.InspectionState, e: inspection.InspectionEvent): string[] {
  if (e.type === 'InspectionClosed') return state.lots.map((l) => l.id);
  return [e.data.lotId];
}

export const inspectionLotsProjector: Projector = {
  name: INSPECTION_READ_MODELS.inspectionLots,
  version: 2,
  eventTypes: inspection.INSPECTION_EVENT_TYPES,
  tables: ['inspection_lots', 'inspection_lot_counts'],
  createTables: createInspectionTables,

  async applyBatch(db, events) {
    const ids = [...new Set(events.map(orderIdOfInspection))];
    const loaded = new Map<string, Row[]>();
    for (const part of chunks(ids, 1000))
      for (const row of await db
        .selectFrom('inspection_lots')
        .selectAll()
        .where('order_id', 'in', part)
        .execute())
        loaded.set(row.order_id, [...(loaded.get(row.order_id) ?? []), row]);
    const states = new Map<string, inspection.InspectionState>();
    const counted = new Map<string, unknown[]>();
    for (const [id, rows] of loaded) {
      states.set(id, stateOfRows(rows));
      for (const r of rows) counted.set(r.id, countOf(r));
    }
    /** Each changed lot: its order and the stamp of the last event that changed it. */
    const changed = new Map<string, { orderId: string; stamp: Stamp }>();
    for (const event of events) {
      const id = orderIdOfInspection(event);
      const e = asEvent(event);
      const before = states.get(id) ?? inspection.initialInspectionState();
      if (e.type !== 'LotArrived' && !before.exists) continue;
      // A lot already shown (a batch read again) is not added twice.
      if (e.type === 'LotArrived' && before.lots.some((l) => l.id === e.data.lotId)) continue;
      const after = inspection.evolve(before, e);
      states.set(id, after);
      const stamp = { position: event.position.toString(), revision: event.revision, at: eventTime(event) };
      for (const lotId of touched(after, e)) changed.set(lotId, { orderId: id, stamp });
    }
    if (!changed.size) return undefined;
    const rows = [...changed].map(([lotId, { orderId, stamp }]) => {
      const state = states.get(orderId)!;
      return lotRowOf(
        state,
        state.lots.find((l) => l.id === lotId)!,
        stamp,
      );
    });
    await upsertRows(db, 'inspection_lots', ['id'], rows);
    const counts = new KeptCounts('inspection_lot_counts', ['status', 'order_closed']);
    for (const row of rows) counts.move(counted.get(row.id), countOf(row));
    await counts.write(db);
    const orders = [...new Set(rows.map((r) => r.order_id))];
    const owners = [...new Set(rows.map((r) => r.owner_id))];
    return { ids: orders, audience: inspectionAudience(owners) } satisfies ReadModelChange;
  },
};
