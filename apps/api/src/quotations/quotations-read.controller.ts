import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  QUOTATION_READ_MODELS,
  type QuotationComparisonView,
  type QuotationDetailView,
  type QuotationReviewRow,
  type QuotationRow,
  quotationListQuerySchema,
  quotationReviewQuerySchema,
} from '@packflow/contracts';
import { quotation, quotationCompare, quotationPolicies } from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { pageInfo, paging } from '../http/paging';
import { Actor, ListQuery, type Parsed } from '../http/params';
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

/** The read model behind each answer, for read-your-writes. */
const QUOTATIONS = [QUOTATION_READ_MODELS.quotations];

type RawQuery = Record<string, unknown>;

const readerOf = (auth: AuthContext): QuotationReader => ({
  id: auth.accountId,
  role: auth.role,
  areacode: auth.areacode,
});

/** The filters as the queries take them (blank ones left out). */
function filterOf(query: Omit<Parsed<typeof quotationListQuerySchema>, 'status'>): QuotationFilter {
  const { quotation_type, make, customerId, keyword, from, to } = query;
  return Object.fromEntries(
    Object.entries({ quotation_type, make, customerId, keyword, from, to }).filter(
      ([, v]) => v !== undefined,
    ),
  ) as QuotationFilter;
}

/**
 * /Quotation and /OperatorManage/Index: the lists, one quotation with its lineage and review,
 * and two side by side. Who sees which quotation is the policy's scope, in the queries' WHERE
 * clause; each row and detail carries the `revision` a review or ratio change sends back.
 */
@Controller()
export class QuotationsReadController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** status, quotation_type, make, customerId, keyword (number or customer name), from and to (yyyy-mm-dd). */
  @Get('quotation')
  @RequirePermission('GET@quotation')
  async list(
    @Actor() auth: AuthContext,
    @ListQuery(quotationListQuerySchema) filters: Parsed<typeof quotationListQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<QuotationRow[]>> {
    const filter = filterOf(filters);
    if (filters.status) filter.status = filters.status;
    const freshness = await this.readYourWrites.await(query, QUOTATIONS);
    const page = paging(query);
    const { rows, count } = await listQuotations(this.infra.db, readerOf(auth), filter, page);
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  /** The supervisor's queue: pending by default (`status=all` for every reviewed one), newest sent first. */
  @Get('quotation-review')
  @RequirePermission('GET@quotation-review')
  async reviews(
    @Actor() auth: AuthContext,
    @ListQuery(quotationReviewQuerySchema) filters: Parsed<typeof quotationReviewQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<QuotationReviewRow[]>> {
    const filter = filterOf(filters);
    const status = filters.status ?? 'pending';
    if (status !== 'all') filter.status = status;
    const freshness = await this.readYourWrites.await(query, QUOTATIONS);
    const page = paging(query);
    const { rows, count } = await listReviews(this.infra.db, readerOf(auth), filter, page);
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  @Get('quotation/:id')
  @RequirePermission('GET@quotation/:id')
  async get(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Query() query: RawQuery,
  ): Promise<Reply<QuotationDetailView>> {
    const freshness = await this.readYourWrites.await(query, QUOTATIONS);
    const found = this.readYourWrites.found(
      freshness,
      await findQuotation(this.infra.db, readerOf(auth), id),
      quotation.notFound,
    );
    return reply(quotationPolicies.quotationFor(readerOf(auth), found), { extra: freshness });
  }

  /** What changed from `id` to `other`, and how each line of the price moved (both must be in reach). */
  @Get('quotation/:id/compare/:other')
  @RequirePermission('GET@quotation/:id/compare/:other')
  async compare(
    @Param('id') id: string,
    @Param('other') other: string,
    @Actor() auth: AuthContext,
    @Query() query: RawQuery,
  ): Promise<Reply<QuotationComparisonView>> {
    const freshness = await this.readYourWrites.await(query, QUOTATIONS);
    const reader = readerOf(auth);
    const [a, b] = await Promise.all([
      findQuotation(this.infra.db, reader, id),
      findQuotation(this.infra.db, reader, other),
    ]);
    if (!a || !b) throw quotation.notFound();
    const comparison = quotationCompare.compareQuotations(a, b);
    return reply(quotationPolicies.comparisonFor(reader, comparison), { extra: freshness });
  }
}
