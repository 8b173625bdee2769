/** The orders area's read models, one constant each: read-your-writes, live events and the console's query keys use these. */
export const ORDER_READ_MODELS = {
  orders: 'orders',
} as const;
