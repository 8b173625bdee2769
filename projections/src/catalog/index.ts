import type { ProjectionArea } from '../area';
import { catalogProjector, settingsProjector } from './catalog.projector';

export { catalogProjector, settingsProjector };

export const catalogProjections: ProjectionArea = {
  name: 'catalog',
  projectors: [catalogProjector, settingsProjector],
  reactors: [],
};
