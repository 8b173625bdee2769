import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import {
  BILLS_READ_MODELS,
  type BillComparison,
  type BillRow,
  type BillView,
  type MonthCloseList,
  type MonthCloseRow,
  billListQuerySchema,
} from '@packflow/contracts';
import { monthClose } from '@packflow/domain';
import { MONTH_CLOSE_SETTINGS_STREAM, monthCloseSettingsDecider } from '@packflow/projections';
import type { Response } from 'express';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { pageInfo, paging } from '../http/paging';
import { Actor, ListQuery, type Parsed } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { namesOf } from '../orders/orders.queries';
import { BillPdfs } from './bill-pdf';
import { comparison, billRow } from './bill-views';
import { streamBillWorkbook } from './bill-xlsx';
import { BillsInputs } from './bills-inputs';
import { closedMonths, listBills, listMonthCloses } from './bills.queries';

type RawQuery = Record<string, unknown>;
const iso = (v: Date | string | null): string | null =>
  v === null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString();

/**
 * The bills' reads: the lists (every bill, to reconcile, sent), one bill told from its own stream
 * with what the reader may do, the bill as sent beside how it stands now, its PDF and Excel file
 * in the customer's language, and the months' closes. A bill the reader does not own (Finance and
 * Admin own them all) is not found.
 */
@Controller()
export class BillsReadController {
  constructor(
    private readonly inputs: BillsInputs,
    private readonly readYourWrites: ReadYourWrites,
    private readonly pdfs: BillPdfs,
  ) {}

  @Get('bills')
  @RequirePermission('GET@bills')
  async list(
    @Actor() auth: AuthContext,
    @ListQuery(billListQuerySchema) filters: Parsed<typeof billListQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<BillRow[]>> {
    const freshness = await this.readYourWrites.await(query, [BILLS_READ_MODELS.bills]);
    const page = paging(query);
    const { rows, count } = await listBills(
      this.inputs.infra.db,
      auth,
      { ...filters, view: filters.view ?? 'all' },
      page,
    );
    const names = await namesOf(
      this.inputs.infra.db,
      rows.map((r) => r.owner_id),
    );
    return reply(
      rows.map((r) => billRow(r, names)),
      { extra: { ...freshness, pageInfo: pageInfo(page, count) } },
    );
  }

  /** The months' closes with their progress, the months Admin may close now and the hour of the scheduled close. */
  @Get('bills/closes')
  @RequirePermission('GET@bills/closes')
  async closes(@Query() query: RawQuery): Promise<Reply<MonthCloseList>> {
    const freshness = await this.readYourWrites.await(query, [BILLS_READ_MODELS.monthCloses]);
    const { db, commands } = this.inputs.infra;
    const [rows, closed, settings] = await Promise.all([
      listMonthCloses(db),
      closedMonths(db),
      commands.load(monthCloseSettingsDecider, MONTH_CLOSE_SETTINGS_STREAM),
    ]);
    const people = await namesOf(
      db,
      rows.map((r) => r.by).filter((by) => by !== 'system'),
    );
    const list: MonthCloseRow[] = rows.map((r) => ({
      month: r.month,
      status: r.status as MonthCloseRow['status'],
      total: Number(r.total),
      done: Number(r.done),
      bills: Number(r.bills),
      wages: { total: Number(r.wage_total), done: Number(r.wage_done), sheets: Number(r.sheets) },
      startedAt: iso(r.started_at)!,
      finishedAt: iso(r.finished_at),
      by: r.by,
      byName: r.by === 'system' ? null : (people.get(r.by) ?? r.by),
      error: r.error,
    }));
    return reply(
      { rows: list, closable: monthClose.closableMonths(closed, new Date()), hour: settings.hour },
      { extra: freshness },
    );
  }

  @Get('bills/:id')
  @RequirePermission('GET@bills/:id')
  async detail(@Param('id') id: string, @Actor() auth: AuthContext): Promise<Reply<BillView>> {
    return reply(await this.inputs.view(auth, await this.inputs.reachable(auth, id)));
  }

  /** The bill as it was sent (read up to the position it was last sent at) beside how it stands now. */
  @Get('bills/:id/compare')
  @RequirePermission('GET@bills/:id/compare')
  async compare(@Param('id') id: string, @Actor() auth: AuthContext): Promise<Reply<BillComparison>> {
    const now = await this.inputs.view(auth, await this.inputs.reachable(auth, id));
    const sent = now.sentPosition
      ? await this.inputs.view(auth, await this.inputs.reachable(auth, id, BigInt(now.sentPosition)))
      : null;
    return reply(comparison(sent, now));
  }

  @Get('bills/:id/pdf')
  @RequirePermission('GET@bills/:id/pdf')
  async pdf(@Param('id') id: string, @Actor() auth: AuthContext, @Res() res: Response): Promise<void> {
    const view = await this.inputs.view(auth, await this.inputs.reachable(auth, id));
    const { pdf, fileName } = await this.pdfs.render(view);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', fileName);
    res.setHeader('Content-Length', String(pdf.length));
    res.setHeader('Cache-Control', 'private, no-store');
    res.status(200).end(pdf);
  }

  @Get('bills/:id/xlsx')
  @RequirePermission('GET@bills/:id/xlsx')
  async xlsx(@Param('id') id: string, @Actor() auth: AuthContext, @Res() res: Response): Promise<void> {
    const view = await this.inputs.view(auth, await this.inputs.reachable(auth, id));
    await streamBillWorkbook(res, view);
  }
}
