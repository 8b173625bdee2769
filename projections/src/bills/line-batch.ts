import { billId } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { billEvents, type contract, contractMoney, type order } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import Decimal from 'decimal.js';
import type { Insertable, Selectable, Transaction } from 'kysely';
import { chunks } from '../rows';
import type { BillLineTableRow } from './bill-lines.table';
import { KeptRows } from './kept-rows';
import { contractRow, orderRow, receiptRow, refundRow, unseenOrderRow } from './line-facts';
import { dayOf, idsOf, isContractStream, isOrderStream, money, orderIdOfStream } from './money-events';

/**
 * One batch of the bill_lines projector: the contracts, orders, receipts and refunds its events
 * name, loaded once, the lines its events make (each once), and the lines the bills it issues took.
 */

type Line = Insertable<BillLineTableRow>;
type OrderRow = Selectable<Database['bill_orders']>;
type ReceiptRow = Selectable<Database['bill_receipts']>;

const isBillStream = (id: string) => id.startsWith(billEvents.BILL_STREAM_PREFIX);

export class LineBatch {
  readonly contracts = new KeptRows<'bill_contracts'>('bill_contracts', 'contract_id');
  readonly orders = new KeptRows<'bill_orders'>('bill_orders', 'order_id');
  readonly receipts = new KeptRows<'bill_receipts'>('bill_receipts', 'receipt_id');
  readonly refunds = new KeptRows<'bill_refunds'>('bill_refunds', 'payment_id');
  readonly lines: Line[] = [];
  /** Bill id -> the line ids it took. */
  readonly taken = new Map<string, string[]>();

  async load(db: Transaction<Database>, events: readonly RecordedEvent[]): Promise<void> {
    const ids = idsOf(events);
    await this.contracts.load(db, ids.contracts);
    await this.orders.load(db, ids.orders);
    await this.receipts.load(db, ids.receipts);
    await this.refunds.load(db, ids.refunds);
  }

  private line(
    event: RecordedEvent,
    line: Omit<Line, 'event_id' | 'event_type' | 'stream_id' | 'position' | 'month'>,
  ) {
    this.lines.push({
      ...line,
      event_id: event.id,
      event_type: event.type,
      stream_id: event.streamId,
      position: event.position.toString(),
      month: line.date.slice(0, 7),
    });
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
    if (isBillStream(event.streamId) && event.type === 'BillIssued') {
      const d = event.data as billEvents.BillIssuedData;
      const taken = d.lines.filter((l) => l.kind !== 'adjustment').map((l) => l.lineId);
      const id = billId(d.customerId, d.month);
      this.taken.set(id, [...(this.taken.get(id) ?? []), ...taken]);
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

  async write(db: Transaction<Database>): Promise<void> {
    await this.contracts.write(db);
    await this.orders.write(db);
    await this.receipts.write(db);
    await this.refunds.write(db);
    for (const part of chunks(this.lines, 200))
      await db
        .insertInto('bill_lines')
        .values(part)
        .onConflict((oc) => oc.column('line_id').doNothing())
        .execute();
    for (const [id, lineIds] of this.taken)
      for (const part of chunks(lineIds, 1000))
        await db.updateTable('bill_lines').set({ bill_id: id }).where('line_id', 'in', part).execute();
  }
}
