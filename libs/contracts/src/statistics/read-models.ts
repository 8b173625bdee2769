/** The statistics area's read models, one constant each: read-your-writes, live events and the console's query keys use these. */
export const STATISTICS_READ_MODELS = {
  /** Orders created, signed and canceled by day (and by month), salesman, area, printing type, bag type, customer and currency (DayOrder, MonthOrder). */
  orderDays: 'stat_order_days',
  /** Collections, reversals and refunds by day, salesman, area, customer, method and currency (Finance). */
  financeDays: 'stat_finance_days',
  /** Output, waste and stage records by day, machine and stage (Product). */
  productDays: 'stat_product_days',
  /** Inspections, passes, failures and defects by day, bag type, printing type, inspector and defect kind (Quality). */
  qualityDays: 'stat_quality_days',
  /** Shipments, quantity, freight and on-time shipments by day, company, area, customer and currency (Logistics). */
  logisticsDays: 'stat_logistics_days',
} as const;
