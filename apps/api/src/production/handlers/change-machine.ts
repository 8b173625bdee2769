import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { MachineForm } from '@packflow/contracts';
import type { CommandMetadata } from '@packflow/platform';
import { type FactoryActor, type MachineResult, ProductionInputs, act } from '../production-inputs';

/** Admin changes a machine's settings (its kind stays). */
export class ChangeMachineCommand {
  constructor(
    readonly actor: FactoryActor,
    readonly id: string,
    readonly form: MachineForm,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(ChangeMachineCommand)
export class ChangeMachineHandler implements ICommandHandler<ChangeMachineCommand, MachineResult> {
  constructor(private readonly inputs: ProductionInputs) {}

  execute({ actor, id, form, metadata }: ChangeMachineCommand): Promise<MachineResult> {
    return this.inputs.onMachine(id, metadata, {
      type: 'ChangeMachine',
      data: { ...form, ...act(actor, metadata) },
    });
  }
}
