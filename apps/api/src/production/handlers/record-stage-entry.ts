import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StageEntryForm } from '@packflow/contracts';
import type { CommandMetadata } from '@packflow/platform';
import { type FactoryActor, ProductionInputs, type ProductionResult, act } from '../production-inputs';

/** One entry of a running stage's material ledger; the client's entry id records a retry once. */
export class RecordStageEntryCommand {
  constructor(
    readonly actor: FactoryActor,
    readonly orderId: string,
    readonly stage: string,
    readonly entry: StageEntryForm,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(RecordStageEntryCommand)
export class RecordStageEntryHandler implements ICommandHandler<RecordStageEntryCommand, ProductionResult> {
  constructor(private readonly inputs: ProductionInputs) {}

  execute({ actor, orderId, stage, entry, metadata }: RecordStageEntryCommand): Promise<ProductionResult> {
    return this.inputs.onJob(orderId, metadata, {
      type: 'RecordStageEntry',
      data: { stage, ...entry, ...act(actor, metadata) },
    });
  }
}
