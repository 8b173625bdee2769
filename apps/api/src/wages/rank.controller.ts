import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { WAGES_READ_MODELS, type RankView, rankQuerySchema } from '@packflow/contracts';
import { bill, wagePolicies } from '@packflow/domain';
import type { Request, Response } from 'express';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { localeOf } from '../http/locale';
import { Actor, ListQuery, type Parsed } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { rankOf } from './rank.queries';
import { WAGE_WORDS } from './wage-words';
import { streamRankWorkbook } from './wage-xlsx';
import { WagesInputs } from './wages-inputs';

type RawQuery = Record<string, unknown>;

/**
 * /Rank: the salesmen over whole months by signed amount, collections or commission, from the
 * commission ledger; a salesman gets only his own row (with how many are ranked). And its Excel file.
 */
@Controller()
export class RankController {
  constructor(
    private readonly inputs: WagesInputs,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  private async rank(auth: AuthContext, q: Parsed<typeof rankQuerySchema>): Promise<RankView> {
    const month = bill.shanghaiDay(new Date()).slice(0, 7);
    const from = q.from ?? q.to ?? month;
    const to = q.to ?? q.from ?? month;
    const by = q.by ?? 'signed';
    wagePolicies.checkRankPeriod(from, to);
    const only = wagePolicies.rankRowsOf({ id: auth.accountId, role: auth.role });
    const { rows, total } = await rankOf(this.inputs.infra.db, { from, to, by }, only);
    return { from, to, by, total, rows };
  }

  @Get('rank')
  @RequirePermission('GET@rank')
  async list(
    @Actor() auth: AuthContext,
    @ListQuery(rankQuerySchema) q: Parsed<typeof rankQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<RankView>> {
    const freshness = await this.readYourWrites.await(query, [WAGES_READ_MODELS.commissionLines]);
    return reply(await this.rank(auth, q), { extra: freshness });
  }

  @Get('rank/xlsx')
  @RequirePermission('GET@rank/xlsx')
  async xlsx(
    @Actor() auth: AuthContext,
    @ListQuery(rankQuerySchema) q: Parsed<typeof rankQuerySchema>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    await streamRankWorkbook(res, WAGE_WORDS[localeOf(req) === 'en' ? 'en' : 'cn'], await this.rank(auth, q));
  }
}
