/**
 * Bills and their reconciliation (month-end.md, "Periods are streams", "The bill"): one bill per
 * customer and month (`bill-<customerId>-<yyyymm>`), made by the month's close
 * (`month-close-<yyyymm>`), sent, confirmed or disputed line by line, adjusted and sent again,
 * then reconciled and sealed with the head of its hash chain.
 */

// ---------------------------------------------------------------- vocabulary

/**
 * Where a bill stands: made and not sent (or adjusted, to send again), sent and waiting for the
 * customer, disputed (waits for an adjustment), reconciled (confirmed and sealed).
 */
export const BILL_STATUSES = ['toReconcile', 'sent', 'disputed', 'reconciled'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/**
 * What a line is, each with the event behind it: an order signed (adds to what is owed), a signed
 * order canceled or invalidated (takes its amount off), a down payment or a balance received and
 * confirmed by Finance (a reversed receipt is a negative line of its kind), a refund paid, and an
 * adjustment made on the bill (with its reason, never an edit).
 */
export const BILL_LINE_KINDS = [
  'signed',
  'canceled',
  'downPayment',
  'balance',
  'refund',
  'adjustment',
] as const;
export type BillLineKind = (typeof BILL_LINE_KINDS)[number];

/** What a reader may do with a bill now (billActions, decided on the server with the record). */
export const BILL_ACTIONS = ['send', 'confirm', 'dispute', 'adjust'] as const;
export type BillAction = (typeof BILL_ACTIONS)[number];

export type BillCurrency = 'CNY' | 'USD';

/** A bill's id in URLs: `<customerId>-<yyyymm>` (its stream is `bill-` + that). */
export const billId = (customerId: string, month: string): string =>
  `${customerId}-${month.replace('-', '')}`;
/** `yyyy-mm` of a bill id, or null. */
export const monthOfBillId = (id: string): string | null => {
  const m = /-(\d{4})(\d{2})$/.exec(id);
  return m ? `${m[1]}-${m[2]}` : null;
};

// ---------------------------------------------------------------- lines and totals

export interface BillLine {
  /** The event's id behind the line (an adjustment's own id for an adjustment). */
  lineId: string;
  kind: BillLineKind;
  /**
   * Decimal text with 2 decimals, signed as it counts in its total: a signed order, a receipt, a
   * refund are positive; a cancel and a reversed receipt are negative; an adjustment either.
   */
  amount: string;
  /** The business day of the line (yyyy-mm-dd, Asia/Shanghai): a receipt's day received, else the event's. */
  date: string;
  /** The line belongs to an earlier, already closed month (it arrived late). */
  priorPeriod: boolean;
  orderId: string | null;
  orderNumber: string | null;
  /** The order's quantity and unit (signed and canceled lines). */
  quantity: number | null;
  unit: string | null;
  contractId: string | null;
  contractNumber: string | null;
  /** The receipt's method (down payments and balances). */
  method: string | null;
  /** A reversal, or an adjustment: its reason. */
  note: string;
  /** The event behind it: its stream and global position (decimal text); null for an adjustment. */
  streamId: string | null;
  position: string | null;
}

export interface BillTotals {
  /** Orders signed less those canceled. */
  signedOrders: number;
  signingAmount: string;
  downPayments: string;
  balances: string;
  refunds: string;
  /** Down payments and balances. */
  collections: string;
  adjustments: string;
  /** Carried from the customer's previous bill. */
  openingBalance: string;
  /** Opening + signing amount - collections + refunds + adjustments: what the customer owes. */
  closingBalance: string;
}

export interface BillDispute {
  lineId: string;
  reason: string;
  by: string;
  byName: string;
  at: string;
}

export interface BillHistoryEntry {
  type: string;
  by: string;
  byName: string;
  at: string;
  /** A reason, a note, or the lines concerned. */
  note: string;
  /** The event's position (decimal text): 'as it was then' opens the bill at it. */
  position: string;
  /** The event's chain hash. */
  hash: string | null;
}

// ---------------------------------------------------------------- screens

/** A row of /Reconciliation/Index, /Wait and /Send. */
export interface BillRow {
  id: string;
  customerId: string;
  customerName: string;
  ownerId: string;
  ownerName: string;
  /** yyyy-mm */
  month: string;
  currency: BillCurrency;
  status: BillStatus;
  signedOrders: number;
  signingAmount: string;
  collections: string;
  closingBalance: string;
  /** Lines disputed and not yet answered by an adjustment. */
  disputedLines: number;
  sentAt: string | null;
  sealedAt: string | null;
  updatedAt: string;
}

export interface BillView {
  id: string;
  customerId: string;
  customerName: string;
  /** The customer's language: the PDF and Excel files are in it. */
  language: 'cn' | 'en';
  ownerId: string;
  ownerName: string;
  month: string;
  currency: BillCurrency;
  status: BillStatus;
  lines: BillLine[];
  totals: BillTotals;
  /** Disputes still open (answered ones are in the history). */
  disputes: BillDispute[];
  history: BillHistoryEntry[];
  sentAt: string | null;
  /** The position it was last sent at (decimal text): 'as sent' shows it there. */
  sentPosition: string | null;
  sealed: { at: string; by: string; chainHead: string } | null;
  /** The bill's own close: whether confirming now is before the month ends (then it warns). */
  finishesEarly: boolean;
  actions: BillAction[];
  revision: number;
}

/** The bill as it was sent beside how it stands now, line by line. */
export interface BillComparison {
  sent: BillView | null;
  now: BillView;
  /** Lines added since it was sent, lines gone, and totals that changed. */
  added: string[];
  removed: string[];
  changedTotals: (keyof BillTotals)[];
}

// ---------------------------------------------------------------- the month's close

export const MONTH_CLOSE_STATUSES = ['running', 'done', 'failed'] as const;
export type MonthCloseStatus = (typeof MONTH_CLOSE_STATUSES)[number];

/** A month's close, live for Finance and Admin: customers done of the total. */
export interface MonthCloseRow {
  /** yyyy-mm */
  month: string;
  status: MonthCloseStatus;
  total: number;
  done: number;
  /** Bills made (customers with activity). */
  bills: number;
  /** The wage part: salesmen done of those fixed, and the wage sheets made (0 of 0 until it starts). */
  wages: { total: number; done: number; sheets: number };
  startedAt: string;
  finishedAt: string | null;
  /** 'system' for the scheduled run, else who ran it. */
  by: string;
  /** The name of who ran it (null for the scheduled run). */
  byName: string | null;
  error: string | null;
}

export interface MonthCloseList {
  rows: MonthCloseRow[];
  /** The months Admin may close now (past months after the last closed one), newest first. */
  closable: string[];
  /** The setting: the hour (Asia/Shanghai) the close runs on the first of the month. */
  hour: number;
}
