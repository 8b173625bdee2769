import type { BillCurrency, BillLine } from '@packflow/contracts';
import Decimal from 'decimal.js';
import type { ContractCreatedData } from '../contracts/contract';
import { CONTRACT_STREAM_PREFIX } from '../contracts/contract';
import {
  type ReceiptData,
  type RefundData,
  type SigningData,
  contractIdOfMoneyStream,
} from '../finance/contract-money-events';
import { ORDER_STREAM_PREFIX, type OrderCreatedData } from '../orders/order';
import { shanghaiDay } from './bill';

/**
 * Which events make a customer's bill lines (month-end.md, "The bill"; one line per event, the
 * event's id as the line's): an order signed (its clearance, one line per order), a signed order
 * canceled or invalidated (or its clearance released), a receipt confirmed (a down payment, or a
 * balance when its contract had an order signed by then) and its reversal, a refund paid. This
 * fold is the reference the bills' read model and the close are checked against: their totals
 * equal a fold of the events.
 */

/** The business day (yyyy-mm-dd, Asia/Shanghai) of an instant. */
export const dayOf = (iso: string): string => shanghaiDay(iso);
/** The month (yyyy-mm) of a business day. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The events the fold reads, as the store records them. */
export const BILL_LINE_EVENT_TYPES = [
  'ContractCreated',
  'OrderCreated',
  'SigningCleared',
  'SigningClearanceReleased',
  'ReceiptRecorded',
  'ReceiptConfirmed',
  'ReceiptReversed',
  'RefundRequested',
  'PaymentPaid',
  'OrderCancelApproved',
  'OrderInvalidated',
] as const;

/** An event as recorded (the fields the lines need). */
export interface LineSourceEvent {
  id: string;
  streamId: string;
  /** The global position: bigint, or its decimal text. */
  position: bigint | string | number;
  type: string;
  data: unknown;
}

/** A line with the customer it belongs to and its month. */
export interface CustomerBillLine extends BillLine {
  customerId: string;
  customerName: string;
  ownerId: string;
  currency: BillCurrency;
  /** yyyy-mm of the line's date. */
  month: string;
  eventId: string;
}

interface ContractInfo {
  customerId: string;
  customerName: string;
  ownerId: string;
  currency: BillCurrency;
  number: string;
}

interface SignedOrder {
  amount: string;
  contractId: string;
  /** A signed line not yet taken off by a cancel, an invalidation or a released clearance. */
  active: boolean;
}

interface ReceiptInfo {
  data: ReceiptData;
  /** The kind it counted as when confirmed; null while not confirmed. */
  kind: 'downPayment' | 'balance' | null;
  reversed: boolean;
}

export interface BillLinesState {
  contracts: Map<string, ContractInfo>;
  orders: Map<string, Pick<OrderCreatedData, 'number' | 'quantity' | 'unit' | 'contractId'>>;
  signed: Map<string, SignedOrder>;
  /** Contracts that had an order signed: a receipt confirmed after that is a balance. */
  contractsSigned: Set<string>;
  receipts: Map<string, ReceiptInfo>;
  refunds: Map<string, RefundData>;
  paid: Set<string>;
  /** Every line, in the order of the events. */
  lines: CustomerBillLine[];
}

const money = (d: Decimal.Value): string => new Decimal(d).toFixed(2);
const negate = (amount: string): string => money(new Decimal(amount).negated());

function lineOf(
  state: BillLinesState,
  event: LineSourceEvent,
  contractId: string,
  fields: Pick<BillLine, 'lineId' | 'kind' | 'amount' | 'date'> & Partial<BillLine>,
  fallback?: {
    customerId: string;
    customerName: string;
    ownerId: string;
    currency: BillCurrency;
    number: string;
  },
): void {
  const contract = state.contracts.get(contractId) ?? fallback;
  if (!contract) return;
  const orderId = fields.orderId ?? null;
  const order = orderId ? state.orders.get(orderId) : undefined;
  state.lines.push({
    priorPeriod: false,
    orderId,
    orderNumber: order?.number ?? null,
    quantity: null,
    unit: null,
    contractId,
    contractNumber: contract.number,
    method: null,
    note: '',
    streamId: event.streamId,
    position: String(event.position),
    ...fields,
    amount: money(fields.amount),
    customerId: contract.customerId,
    customerName: contract.customerName,
    ownerId: contract.ownerId,
    currency: contract.currency,
    month: monthOf(fields.date),
    eventId: event.id,
  });
}

/** A receipt's line (confirmed, or reversed): of the receipt's kind, order and method. */
function receiptLine(
  state: BillLinesState,
  event: LineSourceEvent,
  receipt: ReceiptInfo,
  fields: Pick<BillLine, 'amount' | 'date'> & Partial<BillLine>,
): void {
  const r = receipt.data;
  lineOf(
    state,
    event,
    r.contractId,
    { lineId: event.id, kind: receipt.kind!, orderId: r.orderId, method: r.method, ...fields },
    { ...r, number: r.contractNumber },
  );
}

function cancelLine(
  state: BillLinesState,
  event: LineSourceEvent,
  orderId: string,
  at: string,
  note: string,
): void {
  const signed = state.signed.get(orderId);
  if (!signed?.active) return;
  signed.active = false;
  const order = state.orders.get(orderId);
  lineOf(state, event, signed.contractId, {
    lineId: event.id,
    kind: 'canceled',
    amount: negate(signed.amount),
    date: dayOf(at),
    orderId,
    quantity: order?.quantity ?? null,
    unit: order?.unit ?? null,
    note,
  });
}

function evolve(state: BillLinesState, event: LineSourceEvent): BillLinesState {
  const contractId = contractIdOfMoneyStream(event.streamId);
  switch (event.type) {
    case 'ContractCreated': {
      if (!event.streamId.startsWith(CONTRACT_STREAM_PREFIX) || contractId) break;
      const d = event.data as ContractCreatedData;
      state.contracts.set(d.contractId, {
        customerId: d.customerId,
        customerName: d.customerName,
        ownerId: d.ownerId,
        currency: d.currency,
        number: d.number,
      });
      break;
    }
    case 'OrderCreated': {
      const d = event.data as OrderCreatedData;
      state.orders.set(d.orderId, {
        number: d.number,
        quantity: d.quantity,
        unit: d.unit,
        contractId: d.contractId,
      });
      break;
    }
    case 'SigningCleared': {
      if (!contractId) break;
      const d = event.data as SigningData;
      const several = d.orderIds.length > 1;
      for (const orderId of d.orderIds) {
        const amount = d.orderTotals[orderId];
        if (amount === undefined || state.signed.get(orderId)?.active) continue;
        if (!state.contracts.has(contractId)) continue;
        state.signed.set(orderId, { amount: money(amount), contractId, active: true });
        state.contractsSigned.add(contractId);
        const order = state.orders.get(orderId);
        lineOf(state, event, contractId, {
          lineId: several ? `${event.id}:${orderId}` : event.id,
          kind: 'signed',
          amount,
          date: dayOf(d.at),
          orderId,
          quantity: order?.quantity ?? null,
          unit: order?.unit ?? null,
        });
      }
      break;
    }
    case 'SigningClearanceReleased': {
      if (!contractId) break;
      const d = event.data as { orderId: string; reason: string; at: string };
      cancelLine(state, event, d.orderId, d.at, d.reason);
      break;
    }
    case 'OrderCancelApproved':
    case 'OrderInvalidated': {
      if (!event.streamId.startsWith(ORDER_STREAM_PREFIX)) break;
      const orderId = event.streamId.slice(ORDER_STREAM_PREFIX.length);
      const d = event.data as { reason?: string; at: string };
      cancelLine(state, event, orderId, d.at, d.reason ?? '');
      break;
    }
    case 'ReceiptRecorded': {
      const d = event.data as ReceiptData;
      state.receipts.set(d.receiptId, { data: d, kind: null, reversed: false });
      break;
    }
    case 'ReceiptConfirmed': {
      const d = event.data as { receiptId: string };
      const receipt = state.receipts.get(d.receiptId);
      if (!receipt || receipt.kind) break;
      const r = receipt.data;
      receipt.kind = state.contractsSigned.has(r.contractId) ? 'balance' : 'downPayment';
      receiptLine(state, event, receipt, { amount: r.amount, date: r.receivedOn });
      break;
    }
    case 'ReceiptReversed': {
      const d = event.data as { receiptId: string; reason: string; at: string };
      const receipt = state.receipts.get(d.receiptId);
      if (!receipt?.kind || receipt.reversed) break;
      receipt.reversed = true;
      receiptLine(state, event, receipt, {
        amount: negate(receipt.data.amount),
        date: dayOf(d.at),
        note: d.reason,
      });
      break;
    }
    case 'RefundRequested': {
      const d = event.data as RefundData;
      state.refunds.set(d.paymentId, d);
      break;
    }
    case 'PaymentPaid': {
      const d = event.data as { paymentId: string; at: string };
      const refund = state.refunds.get(d.paymentId);
      if (!refund || state.paid.has(d.paymentId)) break;
      state.paid.add(d.paymentId);
      lineOf(state, event, refund.contractId, {
        lineId: event.id,
        kind: 'refund',
        amount: refund.amount,
        date: dayOf(d.at),
        orderId: refund.orderId,
      });
      break;
    }
    default:
      break;
  }
  return state;
}

/**
 * The fold: `evolve` updates the state it is given (a fresh one from `initialState()`), so a
 * history of any length folds in one pass.
 */
export const billLinesFold = {
  initialState: (): BillLinesState => ({
    contracts: new Map(),
    orders: new Map(),
    signed: new Map(),
    contractsSigned: new Set(),
    receipts: new Map(),
    refunds: new Map(),
    paid: new Set(),
    lines: [],
  }),
  evolve,
};

/** Every line of the events, in their order. */
export const linesOfEvents = (events: Iterable<LineSourceEvent>): CustomerBillLine[] => {
  let state = billLinesFold.initialState();
  for (const e of events) state = billLinesFold.evolve(state, e);
  return state.lines;
};

/** The lines per customer. */
export function linesByCustomer(lines: readonly CustomerBillLine[]): Map<string, CustomerBillLine[]> {
  const by = new Map<string, CustomerBillLine[]>();
  for (const line of lines) {
    const list = by.get(line.customerId);
    if (list) list.push(line);
    else by.set(line.customerId, [line]);
  }
  return by;
}

/**
 * The lines a bill of `month` takes from a customer's lines not yet in any bill: those of the
 * month and earlier, the earlier ones marked prior-period (they arrived after their month's close).
 */
export const linesForMonth = (unbilled: readonly CustomerBillLine[], month: string): CustomerBillLine[] =>
  unbilled.filter((l) => l.month <= month).map((l) => ({ ...l, priorPeriod: l.month < month }));

/** A line as the bill holds it (without the fold's customer fields). */
export const asBillLine = (line: CustomerBillLine): BillLine => ({
  lineId: line.lineId,
  kind: line.kind,
  amount: line.amount,
  date: line.date,
  priorPeriod: line.priorPeriod,
  orderId: line.orderId,
  orderNumber: line.orderNumber,
  quantity: line.quantity,
  unit: line.unit,
  contractId: line.contractId,
  contractNumber: line.contractNumber,
  method: line.method,
  note: line.note,
  streamId: line.streamId,
  position: line.position,
});
