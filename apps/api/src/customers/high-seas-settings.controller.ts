import { Controller, Get, Inject, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CUSTOMER_READ_MODELS, highSeasSettingsSchema, pagingQuerySchema } from '@packflow/contracts';
import type { CommandMetadata } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { RequirePermission } from '../auth/access';
import { pageInfo, paging } from '../http/paging';
import { Form, ListQuery, Meta, type Parsed } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { INFRA } from '../tokens';
import {
  ChangeHighSeasSettingsCommand,
  type HighSeasSettingsResult,
} from './handlers/change-high-seas-settings';
import {
  type HighSeasSettingsHistoryEntry,
  type HighSeasSettingsView,
  highSeasSettings,
  highSeasSettingsHistory,
} from './high-seas-settings.queries';

/** The read model behind the answers, for read-your-writes. */
const SETTINGS = [CUSTOMER_READ_MODELS.highSeasSettings];

type Query = Record<string, unknown>;

/** /Customer/Setting: the high-seas thresholds and their history. */
@Controller()
export class HighSeasSettingsController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly commandBus: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Get('customer-setting')
  @RequirePermission('GET@customer-setting')
  async settings(@Query() query: Query): Promise<Reply<HighSeasSettingsView>> {
    const freshness = await this.readYourWrites.await(query, SETTINGS);
    return reply(await highSeasSettings(this.infra.db), { extra: freshness });
  }

  @Get('customer-setting/history')
  @RequirePermission('GET@customer-setting/history')
  async history(
    @ListQuery(pagingQuerySchema) _paging: Parsed<typeof pagingQuerySchema>,
    @Query() query: Query,
  ): Promise<Reply<HighSeasSettingsHistoryEntry[]>> {
    const freshness = await this.readYourWrites.await(query, SETTINGS);
    const page = paging(query);
    const { rows, count } = await highSeasSettingsHistory(this.infra.db, page);
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  /** Any subset of the thresholds; `If-Match: "<revision>"` refuses it (409) when they changed since. */
  @Put('customer-setting')
  @RequirePermission('PUT@customer-setting')
  async change(
    @Form(highSeasSettingsSchema) changes: Parsed<typeof highSeasSettingsSchema>,
    @Meta() metadata: CommandMetadata,
  ) {
    const result = await this.commandBus.execute<ChangeHighSeasSettingsCommand, HighSeasSettingsResult>(
      new ChangeHighSeasSettingsCommand(changes, metadata),
    );
    return reply(result.state.values, {
      msg: result.events.length ? 'customers.settingsSaved' : 'customers.unchanged',
      position: result.position,
    });
  }
}
