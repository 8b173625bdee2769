import { Controller, Get, Inject, Param, Query, Req } from '@nestjs/common';
import {
  MAKES,
  type MessageKey,
  PRINTING_TYPES,
  QUOTATION_STATUSES,
  type QuotationComparison,
  type QuotationDetail,
  type QuotationReviewRow,
  type QuotationRow,
  type QuotationStatus,
  ResultCode,
} from '@packflow/contracts';
import { quotationCompare } from '@packflow/domain';
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
  type QuotationFilter,
  type QuotationReader,
  findQuotation,
  listQuotations,
  listReviews,
} from './quotation.queries';

/** The read models behind each answer (projector names), for read-your-writes. */
const QUOTATIONS = ['quotations'];
const KEYWORD_MAX = 100;

type Query = Record<string, unknown>;

const invalid = (field: string, key: MessageKey, params: Record<string, string | number> = {}) =>
  new ApiError(422, ResultCode.VALIDATION_FAILED, key, params, 'VALIDATION.FAILED', { field });
const notFound = () => new ApiError(404, ResultCode.NOT_FOUND, 'common.notFound', {}, 'QUOTATION.NOT_FOUND');

/** A single text parameter, trimmed; '' when absent. A repeated parameter is refused. */
function text(query: Query, field: string): string {
  const value = query[field];
  if (value === undefined) return '';
  if (typeof value !== 'string') throw invalid(field, 'validation.failed');
  return value.trim();
}

function oneOf<T extends string>(
  query: Query,
  field: string,
  values: readonly T[],
  key: MessageKey,
): T | undefined {
  const value = text(query, field);
  if (!value) return undefined;
  if (!(values as readonly string[]).includes(value)) throw invalid(field, key);
  return value as T;
}

function day(query: Query, field: string): string | undefined {
  const value = text(query, field);
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw invalid(field, 'validation.date');
  return value;
}

/**
 * /Quotation and /OperatorManage/Index: the lists, one quotation with its lineage and review,
 * and two side by side. Who sees which quotation is decided in the queries' WHERE clauses.
 */
@Controller()
export class QuotationsReadController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  private reader(req: Request): QuotationReader {
    const auth = authOf(req);
    return { id: auth.accountId, role: auth.role, areacode: auth.areacode };
  }

  /** status, quotation_type, make, customerId, keyword (number or customer name), from and to (yyyy-mm-dd). */
  @Get('quotation')
  @RequirePermission('GET@quotation')
  async list(@Query() query: Query, @Req() req: Request): Promise<Reply<QuotationRow[]>> {
    const filter = this.filter(query);
    filter.status = oneOf(query, 'status', QUOTATION_STATUSES, 'validation.failed');
    const freshness = await this.readYourWrites.await(query, QUOTATIONS);
    const page = paging(query);
    const { rows, count } = await listQuotations(this.infra.db, this.reader(req), filter, page);
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  /** The supervisor's queue: pending by default (`status=all` for every reviewed one), newest sent first. */
  @Get('quotation-review')
  @RequirePermission('GET@quotation-review')
  async reviews(@Query() query: Query, @Req() req: Request): Promise<Reply<QuotationReviewRow[]>> {
    const filter = this.filter(query);
    const status = text(query, 'status') || 'pending';
    if (status !== 'all') {
      if (!(QUOTATION_STATUSES as readonly string[]).includes(status))
        throw invalid('status', 'validation.failed');
      filter.status = status as QuotationStatus;
    }
    const freshness = await this.readYourWrites.await(query, QUOTATIONS);
    const page = paging(query);
    const { rows, count } = await listReviews(this.infra.db, this.reader(req), filter, page);
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  @Get('quotation/:id')
  @RequirePermission('GET@quotation/:id')
  async get(
    @Param('id') id: string,
    @Query() query: Query,
    @Req() req: Request,
  ): Promise<Reply<QuotationDetail>> {
    const freshness = await this.readYourWrites.await(query, QUOTATIONS);
    const found = await findQuotation(this.infra.db, this.reader(req), id);
    if (!found) throw notFound();
    return reply(found, { extra: freshness });
  }

  /** What changed from `id` to `other`, and how each line of the price moved (both must be in reach). */
  @Get('quotation/:id/compare/:other')
  @RequirePermission('GET@quotation/:id/compare/:other')
  async compare(
    @Param('id') id: string,
    @Param('other') other: string,
    @Query() query: Query,
    @Req() req: Request,
  ): Promise<Reply<QuotationComparison>> {
    const freshness = await this.readYourWrites.await(query, QUOTATIONS);
    const reader = this.reader(req);
    const [a, b] = await Promise.all([
      findQuotation(this.infra.db, reader, id),
      findQuotation(this.infra.db, reader, other),
    ]);
    if (!a || !b) throw notFound();
    return reply(quotationCompare.compareQuotations(a, b), { extra: freshness });
  }

  private filter(query: Query): QuotationFilter {
    const filter: QuotationFilter = {};
    filter.quotation_type = oneOf(query, 'quotation_type', PRINTING_TYPES, 'quotations.printingTypeInvalid');
    filter.make = oneOf(query, 'make', MAKES, 'quotations.makeInvalid');
    const customerId = text(query, 'customerId');
    if (customerId) filter.customerId = customerId;
    const keyword = text(query, 'keyword');
    if (keyword.length > KEYWORD_MAX) throw invalid('keyword', 'validation.tooLong', { max: KEYWORD_MAX });
    if (keyword) filter.keyword = keyword;
    filter.from = day(query, 'from');
    filter.to = day(query, 'to');
    if (filter.from && filter.to && filter.from > filter.to) throw invalid('from', 'quotations.dateRange');
    return filter;
  }
}
