import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandMetadata } from '@packflow/platform';
import { type FactoryActor, ProductionInputs, type ProductionResult, act } from '../production-inputs';

/** ProductManage lets a stage start before the previous lamination pass cured, with the reason. */
export class OverrideCureCommand {
  constructor(
    readonly actor: FactoryActor,
    readonly orderId: string,
    readonly stage: string,
    readonly reason: string,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(OverrideCureCommand)
export class OverrideCureHandler implements ICommandHandler<OverrideCureCommand, ProductionResult> {
  constructor(private readonly inputs: ProductionInputs) {}

  execute({ actor, orderId, stage, reason, metadata }: OverrideCureCommand): Promise<ProductionResult> {
    return this.inputs.onJob(orderId, metadata, {
      type: 'OverrideCure',
      data: { stage, reason, ...act(actor, metadata) },
    });
  }
}
