import { randomUUID } from 'node:crypto';
import { Controller, Delete, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type ArticleCreateForm,
  type ArticleEditForm,
  articleCreateSchema,
  articleEditSchema,
} from '@packflow/contracts';
import type { forumArticle } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import { type AuthContext, RequirePermission } from '../auth/access';
import { Actor, EMPTY_FORM, Form, Meta } from '../http/params';
import { type Reply, reply } from '../http/reply';
import {
  type ArticleResult,
  DeleteArticleCommand,
  EditArticleCommand,
  PublishArticleCommand,
} from './handlers/change-article';

const authorOf = (auth: AuthContext): forumArticle.ArticleAuthor => ({
  id: auth.accountId,
  name: auth.nickname,
});

/** Forum articles, the changes: publish, edit and delete (hide); the HTML is sanitised by the domain. */
@Controller('admin/forum/article')
export class ArticlesController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @RequirePermission('POST@admin/forum/article')
  async publish(
    @Form(articleCreateSchema) form: ArticleCreateForm,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
  ): Promise<Reply<{ id: string }>> {
    const id = randomUUID();
    const result = await this.commands.execute<PublishArticleCommand, ArticleResult>(
      new PublishArticleCommand(id, form, authorOf(auth), meta),
    );
    return reply({ id }, { msg: 'forum.articlePublished', position: result.position });
  }

  @Put(':id')
  @RequirePermission('PUT@admin/forum/article/:id')
  async edit(
    @Param('id') id: string,
    @Form(articleEditSchema) form: ArticleEditForm,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
  ): Promise<Reply<{ id: string }>> {
    const result = await this.commands.execute<EditArticleCommand, ArticleResult>(
      new EditArticleCommand(id, form, authorOf(auth), meta),
    );
    const msg = result.events.length ? 'forum.articleSaved' : 'forum.articleUnchanged';
    return reply({ id }, { msg, position: result.position });
  }

  @Delete(':id')
  @RequirePermission('DELETE@admin/forum/article/:id')
  async remove(
    @Param('id') id: string,
    @Form(EMPTY_FORM) _body: object,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
  ): Promise<Reply<{ id: string }>> {
    const result = await this.commands.execute<DeleteArticleCommand, ArticleResult>(
      new DeleteArticleCommand(id, authorOf(auth), meta),
    );
    return reply({ id }, { msg: 'forum.articleDeleted', position: result.position });
  }
}
