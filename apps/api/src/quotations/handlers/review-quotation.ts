import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { quotation, quotationPolicies } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';
import { type QuotationActor, QuotationInputs } from '../quotation-inputs';
import type { QuotationResult } from './change-quotation-ratio';

/**
 * A supervisor's (or an administrator's) decision on a quotation sent to review. The revision the
 * person looked at travels in `metadata.expectedRevision`: a quotation changed since is refused
 * with 409, and one out of the reviewer's reach answers 404 like one that does not exist.
 */
export class ApproveQuotationCommand {
  constructor(
    readonly actor: QuotationActor,
    readonly id: string,
    readonly reason: string,
    readonly metadata: CommandMetadata,
  ) {}
}

export class RejectQuotationCommand {
  constructor(
    readonly actor: QuotationActor,
    readonly id: string,
    readonly reason: string,
    readonly metadata: CommandMetadata,
  ) {}
}

abstract class ReviewHandler {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly inputs: QuotationInputs,
  ) {}

  protected async review(
    { actor, id, reason, metadata }: ApproveQuotationCommand,
    type: 'ApproveQuotation' | 'RejectQuotation',
  ): Promise<QuotationResult> {
    const state = await this.inputs.load(id);
    const owner = state.exists && state.owner ? await this.inputs.owner(state.owner.id) : null;
    if (!quotationPolicies.mayReview(actor, owner)) throw quotation.notFound();
    return this.infra.commands.run(
      quotation.quotationDecider,
      quotation.quotationStream(id),
      { type, data: { reason, at: metadata.at.toISOString() } },
      metadata,
    );
  }
}

@CommandHandler(ApproveQuotationCommand)
export class ApproveQuotationHandler
  extends ReviewHandler
  implements ICommandHandler<ApproveQuotationCommand, QuotationResult>
{
  execute(command: ApproveQuotationCommand): Promise<QuotationResult> {
    return this.review(command, 'ApproveQuotation');
  }
}

@CommandHandler(RejectQuotationCommand)
export class RejectQuotationHandler
  extends ReviewHandler
  implements ICommandHandler<RejectQuotationCommand, QuotationResult>
{
  execute(command: RejectQuotationCommand): Promise<QuotationResult> {
    return this.review(command, 'RejectQuotation');
  }
}
