/** The finance area's read models, one constant each: read-your-writes, live events and the console's query keys use these. */
export const FINANCE_READ_MODELS = {
  receipts: 'finance_receipts',
  payments: 'finance_payments',
} as const;
