import type { ProjectionArea } from '../area';
import { forumArticlesProjector } from './forum-articles.projector';
import { forumSectionsProjector } from './forum-sections.projector';

export { forumArticlesProjector, forumSectionsProjector };

export const forumProjections: ProjectionArea = {
  name: 'forum',
  projectors: [forumSectionsProjector, forumArticlesProjector],
  reactors: [],
};
