import { ORDER_READ_MODELS } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { order, orderPolicies, shipping } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Projector } from '../projector';
import { chunks, eventTime, iso } from '../rows';
import { createOrdersTables } from './orders.table';

type Row = Selectable<Database['orders']>;
type NewRow = Insertable<Database['orders']>;
/** A row being written: the snapshot as an object until the upsert. */
type Working = Omit<NewRow, 'snapshot'> & { snapshot: Record<string, unknown> };

/** The order an event is about: its own stream's, or its shipping stream's. */
const idOf = (event: RecordedEvent): string =>
  event.streamId.startsWith(shipping.SHIPPING_STREAM_PREFIX)
    ? event.streamId.slice(shipping.SHIPPING_STREAM_PREFIX.length)
    : event.streamId.slice(order.ORDER_STREAM_PREFIX.length);

/**
 * The order's shipping events the rows show: the good quantity released (inspectedQuantity) and
 * the quantity shipped (shippedQuantity). Their status moves come as the order's own OrderAdvanced.
 */
const SHIPPING_FIGURES: shipping.ShippingEvent['type'][] = ['ShippableAdded', 'ShipmentRecorded'];
type FigureEvent = Extract<shipping.ShippingEvent, { type: 'ShippableAdded' | 'ShipmentRecorded' }>;

function applyFigures(row: Working | undefined, e: FigureEvent): Working | undefined {
  if (!row) return undefined;
  return e.type === 'ShippableAdded'
    ? { ...row, inspected_quantity: row.inspected_quantity + e.data.quantity }
    : { ...row, shipped_quantity: row.shipped_quantity + e.data.quantity };
}

const working = (row: Row): Working => ({
  ...row,
  signed_at: iso(row.signed_at),
  cancel_requested_at: iso(row.cancel_requested_at),
  created_at: iso(row.created_at)!,
  updated_at: iso(row.updated_at)!,
});

/** What the keyword search looks in: the numbers and the customer's name. */
export const searchOf = (d: order.OrderCreatedData): string =>
  [d.number, d.contractNumber, d.quotationNumber, d.customerName].join(' ').toLowerCase();

/**
 * The keys an order is found by in `order_number_keys`: each of its numbers (order, contract,
 * quotation), lower-cased, by its beginning with and without its letters ('n'), and by its end
 * ('r', reversed). `numberKeyPattern` makes the matching LIKE patterns of a keyword.
 */
export function numberKeys(
  d: Pick<order.OrderCreatedData, 'number' | 'contractNumber' | 'quotationNumber'>,
): string[] {
  const keys = new Set<string>();
  for (const raw of [d.number, d.contractNumber, d.quotationNumber]) {
    const n = raw.toLowerCase();
    keys.add(`n${n}`);
    keys.add(`n${n.replace(/^[a-z]+/, '')}`);
    keys.add(`r${[...n].reverse().join('')}`);
  }
  return [...keys];
}

function created(d: order.OrderCreatedData, at: string): Working {
  return {
    id: d.orderId,
    number: d.number,
    contract_id: d.contractId,
    contract_number: d.contractNumber,
    quotation_id: d.quotationId,
    quotation_number: d.quotationNumber,
    customer_id: d.customerId,
    customer_name: d.customerName,
    owner_id: d.ownerId,
    owner_role: d.ownerRole,
    printing_type: d.printingType,
    taxed: d.taxed,
    payment_terms: d.paymentTerms,
    currency: d.currency,
    make: d.snapshot.make,
    bag_type: d.snapshot.bagType,
    unit: d.unit,
    sampling: d.snapshot.sampling,
    type: d.type,
    parent_order_id: d.parentOrderId,
    quantity: d.quantity,
    unit_price: d.unitPrice,
    total: d.total,
    ratio: d.snapshot.ratio,
    status: 'wait',
    closing: null,
    signed_at: null,
    artwork_count: d.snapshot.artworkCount,
    artwork_status: 'none',
    artwork_files: '',
    inspected_quantity: 0,
    shipped_quantity: 0,
    cancel_pending: false,
    cancel_reason: null,
    cancel_by: null,
    cancel_requested_at: null,
    search: searchOf(d),
    snapshot: d.snapshot as unknown as Record<string, unknown>,
    stream_revision: 0,
    created_at: at,
    updated_at: at,
  };
}

const noCancel = { cancel_pending: false, cancel_reason: null, cancel_by: null, cancel_requested_at: null };

function apply(row: Working | undefined, e: order.OrderEvent, at: string): Working | undefined {
  if (e.type === 'OrderCreated') return created(e.data, at);
  if (!row) return undefined;
  const next: Working = { ...row, updated_at: at };
  switch (e.type) {
    case 'OrderSigned':
      return { ...next, status: 'signed', signed_at: e.data.at };
    case 'OrderCancelRequested':
      return {
        ...next,
        cancel_pending: true,
        cancel_reason: e.data.reason,
        cancel_by: e.data.by,
        cancel_requested_at: e.data.at,
      };
    case 'OrderCancelApproved':
      return { ...next, ...noCancel, status: 'canceled', closing: 'canceled' };
    case 'OrderCancelRejected':
      return { ...next, ...noCancel };
    case 'OrderInvalidated':
      return { ...next, status: 'canceled', closing: 'invalidated' };
    case 'OrderEnded':
      return { ...next, status: 'shipped', closing: 'ended' };
    case 'ArtworkUploaded':
      return { ...next, artwork_files: e.data.files, artwork_status: 'not_confirmed' };
    case 'SupplementaryOrderRequested':
      // The supplementary order gets its own row when the reactor creates it.
      return next;
    case 'OrderAdvanced':
      // Its fulfilment moved it on (production started, the lot reached inspection): order_counts follow the status.
      return { ...next, status: e.data.status };
  }
}

const UPDATED_COLUMNS = [
  'status',
  'closing',
  'signed_at',
  'artwork_status',
  'artwork_files',
  'inspected_quantity',
  'shipped_quantity',
  'cancel_pending',
  'cancel_reason',
  'cancel_by',
  'cancel_requested_at',
  'stream_revision',
  'updated_at',
] as const satisfies readonly (keyof NewRow)[];

/** Where an order counts in `order_counts`. */
const countKey = (r: Pick<Working, 'owner_id' | 'status' | 'type' | 'printing_type'>): string =>
  JSON.stringify([r.owner_id, r.status, r.type, r.printing_type]);

/** Adds each key's change (orders that left a count: -1, that joined one: +1) to `order_counts`. */
async function count(db: Transaction<Database>, deltas: Map<string, number>): Promise<void> {
  const values = [...deltas]
    .filter(([, n]) => n !== 0)
    .map(([key, n]) => {
      const [owner_id, status, type, printing_type] = JSON.parse(key) as string[];
      return { owner_id: owner_id!, status: status!, type: type!, printing_type: printing_type!, n };
    });
  for (const part of chunks(values, 500))
    await db
      .insertInto('order_counts')
      .values(part)
      .onConflict((oc) =>
        oc
          .columns(['owner_id', 'status', 'type', 'printing_type'])
          .doUpdateSet((eb) => ({ n: eb('order_counts.n', '+', eb.ref('excluded.n')) })),
      )
      .execute();
}

/** The search keys of new orders: their numbers and their customer's name. */
async function keys(db: Transaction<Database>, made: order.OrderCreatedData[]): Promise<void> {
  const numbers = made.flatMap((d) => numberKeys(d).map((key) => ({ key, order_id: d.orderId })));
  for (const part of chunks(numbers, 1000))
    await db
      .insertInto('order_number_keys')
      .values(part)
      .onConflict((oc) => oc.doNothing())
      .execute();
  const names = [
    ...new Map(made.map((d) => [`${d.customerId}\n${d.customerName.toLowerCase()}`, d])).values(),
  ];
  for (const part of chunks(names, 1000))
    await db
      .insertInto('order_customer_names')
      .values(part.map((d) => ({ customer_id: d.customerId, name: d.customerName.toLowerCase() })))
      .onConflict((oc) => oc.doNothing())
      .execute();
}

async function upsert(db: Transaction<Database>, rows: NewRow[]): Promise<void> {
  await db
    .insertInto('orders')
    .values(rows)
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) => Object.fromEntries(UPDATED_COLUMNS.map((c) => [c, eb.ref(`excluded.${c}`)]))),
    )
    .execute();
}

/**
 * The /Order/* lists and /OperatorManage/Order: one row per order with the list columns, its
 * specification (jsonb) and where it stands. Live updates go to the owner and to supervisors and
 * administrators (the rooms filter by the policy's scope).
 */
export const ordersProjector: Projector = {
  name: ORDER_READ_MODELS.orders,
  version: 4,
  eventTypes: [...order.ORDER_EVENT_TYPES, ...SHIPPING_FIGURES],
  tables: ['orders', 'order_counts', 'order_number_keys', 'order_customer_names'],

  createTables: createOrdersTables,

  async applyBatch(db, events) {
    const current = new Map<string, Working>();
    const known = [...new Set(events.filter((e) => e.type !== 'OrderCreated').map(idOf))];
    for (const part of chunks(known, 1000))
      for (const row of await db.selectFrom('orders').selectAll().where('id', 'in', part).execute())
        current.set(row.id, working(row));
    const before = new Map([...current].map(([id, row]) => [id, countKey(row)]));
    const changed = new Set<string>();
    const owners = new Set<string>();
    for (const event of events) {
      const id = idOf(event);
      if (event.streamId.startsWith(shipping.SHIPPING_STREAM_PREFIX)) {
        // The figures keep the order's own revision (an If-Match carries the order stream's).
        const figured = applyFigures(current.get(id), { type: event.type, data: event.data } as FigureEvent);
        if (!figured) continue;
        current.set(id, { ...figured, updated_at: eventTime(event) });
        changed.add(id);
        owners.add(figured.owner_id);
        continue;
      }
      const e = { type: event.type, data: event.data } as order.OrderEvent;
      const applied = apply(current.get(id), e, eventTime(event));
      if (!applied) continue;
      current.set(id, { ...applied, stream_revision: event.revision });
      changed.add(id);
      owners.add(applied.owner_id);
    }
    if (changed.size === 0) return undefined;
    const rows = [...changed].map((id) => {
      const w = current.get(id)!;
      return { ...w, snapshot: JSON.stringify(w.snapshot) } satisfies NewRow;
    });
    for (const part of chunks(rows, 200)) await upsert(db, part);
    const made = events.filter((e) => e.type === 'OrderCreated').map((e) => e.data as order.OrderCreatedData);
    await keys(db, made);
    const deltas = new Map<string, number>();
    const add = (key: string, n: number) => deltas.set(key, (deltas.get(key) ?? 0) + n);
    for (const row of rows) {
      const was = before.get(row.id);
      if (was !== undefined) add(was, -1);
      add(countKey(row), 1);
    }
    await count(db, deltas);
    return { ids: [...changed], audience: orderPolicies.orderAudience([...owners]) };
  },
};
