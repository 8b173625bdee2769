import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReviewForm } from '@packflow/contracts';
import type { CommandMetadata } from '@packflow/platform';
import { type FactoryActor, ProductionInputs, type ProductionResult, act } from '../production-inputs';

/**
 * ProductManage's production review of a signed order: confirm it (its artwork confirmed, the
 * inks and web width the scheduler reads), or reject it with a reason the salesman is told.
 */
export class ReviewProductionCommand {
  constructor(
    readonly actor: FactoryActor,
    readonly orderId: string,
    readonly form: ReviewForm,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(ReviewProductionCommand)
export class ReviewProductionHandler implements ICommandHandler<ReviewProductionCommand, ProductionResult> {
  constructor(private readonly inputs: ProductionInputs) {}

  execute({ actor, orderId, form, metadata }: ReviewProductionCommand): Promise<ProductionResult> {
    return this.inputs.onJob(orderId, metadata, {
      type: 'ReviewProduction',
      data: { ...form, colours: [...form.colours], ...act(actor, metadata) },
    });
  }
}
