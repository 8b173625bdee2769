import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { MachineState } from '@packflow/contracts';
import type { CommandMetadata } from '@packflow/platform';
import { type FactoryActor, type MachineResult, ProductionInputs, act } from '../production-inputs';

/** Product or ProductManage set a machine's state with a coded reason and a note. */
export class ChangeMachineStateCommand {
  constructor(
    readonly actor: FactoryActor,
    readonly id: string,
    readonly state: MachineState,
    readonly reason: string,
    readonly note: string,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(ChangeMachineStateCommand)
export class ChangeMachineStateHandler implements ICommandHandler<ChangeMachineStateCommand, MachineResult> {
  constructor(private readonly inputs: ProductionInputs) {}

  execute({ actor, id, state, reason, note, metadata }: ChangeMachineStateCommand): Promise<MachineResult> {
    return this.inputs.onMachine(id, metadata, {
      type: 'ChangeMachineState',
      data: { state, reason, note, ...act(actor, metadata) },
    });
  }
}
