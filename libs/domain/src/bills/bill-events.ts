import type { BillCurrency, BillLine, BillTotals } from '@packflow/contracts';
import type { DomainEvent } from '../shared/decider';

/**
 * One customer's bill for one month (`bill-<customerId>-<yyyymm>`, month-end.md "The bill"):
 * issued by the month's close with its lines (each with the event behind it) and totals, sent,
 * confirmed or disputed line by line, adjusted with adjustment lines (never an edit) and sent
 * again, then sealed. Every event of the stream is hash-chained (chain.ts).
 */
export const BILL_STREAM_PREFIX = 'bill-';
/** `month` is yyyy-mm. */
export const billStream = (customerId: string, month: string): string =>
  `${BILL_STREAM_PREFIX}${customerId}-${month.replace('-', '')}`;
/** The bill id of the URLs (`<customerId>-<yyyymm>`) to its stream. */
export const billStreamOfId = (id: string): string => `${BILL_STREAM_PREFIX}${id}`;

export interface Stamp {
  by: string;
  at: string;
}

export interface BillIssuedData {
  customerId: string;
  customerName: string;
  language: 'cn' | 'en';
  ownerId: string;
  /** yyyy-mm */
  month: string;
  currency: BillCurrency;
  /** The $all position the close read the lines up to (decimal text). */
  cutoff: string;
  /** The previous bill's closing balance (2-decimal text; '0.00' for a first bill). */
  openingBalance: string;
  lines: BillLine[];
  /** As billTotals() works them out from the opening balance and the lines. */
  totals: BillTotals;
  /** The month's close that made it. */
  closeId: string;
  at: string;
}

export interface BillAdjustment {
  adjustmentId: string;
  /** Signed 2-decimal text: positive when the customer owes more. */
  amount: string;
  reason: string;
  /** The disputed line it answers, if any. */
  lineId: string | null;
}

export type BillEvent =
  | DomainEvent<'BillIssued', BillIssuedData>
  | DomainEvent<'BillSent', Stamp>
  | DomainEvent<'BillDisputed', { lines: { lineId: string; reason: string }[] } & Stamp>
  | DomainEvent<'BillAdjusted', { adjustments: BillAdjustment[] } & Stamp>
  | DomainEvent<'BillConfirmed', { early: boolean } & Stamp>
  /** Follows BillConfirmed in the same append: the totals are fixed; the chain head is this event's hash. */
  | DomainEvent<'BillSealed', { totals: BillTotals } & Stamp>;

export const BILL_EVENT_TYPES: BillEvent['type'][] = [
  'BillIssued',
  'BillSent',
  'BillDisputed',
  'BillAdjusted',
  'BillConfirmed',
  'BillSealed',
];

/** Who acts on a bill, as the handler knows them. */
export interface BillActor {
  userId: string;
  role: string;
  /** The reader is the bill's owner (its customer's salesman or trader). */
  owns: boolean;
}

export type BillCommand =
  | { type: 'IssueBill'; data: BillIssuedData }
  | { type: 'SendBill'; data: Stamp }
  | { type: 'DisputeBill'; data: { lines: { lineId: string; reason: string }[] } & Stamp }
  | { type: 'AdjustBill'; data: { adjustments: BillAdjustment[] } & Stamp }
  /**
   * The customer agrees: confirmed and sealed at once. Before the end of the month after the bill's
   * (Asia/Shanghai), finishing is early: refused unless `acknowledgeEarly` (the spec's warning).
   */
  | { type: 'ConfirmBill'; data: { acknowledgeEarly: boolean } & Stamp };

// ---------------------------------------------------------------- the month's close

/** The process that closes a month (`month-close-<yyyymm>`): one bill per customer with activity. */
export const MONTH_CLOSE_PREFIX = 'month-close-';
export const monthCloseStream = (month: string): string => `${MONTH_CLOSE_PREFIX}${month.replace('-', '')}`;

export interface MonthCloseCustomerDone {
  customerId: string;
  billed: boolean;
}

export type MonthCloseEvent =
  /** The customers with lines up to `cutoff`, fixed when the close starts, so a re-run closes the same set. */
  | DomainEvent<
      'MonthCloseStarted',
      { month: string; cutoff: string; customerIds: string[]; by: string; at: string }
    >
  /**
   * Customers done, a batch at a time (so a close of thousands of customers is a few hundred
   * events): each with its bill issued now or earlier (`billed`), or nothing to bill.
   */
  | DomainEvent<'MonthCloseCustomersDone', { customers: MonthCloseCustomerDone[]; at: string }>
  /**
   * Once every customer is done, the salesmen whose wage sheets the close makes (fixed here, so a
   * re-run makes the same sheets), then those done, a batch at a time.
   */
  | DomainEvent<'MonthCloseWagesStarted', { salesmen: string[]; at: string }>
  | DomainEvent<'MonthCloseSalesmenDone', { staff: MonthCloseSalesmanDone[]; at: string }>
  | DomainEvent<'MonthCloseFinished', { bills: number; at: string }>
  | DomainEvent<'MonthCloseFailed', { error: string; at: string }>;

export interface MonthCloseSalesmanDone {
  staffId: string;
  /** Its sheet was made now or by an earlier try. */
  made: boolean;
}

export type MonthCloseCommand =
  | {
      type: 'StartMonthClose';
      data: { month: string; cutoff: string; customerIds: string[]; by: string; at: string };
    }
  | { type: 'RecordCustomersDone'; data: { customers: MonthCloseCustomerDone[]; at: string } }
  | { type: 'StartMonthCloseWages'; data: { salesmen: string[]; at: string } }
  | { type: 'RecordSalesmenDone'; data: { staff: MonthCloseSalesmanDone[]; at: string } }
  | { type: 'FinishMonthClose'; data: { at: string } }
  | { type: 'FailMonthClose'; data: { error: string; at: string } };
