import type { Database } from '@packflow/db';
import type { contract, contractMoney, order } from '@packflow/domain';
import type { Selectable } from 'kysely';
import { money } from './money-events';

/**
 * The rows of the bill_lines projector's helper tables as the events state them: a contract as
 * created, an order as created (or not seen yet, when its signing comes first), a receipt as
 * recorded and a refund as requested.
 */

type ContractRow = Selectable<Database['bill_contracts']>;
type OrderRow = Selectable<Database['bill_orders']>;
type ReceiptRow = Selectable<Database['bill_receipts']>;
type RefundRow = Selectable<Database['bill_refunds']>;
type OrderData<T extends order.OrderEvent['type']> = Extract<order.OrderEvent, { type: T }>['data'];
type MoneyData<T extends contractMoney.ContractMoneyEvent['type']> = Extract<
  contractMoney.ContractMoneyEvent,
  { type: T }
>['data'];

/** A contract as created; whether it has a signed order is kept from before. */
export const contractRow = (
  d: contract.ContractCreatedData,
  before: ContractRow | undefined,
): ContractRow => ({
  contract_id: d.contractId,
  number: d.number,
  customer_id: d.customerId,
  customer_name: d.customerName,
  owner_id: d.ownerId,
  currency: d.currency,
  language: d.language,
  signed: before?.signed ?? false,
});

/** An order as created; its signed line (when its signing came first) is kept from before. */
export const orderRow = (
  orderId: string,
  d: OrderData<'OrderCreated'>,
  before: OrderRow | undefined,
): OrderRow => ({
  order_id: orderId,
  contract_id: d.contractId,
  contract_number: d.contractNumber,
  number: d.number,
  customer_id: d.customerId,
  customer_name: d.customerName,
  owner_id: d.ownerId,
  currency: d.currency,
  quantity: d.quantity,
  unit: d.unit,
  signed_line: before?.signed_line ?? null,
  signed_amount: before?.signed_amount ?? null,
});

/** An order signed before it was seen: its contract's facts until its creation fills it in. */
export const unseenOrderRow = (
  orderId: string,
  c: ContractRow,
): Omit<OrderRow, 'signed_line' | 'signed_amount'> => ({
  order_id: orderId,
  contract_id: c.contract_id,
  contract_number: c.number,
  number: orderId,
  customer_id: c.customer_id,
  customer_name: c.customer_name,
  owner_id: c.owner_id,
  currency: c.currency,
  quantity: 0,
  unit: '',
});

/** A receipt as recorded: not confirmed (no kind yet), not reversed. */
export const receiptRow = (d: MoneyData<'ReceiptRecorded'>): ReceiptRow => ({
  receipt_id: d.receiptId,
  contract_id: d.contractId,
  contract_number: d.contractNumber,
  customer_id: d.customerId,
  customer_name: d.customerName,
  owner_id: d.ownerId,
  order_id: d.orderId,
  amount: money(d.amount),
  currency: d.currency,
  method: d.method,
  received_on: d.receivedOn,
  kind: null,
  reversed: false,
});

/** A refund as requested: not paid yet. */
export const refundRow = (d: MoneyData<'RefundRequested'>): RefundRow => ({
  payment_id: d.paymentId,
  contract_id: d.contractId,
  contract_number: d.contractNumber,
  order_id: d.orderId,
  owner_id: d.ownerId,
  customer_name: d.customerName,
  amount: money(d.amount),
  currency: d.currency,
  paid: false,
});
