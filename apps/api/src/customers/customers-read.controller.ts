import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  CUSTOMER_READ_MODELS,
  type CustomerArea,
  type CustomerListQuery,
  type CustomerTimelineEntry,
  type CustomerView,
  type TraderGrade,
  customerListQuerySchema,
  customerPagingQuerySchema,
  traderGradeHistoryQuerySchema,
} from '@packflow/contracts';
import { DomainError, customerPolicies } from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';
import { type AuthContext, RequirePermission } from '../auth/access';
import { pageInfo, paging } from '../http/paging';
import { Actor, ListQuery, type Parsed } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { INFRA } from '../tokens';
import { customerTimeline, findCustomer } from './customer-detail.queries';
import type { CustomerList, CustomerReader } from './customer-scope';
import type { CustomerFilter } from './customer-view';
import { listCustomers } from './customers.queries';
import {
  type ReleaseRunEntry,
  type TraderGradeHistoryEntry,
  listReleaseRuns,
  listTraderGrades,
  traderGradeHistory,
} from './grades-and-runs.queries';

/** The read models behind each answer, for read-your-writes. */
const CUSTOMERS = [CUSTOMER_READ_MODELS.customers, CUSTOMER_READ_MODELS.highSeasSettings];
const GRADES = [CUSTOMER_READ_MODELS.traderGrades];
const RUNS = [CUSTOMER_READ_MODELS.releaseRuns];

type RawQuery = Record<string, unknown>;

const readerOf = (auth: AuthContext): CustomerReader => ({
  id: auth.accountId,
  role: auth.role,
  areacode: auth.areacode,
});

/**
 * Customers and the high seas: lists, one customer and its timeline, trader grades and release
 * runs. Who sees which customer is the customers' policy, applied in the queries' WHERE clauses.
 */
@Controller()
export class CustomersReadController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** Own customers (supervisors and administrators: every owned one, or one owner's with `ownerId`). */
  @Get('customer')
  @RequirePermission('GET@customer')
  list(
    @ListQuery(customerListQuerySchema) filter: Parsed<typeof customerListQuerySchema>,
    @Actor() auth: AuthContext,
    @Query() query: RawQuery,
  ): Promise<Reply<CustomerView[]>> {
    return this.page(query, filter, readerOf(auth), 'own');
  }

  @Get('customer/high-seas')
  @RequirePermission('GET@customer/high-seas')
  highSeas(
    @ListQuery(customerListQuerySchema) filter: Parsed<typeof customerListQuerySchema>,
    @Actor() auth: AuthContext,
    @Query() query: RawQuery,
  ): Promise<Reply<CustomerView[]>> {
    return this.page(query, filter, readerOf(auth), 'high-seas');
  }

  @Get('customer/:id')
  @RequirePermission('GET@customer/:id')
  async get(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Query() query: RawQuery,
  ): Promise<Reply<CustomerView>> {
    const freshness = await this.readYourWrites.await(query, CUSTOMERS);
    const row = await findCustomer(this.infra.db, readerOf(auth), id);
    if (!row) throw customerPolicies.customerNotFound();
    return reply(row, { extra: freshness });
  }

  @Get('customer/:id/timeline')
  @RequirePermission('GET@customer/:id/timeline')
  async timeline(
    @Param('id') id: string,
    @ListQuery(customerPagingQuerySchema) _: Parsed<typeof customerPagingQuerySchema>,
    @Actor() auth: AuthContext,
    @Query() query: RawQuery,
  ): Promise<Reply<CustomerTimelineEntry[]>> {
    const freshness = await this.readYourWrites.await(query, [CUSTOMER_READ_MODELS.customers]);
    const page = paging(query);
    const result = await customerTimeline(this.infra.db, readerOf(auth), id, page);
    if (!result) throw customerPolicies.customerNotFound();
    return reply(result.rows, { extra: { ...freshness, pageInfo: pageInfo(page, result.count) } });
  }

  @Get('customer-grade')
  @RequirePermission('GET@customer-grade')
  async grades(
    @ListQuery(customerPagingQuerySchema) _: Parsed<typeof customerPagingQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<TraderGrade[]>> {
    const freshness = await this.readYourWrites.await(query, GRADES);
    const page = paging(query);
    const { rows, count } = await listTraderGrades(this.infra.db, page);
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  /** Every grade change, newest first; `gradeId` narrows it to one grade. */
  @Get('customer-grade/history')
  @RequirePermission('GET@customer-grade/history')
  async gradeHistory(
    @ListQuery(traderGradeHistoryQuerySchema) { gradeId }: Parsed<typeof traderGradeHistoryQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<TraderGradeHistoryEntry[]>> {
    const freshness = await this.readYourWrites.await(query, GRADES);
    const page = paging(query);
    const { rows, count } = await traderGradeHistory(this.infra.db, page, gradeId || undefined);
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  @Get('customer-release/runs')
  @RequirePermission('GET@customer-release/runs')
  async runs(
    @ListQuery(customerPagingQuerySchema) _: Parsed<typeof customerPagingQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<ReleaseRunEntry[]>> {
    const freshness = await this.readYourWrites.await(query, RUNS);
    const page = paging(query);
    const { rows, count } = await listReleaseRuns(this.infra.db, page);
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  private async page(
    query: RawQuery,
    given: CustomerListQuery,
    reader: CustomerReader,
    list: CustomerList,
  ): Promise<Reply<CustomerView[]>> {
    const filter = filterOf(given, reader, list);
    const freshness = await this.readYourWrites.await(query, CUSTOMERS);
    const page = paging(query);
    const { rows, count, countAtLeast } = await listCustomers(this.infra.db, reader, list, filter, page);
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count, countAtLeast) } });
  }
}

/** The list's filter; `ownerId` only where the policy lets the reader narrow by owner. */
function filterOf(given: CustomerListQuery, reader: CustomerReader, list: CustomerList): CustomerFilter {
  const filter: CustomerFilter = {};
  if (given.keyword) filter.keyword = given.keyword;
  if (given.area) filter.area = given.area as CustomerArea;
  if (given.source) filter.source = given.source;
  if (given.domestic) filter.domestic = given.domestic === 'true';
  if (given.ownerId) {
    if (!customerPolicies.mayFilterByOwner(reader, list))
      throw new DomainError('CUSTOMER.FIELD_NOT_ALLOWED', 'account.fieldNotAllowed', { field: 'ownerId' });
    filter.ownerId = given.ownerId;
  }
  return filter;
}
