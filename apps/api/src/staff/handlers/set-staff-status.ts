import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type account, staffScope } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import { type AccountResult, Accounts } from '../accounts';

export class SetStaffStatusCommand {
  constructor(
    readonly actor: staffScope.Actor,
    readonly id: string,
    readonly status: account.AccountStatus,
    readonly metadata: CommandMetadata,
  ) {}
}

/** On a staff member within the caller's reach (one out of reach looks the same as none). */
@CommandHandler(SetStaffStatusCommand)
export class SetStaffStatusHandler implements ICommandHandler<SetStaffStatusCommand, AccountResult> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ actor, id, status, metadata }: SetStaffStatusCommand): Promise<AccountResult> {
    await this.accounts.reachable(actor, id);
    return this.accounts.setStatus(id, status, metadata);
  }
}
