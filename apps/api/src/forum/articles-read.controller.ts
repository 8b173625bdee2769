import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  type ArticleRow,
  type ArticleView,
  FORUM_READ_MODELS,
  ResultCode,
  articleListQuerySchema,
} from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import { RequirePermission } from '../auth/access';
import { ApiError } from '../http/api-exception.filter';
import { pageInfo, paging } from '../http/paging';
import { ListQuery, type Parsed } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { INFRA } from '../tokens';
import { listArticles, readArticle } from './forum.queries';

const ARTICLES = [FORUM_READ_MODELS.forumArticles];

/** Forum articles, the reads: a section's list (paging, keyword) and one article; every role has them. */
@Controller('admin/forum/article')
export class ArticlesReadController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Get()
  @RequirePermission('GET@admin/forum/article')
  async list(
    @ListQuery(articleListQuerySchema) { sectionId, keyword }: Parsed<typeof articleListQuerySchema>,
    @Query() query: Record<string, unknown>,
  ): Promise<Reply<ArticleRow[]>> {
    const freshness = await this.readYourWrites.await(query, ARTICLES);
    const page = paging(query);
    const { rows, count } = await listArticles(this.infra.db, sectionId, keyword, page);
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  @Get(':id')
  @RequirePermission('GET@admin/forum/article/:id')
  async read(@Param('id') id: string, @Query() query: Record<string, unknown>): Promise<Reply<ArticleView>> {
    const freshness = await this.readYourWrites.await(query, ARTICLES);
    const article = await readArticle(this.infra.db, id);
    if (!article)
      throw new ApiError(404, ResultCode.NOT_FOUND, 'forum.articleNotFound', {}, 'ARTICLE.NOT_FOUND');
    return reply(article, { extra: freshness });
  }
}
