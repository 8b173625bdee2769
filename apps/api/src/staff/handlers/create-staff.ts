import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StaffForm } from '@packflow/contracts';
import { staffScope } from '@packflow/domain';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import { type AccountResult, Accounts } from '../accounts';

export class CreateStaffCommand {
  constructor(
    readonly actor: staffScope.Actor,
    readonly form: StaffForm,
    readonly metadata: CommandMetadata,
  ) {}
}

export type CreateStaffResult = { id: string; result: CommandResult<unknown> };

/** A new staff member: the identity policies decide the record, then register (and disable when asked). */
@CommandHandler(CreateStaffCommand)
export class CreateStaffHandler implements ICommandHandler<CreateStaffCommand, CreateStaffResult> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ actor, form, metadata }: CreateStaffCommand): Promise<CreateStaffResult> {
    const plan = staffScope.planStaffCreate(actor, form);
    const id = randomUUID();
    let result: AccountResult = await this.accounts.register(id, plan.profile, plan.password, metadata);
    if (plan.status) result = await this.accounts.setStatus(id, plan.status, metadata);
    return { id, result };
  }
}
