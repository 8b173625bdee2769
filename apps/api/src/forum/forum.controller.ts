import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import { type ForumSection, forumSectionSchema } from '@packflow/contracts';
import { forumSection } from '@packflow/domain';
import type { Infrastructure } from '@packflow/platform';
import type { Request } from 'express';
import { RequirePermission } from '../auth/access';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { commandMetadata } from '../http/request-metadata';
import { INFRA } from '../tokens';

/** Forum sections (spec section 7, admin/forum/forumsection); the menu lists them as /ForumArticle/{id}. */
@Controller('admin/forum/forumsection')
export class ForumController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Get()
  @RequirePermission('GET@admin/forum/forumsection')
  async list(@Query() query: Record<string, unknown>): Promise<Reply<ForumSection[]>> {
    const freshness = await this.readYourWrites.await(query, ['forum_sections']);
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
  async create(@Body() body: unknown, @Req() req: Request) {
    const { name } = forumSectionSchema.parse(body ?? {});
    const id = randomUUID();
    const result = await this.run(id, { type: 'CreateForumSection', data: { id, name } }, req);
    return reply({ id, name }, { msg: 'forum.created', position: result.position });
  }

  @Put(':id')
  @RequirePermission('PUT@admin/forum/forumsection/:id')
  async rename(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const { name } = forumSectionSchema.parse(body ?? {});
    const result = await this.run(id, { type: 'RenameForumSection', data: { id, name } }, req);
    return reply({ id, name }, { msg: 'forum.renamed', position: result.position });
  }

  @Delete(':id')
  @RequirePermission('DELETE@admin/forum/forumsection/:id')
  async remove(@Param('id') id: string, @Req() req: Request) {
    const result = await this.run(id, { type: 'DeleteForumSection', data: { id } }, req);
    return reply({ id }, { msg: 'forum.deleted', position: result.position });
  }

  private run(id: string, command: forumSection.ForumSectionCommand, req: Request) {
    return this.infra.commands.run(
      forumSection.forumSectionDecider,
      forumSection.forumSectionStream(id),
      command,
      commandMetadata(req),
    );
  }
}
