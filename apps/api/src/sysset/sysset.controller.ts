import { Body, Controller, Get, Inject, Put, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  APP_VERSION,
  ResultCode,
  type SyssetHistoryEntry,
  type SyssetView,
  syssetChangeSchema,
} from '@packflow/contracts';
import { sysset } from '@packflow/domain';
import type { Infrastructure } from '@packflow/platform';
import type { Request } from 'express';
import { sql } from 'kysely';
import { ApiError } from '../http/api-exception.filter';
import { pageInfo, paging } from '../http/paging';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { commandMetadata } from '../http/request-metadata';
import { INFRA } from '../tokens';
import { ChangeSyssetCommand, type SyssetResult } from './change-sysset.command';

const READ_MODEL = ['sysset'];

@Controller('sysset')
export class SyssetController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly commandBus: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Get()
  async get(@Query() query: Record<string, unknown>): Promise<Reply<SyssetView>> {
    const freshness = await this.readYourWrites.await(query, READ_MODEL);
    const row = await this.infra.db.withSchema('rm').selectFrom('sysset').selectAll().executeTakeFirst();
    if (!row) throw new ApiError(503, ResultCode.UNAVAILABLE, 'common.unavailable', {}, 'SYSSET.NOT_READY');
    const today = new Date().toISOString().slice(0, 10);
    return reply(
      {
        companyNameCn: row.company_name_cn,
        companyNameEn: row.company_name_en,
        expiryDate: row.expiry_date,
        expiryWarnDays: row.expiry_warn_days,
        showRoles: row.show_roles,
        imageHost: row.image_host,
        appVersion: APP_VERSION,
        daysLeft: sysset.daysUntilExpiry(row.expiry_date, today),
        warnExpiry: sysset.shouldWarnExpiry(
          { expiryDate: row.expiry_date, expiryWarnDays: row.expiry_warn_days },
          today,
        ),
        version: row.version,
        updatedAt: row.updated_at ? new Date(row.updated_at).toISOString() : null,
        updatedBy: row.updated_by,
      },
      { extra: freshness },
    );
  }

  @Put()
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
  async history(@Query() query: Record<string, unknown>): Promise<Reply<SyssetHistoryEntry[]>> {
    const freshness = await this.readYourWrites.await(query, READ_MODEL);
    const page = paging(query);
    const db = this.infra.db.withSchema('rm');
    const [rows, count] = await Promise.all([
      db
        .selectFrom('sysset_history')
        .select([sql<string>`position::text`.as('position'), 'version', 'at', 'user_id', 'role', 'changes'])
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
        role: r.role,
        changes: r.changes as SyssetHistoryEntry['changes'],
      })),
      { extra: { ...freshness, pageInfo: pageInfo(page, Number(count.n)) } },
    );
  }
}
