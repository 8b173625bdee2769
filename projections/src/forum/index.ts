import type { ProjectionArea } from '../area';
import { forumSectionsProjector } from './forum-sections.projector';

export { forumSectionsProjector };

export const forumProjections: ProjectionArea = {
  name: 'forum',
  projectors: [forumSectionsProjector],
  reactors: [],
};
