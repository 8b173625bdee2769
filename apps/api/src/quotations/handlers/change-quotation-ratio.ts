import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { quotation } from '@packflow/domain';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';
import { type QuotationActor, QuotationInputs } from '../quotation-inputs';

export type QuotationResult = CommandResult<quotation.QuotationEvent, quotation.QuotationState>;

/**
 * A new ratio from the quotation's owner: inside the admin's range now it applies at once,
 * outside it the quotation goes (back) to review. With `metadata.expectedRevision` (the revision
 * the person looked at) a quotation changed meanwhile is refused with 409.
 */
export class ChangeQuotationRatioCommand {
  constructor(
    readonly actor: QuotationActor,
    readonly id: string,
    readonly ratio: string,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(ChangeQuotationRatioCommand)
export class ChangeQuotationRatioHandler implements ICommandHandler<
  ChangeQuotationRatioCommand,
  QuotationResult
> {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly inputs: QuotationInputs,
  ) {}

  async execute({ actor, id, ratio, metadata }: ChangeQuotationRatioCommand): Promise<QuotationResult> {
    const range = await this.inputs.settings.settings('quotation');
    return this.infra.commands.run(
      quotation.quotationDecider,
      quotation.quotationStream(id),
      { type: 'ChangeQuotationRatio', data: { ratio, by: actor.id, range, at: metadata.at.toISOString() } },
      metadata,
    );
  }
}
