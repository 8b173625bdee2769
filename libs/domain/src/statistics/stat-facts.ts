/**
 * What the statistics remember between events, by key: a salesman's area (`staff:<id>`), an
 * order's facts (`order:<id>`), a receipt (`receipt:<id>`), a refund (`refund:<paymentId>`) and
 * the machine a stage of an order's job is scheduled on (`machine:<orderId>|<stage>`). The fold
 * keeps them in memory; a projector keeps them in a table of its own.
 */

export interface StaffFact {
  kind: 'staff';
  /** The areacode (Q/L), '' when none. */
  area: string;
}

export interface OrderFact {
  kind: 'order';
  ownerId: string;
  customerId: string;
  printingType: string;
  bagType: string;
  currency: string;
  total: string;
  /** yyyy-mm-dd it was signed; null before. */
  signDay: string | null;
  canceled: boolean;
}

export interface ReceiptFact {
  kind: 'receipt';
  ownerId: string;
  customerId: string;
  method: string;
  currency: string;
  amount: string;
  confirmed: boolean;
  reversed: boolean;
}

export interface RefundFact {
  kind: 'refund';
  ownerId: string;
  customerId: string;
  currency: string;
  amount: string;
  paid: boolean;
}

export interface MachineFact {
  kind: 'machine';
  machineId: string;
}

export type StatFact = StaffFact | OrderFact | ReceiptFact | RefundFact | MachineFact;

/** Where the facts live: a Map for the fold, a table's rows for a projector. */
export interface StatFactStore {
  get(key: string): StatFact | undefined;
  set(key: string, fact: StatFact): void;
}

export const staffKey = (id: string): string => `staff:${id}`;
export const orderKey = (id: string): string => `order:${id}`;
export const receiptKey = (id: string): string => `receipt:${id}`;
export const refundKey = (id: string): string => `refund:${id}`;
export const machineKey = (orderId: string, stage: string): string => `machine:${orderId}|${stage}`;
/** Every salesman's area is read by key prefix (there are few). */
export const STAFF_PREFIX = 'staff:';

export const factOf = <K extends StatFact['kind']>(
  store: StatFactStore,
  key: string,
  kind: K,
): Extract<StatFact, { kind: K }> | undefined => {
  const f = store.get(key);
  return f?.kind === kind ? (f as Extract<StatFact, { kind: K }>) : undefined;
};
