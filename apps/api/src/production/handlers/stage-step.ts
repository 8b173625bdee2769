import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { productionJob } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import { type FactoryActor, ProductionInputs, type ProductionResult, act } from '../production-inputs';

type StepType =
  | 'StartStage'
  | 'PauseStage'
  | 'ResumeStage'
  | 'RecordStageEntry'
  | 'FinishStage'
  | 'OverrideCure'
  | 'SendPartLot';
type StepCommand = Extract<productionJob.ProductionCommand, { type: StepType }>;

/**
 * One step of a stage's job card, as the controller read it (who and when are added here): start
 * it with its operators (the first start moves the order to Product), pause it with the reason,
 * resume it, record an entry of its material ledger (the client's entry id records a retry once),
 * finish it (the last one hands the lot over to inspection), send part of the last stage's good
 * output to inspection before it finishes (the client's part id sends a retry once), or let it
 * start before the previous lamination pass cured (ProductManage, with the reason).
 */
export type StageStep = {
  [T in StepType]: { type: T; data: Omit<Extract<StepCommand, { type: T }>['data'], 'by' | 'at'> };
}[StepType];

export class StageStepCommand {
  constructor(
    readonly actor: FactoryActor,
    readonly orderId: string,
    readonly step: StageStep,
    readonly metadata: CommandMetadata,
  ) {}
}

/** Runs a stage step on the order's production job through the command runner. */
@CommandHandler(StageStepCommand)
export class StageStepHandler implements ICommandHandler<StageStepCommand, ProductionResult> {
  constructor(private readonly inputs: ProductionInputs) {}

  execute({ actor, orderId, step, metadata }: StageStepCommand): Promise<ProductionResult> {
    return this.inputs.onJob(orderId, metadata, {
      type: step.type,
      data: { ...step.data, ...act(actor, metadata) },
    } as StepCommand);
  }
}
