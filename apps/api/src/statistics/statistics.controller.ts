import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import {
  type DayOrderStatistics,
  type FinanceStatistics,
  type LogisticsStatistics,
  type MonthOrderStatistics,
  type ProductStatistics,
  type QualityStatistics,
  STATISTICS_READ_MODELS,
  type StatisticsPage,
  dayOrderStatisticsQuerySchema,
  financeStatisticsQuerySchema,
  logisticsStatisticsQuerySchema,
  monthOrderStatisticsQuerySchema,
  productStatisticsQuerySchema,
  qualityStatisticsQuerySchema,
} from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import type { Request, Response } from 'express';
import { RequirePermission } from '../auth/access';
import { localeOf } from '../http/locale';
import { ListQuery, type Parsed } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { INFRA } from '../tokens';
import { streamStatistics } from './statistics-excel';
import { tableOf } from './statistics-figures';
import { type StatisticsRequest, statisticsView } from './statistics.view';

type RawQuery = Record<string, unknown>;

const READ_MODEL = {
  orders: STATISTICS_READ_MODELS.orderDays,
  finance: STATISTICS_READ_MODELS.financeDays,
  product: STATISTICS_READ_MODELS.productDays,
  quality: STATISTICS_READ_MODELS.qualityDays,
  logistics: STATISTICS_READ_MODELS.logisticsDays,
} as const;

/**
 * Admin's statistics (/Statistics/*): each page's period against the previous one, its series and
 * groups, and the same as an Excel file. Finance's page reads the receivables too.
 */
@Controller()
export class StatisticsController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  private async view<P extends StatisticsPage>(page: P, q: StatisticsRequest, query: RawQuery, all = false) {
    const models: string[] = [READ_MODEL[tableOf(page)]];
    const freshness = await this.readYourWrites.await(query, models);
    return { view: await statisticsView(this.infra.db, page, q, undefined, all), freshness };
  }

  private async json<P extends StatisticsPage>(page: P, q: StatisticsRequest, query: RawQuery) {
    const { view, freshness } = await this.view(page, q, query);
    return reply(view, { extra: freshness });
  }

  private async xlsx(
    page: StatisticsPage,
    q: StatisticsRequest,
    query: RawQuery,
    req: Request,
    res: Response,
  ) {
    const { view } = await this.view(page, q, query, true);
    await streamStatistics(res, view, localeOf(req) === 'en' ? 'en' : 'cn');
  }

  @Get('statistics/day-order')
  @RequirePermission('GET@statistics/day-order')
  dayOrder(
    @ListQuery(dayOrderStatisticsQuerySchema) q: Parsed<typeof dayOrderStatisticsQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<DayOrderStatistics>> {
    return this.json('day-order', q, query);
  }

  @Get('statistics/day-order/xlsx')
  @RequirePermission('GET@statistics/day-order/xlsx')
  dayOrderXlsx(
    @ListQuery(dayOrderStatisticsQuerySchema) q: Parsed<typeof dayOrderStatisticsQuerySchema>,
    @Query() query: RawQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.xlsx('day-order', q, query, req, res);
  }

  @Get('statistics/month-order')
  @RequirePermission('GET@statistics/month-order')
  monthOrder(
    @ListQuery(monthOrderStatisticsQuerySchema) q: Parsed<typeof monthOrderStatisticsQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<MonthOrderStatistics>> {
    return this.json('month-order', q, query);
  }

  @Get('statistics/month-order/xlsx')
  @RequirePermission('GET@statistics/month-order/xlsx')
  monthOrderXlsx(
    @ListQuery(monthOrderStatisticsQuerySchema) q: Parsed<typeof monthOrderStatisticsQuerySchema>,
    @Query() query: RawQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.xlsx('month-order', q, query, req, res);
  }

  @Get('statistics/finance')
  @RequirePermission('GET@statistics/finance')
  finance(
    @ListQuery(financeStatisticsQuerySchema) q: Parsed<typeof financeStatisticsQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<FinanceStatistics>> {
    return this.json('finance', q, query);
  }

  @Get('statistics/finance/xlsx')
  @RequirePermission('GET@statistics/finance/xlsx')
  financeXlsx(
    @ListQuery(financeStatisticsQuerySchema) q: Parsed<typeof financeStatisticsQuerySchema>,
    @Query() query: RawQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.xlsx('finance', q, query, req, res);
  }

  @Get('statistics/product')
  @RequirePermission('GET@statistics/product')
  product(
    @ListQuery(productStatisticsQuerySchema) q: Parsed<typeof productStatisticsQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<ProductStatistics>> {
    return this.json('product', q, query);
  }

  @Get('statistics/product/xlsx')
  @RequirePermission('GET@statistics/product/xlsx')
  productXlsx(
    @ListQuery(productStatisticsQuerySchema) q: Parsed<typeof productStatisticsQuerySchema>,
    @Query() query: RawQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.xlsx('product', q, query, req, res);
  }

  @Get('statistics/quality')
  @RequirePermission('GET@statistics/quality')
  quality(
    @ListQuery(qualityStatisticsQuerySchema) q: Parsed<typeof qualityStatisticsQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<QualityStatistics>> {
    return this.json('quality', q, query);
  }

  @Get('statistics/quality/xlsx')
  @RequirePermission('GET@statistics/quality/xlsx')
  qualityXlsx(
    @ListQuery(qualityStatisticsQuerySchema) q: Parsed<typeof qualityStatisticsQuerySchema>,
    @Query() query: RawQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.xlsx('quality', q, query, req, res);
  }

  @Get('statistics/logistics')
  @RequirePermission('GET@statistics/logistics')
  logistics(
    @ListQuery(logisticsStatisticsQuerySchema) q: Parsed<typeof logisticsStatisticsQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<LogisticsStatistics>> {
    return this.json('logistics', q, query);
  }

  @Get('statistics/logistics/xlsx')
  @RequirePermission('GET@statistics/logistics/xlsx')
  logisticsXlsx(
    @ListQuery(logisticsStatisticsQuerySchema) q: Parsed<typeof logisticsStatisticsQuerySchema>,
    @Query() query: RawQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.xlsx('logistics', q, query, req, res);
  }
}
