import type { ProjectionArea } from '../area';
import { quotationGenerationReactor } from './generation.reactor';
import { quotationsProjector } from './quotations.projector';

export * from './generation.reactor';
export { quotationsProjector };

export const quotationProjections: ProjectionArea = {
  name: 'quotations',
  projectors: [quotationsProjector],
  reactors: [quotationGenerationReactor],
};
