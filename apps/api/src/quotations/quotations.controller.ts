import { Controller, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type PriceOutcomeView,
  changeRatioSchema,
  generateQuotationSchema,
  quotationInputSchema,
  reviewDecisionSchema,
} from '@packflow/contracts';
import type { CommandMetadata } from '@packflow/platform';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { Actor, Form, Meta, type Parsed } from '../http/params';
import { type Reply, reply } from '../http/reply';
import { type QuotationResult, ChangeQuotationRatioCommand } from './handlers/change-quotation-ratio';
import { type Generated, GenerateQuotationCommand } from './handlers/generate-quotation';
import { PriceQuotationCommand } from './handlers/price-quotation';
import { ApproveQuotationCommand, RejectQuotationCommand } from './handlers/review-quotation';
import { quotationActor } from './quotation-inputs';

/** Quotations: the price preview, generate, the ratio and the supervisor's review. Reads are QuotationsReadController's. */
@Controller()
export class QuotationsController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The wizard's live price: calculated from today's settings, never saved, no bean spent. */
  @Post('quotation/price')
  @RequirePermission('POST@quotation/price')
  async price(
    @Actor() auth: AuthContext,
    @Form(quotationInputSchema) input: Parsed<typeof quotationInputSchema>,
  ): Promise<Reply<PriceOutcomeView>> {
    return reply(
      await this.commandBus.execute<PriceQuotationCommand, PriceOutcomeView>(
        new PriceQuotationCommand(quotationActor(auth), input),
      ),
    );
  }

  @Post('quotation')
  @RequirePermission('POST@quotation')
  async generate(
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(generateQuotationSchema) form: Parsed<typeof generateQuotationSchema>,
  ) {
    const { position, ...data } = await this.commandBus.execute<GenerateQuotationCommand, Generated>(
      new GenerateQuotationCommand(quotationActor(auth), form, meta),
    );
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
  async ratio(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(changeRatioSchema) { ratio }: Parsed<typeof changeRatioSchema>,
  ) {
    const result = await this.commandBus.execute<ChangeQuotationRatioCommand, QuotationResult>(
      new ChangeQuotationRatioCommand(quotationActor(auth), id, ratio, meta),
    );
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

  /** Approve a quotation sent to review; `If-Match: "<revision>"` refuses it (409) when it changed since it was opened. */
  @Post('quotation/:id/approve')
  @RequirePermission('POST@quotation/:id/approve')
  async approve(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(reviewDecisionSchema) { reason }: Parsed<typeof reviewDecisionSchema>,
  ) {
    const result = await this.commandBus.execute<ApproveQuotationCommand, QuotationResult>(
      new ApproveQuotationCommand(quotationActor(auth), id, reason, meta),
    );
    return reply(
      { id, status: result.state.status },
      { msg: 'quotations.approved', position: result.position },
    );
  }

  /** Reject it, with the reason; `If-Match` as for approve. */
  @Post('quotation/:id/reject')
  @RequirePermission('POST@quotation/:id/reject')
  async reject(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(reviewDecisionSchema) { reason }: Parsed<typeof reviewDecisionSchema>,
  ) {
    const result = await this.commandBus.execute<RejectQuotationCommand, QuotationResult>(
      new RejectQuotationCommand(quotationActor(auth), id, reason, meta),
    );
    return reply(
      { id, status: result.state.status },
      { msg: 'quotations.rejected', position: result.position },
    );
  }
}
