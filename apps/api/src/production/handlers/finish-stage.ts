import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandMetadata } from '@packflow/platform';
import { type FactoryActor, ProductionInputs, type ProductionResult, act } from '../production-inputs';

/** Finish a stage; the last one hands the lot over to inspection. */
export class FinishStageCommand {
  constructor(
    readonly actor: FactoryActor,
    readonly orderId: string,
    readonly stage: string,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(FinishStageCommand)
export class FinishStageHandler implements ICommandHandler<FinishStageCommand, ProductionResult> {
  constructor(private readonly inputs: ProductionInputs) {}

  execute({ actor, orderId, stage, metadata }: FinishStageCommand): Promise<ProductionResult> {
    return this.inputs.onJob(orderId, metadata, {
      type: 'FinishStage',
      data: { stage, ...act(actor, metadata) },
    });
  }
}
