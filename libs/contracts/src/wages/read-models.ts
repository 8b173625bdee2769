/** The wages area's read models, one constant each: read-your-writes, live events and the console's query keys use these. */
export const WAGES_READ_MODELS = {
  /** Every commission ledger line (one per money or order event of a salesman's contracts) and each month's sums. */
  commissionLines: 'commission_lines',
  wageSheets: 'wage_sheets',
} as const;
