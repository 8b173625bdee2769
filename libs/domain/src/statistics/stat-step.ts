import { STATISTICS_DELIVERY_DAYS } from '@packflow/contracts';
import Decimal from 'decimal.js';
import { shanghaiDay } from '../bills/bill';
import { MONEY_STREAM_PREFIX, type ReceiptData, type RefundData } from '../finance/contract-money-events';
import type { RegistrationData, FieldChange } from '../identity/account';
import type { LotInspectedData } from '../inspection/inspection-events';
import { ORDER_STREAM_PREFIX, type OrderCreatedData } from '../orders/order';
import type { StageEntryData, StageScheduledData } from '../production/production-events';
import type { ShipmentRecordedData } from '../shipping/shipping-events';
import {
  type StatFactStore,
  factOf,
  machineKey,
  orderKey,
  receiptKey,
  refundKey,
  staffKey,
} from './stat-facts';
import type { StatDelta, StatTable } from './stat-rows';

/**
 * How one event moves the statistics: the facts it records and the day rows it adds to. Every
 * fact counts on the business day (Asia/Shanghai) it happened: an order created, signed, canceled
 * after signing; a receipt confirmed, a confirmed receipt reversed, a refund paid; a stage entry;
 * a lot inspected; a shipment recorded. The area is the salesman's at the time of the event.
 */

/** The events each table reads (the facts it needs included). */
export const STAT_EVENT_TYPES = {
  orders: [
    'AccountRegistered',
    'AccountProfileChanged',
    'OrderCreated',
    'OrderSigned',
    'OrderCancelApproved',
    'OrderInvalidated',
  ],
  finance: [
    'AccountRegistered',
    'AccountProfileChanged',
    'OrderCreated',
    'ReceiptRecorded',
    'ReceiptConfirmed',
    'ReceiptReversed',
    'RefundRequested',
    'PaymentPaid',
  ],
  product: ['StageScheduled', 'StageEntryRecorded'],
  quality: ['OrderCreated', 'LotInspected'],
  logistics: [
    'AccountRegistered',
    'AccountProfileChanged',
    'OrderCreated',
    'OrderSigned',
    'OrderCancelApproved',
    'OrderInvalidated',
    'ShipmentRecorded',
  ],
} as const satisfies Record<StatTable, readonly string[]>;

/** An event as recorded (the fields the statistics read). */
export interface StatEvent {
  streamId: string;
  type: string;
  data: unknown;
}

const ACCOUNT = 'account-';
const PRODUCTION = 'production-';
const INSPECTION = 'inspection-';
const SHIPPING = 'shipping-';

const idAfter = (streamId: string, prefix: string): string | null =>
  streamId.startsWith(prefix) ? streamId.slice(prefix.length) : null;

/** The day `n` days after a yyyy-mm-dd day. */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The keys of the facts an event reads (every salesman's area is read besides). */
export function statFactKeys(event: StatEvent): string[] {
  const d = event.data as Record<string, unknown>;
  const orderId =
    idAfter(event.streamId, ORDER_STREAM_PREFIX) ??
    idAfter(event.streamId, PRODUCTION) ??
    idAfter(event.streamId, INSPECTION) ??
    idAfter(event.streamId, SHIPPING);
  if (event.streamId.startsWith(MONEY_STREAM_PREFIX)) {
    const keys: string[] = [];
    if (typeof d.receiptId === 'string') keys.push(receiptKey(d.receiptId));
    if (typeof d.paymentId === 'string') keys.push(refundKey(d.paymentId));
    if (typeof d.orderId === 'string') keys.push(orderKey(d.orderId));
    return keys;
  }
  if (!orderId) return [];
  const keys = [orderKey(orderId)];
  if (typeof d.stage === 'string') keys.push(machineKey(orderId, d.stage));
  return keys;
}

const areaOf = (store: StatFactStore, ownerId: string): string =>
  factOf(store, staffKey(ownerId), 'staff')?.area ?? '';

/** The deltas an event adds, recording its facts in `store`; only the tables asked for. */
export function statStep(
  event: StatEvent,
  store: StatFactStore,
  tables: readonly StatTable[] = ['orders', 'finance', 'product', 'quality', 'logistics'],
): StatDelta[] {
  const out: StatDelta[] = [];
  const push = (d: StatDelta) => {
    if (tables.includes(d.table)) out.push(d);
  };
  const accountId = idAfter(event.streamId, ACCOUNT);
  if (accountId) {
    if (event.type === 'AccountRegistered') {
      const area = (event.data as RegistrationData).profile.areacode ?? '';
      store.set(staffKey(accountId), { kind: 'staff', area });
    } else if (event.type === 'AccountProfileChanged') {
      const change = (event.data as { changes: FieldChange[] }).changes.find((c) => c.field === 'areacode');
      if (change) store.set(staffKey(accountId), { kind: 'staff', area: (change.to as string | null) ?? '' });
    }
    return out;
  }
  if (event.streamId.startsWith(MONEY_STREAM_PREFIX)) {
    money(event, store, push);
    return out;
  }
  const orderId = idAfter(event.streamId, ORDER_STREAM_PREFIX);
  if (orderId) {
    orderStep(orderId, event, store, push);
    return out;
  }
  const productionOf = idAfter(event.streamId, PRODUCTION);
  if (productionOf) {
    if (event.type === 'StageScheduled') {
      const d = event.data as StageScheduledData;
      store.set(machineKey(productionOf, d.stage), { kind: 'machine', machineId: d.machineId });
    } else if (event.type === 'StageEntryRecorded') {
      const d = event.data as StageEntryData & { at: string };
      const machine = factOf(store, machineKey(productionOf, d.stage), 'machine')?.machineId ?? '';
      push({
        table: 'product',
        day: shanghaiDay(d.at),
        currency: '',
        keys: { machine, stage: d.stage },
        figures: {
          output: d.goodOut,
          waste: new Decimal(d.setupWaste).plus(d.runningWaste),
          entries: 1,
        },
      });
    }
    return out;
  }
  const inspectionOf = idAfter(event.streamId, INSPECTION);
  if (inspectionOf && event.type === 'LotInspected') {
    inspected(inspectionOf, event.data as LotInspectedData, store, push);
    return out;
  }
  const shippingOf = idAfter(event.streamId, SHIPPING);
  if (shippingOf && event.type === 'ShipmentRecorded') {
    const d = event.data as ShipmentRecordedData;
    const o = factOf(store, orderKey(shippingOf), 'order');
    const day = shanghaiDay(d.at);
    const due = o?.signDay ? addDays(o.signDay, STATISTICS_DELIVERY_DAYS) : null;
    push({
      table: 'logistics',
      day,
      currency: o?.currency ?? '',
      keys: {
        logisticsCompany: d.company,
        area: o ? areaOf(store, o.ownerId) : '',
        customer: o?.customerId ?? '',
      },
      figures: { shipments: 1, quantity: d.quantity, freight: d.freight, on_time: due && day <= due ? 1 : 0 },
    });
  }
  return out;
}

type Push = (d: StatDelta) => void;

function orderStep(orderId: string, event: StatEvent, store: StatFactStore, push: Push): void {
  if (event.type === 'OrderCreated') {
    const d = event.data as OrderCreatedData;
    if (factOf(store, orderKey(orderId), 'order')) return;
    const fact = {
      kind: 'order' as const,
      ownerId: d.ownerId,
      customerId: d.customerId,
      printingType: d.printingType,
      bagType: d.snapshot?.bagType ?? '',
      currency: d.currency,
      total: d.total,
      signDay: null,
      canceled: false,
    };
    store.set(orderKey(orderId), fact);
    push(orderDelta(store, fact, shanghaiDay(d.at), { created: 1, created_quantity: d.quantity }));
    return;
  }
  const o = factOf(store, orderKey(orderId), 'order');
  const at = (event.data as { at?: string }).at;
  if (!o || !at) return;
  if (event.type === 'OrderSigned') {
    if (o.signDay || o.canceled) return;
    const signed = { ...o, signDay: shanghaiDay(at) };
    store.set(orderKey(orderId), signed);
    push(orderDelta(store, signed, signed.signDay, { signed: 1, signed_amount: o.total }));
  } else if (event.type === 'OrderCancelApproved' || event.type === 'OrderInvalidated') {
    if (o.canceled) return;
    store.set(orderKey(orderId), { ...o, canceled: true });
    if (o.signDay) push(orderDelta(store, o, shanghaiDay(at), { canceled: 1, canceled_amount: o.total }));
  }
}

function orderDelta(
  store: StatFactStore,
  o: { ownerId: string; customerId: string; printingType: string; bagType: string; currency: string },
  day: string,
  figures: StatDelta['figures'],
): StatDelta {
  return {
    table: 'orders',
    day,
    currency: o.currency,
    keys: {
      salesman: o.ownerId,
      area: areaOf(store, o.ownerId),
      printingType: o.printingType,
      bagType: o.bagType,
      customer: o.customerId,
    },
    figures,
  };
}

function money(event: StatEvent, store: StatFactStore, push: Push): void {
  const financeDelta = (
    r: { ownerId: string; customerId: string; currency: string },
    method: string,
    at: string,
    figures: StatDelta['figures'],
  ): StatDelta => ({
    table: 'finance',
    day: shanghaiDay(at),
    currency: r.currency,
    keys: { salesman: r.ownerId, area: areaOf(store, r.ownerId), customer: r.customerId, method },
    figures,
  });
  switch (event.type) {
    case 'ReceiptRecorded': {
      const d = event.data as ReceiptData;
      if (factOf(store, receiptKey(d.receiptId), 'receipt')) return;
      store.set(receiptKey(d.receiptId), {
        kind: 'receipt',
        ownerId: d.ownerId,
        customerId: d.customerId,
        method: d.method,
        currency: d.currency,
        amount: d.amount,
        confirmed: false,
        reversed: false,
      });
      return;
    }
    case 'ReceiptConfirmed': {
      const d = event.data as { receiptId: string; at: string };
      const r = factOf(store, receiptKey(d.receiptId), 'receipt');
      if (!r || r.confirmed) return;
      store.set(receiptKey(d.receiptId), { ...r, confirmed: true });
      push(financeDelta(r, r.method, d.at, { collections: r.amount, collection_count: 1 }));
      return;
    }
    case 'ReceiptReversed': {
      const d = event.data as { receiptId: string; at: string };
      const r = factOf(store, receiptKey(d.receiptId), 'receipt');
      if (!r?.confirmed || r.reversed) return;
      store.set(receiptKey(d.receiptId), { ...r, reversed: true });
      push(financeDelta(r, r.method, d.at, { reversals: r.amount }));
      return;
    }
    case 'RefundRequested': {
      const d = event.data as RefundData;
      if (factOf(store, refundKey(d.paymentId), 'refund')) return;
      store.set(refundKey(d.paymentId), {
        kind: 'refund',
        ownerId: d.ownerId,
        customerId: factOf(store, orderKey(d.orderId), 'order')?.customerId ?? '',
        currency: d.currency,
        amount: d.amount,
        paid: false,
      });
      return;
    }
    case 'PaymentPaid': {
      const d = event.data as { paymentId: string; at: string };
      const p = factOf(store, refundKey(d.paymentId), 'refund');
      if (!p || p.paid) return;
      store.set(refundKey(d.paymentId), { ...p, paid: true });
      push(financeDelta(p, '', d.at, { refunds: p.amount, refund_count: 1 }));
      return;
    }
    default:
      return;
  }
}

function inspected(orderId: string, d: LotInspectedData, store: StatFactStore, push: Push): void {
  const o = factOf(store, orderKey(orderId), 'order');
  const day = shanghaiDay(d.at);
  const passed = d.result === 'passed' ? 1 : 0;
  const base = { bagType: o?.bagType ?? '', printingType: o?.printingType ?? '', inspector: d.by };
  const defects = d.defects.filter((x) => x.count > 0);
  const total = defects.reduce((s, x) => s + x.count, 0);
  const figures = { inspections: 1, passed, failed: 1 - passed };
  push({
    table: 'quality',
    day,
    currency: '',
    keys: base,
    figures: { ...figures, defects: total },
    dims: ['', 'bagType', 'printingType', 'inspector'],
  });
  // By defect kind: the lot counts once under each kind it showed (under '' when none).
  for (const x of defects.length ? defects : [{ kind: '', count: 0 }])
    push({
      table: 'quality',
      day,
      currency: '',
      keys: { defectKind: x.kind },
      figures: { ...figures, defects: x.count },
      dims: ['defectKind'],
    });
}
