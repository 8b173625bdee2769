import type { Database } from '@packflow/db';
import { type contract, contractMoney, type order } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import Decimal from 'decimal.js';
import type { Insertable, Selectable, Transaction } from 'kysely';
import { KeptRows } from '../bills/kept-rows';
import { dayOf, idsOf, isContractStream, isOrderStream, money, orderIdOfStream } from '../bills/money-events';
import { chunks } from '../rows';
import type { ReceivableFlowTableRow } from './reports.table';

/**
 * One batch of the receivables projector: the contracts (with the orders of each), receipts and
 * refunds its events name, loaded once, and the flows its events make, in the order of the events.
 */

type Flow = Insertable<ReceivableFlowTableRow>;
type OrderRow = Selectable<Database['receivable_orders']>;
type ContractRow = Selectable<Database['receivable_contracts']>;

export class FlowBatch {
  readonly contracts = new KeptRows<'receivable_contracts'>('receivable_contracts', 'contract_id');
  readonly orders = new KeptRows<'receivable_orders'>('receivable_orders', 'order_id');
  readonly receipts = new KeptRows<'receivable_receipts'>('receivable_receipts', 'receipt_id');
  readonly refunds = new KeptRows<'receivable_refunds'>('receivable_refunds', 'payment_id');
  readonly flows: Flow[] = [];
  /** Order numbers seen in this batch before their orders were signed. */
  private readonly numbers = new Map<string, string>();
  private event!: RecordedEvent;
  private n = 0;

  async load(db: Transaction<Database>, events: readonly RecordedEvent[]): Promise<void> {
    const { contracts, orders, receipts, refunds } = idsOf(events);
    await this.orders.load(db, orders);
    for (const o of this.orders.all()) contracts.add(o.contract_id);
    await this.contracts.load(db, contracts);
    await this.orders.loadBy(db, 'contract_id', contracts);
    await this.receipts.load(db, receipts);
    await this.refunds.load(db, refunds);
  }

  private push(c: ContractRow, o: OrderRow | null, eventDay: string, amount: Decimal) {
    if (amount.isZero()) return;
    const e = this.event;
    this.flows.push({
      flow_id: `${e.id}:${this.n++}`,
      event_id: e.id,
      event_type: e.type,
      stream_id: e.streamId,
      position: e.position.toString(),
      customer_id: c.customer_id,
      customer_name: c.customer_name,
      owner_id: c.owner_id,
      currency: c.currency,
      contract_id: c.contract_id,
      contract_number: c.number,
      order_id: o?.order_id ?? null,
      order_number: o?.number ?? null,
      sign_day: o?.sign_day ?? null,
      event_day: eventDay,
      amount: money(amount),
    });
  }

  /** The contract's orders in the order they were signed. */
  private ordersOf(contractId: string): OrderRow[] {
    return this.orders
      .all()
      .filter((o) => o.contract_id === contractId)
      .sort((a, b) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : BigInt(a.seq) > BigInt(b.seq) ? 1 : 0));
  }

  /** Applies money to the named order, then the oldest with something outstanding; answers what is left. */
  private apply(c: ContractRow, named: string | null, day: string, amount: Decimal): Decimal {
    let left = amount;
    const mine = this.ordersOf(c.contract_id).filter((o) => !o.canceled);
    const candidates = [
      ...mine.filter((o) => o.order_id === named),
      ...mine.filter((o) => o.order_id !== named),
    ];
    for (const o of candidates) {
      if (left.lte(0)) break;
      const take = Decimal.min(left, o.outstanding);
      if (take.lte(0)) continue;
      left = left.minus(take);
      this.orders.set({ ...o, outstanding: money(new Decimal(o.outstanding).minus(take)) });
      this.push(c, o, day < o.sign_day ? o.sign_day : day, take.negated());
    }
    return left;
  }

  private cancel(orderId: string, at: string) {
    const o = this.orders.get(orderId);
    const c = o && this.contracts.get(o.contract_id);
    if (!o || !c || o.canceled) return;
    this.orders.set({ ...o, canceled: true, outstanding: money(new Decimal(o.outstanding).minus(o.signed)) });
    this.push(c, o, dayOf(at), new Decimal(o.signed).negated());
  }

  applyEvent(event: RecordedEvent): void {
    this.event = event;
    this.n = 0;
    const contractId = contractMoney.contractIdOfMoneyStream(event.streamId);
    if (contractId) return this.applyMoney(event, contractId);
    if (isContractStream(event.streamId) && event.type === 'ContractCreated') {
      const d = event.data as contract.ContractCreatedData;
      const before = this.contracts.get(d.contractId);
      this.contracts.set({
        contract_id: d.contractId,
        number: d.number,
        customer_id: d.customerId,
        customer_name: d.customerName,
        owner_id: d.ownerId,
        currency: d.currency,
        advance: before?.advance ?? '0.00',
      });
      return;
    }
    if (isOrderStream(event.streamId)) {
      const orderId = orderIdOfStream(event.streamId);
      const e = { type: event.type, data: event.data } as order.OrderEvent;
      if (e.type === 'OrderCreated') {
        const o = this.orders.get(orderId);
        if (o) this.orders.set({ ...o, number: e.data.number });
        else this.numbers.set(orderId, e.data.number);
      } else if (e.type === 'OrderCancelApproved' || e.type === 'OrderInvalidated')
        this.cancel(orderId, e.data.at);
    }
  }

  private applyMoney(event: RecordedEvent, contractId: string): void {
    const e = { type: event.type, data: event.data } as contractMoney.ContractMoneyEvent;
    let c = this.contracts.get(contractId);
    switch (e.type) {
      case 'SigningCleared': {
        if (!c) return;
        const day = dayOf(e.data.at);
        e.data.orderIds.forEach((orderId, i) => {
          const amount = e.data.orderTotals[orderId];
          if (amount === undefined || this.orders.get(orderId) || !c) return;
          const o = this.orders.set({
            order_id: orderId,
            contract_id: contractId,
            number: this.numbers.get(orderId) ?? null,
            seq: (event.position * 1000n + BigInt(i)).toString(),
            sign_day: day,
            signed: money(amount),
            outstanding: money(amount),
            canceled: false,
          });
          this.push(c, o, day, new Decimal(amount));
          const waiting = new Decimal(c.advance);
          if (waiting.gt(0)) {
            const left = this.apply(c, orderId, day, waiting);
            this.push(c, null, day, waiting.minus(left));
            c = this.contracts.set({ ...c, advance: money(left) });
          }
        });
        return;
      }
      case 'SigningClearanceReleased':
        return this.cancel(e.data.orderId, e.data.at);
      case 'ReceiptRecorded': {
        const d = e.data;
        if (!c)
          c = this.contracts.set({
            contract_id: contractId,
            number: d.contractNumber,
            customer_id: d.customerId,
            customer_name: d.customerName,
            owner_id: d.ownerId,
            currency: d.currency,
            advance: '0.00',
          });
        if (this.receipts.get(d.receiptId)) return;
        this.receipts.set({
          receipt_id: d.receiptId,
          contract_id: contractId,
          order_id: d.orderId,
          customer_id: d.customerId,
          customer_name: d.customerName,
          owner_id: d.ownerId,
          contract_number: d.contractNumber,
          currency: d.currency,
          amount: money(d.amount),
          received_on: d.receivedOn,
          confirmed: false,
          reversed: false,
        });
        return;
      }
      case 'ReceiptConfirmed': {
        const r = this.receipts.get(e.data.receiptId);
        if (!r || r.confirmed || !c) return;
        this.receipts.set({ ...r, confirmed: true });
        const left = this.apply(c, r.order_id, r.received_on, new Decimal(r.amount));
        if (left.gt(0)) {
          this.push(c, null, r.received_on, left.negated());
          this.contracts.set({ ...c, advance: money(left.plus(c.advance)) });
        }
        return;
      }
      case 'ReceiptReversed': {
        const r = this.receipts.get(e.data.receiptId);
        if (!r?.confirmed || r.reversed || !c) return;
        this.receipts.set({ ...r, reversed: true });
        const day = dayOf(e.data.at);
        let amount = new Decimal(r.amount);
        const waiting = new Decimal(c.advance);
        const fromAdvance = Decimal.min(waiting, amount);
        if (fromAdvance.gt(0)) {
          this.push(c, null, day, fromAdvance);
          c = this.contracts.set({ ...c, advance: money(waiting.minus(fromAdvance)) });
          amount = amount.minus(fromAdvance);
        }
        if (amount.gt(0)) {
          const mine = this.ordersOf(contractId);
          const target = mine.find((o) => o.order_id === r.order_id) ?? mine[mine.length - 1];
          if (target) {
            this.orders.set({ ...target, outstanding: money(amount.plus(target.outstanding)) });
            this.push(c, target, day, amount);
          } else this.push(c, null, day, amount);
        }
        return;
      }
      case 'RefundRequested': {
        const d = e.data;
        if (!this.refunds.get(d.paymentId))
          this.refunds.set({
            payment_id: d.paymentId,
            order_id: d.orderId,
            amount: money(d.amount),
            paid: false,
          });
        return;
      }
      case 'PaymentPaid': {
        const p = this.refunds.get(e.data.paymentId);
        if (!p || p.paid) return;
        this.refunds.set({ ...p, paid: true });
        const o = this.orders.get(p.order_id);
        const oc = o && this.contracts.get(o.contract_id);
        if (!o || !oc) return;
        this.orders.set({ ...o, outstanding: money(new Decimal(o.outstanding).plus(p.amount)) });
        this.push(oc, o, dayOf(e.data.at), new Decimal(p.amount));
        return;
      }
      default:
        return;
    }
  }

  async write(db: Transaction<Database>): Promise<void> {
    await this.contracts.write(db);
    await this.orders.write(db);
    await this.receipts.write(db);
    await this.refunds.write(db);
    for (const part of chunks(this.flows, 200))
      await db
        .insertInto('receivable_flows')
        .values(part)
        .onConflict((oc) => oc.column('flow_id').doNothing())
        .execute();
  }
}
