import { Module } from '@nestjs/common';
import { ArticlesReadController } from './articles-read.controller';
import { ArticlesController } from './articles.controller';
import { DeleteArticleHandler, EditArticleHandler, PublishArticleHandler } from './handlers/change-article';
import {
  CreateForumSectionHandler,
  DeleteForumSectionHandler,
  RenameForumSectionHandler,
} from './handlers/change-forum-section';
import { ForumController } from './forum.controller';

export const FORUM_CONTROLLERS = [ForumController, ArticlesController, ArticlesReadController];

/** The forum area: its sections (the forum menu) and their articles. */
@Module({
  controllers: FORUM_CONTROLLERS,
  providers: [
    CreateForumSectionHandler,
    RenameForumSectionHandler,
    DeleteForumSectionHandler,
    PublishArticleHandler,
    EditArticleHandler,
    DeleteArticleHandler,
  ],
})
export class ForumModule {}
