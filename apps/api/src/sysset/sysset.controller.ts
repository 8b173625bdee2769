import { Body, Controller, Get, Inject, Put, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ResultCode,
  type SyssetHistoryEntry,
  type SyssetView,
  syssetChangeSchema,
} from '@packflow/contracts';
import type { Infrastructure } from '@packflow/platform';
import type { Request } from 'express';
import { sql } from 'kysely';
import { RequirePermission } from '../auth/access';
import { ApiError } from '../http/api-exception.filter';
import { pageInfo, paging } from '../http/paging';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { commandMetadata } from '../http/request-metadata';
import { INFRA } from '../tokens';
import { ChangeSyssetCommand, type SyssetResult } from './change-sysset.command';
import { currentSysset } from './current-sysset';

const READ_MODEL = ['sysset'];

@Controller('sysset')
export class SyssetController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly commandBus: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Get()
  @RequirePermission('GET@sysset')
  async get(@Query() query: Record<string, unknown>): Promise<Reply<SyssetView>> {
    const freshness = await this.readYourWrites.await(query, READ_MODEL);
    return reply(await currentSysset(this.infra), { extra: freshness });
  }

  @Put()
  @RequirePermission('PUT@sysset')
  async change(@Body() body: unknown, @Req() req: Request): Promise<Reply<{ version: number }>> {
    const changes = syssetChangeSchema.parse(body ?? {});
    if (Object.keys(changes).length === 0) {
      throw new ApiError(
        422,
        ResultCode.VALIDATION_FAILED,
        'validation.nothingToChange',
        {},
        'VALIDATION.FAILED',
      );
    }
    const result = await this.commandBus.execute<ChangeSyssetCommand, SyssetResult>(
      new ChangeSyssetCommand(changes, commandMetadata(req)),
    );
    return reply(
      { version: result.state.version },
      { msg: result.events.length ? 'sysset.saved' : 'sysset.unchanged', position: result.position },
    );
  }

  @Get('history')
  @RequirePermission('GET@sysset/history')
  async history(@Query() query: Record<string, unknown>): Promise<Reply<SyssetHistoryEntry[]>> {
    const freshness = await this.readYourWrites.await(query, READ_MODEL);
    const page = paging(query);
    const db = this.infra.db.withSchema('rm');
    const [rows, count] = await Promise.all([
      db
        .selectFrom('sysset_history')
        .leftJoin('accounts', 'accounts.id', 'sysset_history.user_id')
        .select([
          sql<string>`position::text`.as('position'),
          'version',
          'at',
          'user_id',
          'accounts.nickname as user_name',
          'sysset_history.role',
          'changes',
        ])
        .orderBy('sysset_history.position', 'desc')
        .limit(page.size)
        .offset(page.offset)
        .execute(),
      db
        .selectFrom('sysset_history')
        .select(sql<string>`count(*)::text`.as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return reply(
      rows.map((r) => ({
        position: r.position,
        version: r.version,
        at: new Date(r.at).toISOString(),
        userId: r.user_id,
        userName: r.user_name,
        role: r.role,
        changes: r.changes as SyssetHistoryEntry['changes'],
      })),
      { extra: { ...freshness, pageInfo: pageInfo(page, Number(count.n)) } },
    );
  }
}
