import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import {
  AGEING_BUCKETS,
  type BeanFlowReport,
  type MoneyFlowReport,
  type ReceivablesReport,
  REPORTS_READ_MODELS,
  type ReportEventLine,
  beanReportQuerySchema,
  moneyFlowQuerySchema,
  receivableEventsQuerySchema,
  receivablesQuerySchema,
} from '@packflow/contracts';
import { DomainError } from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';
import type { Request, Response } from 'express';
import { RequirePermission } from '../auth/access';
import { streamWorkbook } from '../bills/excel';
import { localeOf } from '../http/locale';
import { type Paging, pageInfo, paging } from '../http/paging';
import { ListQuery, type Parsed } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { namesOf } from '../orders/orders.queries';
import { INFRA } from '../tokens';
import { REPORT_WORDS } from './report-words';
import { type MoneyFilters, beanFlows, moneyEvents, moneyFlows } from './flows.queries';
import { hasReceivables, receivableEvents, receivables } from './receivables.queries';

type RawQuery = Record<string, unknown>;

/** Today in Asia/Shanghai (the business day). */
export const shanghaiToday = (now = new Date()): string =>
  new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * Finance's reports (/FinanceTable): receivables as of a day with ageing buckets per salesman
 * and per customer, collections and payments by day, month, salesman or method, golden-bean flows,
 * the events behind each figure, and every table as an Excel file (all rows of its filters).
 */
@Controller()
export class ReportsReadController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  private async receivablesReport(
    q: Parsed<typeof receivablesQuerySchema>,
    page: Paging | null,
  ): Promise<ReceivablesReport> {
    const asOf = q.asOf ?? shanghaiToday();
    const currency = q.currency ?? 'CNY';
    const found = await receivables(
      this.infra.db,
      { asOf, currency, ownerId: q.ownerId, keyword: q.keyword },
      page,
    );
    const names = await namesOf(this.infra.db, [
      ...found.owners.map((o) => o.ownerId),
      ...found.customers.map((c) => c.ownerId),
    ]);
    const size = page?.size ?? found.count;
    return {
      asOf,
      currency,
      totals: found.totals,
      owners: found.owners.map((o) => ({ ...o, ownerName: names.get(o.ownerId) ?? o.ownerId })),
      customers: {
        rows: found.customers.map((c) => ({ ...c, ownerName: names.get(c.ownerId) ?? c.ownerId })),
        total: found.count,
        page: page?.page ?? 1,
        size,
      },
      advances: found.advances,
    };
  }

  @Get('reports/receivables')
  @RequirePermission('GET@reports/receivables')
  async receivables(
    @ListQuery(receivablesQuerySchema) q: Parsed<typeof receivablesQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<ReceivablesReport>> {
    const freshness = await this.readYourWrites.await(query, [REPORTS_READ_MODELS.receivables]);
    const page = paging(query);
    const report = await this.receivablesReport(q, page);
    return reply(report, { extra: { ...freshness, pageInfo: pageInfo(page, report.customers.total) } });
  }

  @Get('reports/receivables/xlsx')
  @RequirePermission('GET@reports/receivables/xlsx')
  async receivablesXlsx(
    @ListQuery(receivablesQuerySchema) q: Parsed<typeof receivablesQuerySchema>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const x = REPORT_WORDS[localeOf(req) === 'en' ? 'en' : 'cn'];
    const report = await this.receivablesReport(q, null);
    const buckets = AGEING_BUCKETS.map((b) => ({ header: x.buckets[b], key: b, money: true }));
    const figures = (f: { buckets: Record<string, string>; total: string }) => ({
      ...f.buckets,
      total: f.total,
    });
    await streamWorkbook(res, `${x.receivables}-${report.asOf}-${report.currency}.xlsx`, [
      {
        name: x.customers,
        columns: [
          { header: x.customer, key: 'name', width: 28 },
          { header: x.owner, key: 'owner' },
          ...buckets,
          { header: x.total, key: 'total', money: true },
        ],
        write(sheet) {
          for (const c of report.customers.rows)
            sheet.add({ name: c.customerName, owner: c.ownerName, ...figures(c) });
          sheet.add({ name: x.total, ...figures(report.totals) }, { bold: true });
          sheet.add({ name: x.advances, total: report.advances });
          sheet.add({ name: x.asOf, owner: report.asOf });
          sheet.add({ name: x.currency, owner: report.currency });
        },
      },
      {
        name: x.owners,
        columns: [
          { header: x.owner, key: 'owner', width: 20 },
          ...buckets,
          { header: x.total, key: 'total', money: true },
        ],
        write(sheet) {
          for (const o of report.owners) sheet.add({ owner: o.ownerName, ...figures(o) });
          sheet.add({ owner: x.total, ...figures(report.totals) }, { bold: true });
        },
      },
    ]);
  }

  @Get('reports/receivables/:customerId/events')
  @RequirePermission('GET@reports/receivables/:customerId/events')
  async receivableEvents(
    @Param('customerId') customerId: string,
    @ListQuery(receivableEventsQuerySchema) q: Parsed<typeof receivableEventsQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<ReportEventLine[]>> {
    const freshness = await this.readYourWrites.await(query, [REPORTS_READ_MODELS.receivables]);
    if (!(await hasReceivables(this.infra.db, customerId)))
      throw new DomainError('REPORTS.CUSTOMER_NOT_FOUND', 'reports.customerNotFound');
    const lines = await receivableEvents(
      this.infra.db,
      customerId,
      q.asOf ?? shanghaiToday(),
      q.currency ?? 'CNY',
    );
    return reply(lines, { extra: freshness });
  }

  private moneyFilters(q: Parsed<typeof moneyFlowQuerySchema>): MoneyFilters {
    const today = shanghaiToday();
    return {
      from: q.from ?? `${(q.to ?? today).slice(0, 7)}-01`,
      to: q.to ?? today,
      groupBy: q.groupBy ?? 'day',
      currency: q.currency ?? 'CNY',
    };
  }

  private async moneyReport(f: MoneyFilters): Promise<MoneyFlowReport> {
    const found = await moneyFlows(this.infra.db, f);
    const names =
      f.groupBy === 'owner'
        ? await namesOf(
            this.infra.db,
            found.rows.map((r) => r.key),
          )
        : new Map<string, string>();
    return {
      ...f,
      rows: found.rows.map((r) => ({ ...r, label: names.get(r.key) ?? r.key })),
      totals: found.totals,
    };
  }

  @Get('reports/money')
  @RequirePermission('GET@reports/money')
  async money(
    @ListQuery(moneyFlowQuerySchema) q: Parsed<typeof moneyFlowQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<MoneyFlowReport>> {
    const freshness = await this.readYourWrites.await(query, [REPORTS_READ_MODELS.moneyFlows]);
    return reply(await this.moneyReport(this.moneyFilters(q)), { extra: freshness });
  }

  @Get('reports/money/events')
  @RequirePermission('GET@reports/money/events')
  async moneyEvents(
    @ListQuery(moneyFlowQuerySchema) q: Parsed<typeof moneyFlowQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<ReportEventLine[]>> {
    const freshness = await this.readYourWrites.await(query, [REPORTS_READ_MODELS.moneyFlows]);
    return reply(await moneyEvents(this.infra.db, this.moneyFilters(q), q.key), { extra: freshness });
  }

  @Get('reports/money/xlsx')
  @RequirePermission('GET@reports/money/xlsx')
  async moneyXlsx(
    @ListQuery(moneyFlowQuerySchema) q: Parsed<typeof moneyFlowQuerySchema>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const x = REPORT_WORDS[localeOf(req) === 'en' ? 'en' : 'cn'];
    const report = await this.moneyReport(this.moneyFilters(q));
    await streamWorkbook(res, `${x.money}-${report.from}-${report.to}-${report.currency}.xlsx`, [
      {
        name: x.money,
        columns: [
          { header: x.key, key: 'label', width: 22 },
          { header: x.collections, key: 'collections', money: true },
          { header: x.collectionCount, key: 'collectionCount' },
          { header: x.reversals, key: 'reversals', money: true },
          { header: x.payments, key: 'payments', money: true },
          { header: x.paymentCount, key: 'paymentCount' },
          { header: x.net, key: 'net', money: true },
        ],
        write(sheet) {
          for (const r of report.rows) sheet.add({ ...r });
          sheet.add({ label: x.total, ...report.totals }, { bold: true });
        },
      },
    ]);
  }

  private async beanReport(q: Parsed<typeof beanReportQuerySchema>): Promise<BeanFlowReport> {
    const today = shanghaiToday();
    const to = q.to ?? today;
    const from = q.from ?? `${to.slice(0, 7)}-01`;
    const groupBy = q.groupBy ?? 'day';
    return { from, to, groupBy, ...(await beanFlows(this.infra.db, from, to, groupBy)) };
  }

  @Get('reports/beans')
  @RequirePermission('GET@reports/beans')
  async beans(
    @ListQuery(beanReportQuerySchema) q: Parsed<typeof beanReportQuerySchema>,
  ): Promise<Reply<BeanFlowReport>> {
    return reply(await this.beanReport(q));
  }

  @Get('reports/beans/xlsx')
  @RequirePermission('GET@reports/beans/xlsx')
  async beansXlsx(
    @ListQuery(beanReportQuerySchema) q: Parsed<typeof beanReportQuerySchema>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const x = REPORT_WORDS[localeOf(req) === 'en' ? 'en' : 'cn'];
    const report = await this.beanReport(q);
    await streamWorkbook(res, `${x.beans}-${report.from}-${report.to}.xlsx`, [
      {
        name: x.beans,
        columns: [
          { header: x.key, key: 'key', width: 14 },
          { header: x.recharged, key: 'recharged' },
          { header: x.spent, key: 'spent' },
          { header: x.returned, key: 'returned' },
          { header: x.net, key: 'net' },
          { header: x.count, key: 'count' },
        ],
        write(sheet) {
          const n = (r: Omit<typeof report.totals, never>) => ({
            recharged: Number(r.recharged),
            spent: Number(r.spent),
            returned: Number(r.returned),
            net: Number(r.net),
            count: r.count,
          });
          for (const r of report.rows) sheet.add({ key: r.key, ...n(r) });
          sheet.add({ key: x.total, ...n(report.totals) }, { bold: true });
        },
      },
    ]);
  }
}
