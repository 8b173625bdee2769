import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandMetadata } from '@packflow/platform';
import { type FactoryActor, ProductionInputs, type ProductionResult, act } from '../production-inputs';

/** Resume a paused stage. */
export class ResumeStageCommand {
  constructor(
    readonly actor: FactoryActor,
    readonly orderId: string,
    readonly stage: string,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(ResumeStageCommand)
export class ResumeStageHandler implements ICommandHandler<ResumeStageCommand, ProductionResult> {
  constructor(private readonly inputs: ProductionInputs) {}

  execute({ actor, orderId, stage, metadata }: ResumeStageCommand): Promise<ProductionResult> {
    return this.inputs.onJob(orderId, metadata, {
      type: 'ResumeStage',
      data: { stage, ...act(actor, metadata) },
    });
  }
}
