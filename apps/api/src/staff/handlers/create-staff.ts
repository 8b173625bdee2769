import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StaffForm } from '@packflow/contracts';
import { staffScope } from '@packflow/domain';
import type { Position } from '@packflow/eventstore';
import type { CommandMetadata } from '@packflow/platform';
import { Accounts } from '../accounts';

export class CreateStaffCommand {
  constructor(
    readonly actor: staffScope.Actor,
    readonly form: StaffForm,
    readonly metadata: CommandMetadata,
  ) {}
}

export type CreateStaffResult = { id: string; result: { position?: Position; pending?: true } };

/** A new staff member: the identity policies decide the record, then the registration process makes it. */
@CommandHandler(CreateStaffCommand)
export class CreateStaffHandler implements ICommandHandler<CreateStaffCommand, CreateStaffResult> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ actor, form, metadata }: CreateStaffCommand): Promise<CreateStaffResult> {
    const plan = staffScope.planStaffCreate(actor, form);
    const id = randomUUID();
    // The password was chosen by whoever made the account: its owner sets their own at first login.
    const result = await this.accounts.register(id, plan.profile, plan.password, metadata, {
      passwordTemporary: true,
      ...(plan.status ? { status: plan.status } : {}),
    });
    return { id, result };
  }
}
