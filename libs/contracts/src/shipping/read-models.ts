/** The shipping area's read models, one constant each: read-your-writes, live events and the console's query keys use these. */
export const SHIPPING_READ_MODELS = {
  shippingOrders: 'shipping_orders',
  shipments: 'shipments',
} as const;
