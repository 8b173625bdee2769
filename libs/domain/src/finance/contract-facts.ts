import { orderIdName } from '../orders/from-contract';
import type { ContractTerms } from './contract-money';
import type { Currency, PaymentTerms } from './money';

/**
 * What the money ledger needs to know of a contract and of an order, read from their own streams
 * (never from a read model): the contract once created (its currency, terms, total, customer and
 * owner), an order once created (its contract and total).
 */
export interface ContractFacts extends Omit<ContractTerms, 'orderIds'> {
  ownerRole: string;
  total: string;
}

export interface OrderFacts {
  orderId: string;
  contractId: string;
  total: string;
  /** Its cancel was approved. */
  canceled: boolean;
  /** A supplementary order (补单): its amount comes on top of the contract's total. */
  supplementary: boolean;
  /** Canceled or invalidated orders owe nothing. */
  owes: boolean;
  /** Its supplementary orders' ids (each may not be created yet). */
  supplementaries: string[];
}

type Loose = { type: string; data: unknown };
type Fields = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The contract as its `ContractCreated` recorded it, or null while it is not (or never) created. */
export function contractFactsOf(events: readonly Loose[]): ContractFacts | null {
  const created = events.find((e) => e.type === 'ContractCreated');
  if (!created) return null;
  const d = (created.data ?? {}) as Fields;
  return {
    contractId: text(d.contractId),
    number: text(d.number),
    customerId: text(d.customerId),
    customerName: text(d.customerName),
    ownerId: text(d.ownerId),
    ownerRole: text(d.ownerRole),
    currency: (d.currency === 'USD' ? 'USD' : 'CNY') as Currency,
    paymentTerms: (['full', 'advance30', 'advance50', 'other'].includes(text(d.paymentTerms))
      ? d.paymentTerms
      : 'full') as PaymentTerms,
    total: text(d.total) || '0',
  };
}

/** The order as its `OrderCreated` recorded it, or null. */
export function orderFactsOf(events: readonly Loose[]): OrderFacts | null {
  const created = events.find((e) => e.type === 'OrderCreated');
  if (!created) return null;
  const d = (created.data ?? {}) as Fields;
  const canceled = events.some((e) => e.type === 'OrderCancelApproved');
  return {
    orderId: text(d.orderId),
    contractId: text(d.contractId),
    total: text(d.total) || '0',
    canceled,
    supplementary: d.type === 'supplementary',
    owes: !canceled && !events.some((e) => e.type === 'OrderInvalidated'),
    supplementaries: events
      .filter((e) => e.type === 'SupplementaryOrderRequested')
      .map((e) => text(((e.data ?? {}) as Fields).orderId)),
  };
}

/** The id names of the orders the contract made (one per line; the caller hashes each into the id). */
export function orderIdNamesOf(contractEvents: readonly Loose[]): string[] {
  const created = contractEvents.find((e) => e.type === 'ContractCreated');
  const d = (created?.data ?? {}) as Fields;
  const lines = Array.isArray(d.lines) ? (d.lines as Fields[]) : [];
  return lines.map((line) => orderIdName(text(d.contractId), text(line.quotationId)));
}
