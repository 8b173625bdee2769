import type { ProjectionArea } from '../area';
import { paymentsProjector } from './payments.projector';
import { receiptsProjector } from './receipts.projector';

export { paymentsProjector, receiptsProjector };

/** The finance area's read side: the receipts and the payments. */
export const financeProjections: ProjectionArea = {
  name: 'finance',
  projectors: [receiptsProjector, paymentsProjector],
  reactors: [],
};
