import { Controller, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type MessageKey, machineSchema, machineStateSchema, queueOrderSchema } from '@packflow/contracts';
import type { CommandMetadata } from '@packflow/platform';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { Actor, Form, Meta, type Parsed } from '../http/params';
import { reply } from '../http/reply';
import { ChangeMachineCommand } from './handlers/change-machine';
import { ChangeMachineStateCommand } from './handlers/change-machine-state';
import { DefineMachineCommand } from './handlers/define-machine';
import { OrderMachineQueueCommand } from './handlers/order-machine-queue';
import { type MachineResult, factoryActor } from './production-inputs';

const answer = (result: MachineResult, msg: MessageKey) =>
  reply(
    { id: result.state.id, state: result.state.state, reason: result.state.reason },
    { msg, position: result.position },
  );

/** The plant's machines: Admin's settings, the floor's states, the planner's queue order. Reads are ProductionReadController's. */
@Controller()
export class MachinesController {
  constructor(private readonly commandBus: CommandBus) {}

  private run(command: object): Promise<MachineResult> {
    return this.commandBus.execute<object, MachineResult>(command);
  }

  @Post('machine')
  @RequirePermission('POST@machine')
  async create(
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(machineSchema) form: Parsed<typeof machineSchema>,
  ) {
    return answer(
      await this.run(new DefineMachineCommand(factoryActor(auth), form, meta)),
      'production.machineSaved',
    );
  }

  @Put('machine/:id')
  @RequirePermission('PUT@machine/:id')
  async change(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(machineSchema) form: Parsed<typeof machineSchema>,
  ) {
    return answer(
      await this.run(new ChangeMachineCommand(factoryActor(auth), id, form, meta)),
      'production.machineSaved',
    );
  }

  @Post('machine/:id/state')
  @RequirePermission('POST@machine/:id/state')
  async state(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(machineStateSchema) { state, reason, note }: Parsed<typeof machineStateSchema>,
  ) {
    const result = await this.run(
      new ChangeMachineStateCommand(factoryActor(auth), id, state, reason, note, meta),
    );
    return answer(result, 'production.machineStateChanged');
  }

  @Put('machine/:id/queue')
  @RequirePermission('PUT@machine/:id/queue')
  async queue(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(queueOrderSchema) { jobs, pinned }: Parsed<typeof queueOrderSchema>,
  ) {
    const result = await this.run(new OrderMachineQueueCommand(factoryActor(auth), id, jobs, pinned, meta));
    return answer(result, 'production.queueSaved');
  }
}
