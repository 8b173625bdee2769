import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import {
  WAGES_READ_MODELS,
  type WageSettingsView,
  type WageSheetRow,
  type WageSheetView,
  wageListQuerySchema,
} from '@packflow/contracts';
import type { Request, Response } from 'express';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { localeOf } from '../http/locale';
import { pageInfo, paging } from '../http/paging';
import { Actor, ListQuery, type Parsed } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { wageSettingsView } from './wage-settings.view';
import { sheetDetail } from './wage-sheet.view';
import { wageSheetRow } from './wage-views';
import { WAGE_WORDS } from './wage-words';
import { streamSheetWorkbook, streamSheetsWorkbook } from './wage-xlsx';
import { WagesInputs } from './wages-inputs';
import { type WageFilters, allSheets, listSheets } from './wages.queries';

type RawQuery = Record<string, unknown>;
const SHEETS = [WAGES_READ_MODELS.wageSheets];

/**
 * The wages' reads: the commission schedules (from their stream), the sheets' lists and their
 * Excel file, one sheet told from its own stream with its ledger lines and what the reader may
 * do, and its Excel file. A salesman lists and opens only his own sheets (another's is not found).
 */
@Controller()
export class WagesReadController {
  constructor(
    private readonly inputs: WagesInputs,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Get('wages/settings')
  @RequirePermission('GET@wages/settings')
  async settings(): Promise<Reply<WageSettingsView>> {
    return reply(await wageSettingsView(this.inputs.infra, new Date()));
  }

  @Get('wages')
  @RequirePermission('GET@wages')
  async list(
    @Actor() auth: AuthContext,
    @ListQuery(wageListQuerySchema) filters: Parsed<typeof wageListQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<WageSheetRow[]>> {
    const freshness = await this.readYourWrites.await(query, SHEETS);
    const page = paging(query);
    const { rows, count } = await listSheets(this.inputs.infra.db, auth, filtersOf(filters), page);
    return reply(rows.map(wageSheetRow), { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  /** Every sheet the filters select (not only a page), streamed to Excel. */
  @Get('wages/xlsx')
  @RequirePermission('GET@wages/xlsx')
  async xlsx(
    @Actor() auth: AuthContext,
    @ListQuery(wageListQuerySchema) filters: Parsed<typeof wageListQuerySchema>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const x = WAGE_WORDS[localeOf(req) === 'en' ? 'en' : 'cn'];
    const chosen = filtersOf(filters);
    const db = this.inputs.infra.db;
    async function* pages() {
      for await (const rows of allSheets(db, auth, chosen)) yield rows.map(wageSheetRow);
    }
    await streamSheetsWorkbook(res, x, `${x.sheets}${chosen.month ? `-${chosen.month}` : ''}.xlsx`, pages());
  }

  @Get('wages/:id')
  @RequirePermission('GET@wages/:id')
  async detail(@Param('id') id: string, @Actor() auth: AuthContext): Promise<Reply<WageSheetView>> {
    return reply(await sheetDetail(this.inputs, auth, await this.inputs.reachable(auth, id)));
  }

  @Get('wages/:id/xlsx')
  @RequirePermission('GET@wages/:id/xlsx')
  async sheetXlsx(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const view = await sheetDetail(this.inputs, auth, await this.inputs.reachable(auth, id));
    await streamSheetWorkbook(res, WAGE_WORDS[localeOf(req) === 'en' ? 'en' : 'cn'], view);
  }
}

const filtersOf = (f: Parsed<typeof wageListQuerySchema>): WageFilters => ({
  view: f.view ?? 'all',
  ...(f.status ? { status: f.status } : {}),
  ...(f.month ? { month: f.month } : {}),
  ...(f.keyword ? { keyword: f.keyword } : {}),
  ...(f.staffId ? { staffId: f.staffId } : {}),
});
