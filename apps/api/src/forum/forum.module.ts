import { Module } from '@nestjs/common';
import {
  CreateForumSectionHandler,
  DeleteForumSectionHandler,
  RenameForumSectionHandler,
} from './handlers/change-forum-section';
import { ForumController } from './forum.controller';

export const FORUM_CONTROLLERS = [ForumController];

/** The forum area: its sections (the articles come with the files issue). */
@Module({
  controllers: FORUM_CONTROLLERS,
  providers: [CreateForumSectionHandler, RenameForumSectionHandler, DeleteForumSectionHandler],
})
export class ForumModule {}
