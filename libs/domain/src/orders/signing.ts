import type { OrderCurrency, OrderPaymentTerms } from '@packflow/contracts';
import { DomainError } from '../shared/decider';
import { type OrderState, decide, orderNotFound } from './order';

/**
 * Signing a selection of orders (domain.md: signing needs the prepayment the terms ask for,
 * confirmed by Finance). The orders are grouped by contract: each contract's money is cleared once
 * for its orders of the selection (the finance area's decideSigningClearance on the contract's
 * money stream), and the order reactor then signs each cleared order.
 */
export interface SigningGroup {
  contractId: string;
  orderIds: string[];
  orderTotals: Record<string, string>;
  paymentTerms: OrderPaymentTerms;
  currency: OrderCurrency;
}

/**
 * The clearances a selection needs, one per contract, in the order first selected; refused when
 * nothing is selected or when an order cannot be signed now (not waiting, closed, a cancel under
 * review), naming that order's refusal.
 */
export function signingGroups(
  orders: readonly OrderState[],
  probe: { by: string; at: string },
): SigningGroup[] {
  if (orders.length === 0)
    throw new DomainError('ORDER.NO_SELECTION', 'orders.signNeedsSelection', {}, 'ids');
  const groups = new Map<string, SigningGroup>();
  for (const state of orders) {
    const created = state.created;
    if (!state.exists || !created) throw orderNotFound('ids');
    // The order's own rule, asked with a signing nobody has made: refuses what cannot be signed.
    decide({ type: 'SignOrder', data: { signingId: '', ...probe } }, state);
    const group = groups.get(created.contractId) ?? {
      contractId: created.contractId,
      orderIds: [],
      orderTotals: {},
      paymentTerms: created.paymentTerms,
      currency: created.currency,
    };
    if (!group.orderIds.includes(created.orderId)) {
      group.orderIds.push(created.orderId);
      group.orderTotals[created.orderId] = created.total;
    }
    groups.set(created.contractId, group);
  }
  return [...groups.values()];
}
