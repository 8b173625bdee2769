import type { ProjectionArea } from '../area';
import { goldenBeansProjector } from './golden-beans.projector';

export { goldenBeansProjector };

export const goldenBeanProjections: ProjectionArea = {
  name: 'golden-beans',
  projectors: [goldenBeansProjector],
  reactors: [],
};
