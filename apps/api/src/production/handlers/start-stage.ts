import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandMetadata } from '@packflow/platform';
import { type FactoryActor, ProductionInputs, type ProductionResult, act } from '../production-inputs';

/** Start a stage on its machine with the operators who run it (the first start moves the order to Product). */
export class StartStageCommand {
  constructor(
    readonly actor: FactoryActor,
    readonly orderId: string,
    readonly stage: string,
    readonly operators: readonly string[],
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(StartStageCommand)
export class StartStageHandler implements ICommandHandler<StartStageCommand, ProductionResult> {
  constructor(private readonly inputs: ProductionInputs) {}

  execute({ actor, orderId, stage, operators, metadata }: StartStageCommand): Promise<ProductionResult> {
    return this.inputs.onJob(orderId, metadata, {
      type: 'StartStage',
      data: { stage, operators: [...operators], ...act(actor, metadata) },
    });
  }
}
