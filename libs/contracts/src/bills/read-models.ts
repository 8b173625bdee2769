/** The bills area's read models, one constant each: read-your-writes, live events and the console's query keys use these. */
export const BILLS_READ_MODELS = {
  /** Every money and order event of a customer that a bill takes, each once, with the bill that took it. */
  billLines: 'bill_lines',
  bills: 'bills',
  monthCloses: 'month_closes',
} as const;
