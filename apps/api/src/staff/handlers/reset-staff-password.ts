import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { staffScope } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import { type AccountResult, Accounts } from '../accounts';

export class ResetStaffPasswordCommand {
  constructor(
    readonly actor: staffScope.Actor,
    readonly id: string,
    readonly password: string,
    readonly metadata: CommandMetadata,
  ) {}
}

/** On a staff member within the caller's reach (one out of reach looks the same as none). */
@CommandHandler(ResetStaffPasswordCommand)
export class ResetStaffPasswordHandler implements ICommandHandler<ResetStaffPasswordCommand, AccountResult> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ actor, id, password, metadata }: ResetStaffPasswordCommand): Promise<AccountResult> {
    staffScope.checkPasswordReset(actor, id);
    await this.accounts.reachable(actor, id);
    return this.accounts.changePassword(id, password, true, metadata);
  }
}
