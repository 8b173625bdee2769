import { randomUUID } from 'node:crypto';
import { Controller, Delete, Get, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FORUM_READ_MODELS, type ForumSection, forumSectionSchema } from '@packflow/contracts';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { RequirePermission } from '../auth/access';
import { EMPTY_FORM, Form, Meta } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { INFRA } from '../tokens';
import {
  CreateForumSectionCommand,
  DeleteForumSectionCommand,
  RenameForumSectionCommand,
} from './handlers/change-forum-section';

/** Forum sections (spec section 7, admin/forum/forumsection); the menu lists them as /ForumArticle/{id}. */
@Controller('admin/forum/forumsection')
export class ForumController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @RequirePermission('GET@admin/forum/forumsection')
  async list(@Query() query: Record<string, unknown>): Promise<Reply<ForumSection[]>> {
    const freshness = await this.readYourWrites.await(query, [FORUM_READ_MODELS.forumSections]);
    const rows = await this.infra.db
      .withSchema('rm')
      .selectFrom('forum_sections')
      .select(['id', 'name'])
      .orderBy('created_at')
      .execute();
    return reply(rows, { extra: freshness });
  }

  @Post()
  @RequirePermission('POST@admin/forum/forumsection')
  async create(@Form(forumSectionSchema) { name }: { name: string }, @Meta() meta: CommandMetadata) {
    const id = randomUUID();
    const result = await this.commands.execute<CreateForumSectionCommand, CommandResult<unknown>>(
      new CreateForumSectionCommand(id, name, meta),
    );
    return reply({ id, name }, { msg: 'forum.created', position: result.position });
  }

  @Put(':id')
  @RequirePermission('PUT@admin/forum/forumsection/:id')
  async rename(
    @Param('id') id: string,
    @Form(forumSectionSchema) { name }: { name: string },
    @Meta() meta: CommandMetadata,
  ) {
    const result = await this.commands.execute<RenameForumSectionCommand, CommandResult<unknown>>(
      new RenameForumSectionCommand(id, name, meta),
    );
    return reply({ id, name }, { msg: 'forum.renamed', position: result.position });
  }

  @Delete(':id')
  @RequirePermission('DELETE@admin/forum/forumsection/:id')
  async remove(@Param('id') id: string, @Form(EMPTY_FORM) _body: object, @Meta() meta: CommandMetadata) {
    const result = await this.commands.execute<DeleteForumSectionCommand, CommandResult<unknown>>(
      new DeleteForumSectionCommand(id, meta),
    );
    return reply({ id }, { msg: 'forum.deleted', position: result.position });
  }
}
