import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { MachineForm } from '@packflow/contracts';
import type { CommandMetadata } from '@packflow/platform';
import { type FactoryActor, type MachineResult, ProductionInputs, act } from '../production-inputs';

/** Admin defines a machine (a new id) or changes one's settings (its kind stays). */
export class SaveMachineCommand {
  constructor(
    readonly actor: FactoryActor,
    /** null: a new machine. */
    readonly id: string | null,
    readonly form: MachineForm,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(SaveMachineCommand)
export class SaveMachineHandler implements ICommandHandler<SaveMachineCommand, MachineResult> {
  constructor(private readonly inputs: ProductionInputs) {}

  execute({ actor, id, form, metadata }: SaveMachineCommand): Promise<MachineResult> {
    if (id === null) {
      const machineId = randomUUID();
      return this.inputs.onMachine(machineId, metadata, {
        type: 'DefineMachine',
        data: { machineId, ...form, ...act(actor, metadata) },
      });
    }
    return this.inputs.onMachine(id, metadata, {
      type: 'ChangeMachine',
      data: { ...form, ...act(actor, metadata) },
    });
  }
}
