import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandMetadata } from '@packflow/platform';
import { type FactoryActor, type MachineResult, ProductionInputs, act } from '../production-inputs';

/** ProductManage's order of a machine's queue (as dragged), with the jobs pinned in place. */
export class OrderMachineQueueCommand {
  constructor(
    readonly actor: FactoryActor,
    readonly id: string,
    readonly jobs: readonly string[],
    readonly pinned: readonly string[],
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(OrderMachineQueueCommand)
export class OrderMachineQueueHandler implements ICommandHandler<OrderMachineQueueCommand, MachineResult> {
  constructor(private readonly inputs: ProductionInputs) {}

  execute({ actor, id, jobs, pinned, metadata }: OrderMachineQueueCommand): Promise<MachineResult> {
    return this.inputs.onMachine(id, metadata, {
      type: 'OrderQueue',
      data: { jobs: [...jobs], pinned: [...pinned], ...act(actor, metadata) },
    });
  }
}
