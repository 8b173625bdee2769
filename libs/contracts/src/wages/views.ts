/**
 * Wages and commission (month-end.md, "Wages and commission"; rank in "Statistics and rank"):
 * Admin's commission tiers, effective from a date; a commission ledger per salesman fed by the
 * money events in the month they happen; one wage sheet per salesman and month
 * (`wages-<staffId>-<yyyymm>`), made by the month's close, checked and adjusted by Finance, then
 * paid with proof; and the rank of salesmen over a period, read from the same ledger.
 */

// ---------------------------------------------------------------- settings

/**
 * A band of the month's confirmed collections (in yuan) and its rate: the part of the month's
 * collections from `from` up to the next band's `from` earns `rate` percent (bands are marginal,
 * like tax brackets, so one more collection never lowers what the month earned).
 */
export interface CommissionTier {
  /** Decimal text, yuan, 2 decimals; the first band starts at 0. */
  from: string;
  /** Percent, decimal text with up to 4 decimals (1.5 is 1.5 %). */
  rate: string;
}

/** The tiers in force from a day on, with the rate that turns dollars into yuan for them. */
export interface CommissionSchedule {
  /** yyyy-mm-dd (Asia/Shanghai): lines of this day and later use it, until a later schedule starts. */
  effectiveFrom: string;
  tiers: CommissionTier[];
  /** Yuan per US dollar, decimal text: a dollar collection counts as this many yuan. */
  usdRate: string;
  /** Who set it (null for the defaults of a new installation). */
  by: string | null;
  byName: string | null;
  at: string | null;
}

/** GET wages/settings: the schedule in force today, those to come, and those that were. */
export interface WageSettingsView {
  current: CommissionSchedule;
  upcoming: CommissionSchedule[];
  past: CommissionSchedule[];
  /** The earliest day a new schedule may start (tomorrow, Asia/Shanghai): a change never rewrites a day gone by. */
  earliestFrom: string;
  /** The settings stream's revision (-1 before the first change): sent back as `If-Match`. */
  revision: number;
}

// ---------------------------------------------------------------- the commission ledger

/**
 * What a ledger line is, each with the event behind it, in the month the event happened: an order
 * signed or a signed order canceled (they count for the rank, earning nothing), a receipt
 * confirmed (a collection, earning commission), a confirmed receipt reversed and a refund paid
 * (negative, taking commission back).
 */
export const COMMISSION_LINE_KINDS = ['signed', 'canceled', 'collection', 'reversal', 'refund'] as const;
export type CommissionLineKind = (typeof COMMISSION_LINE_KINDS)[number];

export interface CommissionLine {
  /** The event's id behind it (with the order's id when one clearance signed several orders). */
  lineId: string;
  kind: CommissionLineKind;
  staffId: string;
  /** yyyy-mm-dd and yyyy-mm of the event (Asia/Shanghai). */
  day: string;
  month: string;
  contractId: string;
  contractNumber: string;
  customerId: string;
  customerName: string;
  orderId: string | null;
  orderNumber: string | null;
  /** Signed as it counts, in the contract's currency, 2 decimals. */
  amount: string;
  currency: 'CNY' | 'USD';
  /** The amount in yuan (dollars at the schedule's rate), 2 decimals. */
  cny: string;
  /** The month's collections in yuan before this line (the band it starts in). */
  base: string;
  /** Commission this line earned (negative: taken back), yuan, 2 decimals; 0 for signed and canceled. */
  commission: string;
  /** The schedule it was counted with. */
  effectiveFrom: string;
  eventId: string;
  eventType: string;
  streamId: string;
  /** The event's global position (decimal text). */
  position: string;
}

// ---------------------------------------------------------------- wage sheets

/** A sheet made by the close waits for Finance's check; checked, it waits to be paid; paid with proof. */
export const WAGE_SHEET_STATUSES = ['toCheck', 'toPay', 'paid'] as const;
export type WageSheetStatus = (typeof WAGE_SHEET_STATUSES)[number];

/** What a reader may do with a sheet now (decided on the server with the record). */
export const WAGE_SHEET_ACTIONS = ['adjust', 'check', 'pay'] as const;
export type WageSheetAction = (typeof WAGE_SHEET_ACTIONS)[number];

/** A sheet's id in URLs: `<staffId>-<yyyymm>` (its stream is `wages-` + that). */
export const wageSheetId = (staffId: string, month: string): string => `${staffId}-${month.replace('-', '')}`;

/** The figures of a sheet, yuan, 2 decimals. */
export interface WageFigures {
  /** Base and position wage from the staff record when the sheet was made. */
  base: string;
  position: string;
  /** The month's confirmed collections less reversals and refunds (yuan). */
  collections: string;
  /** The month's commission lines added up (may be negative). */
  earned: string;
  /** A negative commission carried from the previous sheet (0 or less). */
  carriedIn: string;
  /** max(0, earned + carriedIn): the commission paid this month. */
  commission: string;
  /** min(0, earned + carriedIn): carried to the next sheet, never paid back by the salesman. */
  carriedOut: string;
  /** Adjustments added up. */
  adjustments: string;
  /** base + position + commission + adjustments. */
  total: string;
}

export interface WageAdjustment {
  adjustmentId: string;
  /** Signed, yuan, 2 decimals. */
  amount: string;
  reason: string;
  by: string;
  byName: string;
  at: string;
}

export interface WageHistoryEntry {
  type: string;
  by: string;
  byName: string;
  at: string;
  note: string;
  position: string;
}

/** A row of /FinanceSalary/Index (to check), /Send (to pay and paid) and a salesman's own list. */
export interface WageSheetRow extends WageFigures {
  id: string;
  staffId: string;
  staffName: string;
  /** Q or L (null when the salesman has none). */
  areacode: string | null;
  /** yyyy-mm */
  month: string;
  status: WageSheetStatus;
  checkedAt: string | null;
  paidAt: string | null;
  updatedAt: string;
}

/** /FinanceSalary/Detail: a salesman's month line by line, each line with its event. */
export interface WageSheetView extends WageSheetRow {
  lines: CommissionLine[];
  adjustmentList: WageAdjustment[];
  history: WageHistoryEntry[];
  /** Proof of payment (file ids of the upload), once paid. */
  proofs: string[];
  actions: WageSheetAction[];
  revision: number;
}

// ---------------------------------------------------------------- rank

export const RANK_MEASURES = ['signed', 'collections', 'commission'] as const;
export type RankMeasure = (typeof RANK_MEASURES)[number];

export interface RankRow {
  place: number;
  staffId: string;
  staffName: string;
  areacode: string | null;
  /** Signed less canceled (yuan). */
  signed: string;
  /** Collections less reversals and refunds (yuan). */
  collections: string;
  /** Commission earned (yuan). */
  commission: string;
}

/** GET rank: salesmen over whole months from..to by a measure; a salesman gets only his own row. */
export interface RankView {
  from: string;
  to: string;
  by: RankMeasure;
  /** How many salesmen are ranked. */
  total: number;
  rows: RankRow[];
}
