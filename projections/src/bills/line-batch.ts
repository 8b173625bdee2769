import type { Database } from '@packflow/db';
import { type contract, contractMoney, type order } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import Decimal from 'decimal.js';
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { BillLineTableRow } from './bill-lines.table';
import { KeptRows } from './kept-rows';
import { contractRow, orderRow, receiptRow, refundRow, unseenOrderRow } from './line-facts';
import { dayOf, idsOf, isContractStream, isOrderStream, money, orderIdOfStream } from './money-events';

/**
 * The contract and order facts fold shared by the projectors that follow a contract's money and
 * orders line by line (the bills' lines, the commission ledger): one batch's contracts, orders,
 * receipts and refunds, loaded once from the projector's OWN fact tables, the events applied in
 * order, and each line the events make (each once) handed to the projector's sink.
 */

type ContractRow = Selectable<Database['bill_contracts']>;
type OrderRow = Selectable<Database['bill_orders']>;
type ReceiptRow = Selectable<Database['bill_receipts']>;
type RefundRow = Selectable<Database['bill_refunds']>;

/** What a line is for the commission: a receipt confirmed is a collection, its reversal a reversal. */
export type FactKind = 'signed' | 'canceled' | 'collection' | 'reversal' | 'refund';

/**
 * A line as the facts state it: the bill line's fields (its `date` the bill's: a receipt's day
 * received), with what it is (`fact`) and the instant its event happened (`at`).
 */
export type FactLine = Omit<
  Insertable<BillLineTableRow>,
  'event_id' | 'event_type' | 'stream_id' | 'position' | 'month' | 'bill_id'
> & { fact: FactKind; at: string };

/** Where a batch hands the lines it makes, with the event behind each. */
export type LineSink = (event: RecordedEvent, line: FactLine) => void;

/** The names of a projector's own fact tables (same columns, one set per projector). */
export interface LineFactTables {
  contracts: 'bill_contracts' | 'commission_contracts';
  orders: 'bill_orders' | 'commission_orders';
  receipts: 'bill_receipts' | 'commission_receipts';
  refunds: 'bill_refunds' | 'commission_refunds';
}

export const BILL_FACT_TABLES: LineFactTables = {
  contracts: 'bill_contracts',
  orders: 'bill_orders',
  receipts: 'bill_receipts',
  refunds: 'bill_refunds',
};

/** The fact tables' names in the order a projector lists its tables. */
export const factTableNames = (t: LineFactTables): LineFactTables[keyof LineFactTables][] => [
  t.contracts,
  t.orders,
  t.receipts,
  t.refunds,
];

export class LineBatch {
  readonly contracts: KeptRows<LineFactTables['contracts'], ContractRow>;
  readonly orders: KeptRows<LineFactTables['orders'], OrderRow>;
  readonly receipts: KeptRows<LineFactTables['receipts'], ReceiptRow>;
  readonly refunds: KeptRows<LineFactTables['refunds'], RefundRow>;

  constructor(
    tables: LineFactTables,
    private readonly sink: LineSink,
  ) {
    this.contracts = new KeptRows(tables.contracts, 'contract_id');
    this.orders = new KeptRows(tables.orders, 'order_id');
    this.receipts = new KeptRows(tables.receipts, 'receipt_id');
    this.refunds = new KeptRows(tables.refunds, 'payment_id');
  }

  async load(db: Transaction<Database>, events: readonly RecordedEvent[]): Promise<void> {
    const ids = idsOf(events);
    await this.contracts.load(db, ids.contracts);
    await this.orders.load(db, ids.orders);
    await this.receipts.load(db, ids.receipts);
    await this.refunds.load(db, ids.refunds);
  }

  private line(event: RecordedEvent, line: FactLine) {
    this.sink(event, line);
  }

  /** An order's line: the customer, owner and currency of its contract (else as the order names them). */
  private orderLine(o: OrderRow | undefined, orderId: string, contractId: string, lineId: string) {
    const c = this.contracts.get(contractId);
    if (!c && !o) return undefined;
    return {
      line_id: lineId,
      customer_id: c?.customer_id ?? o!.customer_id,
      customer_name: c?.customer_name ?? o!.customer_name,
      owner_id: c?.owner_id ?? o!.owner_id,
      contract_id: contractId,
      contract_number: c?.number ?? o!.contract_number,
      order_id: orderId,
      order_number: o?.number ?? null,
      quantity: o?.quantity ?? null,
      unit: o?.unit ?? null,
      currency: c?.currency ?? o!.currency,
      method: null,
    };
  }

  /** A signed order's clearance or the order itself went away: minus its signed amount, once. */
  private cancel(event: RecordedEvent, orderId: string, at: string, note: string) {
    const o = this.orders.get(orderId);
    if (!o?.signed_line || o.signed_amount === null) return;
    const base = this.orderLine(o, orderId, o.contract_id, event.id);
    if (!base) return;
    this.line(event, {
      ...base,
      kind: 'canceled',
      amount: money(new Decimal(o.signed_amount).neg()),
      date: dayOf(at),
      note,
      fact: 'canceled',
      at,
    });
    this.orders.set({ ...o, signed_line: null, signed_amount: null });
  }

  apply(event: RecordedEvent): void {
    const contractId = contractMoney.contractIdOfMoneyStream(event.streamId);
    if (contractId) return this.applyMoney(event, contractId);
    if (isContractStream(event.streamId) && event.type === 'ContractCreated') {
      const d = event.data as contract.ContractCreatedData;
      this.contracts.set(contractRow(d, this.contracts.get(d.contractId)));
      return;
    }
    if (isOrderStream(event.streamId)) {
      const orderId = orderIdOfStream(event.streamId);
      const e = { type: event.type, data: event.data } as order.OrderEvent;
      if (e.type === 'OrderCreated') this.orders.set(orderRow(orderId, e.data, this.orders.get(orderId)));
      else if (e.type === 'OrderCancelApproved') this.cancel(event, orderId, e.data.at, e.data.reason ?? '');
      else if (e.type === 'OrderInvalidated') this.cancel(event, orderId, e.data.at, e.data.reason);
      return;
    }
  }

  private applyMoney(event: RecordedEvent, contractId: string): void {
    const e = { type: event.type, data: event.data } as contractMoney.ContractMoneyEvent;
    const c = this.contracts.get(contractId);
    switch (e.type) {
      case 'SigningCleared': {
        const several = e.data.orderIds.length > 1;
        for (const orderId of e.data.orderIds) {
          const o = this.orders.get(orderId);
          const amount = e.data.orderTotals[orderId];
          if (o?.signed_line || amount === undefined || !c) continue;
          const lineId = several ? `${event.id}:${orderId}` : event.id;
          this.line(event, {
            ...this.orderLine(o, orderId, contractId, lineId)!,
            kind: 'signed',
            amount: money(amount),
            date: dayOf(e.data.at),
            note: '',
            fact: 'signed',
            at: e.data.at,
          });
          // An order not seen yet keeps its signed line in a row of its own, filled in by its creation.
          this.orders.set({
            ...(o ?? unseenOrderRow(orderId, c)),
            signed_line: lineId,
            signed_amount: money(amount),
          });
        }
        if (c) this.contracts.set({ ...c, signed: true });
        return;
      }
      case 'SigningClearanceReleased':
        return this.cancel(event, e.data.orderId, e.data.at, e.data.reason);
      case 'ReceiptRecorded': {
        if (!this.receipts.get(e.data.receiptId)) this.receipts.set(receiptRow(e.data));
        return;
      }
      case 'ReceiptConfirmed': {
        const r = this.receipts.get(e.data.receiptId);
        if (!r || r.kind) return;
        const kind = c?.signed ? 'balance' : 'downPayment';
        this.line(event, {
          ...this.receiptLine(r, event.id),
          kind,
          amount: r.amount,
          date: r.received_on,
          note: '',
          fact: 'collection',
          at: e.data.at,
        });
        this.receipts.set({ ...r, kind });
        return;
      }
      case 'ReceiptReversed': {
        const r = this.receipts.get(e.data.receiptId);
        if (!r?.kind || r.reversed) return;
        this.line(event, {
          ...this.receiptLine(r, event.id),
          kind: r.kind,
          amount: money(new Decimal(r.amount).neg()),
          date: dayOf(e.data.at),
          note: e.data.reason,
          fact: 'reversal',
          at: e.data.at,
        });
        this.receipts.set({ ...r, reversed: true });
        return;
      }
      case 'RefundRequested': {
        if (!this.refunds.get(e.data.paymentId)) this.refunds.set(refundRow(e.data));
        return;
      }
      case 'PaymentPaid': {
        const p = this.refunds.get(e.data.paymentId);
        if (!p || p.paid) return;
        const o = this.orders.get(p.order_id);
        const rc = this.contracts.get(p.contract_id);
        if (!rc) return;
        this.line(event, {
          line_id: event.id,
          customer_id: rc.customer_id,
          customer_name: rc.customer_name,
          owner_id: rc.owner_id,
          contract_id: p.contract_id,
          contract_number: rc.number,
          order_id: p.order_id,
          order_number: o?.number ?? null,
          quantity: o?.quantity ?? null,
          unit: o?.unit ?? null,
          kind: 'refund',
          amount: p.amount,
          currency: rc.currency,
          date: dayOf(e.data.at),
          method: null,
          note: '',
          fact: 'refund',
          at: e.data.at,
        });
        this.refunds.set({ ...p, paid: true });
        return;
      }
      default:
        return;
    }
  }

  private receiptLine(r: ReceiptRow, lineId: string) {
    const o = this.orders.get(r.order_id);
    const c = this.contracts.get(r.contract_id);
    return {
      line_id: lineId,
      customer_id: c?.customer_id ?? r.customer_id,
      customer_name: c?.customer_name ?? r.customer_name,
      owner_id: c?.owner_id ?? r.owner_id,
      contract_id: r.contract_id,
      contract_number: c?.number ?? r.contract_number,
      order_id: r.order_id,
      order_number: o?.number ?? null,
      quantity: null,
      unit: null,
      currency: c?.currency ?? r.currency,
      method: r.method,
    };
  }

  /** Writes the facts the batch changed to the projector's fact tables. */
  async write(db: Transaction<Database>): Promise<void> {
    await this.contracts.write(db);
    await this.orders.write(db);
    await this.receipts.write(db);
    await this.refunds.write(db);
  }
}
