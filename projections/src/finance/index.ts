import type { ProjectionArea } from '../area';
import { receiptsProjector } from './receipts.projector';

export { receiptsProjector };

/** The finance area's read side: the receipts. */
export const financeProjections: ProjectionArea = {
  name: 'finance',
  projectors: [receiptsProjector],
  reactors: [],
};
