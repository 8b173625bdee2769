import { bill, contract, contractMoney, order } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import Decimal from 'decimal.js';

/**
 * What the projectors that follow a contract's money and orders (the bills' lines, the
 * receivables, the money flows) share: money as they keep it, the day an instant falls on, which
 * stream an event is on, and the ids of the contracts, orders, receipts and refunds a batch names.
 */

/** An amount as the read models keep it: 2 decimals. */
export const money = (v: Decimal.Value): string => new Decimal(v).toFixed(2);

/** The business day (yyyy-mm-dd, Asia/Shanghai) of an instant. */
export const dayOf = (at: string): string => bill.shanghaiDay(at);

export const isContractStream = (id: string): boolean =>
  id.startsWith(contract.CONTRACT_STREAM_PREFIX) && !id.startsWith(contractMoney.MONEY_STREAM_PREFIX);
export const isOrderStream = (id: string): boolean => id.startsWith(order.ORDER_STREAM_PREFIX);
export const orderIdOfStream = (id: string): string => id.slice(order.ORDER_STREAM_PREFIX.length);

/** The ids of each helper table a batch names. */
export function idsOf(events: readonly RecordedEvent[]) {
  const contracts = new Set<string>();
  const orders = new Set<string>();
  const receipts = new Set<string>();
  const refunds = new Set<string>();
  for (const event of events) {
    const d = event.data as Record<string, unknown>;
    const moneyOf = contractMoney.contractIdOfMoneyStream(event.streamId);
    if (moneyOf) {
      contracts.add(moneyOf);
      if (typeof d.receiptId === 'string') receipts.add(d.receiptId);
      if (typeof d.paymentId === 'string') refunds.add(d.paymentId);
      if (typeof d.orderId === 'string') orders.add(d.orderId);
      if (Array.isArray(d.orderIds)) for (const id of d.orderIds as string[]) orders.add(id);
    } else if (isContractStream(event.streamId) && typeof d.contractId === 'string')
      contracts.add(d.contractId);
    else if (isOrderStream(event.streamId)) {
      orders.add(orderIdOfStream(event.streamId));
      if (typeof d.contractId === 'string') contracts.add(d.contractId);
    }
  }
  return { contracts, orders, receipts, refunds };
}
