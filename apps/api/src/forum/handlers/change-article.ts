import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumArticle, forumSection } from '@packflow/domain';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';

export type ArticleResult = CommandResult<forumArticle.ArticleEvent, forumArticle.ArticleState>;

const run = (
  infra: Infrastructure,
  id: string,
  command: forumArticle.ArticleCommand,
  meta: CommandMetadata,
): Promise<ArticleResult> =>
  infra.commands.run(forumArticle.articleDecider, forumArticle.articleStream(id), command, meta);

/** POST admin/forum/article: a new article in an open section. */
export class PublishArticleCommand {
  constructor(
    readonly id: string,
    readonly form: { sectionId: string; title: string; html: string },
    readonly author: forumArticle.ArticleAuthor,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(PublishArticleCommand)
export class PublishArticleHandler implements ICommandHandler<PublishArticleCommand, ArticleResult> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async execute({ id, form, author, metadata }: PublishArticleCommand): Promise<ArticleResult> {
    // The section's own stream, not its read model: a section created a moment ago is open.
    const section = await this.infra.commands.load(
      forumSection.forumSectionDecider,
      forumSection.forumSectionStream(form.sectionId),
    );
    const sectionOpen = section.exists && !section.deleted;
    return run(
      this.infra,
      id,
      { type: 'PublishArticle', data: { id, ...form, sectionOpen, author } },
      metadata,
    );
  }
}

/** PUT admin/forum/article/:id: a new title and HTML. */
export class EditArticleCommand {
  constructor(
    readonly id: string,
    readonly form: { title: string; html: string },
    readonly author: forumArticle.ArticleAuthor,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(EditArticleCommand)
export class EditArticleHandler implements ICommandHandler<EditArticleCommand, ArticleResult> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  execute({ id, form, author, metadata }: EditArticleCommand): Promise<ArticleResult> {
    return run(this.infra, id, { type: 'EditArticle', data: { id, ...form, author } }, metadata);
  }
}

/** DELETE admin/forum/article/:id: hidden from the forum, kept in its history. */
export class DeleteArticleCommand {
  constructor(
    readonly id: string,
    readonly author: forumArticle.ArticleAuthor,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(DeleteArticleCommand)
export class DeleteArticleHandler implements ICommandHandler<DeleteArticleCommand, ArticleResult> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  execute({ id, author, metadata }: DeleteArticleCommand): Promise<ArticleResult> {
    return run(this.infra, id, { type: 'DeleteArticle', data: { id, author } }, metadata);
  }
}
