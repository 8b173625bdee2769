import type { ProjectionArea } from '../area';
import { syssetProjector } from './sysset.projector';

export { syssetProjector };

export const syssetProjections: ProjectionArea = {
  name: 'sysset',
  projectors: [syssetProjector],
  reactors: [],
};
