import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StaffForm } from '@packflow/contracts';
import { staffScope } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import { verifyPassword } from '../../auth/passwords';
import { type AccountResult, Accounts } from '../accounts';

export class SaveStaffCommand {
  constructor(
    readonly actor: staffScope.Actor,
    readonly rights: staffScope.StaffSaveRights,
    readonly id: string,
    readonly form: StaffForm,
    readonly metadata: CommandMetadata,
  ) {}
}

export type SaveStaffResult = { result: AccountResult; passwordChanged: boolean };

/**
 * One save of the staff form: the old password checked against the stored hash when the person
 * changes their own, then the identity policies decide what may change, then one command.
 */
@CommandHandler(SaveStaffCommand)
export class SaveStaffHandler implements ICommandHandler<SaveStaffCommand, SaveStaffResult> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ actor, rights, id, form, metadata }: SaveStaffCommand): Promise<SaveStaffResult> {
    const state = await this.accounts.load(id);
    const matches =
      state.exists && staffScope.needsOldPassword(actor, id, form)
        ? await verifyPassword(state.passwordHash, form.oldPassword!)
        : false;
    const plan = staffScope.planStaffSave(actor, rights, state, form, matches);
    const result = await this.accounts.changeProfile(id, plan.changes, metadata, {
      ...(plan.status ? { status: plan.status } : {}),
      ...(plan.password ? { password: plan.password } : {}),
    });
    return { result, passwordChanged: Boolean(plan.password && !plan.password.reset) };
  }
}
