import type { ProjectionArea } from '../area';
import { canceledOrderClearanceReactor } from './order-clearance.reactor';
import { paymentsProjector } from './payments.projector';
import { receiptsProjector } from './receipts.projector';

export { canceledOrderClearanceReactor, paymentsProjector, receiptsProjector };

/** The finance area's read side: the receipts and the payments; a canceled order's clearance given back. */
export const financeProjections: ProjectionArea = {
  name: 'finance',
  projectors: [receiptsProjector, paymentsProjector],
  reactors: [canceledOrderClearanceReactor],
};
