/** The reports area's read models, one constant each: read-your-writes, live events and the console's query keys use these. */
export const REPORTS_READ_MODELS = {
  /** Each signed order's amount and the money applied to it, by day: the ageing's source. */
  receivables: 'receivable_flows',
  /** Collections, reversals and payments by day, salesman and method. */
  moneyFlows: 'money_flows',
} as const;
