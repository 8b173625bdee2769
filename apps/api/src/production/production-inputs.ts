import { Inject, Injectable } from '@nestjs/common';
import { machine, productionJob } from '@packflow/domain';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import type { AuthContext } from '../auth/access';
import { INFRA } from '../tokens';

/** Who acts on the factory floor: the signed-in person in their current role. */
export interface FactoryActor {
  id: string;
  role: AuthContext['role'];
}

export const factoryActor = (auth: AuthContext): FactoryActor => ({ id: auth.accountId, role: auth.role });

export type ProductionResult = CommandResult<productionJob.ProductionEvent, productionJob.ProductionState>;
export type MachineResult = CommandResult<machine.MachineEvent, machine.MachineAggregate>;

/** Who and when, as every production and machine event records them. */
export const act = (actor: FactoryActor, metadata: CommandMetadata) => ({
  by: actor.id,
  at: metadata.at.toISOString(),
});

/**
 * What the production handlers read before they decide: a job's stream, a machine's stream, and
 * one way to run a command on each (a job or machine that does not exist answers 404).
 */
@Injectable()
export class ProductionInputs {
  constructor(@Inject(INFRA) readonly infra: Infrastructure) {}

  job(orderId: string): Promise<productionJob.ProductionState> {
    return this.infra.commands.load(productionJob.productionDecider, productionJob.productionStream(orderId));
  }

  machine(id: string): Promise<machine.MachineAggregate> {
    return this.infra.commands.load(machine.machineDecider, machine.machineStream(id));
  }

  /** Runs a command on an order's production job (a job that does not exist answers 404). */
  onJob(
    orderId: string,
    metadata: CommandMetadata,
    command: productionJob.ProductionCommand,
  ): Promise<ProductionResult> {
    return this.infra.commands.run(
      productionJob.productionDecider,
      productionJob.productionStream(orderId),
      command,
      metadata,
    );
  }

  onMachine(id: string, metadata: CommandMetadata, command: machine.MachineCommand): Promise<MachineResult> {
    return this.infra.commands.run(machine.machineDecider, machine.machineStream(id), command, metadata);
  }
}
