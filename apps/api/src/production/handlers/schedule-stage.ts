import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { machine as machines } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import { type FactoryActor, ProductionInputs, type ProductionResult, act } from '../production-inputs';

/** Put a stage on a machine's queue with a planned start (the machine's kind must fit the stage). */
export class ScheduleStageCommand {
  constructor(
    readonly actor: FactoryActor,
    readonly orderId: string,
    readonly stage: string,
    readonly machineId: string,
    readonly plannedStart: string,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(ScheduleStageCommand)
export class ScheduleStageHandler implements ICommandHandler<ScheduleStageCommand, ProductionResult> {
  constructor(private readonly inputs: ProductionInputs) {}

  async execute({
    actor,
    orderId,
    stage,
    machineId,
    plannedStart,
    metadata,
  }: ScheduleStageCommand): Promise<ProductionResult> {
    const found = await this.inputs.machine(machineId);
    const settings = found.exists ? found.settings : null;
    if (!settings) throw machines.machineNotFound();
    return this.inputs.onJob(orderId, metadata, {
      type: 'ScheduleStage',
      data: {
        stage,
        plannedStart,
        machine: {
          machineId,
          name: settings.name,
          kind: settings.kind,
          wasteTargetPercent: settings.wasteTargetPercent,
          cureHours: settings.cureHours,
        },
        ...act(actor, metadata),
      },
    });
  }
}
