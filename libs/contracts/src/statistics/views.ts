/**
 * The administrator's statistics (month-end.md, "Statistics and rank"): six pages, each a period
 * compared with the previous period of the same length, with a series for the line chart and
 * groups for the bar and pie charts. Every fact counts on the business day it happened
 * (Asia/Shanghai), so a past period never changes and "as of D" is a period ending on D.
 */

// ---------------------------------------------------------------- pages and their groupings

/** The pages, as they appear in routes: GET statistics/<page> and GET statistics/<page>/xlsx. */
export const STATISTICS_PAGES = [
  'day-order',
  'month-order',
  'finance',
  'product',
  'quality',
  'logistics',
] as const;
export type StatisticsPage = (typeof STATISTICS_PAGES)[number];

/** The console's route of each page. */
export const STATISTICS_PATHS: Record<StatisticsPage, string> = {
  'day-order': '/Statistics/DayOrder',
  'month-order': '/Statistics/MonthOrder',
  finance: '/Statistics/Finance',
  product: '/Statistics/Product',
  quality: '/Statistics/Quality',
  logistics: '/Statistics/Logistics',
};

export const ORDER_STAT_GROUPS = ['salesman', 'area', 'printingType', 'bagType', 'customer'] as const;
export type OrderStatGroup = (typeof ORDER_STAT_GROUPS)[number];
export const FINANCE_STAT_GROUPS = ['salesman', 'area', 'customer', 'method'] as const;
export type FinanceStatGroup = (typeof FINANCE_STAT_GROUPS)[number];
export const PRODUCT_STAT_GROUPS = ['machine', 'stage'] as const;
export type ProductStatGroup = (typeof PRODUCT_STAT_GROUPS)[number];
export const QUALITY_STAT_GROUPS = ['bagType', 'printingType', 'inspector', 'defectKind'] as const;
export type QualityStatGroup = (typeof QUALITY_STAT_GROUPS)[number];
export const LOGISTICS_STAT_GROUPS = ['logisticsCompany', 'area', 'customer'] as const;
export type LogisticsStatGroup = (typeof LOGISTICS_STAT_GROUPS)[number];

/** The `groupBy` choices of each page; the first is the default. */
export const STATISTICS_GROUPS = {
  'day-order': ORDER_STAT_GROUPS,
  'month-order': ORDER_STAT_GROUPS,
  finance: FINANCE_STAT_GROUPS,
  product: PRODUCT_STAT_GROUPS,
  quality: QUALITY_STAT_GROUPS,
  logistics: LOGISTICS_STAT_GROUPS,
} as const satisfies Record<StatisticsPage, readonly string[]>;
export type StatisticsGroup = (typeof STATISTICS_GROUPS)[StatisticsPage][number];

/** The money of a page is one currency's (query `currency`, default CNY); counts take every currency. */
export const STATISTICS_CURRENCIES = ['CNY', 'USD'] as const;
export type StatisticsCurrency = (typeof STATISTICS_CURRENCIES)[number];

/** The longest period a page answers: 366 days, or 60 months on /Statistics/MonthOrder. */
export const STATISTICS_MAX_DAYS = 366;
export const STATISTICS_MAX_MONTHS = 60;
/**
 * The most groups a page answers (the largest first by its main figure); `groupCount` says how
 * many there are, and the Excel export has them all. The totals are always of every group.
 */
export const STATISTICS_MAX_GROUPS = 100;

// ---------------------------------------------------------------- figures of each page

/**
 * Orders (DayOrder, MonthOrder): orders created (count, ordered quantity in the order's own unit,
 * summed), orders signed (count, amount), signed orders canceled or invalidated (count, amount).
 * Amounts are 2-decimal text in the page's currency.
 */
export interface OrderFigures {
  created: number;
  createdQuantity: number;
  signed: number;
  signedAmount: string;
  canceled: number;
  canceledAmount: string;
}

/**
 * Finance: receipts confirmed (on the day confirmed), confirmed receipts reversed (a positive
 * figure), refunds paid, net = collections - reversals - refunds; and the receivables outstanding
 * at the end of the period (as /FinanceTable answers "as of" that day). `receivables` is null
 * where it has no meaning: grouped by method, and on the series' points.
 */
export interface FinanceFigures {
  collections: string;
  collectionCount: number;
  reversals: string;
  refunds: string;
  refundCount: number;
  net: string;
  receivables: string | null;
}

/**
 * Production: good quantity recorded at stages, waste recorded, waste % = waste / (output +
 * waste) x 100 (2-decimal text, "0.00" when nothing), and the count of stage records.
 */
export interface ProductFigures {
  output: number;
  waste: number;
  wastePercent: string;
  entries: number;
}

/**
 * Quality: lots inspected, passed, failed, pass rate % = passed / inspections x 100 (2-decimal
 * text, "0.00" when none), and defects counted (the sum of the defect counts). Grouped by defect
 * kind: the inspections that found that kind, and that kind's count.
 */
export interface QualityFigures {
  inspections: number;
  passed: number;
  failed: number;
  passRate: string;
  defects: number;
}

/**
 * The order's delivery date, for "on time": the product records none on the order, so it is the
 * business day the order was signed plus this many days.
 */
export const STATISTICS_DELIVERY_DAYS = 30;

/**
 * Logistics: shipments, quantity shipped, freight (2-decimal text, the page's currency), shipments
 * on time (shipped on or before the order's delivery date: STATISTICS_DELIVERY_DAYS after signing) and their share % of shipments.
 */
export interface LogisticsFigures {
  shipments: number;
  quantity: number;
  freight: string;
  onTime: number;
  onTimePercent: string;
}

export interface StatisticsFiguresByPage {
  'day-order': OrderFigures;
  'month-order': OrderFigures;
  finance: FinanceFigures;
  product: ProductFigures;
  quality: QualityFigures;
  logistics: LogisticsFigures;
}

// ---------------------------------------------------------------- the answer of a page

/** An inclusive period: yyyy-mm-dd days, or yyyy-mm months on /Statistics/MonthOrder. */
export interface StatisticsPeriod {
  from: string;
  to: string;
}

/** A point of the line chart: a day (yyyy-mm-dd), or a month (yyyy-mm) on MonthOrder. */
export type StatisticsPoint<F> = F & { key: string };

/**
 * A row of the table and the bar/pie charts. `key`: the staff id, customer id, area code ('Q',
 * 'L', '' when none), printing type, bag type, method, machine id, stage, inspector's id, defect
 * kind or logistics company; `label`: the name (staff, customer, machine, company), else the key
 * itself (the console translates codes). A group active in either period is listed.
 */
export interface StatisticsGroupRow<F> {
  key: string;
  label: string;
  current: F;
  previous: F;
}

/** GET statistics/<page>: the period and the previous one, the series and the groups. */
export interface StatisticsView<P extends StatisticsPage = StatisticsPage> {
  page: P;
  groupBy: (typeof STATISTICS_GROUPS)[P][number];
  /** The currency of the money figures (the pages without money: null). */
  currency: StatisticsCurrency | null;
  period: StatisticsPeriod;
  /** The same length just before: as many days (or months) ending the day (month) before `from`. */
  previousPeriod: StatisticsPeriod;
  totals: StatisticsFiguresByPage[P];
  previousTotals: StatisticsFiguresByPage[P];
  /** One point per day (month) of the period, in order, zeros included. */
  series: StatisticsPoint<StatisticsFiguresByPage[P]>[];
  /**
   * Sorted by the page's main figure of the current period, largest first (then by key): the
   * first STATISTICS_MAX_GROUPS of them (all in the Excel export).
   */
  groups: StatisticsGroupRow<StatisticsFiguresByPage[P]>[];
  /** How many groups were active in either period (may be more than `groups` holds). */
  groupCount: number;
}

export type DayOrderStatistics = StatisticsView<'day-order'>;
export type MonthOrderStatistics = StatisticsView<'month-order'>;
export type FinanceStatistics = StatisticsView<'finance'>;
export type ProductStatistics = StatisticsView<'product'>;
export type QualityStatistics = StatisticsView<'quality'>;
export type LogisticsStatistics = StatisticsView<'logistics'>;

/** The figure each page sorts its groups by (and the console's headline figure). */
export const STATISTICS_MAIN_FIGURE = {
  'day-order': 'signedAmount',
  'month-order': 'signedAmount',
  finance: 'collections',
  product: 'output',
  quality: 'inspections',
  logistics: 'shipments',
} as const satisfies { [P in StatisticsPage]: keyof StatisticsFiguresByPage[P] };
