import { Body, Controller, Param, Post, Put, Req } from '@nestjs/common';
import {
  type PriceOutcome,
  changeRatioSchema,
  generateQuotationSchema,
  quotationInputSchema,
  reviewDecisionSchema,
} from '@packflow/contracts';
import type { Request } from 'express';
import { RequirePermission } from '../auth/access';
import { authOf } from '../auth/access.guard';
import { type Reply, reply } from '../http/reply';
import { commandMetadata } from '../http/request-metadata';
import { type QuotationActor, QuotationCommands } from './quotation-commands';

export function actorOf(req: Request): QuotationActor {
  const auth = authOf(req);
  return { id: auth.accountId, role: auth.role, areacode: auth.areacode, country: auth.country };
}

/** Quotations: the price preview, generate, the ratio and the supervisor's review. Reads are QuotationsReadController's. */
@Controller()
export class QuotationsController {
  constructor(private readonly quotations: QuotationCommands) {}

  /** The wizard's live price: calculated from today's settings, never saved, no bean spent. */
  @Post('quotation/price')
  @RequirePermission('POST@quotation/price')
  async price(@Body() body: unknown, @Req() req: Request): Promise<Reply<PriceOutcome>> {
    const input = quotationInputSchema.parse(body ?? {});
    return reply(await this.quotations.preview(actorOf(req), input));
  }

  @Post('quotation')
  @RequirePermission('POST@quotation')
  async generate(@Body() body: unknown, @Req() req: Request) {
    const form = generateQuotationSchema.parse(body ?? {});
    const { position, ...data } = await this.quotations.generate(actorOf(req), form, commandMetadata(req));
    return reply(data, {
      msg:
        data.status === 'generating'
          ? 'process.inProgress'
          : data.status === 'pending'
            ? 'quotations.generatedForReview'
            : 'quotations.generated',
      position,
    });
  }

  /** A new ratio: inside the allowed range it applies at once, outside it goes (back) to review. */
  @Put('quotation/:id/ratio')
  @RequirePermission('PUT@quotation/:id/ratio')
  async ratio(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const { ratio } = changeRatioSchema.parse(body ?? {});
    const result = await this.quotations.changeRatio(actorOf(req), id, ratio, commandMetadata(req));
    const status = result.state.status;
    return reply(
      { id, status, price_end: result.state.result?.price_end ?? null },
      {
        msg: !result.events.length
          ? 'quotations.unchanged'
          : status === 'pending'
            ? 'quotations.ratioForReview'
            : 'quotations.ratioApplied',
        position: result.position,
      },
    );
  }

  @Post('quotation/:id/approve')
  @RequirePermission('POST@quotation/:id/approve')
  approve(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    return this.review(id, 'approve', body, req);
  }

  @Post('quotation/:id/reject')
  @RequirePermission('POST@quotation/:id/reject')
  reject(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    return this.review(id, 'reject', body, req);
  }

  private async review(id: string, decision: 'approve' | 'reject', body: unknown, req: Request) {
    const { reason } = reviewDecisionSchema.parse(body ?? {});
    const result = await this.quotations.review(actorOf(req), id, decision, reason, commandMetadata(req));
    return reply(
      { id, status: result.state.status },
      {
        msg: decision === 'approve' ? 'quotations.approved' : 'quotations.rejected',
        position: result.position,
      },
    );
  }
}
