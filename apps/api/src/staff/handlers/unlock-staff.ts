import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { staffScope } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import { type AccountResult, Accounts } from '../accounts';

export class UnlockStaffCommand {
  constructor(
    readonly actor: staffScope.Actor,
    readonly id: string,

    readonly metadata: CommandMetadata,
  ) {}
}

/** On a staff member within the caller's reach (one out of reach looks the same as none). */
@CommandHandler(UnlockStaffCommand)
export class UnlockStaffHandler implements ICommandHandler<UnlockStaffCommand, AccountResult> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ actor, id, metadata }: UnlockStaffCommand): Promise<AccountResult> {
    await this.accounts.reachable(actor, id);
    return this.accounts.unlock(id, metadata);
  }
}
