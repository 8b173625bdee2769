import { ORDER_ACTIONS, type OrderAction } from '@packflow/contracts';
import { offeredOf, passes } from '../shared/actions';
import { type OrderStanding, orderChecks } from './order-checks';

/**
 * What a reader may do with an order now (issue 21: an action offered is an action allowed): an
 * action is offered when the reader may take it (the policies' reach, in `viewer`) and its check
 * passes, the same check the decider refuses by. The lists, the detail and the console follow it.
 */

/** Who looks: their id, whether they act on the order (mayActOn) and decide its cancels (mayReviewCancel). */
export interface OrderViewer {
  id: string;
  actsOn: boolean;
  reviewsCancel: boolean;
}

const DECISIONS: readonly OrderAction[] = ['approveCancel', 'rejectCancel'];

export function orderActions(standing: OrderStanding, viewer: OrderViewer): OrderAction[] {
  const offered = Object.fromEntries(
    ORDER_ACTIONS.map((action) => [
      action,
      (DECISIONS.includes(action) ? viewer.reviewsCancel : viewer.actsOn) &&
        passes(() => orderChecks[action](standing, viewer.id)),
    ]),
  ) as Record<OrderAction, boolean>;
  return offeredOf(offered);
}

/** An order's read-model row as the checks read it (the read model keeps the same facts as the state). */
export const standingOfRow = (row: {
  status: string;
  closing: string | null;
  cancel_by: string | null;
  cancel_pending: boolean;
  type: string;
}): OrderStanding => ({
  status: row.status as OrderStanding['status'],
  closing: row.closing as OrderStanding['closing'],
  cancelRequestBy: row.cancel_pending ? (row.cancel_by ?? '') : null,
  type: row.type as OrderStanding['type'],
});
