import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { MachineForm } from '@packflow/contracts';
import type { CommandMetadata } from '@packflow/platform';
import { type FactoryActor, type MachineResult, ProductionInputs, act } from '../production-inputs';

/** Admin adds a machine to the plant (a new id). */
export class DefineMachineCommand {
  constructor(
    readonly actor: FactoryActor,
    readonly form: MachineForm,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(DefineMachineCommand)
export class DefineMachineHandler implements ICommandHandler<DefineMachineCommand, MachineResult> {
  constructor(private readonly inputs: ProductionInputs) {}

  execute({ actor, form, metadata }: DefineMachineCommand): Promise<MachineResult> {
    const machineId = randomUUID();
    return this.inputs.onMachine(machineId, metadata, {
      type: 'DefineMachine',
      data: { machineId, ...form, ...act(actor, metadata) },
    });
  }
}
