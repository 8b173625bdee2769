import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandMetadata } from '@packflow/platform';
import { type FactoryActor, ProductionInputs, type ProductionResult, act } from '../production-inputs';

/** Pause a running stage, with the reason. */
export class PauseStageCommand {
  constructor(
    readonly actor: FactoryActor,
    readonly orderId: string,
    readonly stage: string,
    readonly reason: string,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(PauseStageCommand)
export class PauseStageHandler implements ICommandHandler<PauseStageCommand, ProductionResult> {
  constructor(private readonly inputs: ProductionInputs) {}

  execute({ actor, orderId, stage, reason, metadata }: PauseStageCommand): Promise<ProductionResult> {
    return this.inputs.onJob(orderId, metadata, {
      type: 'PauseStage',
      data: { stage, reason, ...act(actor, metadata) },
    });
  }
}
