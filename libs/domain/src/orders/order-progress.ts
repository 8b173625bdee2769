import type { OrderClosing, OrderStatus } from '@packflow/contracts';

/**
 * The order's forward steps after signing are carried by its fulfilment process
 * (production/fulfilment.process.ts): the first stage started makes it Product, the lot handed to
 * inspection makes it Inspection, and the later steps follow. Each is one event on the order, so
 * the order's own checks (no cancel once production started) read where it stands.
 */

export interface OrderAdvancedData {
  status: Extract<OrderStatus, 'product' | 'inspection' | 'waitsend' | 'shipped'>;
  /** What moved it: the production stage started, the lot handed over … */
  step: string;
  by: string;
  at: string;
}

const FORWARD: readonly OrderStatus[] = ['wait', 'signed', 'product', 'inspection', 'waitsend', 'shipped'];

/**
 * The event an advance records: none when the order already stands there or beyond (a reaction
 * run again) or is closed (a canceled or ended order is not moved on), and none before signing.
 */
export function advanceOrder(
  state: { status: OrderStatus; closing: OrderClosing | null },
  data: OrderAdvancedData,
): OrderAdvancedData[] {
  if (state.closing || state.status === 'wait' || state.status === 'canceled') return [];
  if (FORWARD.indexOf(data.status) <= FORWARD.indexOf(state.status)) return [];
  return [data];
}
