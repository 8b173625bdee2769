import { Body, Controller, Get, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  type BeanBalance,
  type BeanEntry,
  ResultCode,
  beanFlowQuerySchema,
  isoDate,
  rechargeSchema,
  reverseEntrySchema,
} from '@packflow/contracts';
import type { Infrastructure } from '@packflow/platform';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { RequirePermission } from '../auth/access';
import { authOf } from '../auth/access.guard';
import { ApiError } from '../http/api-exception.filter';
import { pageInfo, paging } from '../http/paging';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { commandMetadata } from '../http/request-metadata';
import { INFRA } from '../tokens';
import { PricingSettingsReader } from '../catalog/pricing-settings.reader';
import { BeanLedger } from './bean-ledger';
import { markReplay, requestKeyOf } from './request-key';
import {
  type BeanReader,
  accountOfEntry,
  beanAccounts,
  beanBalance,
  beanFlow,
  keepsLedgers,
} from './bean.queries';

/** The read model behind every answer (its projector's name), for read-your-writes. */
const BEANS = ['golden_beans'];

type Query = Record<string, unknown>;

const balanceQuerySchema = z.object({
  accountId: z.string().trim().max(64).optional(),
  asOf: isoDate.optional(),
});
const accountsQuerySchema = z.object({ keyword: z.string().trim().max(100).optional() });

const notFound = () => new ApiError(404, ResultCode.NOT_FOUND, 'common.notFound', {}, 'BEANS.NOT_FOUND');

/**
 * Golden beans (金豆): a salesman's or trader's balance and movements (/GoldenBean/Index), and
 * Finance's view of every account with recharge and reversal (/GoldenBean/FlowingWater). Who sees
 * which account is decided in the queries; another's account answers 404.
 */
@Controller()
export class GoldenBeansController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
    private readonly ledger: BeanLedger,
    private readonly settings: PricingSettingsReader,
  ) {}

  private reader(req: Request): BeanReader {
    const auth = authOf(req);
    return { id: auth.accountId, role: auth.role };
  }

  /** Own balance; Finance and administrators any salesman's or trader's with `accountId`. `asOf=YYYY-MM-DD`: at the end of that day. */
  @Get('golden-bean/balance')
  @RequirePermission('GET@golden-bean/balance')
  async balance(@Query() query: Query, @Req() req: Request): Promise<Reply<BeanBalance>> {
    const { accountId, asOf } = balanceQuerySchema.parse(query);
    const reader = this.reader(req);
    if (accountId && accountId !== reader.id && !keepsLedgers(reader)) throw notFound();
    const freshness = await this.readYourWrites.await(query, BEANS);
    const balance = await beanBalance(
      this.infra.db,
      accountId || reader.id,
      await this.settings.settings('golden'),
      asOf,
    );
    if (!balance) throw notFound();
    return reply(balance, { extra: freshness });
  }

  @Get('golden-bean/flow')
  @RequirePermission('GET@golden-bean/flow')
  async flow(@Query() query: Query, @Req() req: Request): Promise<Reply<BeanEntry[]>> {
    const filter = beanFlowQuerySchema.parse(query);
    const freshness = await this.readYourWrites.await(query, BEANS);
    const page = paging(query);
    const { rows, count } = await beanFlow(
      this.infra.db,
      this.reader(req),
      {
        accountId: filter.accountId || undefined,
        kind: filter.kind,
        from: filter.from,
        to: filter.to,
        keyword: filter.keyword || undefined,
      },
      page,
    );
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  @Get('golden-bean/accounts')
  @RequirePermission('GET@golden-bean/accounts')
  async accounts(@Query() query: Query, @Req() req: Request): Promise<Reply<BeanBalance[]>> {
    if (!keepsLedgers(this.reader(req))) throw notFound();
    const { keyword } = accountsQuerySchema.parse(query);
    const freshness = await this.readYourWrites.await(query, BEANS);
    const page = paging(query);
    const { rows, count } = await beanAccounts(
      this.infra.db,
      keyword ?? '',
      page,
      await this.settings.settings('golden'),
    );
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  /** An Idempotency-Key header makes a recharge sent again apply once (see BeanLedger.recharge). */
  @Post('golden-bean/recharge')
  @RequirePermission('POST@golden-bean/recharge')
  async recharge(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const form = rechargeSchema.parse(body ?? {});
    const written = await this.ledger.recharge(form, commandMetadata(req), requestKeyOf(req));
    markReplay(res, written);
    return reply(
      { entryId: written.entryId, accountId: form.accountId },
      { msg: 'beans.recharged', position: written.position },
    );
  }

  @Post('golden-bean/:entryId/reverse')
  @RequirePermission('POST@golden-bean/:entryId/reverse')
  async reverse(
    @Param('entryId') reverses: string,
    @Body() body: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { reason } = reverseEntrySchema.parse(body ?? {});
    const requestKey = requestKeyOf(req);
    if (!keepsLedgers(this.reader(req))) throw notFound();
    const accountId = await accountOfEntry(this.infra.db, reverses);
    if (!accountId)
      throw new ApiError(404, ResultCode.NOT_FOUND, 'beans.entryUnknown', {}, 'BEANS.ENTRY_NOT_FOUND');
    const written = await this.ledger.reverse(accountId, reverses, reason, commandMetadata(req), requestKey);
    markReplay(res, written);
    return reply(
      { entryId: written.entryId, reverses },
      { msg: 'beans.reversed', position: written.position },
    );
  }
}
