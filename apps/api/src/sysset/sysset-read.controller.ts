import { Controller, Get, Inject, Query } from '@nestjs/common';
import {
  SYSSET_READ_MODELS,
  type SyssetHistoryEntry,
  type SyssetView,
  pagingQuerySchema,
} from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import { RequirePermission } from '../auth/access';
import { pageInfo, paging } from '../http/paging';
import { ListQuery, type Parsed } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { INFRA } from '../tokens';
import { currentSysset, syssetHistory } from './sysset.queries';

const READ_MODELS = [SYSSET_READ_MODELS.sysset];

/** /Sysset: the settings (with the revision a change sends back) and their history. */
@Controller('sysset')
export class SyssetReadController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Get()
  @RequirePermission('GET@sysset')
  async get(@Query() query: Record<string, unknown>): Promise<Reply<SyssetView>> {
    const freshness = await this.readYourWrites.await(query, READ_MODELS);
    return reply(await currentSysset(this.infra), { extra: freshness });
  }

  @Get('history')
  @RequirePermission('GET@sysset/history')
  async history(
    @ListQuery(pagingQuerySchema) _paging: Parsed<typeof pagingQuerySchema>,
    @Query() query: Record<string, unknown>,
  ): Promise<Reply<SyssetHistoryEntry[]>> {
    const freshness = await this.readYourWrites.await(query, READ_MODELS);
    const page = paging(query);
    const { rows, count } = await syssetHistory(this.infra, page);
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }
}
