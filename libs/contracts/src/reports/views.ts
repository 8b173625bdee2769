/**
 * Finance's reports (month-end.md, "Finance reports" and "A hash chain Finance can verify"):
 * receivables as of any date with ageing buckets, collections and payments, golden-bean flows,
 * every figure linked to the events behind it, and the verification of the hash chains.
 */

// ---------------------------------------------------------------- receivables and ageing

/** Days since an order was signed: 0-30, 31-60, 61-90, 91-120, over 120. */
export const AGEING_BUCKETS = ['d0_30', 'd31_60', 'd61_90', 'd91_120', 'over120'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
/** The first day of each bucket (its age in days). */
export const AGEING_BUCKET_FROM: Record<AgeingBucket, number> = {
  d0_30: 0,
  d31_60: 31,
  d61_90: 61,
  d91_120: 91,
  over120: 121,
};

/** Outstanding amounts (2-decimal text) by bucket; `total` is exactly their sum. */
export interface AgeingFigures {
  buckets: Record<AgeingBucket, string>;
  total: string;
}

export interface ReceivableCustomerRow extends AgeingFigures {
  customerId: string;
  customerName: string;
  ownerId: string;
  ownerName: string;
}

export interface ReceivableOwnerRow extends AgeingFigures {
  ownerId: string;
  ownerName: string;
}

export type ReportCurrency = 'CNY' | 'USD';

export interface ReceivablesReport {
  /** yyyy-mm-dd (Asia/Shanghai, end of that day). */
  asOf: string;
  currency: ReportCurrency;
  totals: AgeingFigures;
  owners: ReceivableOwnerRow[];
  customers: { rows: ReceivableCustomerRow[]; total: number; page: number; size: number };
  /** Money received for orders not signed by that day: not owed, so in no bucket. */
  advances: string;
}

/** A figure's events: one line per event that makes it up. */
export interface ReportEventLine {
  eventId: string;
  streamId: string;
  /** Decimal text. */
  position: string;
  type: string;
  /** yyyy-mm-dd */
  date: string;
  /** 2-decimal text, signed as it counts in the figure. */
  amount: string;
  customerName: string;
  orderNumber: string | null;
  contractNumber: string | null;
  /** Receivables: the bucket the line's order falls in; null elsewhere. */
  bucket: AgeingBucket | null;
}

// ---------------------------------------------------------------- collections and payments

export const MONEY_GROUPS = ['day', 'month', 'owner', 'method'] as const;
export type MoneyGroup = (typeof MONEY_GROUPS)[number];

export interface MoneyFlowRow {
  /** yyyy-mm-dd, yyyy-mm, a staff id, or a receipt method. */
  key: string;
  /** The owner's name; the key itself otherwise (the console translates methods). */
  label: string;
  collections: string;
  collectionCount: number;
  /** Receipts reversed after confirmation (negative money, shown as a positive figure). */
  reversals: string;
  /** Refunds and other payments paid. */
  payments: string;
  paymentCount: number;
  /** Collections - reversals - payments. */
  net: string;
}

export interface MoneyFlowReport {
  from: string;
  to: string;
  groupBy: MoneyGroup;
  currency: ReportCurrency;
  rows: MoneyFlowRow[];
  totals: Omit<MoneyFlowRow, 'key' | 'label'>;
}

// ---------------------------------------------------------------- golden beans

export interface BeanFlowRow {
  /** yyyy-mm-dd or yyyy-mm. */
  key: string;
  /** Beans recharged (bought), spent on orders, given back, as whole-bean text. */
  recharged: string;
  spent: string;
  returned: string;
  net: string;
  count: number;
}

export interface BeanFlowReport {
  from: string;
  to: string;
  groupBy: 'day' | 'month';
  rows: BeanFlowRow[];
  totals: Omit<BeanFlowRow, 'key'>;
}

// ---------------------------------------------------------------- the hash chains

export interface ChainHead {
  streamId: string;
  events: number;
  first: string;
  last: string;
}

/** The first event whose stored hash does not match the one recomputed from its content. */
export interface ChainBreak {
  streamId: string;
  revision: number;
  position: string;
  eventId: string;
  type: string;
  /** The hash recomputed from the stream as stored. */
  expected: string;
  /** The hash the event carries (null when it carries none). */
  found: string | null;
}

export interface ChainVerification {
  checkedAt: string;
  intact: boolean;
  chains: number;
  events: number;
  /** Chains whose events are all intact, with their first and last hash (all of them, in stream order). */
  heads: ChainHead[];
  broken: ChainBreak | null;
}
