import { Controller, Get, Inject, Query } from '@nestjs/common';
import {
  IDENTITY_READ_MODELS,
  type LoginLogEntry,
  type LoginLogQuery,
  loginLogQuerySchema,
} from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import { RequirePermission } from '../auth/access';
import { pageInfo, paging } from '../http/paging';
import { ListQuery } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { INFRA } from '../tokens';
import { listLoginLog } from './login-log.queries';

/** /Login/Log: every sign-in attempt, newest first. */
@Controller('login/log')
export class LoginLogController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Get()
  @RequirePermission('GET@login/log')
  async log(
    @ListQuery(loginLogQuerySchema) filters: LoginLogQuery,
    @Query() query: Record<string, unknown>,
  ): Promise<Reply<LoginLogEntry[]>> {
    const freshness = await this.readYourWrites.await(query, [IDENTITY_READ_MODELS.loginLog]);
    const page = paging(query);
    const { rows, count } = await listLoginLog(this.infra.db, filters, page);
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }
}
