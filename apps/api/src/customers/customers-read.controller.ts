import { Controller, Get, Inject, Param, Query, Req } from '@nestjs/common';
import {
  CUSTOMER_AREAS,
  type CustomerArea,
  type CustomerTimelineEntry,
  type CustomerView,
  type MessageKey,
  ResultCode,
  type TraderGrade,
} from '@packflow/contracts';
import type { Infrastructure } from '@packflow/platform';
import type { Request } from 'express';
import { RequirePermission } from '../auth/access';
import { authOf } from '../auth/access.guard';
import { ApiError } from '../http/api-exception.filter';
import { pageInfo, paging } from '../http/paging';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { INFRA } from '../tokens';
import {
  type CustomerFilter,
  type CustomerList,
  type CustomerReader,
  type HighSeasSettingsHistoryEntry,
  type HighSeasSettingsView,
  type ReleaseRunEntry,
  type TraderGradeHistoryEntry,
  customerTimeline,
  findCustomer,
  highSeasSettings,
  highSeasSettingsHistory,
  listCustomers,
  listReleaseRuns,
  listTraderGrades,
  supervises,
  traderGradeHistory,
} from './customer.queries';

/** The read models behind each answer (projector names), for read-your-writes. */
const CUSTOMERS = ['customers', 'highseas_settings'];
const SETTINGS = ['highseas_settings'];
const GRADES = ['trader_grades'];
const RUNS = ['release_runs'];

const KEYWORD_MAX = 100;

type Query = Record<string, unknown>;

const invalid = (field: string, key: MessageKey, params: Record<string, string | number> = {}) =>
  new ApiError(422, ResultCode.VALIDATION_FAILED, key, params, 'VALIDATION.FAILED', { field });
const notFound = () => new ApiError(404, ResultCode.NOT_FOUND, 'common.notFound', {}, 'CUSTOMER.NOT_FOUND');

/** A single text parameter, trimmed; '' when absent. A repeated parameter is refused. */
function text(query: Query, field: string): string {
  const value = query[field];
  if (value === undefined) return '';
  if (typeof value !== 'string') throw invalid(field, 'validation.failed');
  return value.trim();
}

/**
 * Customers and the high seas: lists, one customer and its timeline, the settings, grades and
 * release runs. Who sees which customer is decided in the queries' WHERE clauses.
 */
@Controller()
export class CustomersReadController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  private reader(req: Request): CustomerReader {
    const auth = authOf(req);
    return { id: auth.accountId, role: auth.role };
  }

  /** Own customers (supervisors and administrators: every owned one, or one owner's with `ownerId`). */
  @Get('customer')
  @RequirePermission('GET@customer')
  list(@Query() query: Query, @Req() req: Request): Promise<Reply<CustomerView[]>> {
    return this.page(query, req, 'own');
  }

  @Get('customer/high-seas')
  @RequirePermission('GET@customer/high-seas')
  highSeas(@Query() query: Query, @Req() req: Request): Promise<Reply<CustomerView[]>> {
    return this.page(query, req, 'high-seas');
  }

  @Get('customer/:id')
  @RequirePermission('GET@customer/:id')
  async get(
    @Param('id') id: string,
    @Query() query: Query,
    @Req() req: Request,
  ): Promise<Reply<CustomerView>> {
    const freshness = await this.readYourWrites.await(query, CUSTOMERS);
    const row = await findCustomer(this.infra.db, this.reader(req), id);
    if (!row) throw notFound();
    return reply(row, { extra: freshness });
  }

  @Get('customer/:id/timeline')
  @RequirePermission('GET@customer/:id/timeline')
  async timeline(
    @Param('id') id: string,
    @Query() query: Query,
    @Req() req: Request,
  ): Promise<Reply<CustomerTimelineEntry[]>> {
    const freshness = await this.readYourWrites.await(query, ['customers']);
    const page = paging(query);
    const result = await customerTimeline(this.infra.db, this.reader(req), id, page);
    if (!result) throw notFound();
    return reply(result.rows, { extra: { ...freshness, pageInfo: pageInfo(page, result.count) } });
  }

  @Get('customer-setting')
  @RequirePermission('GET@customer-setting')
  async settings(@Query() query: Query): Promise<Reply<HighSeasSettingsView>> {
    const freshness = await this.readYourWrites.await(query, SETTINGS);
    return reply(await highSeasSettings(this.infra.db), { extra: freshness });
  }

  @Get('customer-setting/history')
  @RequirePermission('GET@customer-setting/history')
  async settingsHistory(@Query() query: Query): Promise<Reply<HighSeasSettingsHistoryEntry[]>> {
    const freshness = await this.readYourWrites.await(query, SETTINGS);
    const page = paging(query);
    const { rows, count } = await highSeasSettingsHistory(this.infra.db, page);
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  @Get('customer-grade')
  @RequirePermission('GET@customer-grade')
  async grades(@Query() query: Query): Promise<Reply<TraderGrade[]>> {
    const freshness = await this.readYourWrites.await(query, GRADES);
    const page = paging(query);
    const { rows, count } = await listTraderGrades(this.infra.db, page);
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  /** Every grade change, newest first; `gradeId` narrows it to one grade. */
  @Get('customer-grade/history')
  @RequirePermission('GET@customer-grade/history')
  async gradeHistory(@Query() query: Query): Promise<Reply<TraderGradeHistoryEntry[]>> {
    const freshness = await this.readYourWrites.await(query, GRADES);
    const page = paging(query);
    const gradeId = text(query, 'gradeId');
    const { rows, count } = await traderGradeHistory(this.infra.db, page, gradeId || undefined);
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  @Get('customer-release/runs')
  @RequirePermission('GET@customer-release/runs')
  async runs(@Query() query: Query): Promise<Reply<ReleaseRunEntry[]>> {
    const freshness = await this.readYourWrites.await(query, RUNS);
    const page = paging(query);
    const { rows, count } = await listReleaseRuns(this.infra.db, page);
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  private async page(query: Query, req: Request, list: CustomerList): Promise<Reply<CustomerView[]>> {
    const reader = this.reader(req);
    const filter = this.filter(query, reader, list);
    const freshness = await this.readYourWrites.await(query, CUSTOMERS);
    const page = paging(query);
    const { rows, count } = await listCustomers(this.infra.db, reader, list, filter, page);
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  /** keyword, area, source, domestic (true/false) and, for supervisors on their list, ownerId. */
  private filter(query: Query, reader: CustomerReader, list: CustomerList): CustomerFilter {
    const filter: CustomerFilter = {};
    const keyword = text(query, 'keyword');
    if (keyword.length > KEYWORD_MAX) throw invalid('keyword', 'validation.tooLong', { max: KEYWORD_MAX });
    if (keyword) filter.keyword = keyword;
    const area = text(query, 'area');
    if (area) {
      if (!(CUSTOMER_AREAS as readonly string[]).includes(area))
        throw invalid('area', 'customers.areaInvalid');
      filter.area = area as CustomerArea;
    }
    const source = text(query, 'source');
    if (source) filter.source = source;
    const domestic = text(query, 'domestic');
    if (domestic) {
      if (domestic !== 'true' && domestic !== 'false') throw invalid('domestic', 'validation.boolean');
      filter.domestic = domestic === 'true';
    }
    const ownerId = text(query, 'ownerId');
    if (ownerId) {
      // Only a supervisor's own list covers other people's customers; the high seas have no owner.
      if (list !== 'own' || !supervises(reader))
        throw new ApiError(
          400,
          ResultCode.VALIDATION_FAILED,
          'account.fieldNotAllowed',
          { field: 'ownerId' },
          'CUSTOMER.FIELD_NOT_ALLOWED',
        );
      filter.ownerId = ownerId;
    }
    return filter;
  }
}
