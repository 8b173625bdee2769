import { Controller, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type StaffForm,
  passwordResetSchema,
  staffCreateSchema,
  staffFormSchema,
  staffStatusSchema,
} from '@packflow/contracts';
import type { CommandMetadata } from '@packflow/platform';
import { RequirePermission } from '../auth/access';
import type { AuthContext } from '../auth/access';
import { Actor, EMPTY_FORM, Form, Meta } from '../http/params';
import { reply } from '../http/reply';
import type { AccountResult } from './accounts';
import { CreateStaffCommand, type CreateStaffResult } from './handlers/create-staff';
import { ResetStaffPasswordCommand } from './handlers/reset-staff-password';
import { SaveStaffCommand, type SaveStaffResult } from './handlers/save-staff';
import { SetStaffStatusCommand } from './handlers/set-staff-status';
import { UnlockStaffCommand } from './handlers/unlock-staff';

const actorOf = (auth: AuthContext) => ({ id: auth.accountId, role: auth.role, areacode: auth.areacode });

/**
 * Staff (spec section 7, admin/operator): create, save, status, password reset and unlock. Who
 * reaches whom and what they may change are the identity policies; the reads are StaffReadController's.
 */
@Controller('admin/operator')
export class StaffController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @RequirePermission('POST@admin/operator')
  async create(
    @Form(staffCreateSchema) form: StaffForm,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
  ) {
    const { id, result } = await this.commands.execute<CreateStaffCommand, CreateStaffResult>(
      new CreateStaffCommand(actorOf(auth), form, meta),
    );
    return reply({ id }, { msg: 'account.created', position: result.position });
  }

  /** Saves the staff form; a form sent back whole saves (unchanged fields the caller may not edit pass). */
  @Put(':id')
  @RequirePermission('PUT@admin/operator/:id')
  async update(
    @Param('id') id: string,
    @Form(staffFormSchema) form: StaffForm,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
  ) {
    const rights = {
      setStatus: auth.permissions.has('PUT@admin/operator/:id/status'),
      resetPassword: auth.permissions.has('PUT@admin/operator/:id/password'),
    };
    const { result, passwordChanged } = await this.commands.execute<SaveStaffCommand, SaveStaffResult>(
      new SaveStaffCommand(actorOf(auth), rights, id, form, meta),
    );
    const msg = !result.events.length
      ? 'account.unchanged'
      : passwordChanged
        ? 'account.passwordChanged'
        : 'account.saved';
    return reply({ id }, { msg, position: result.position });
  }

  @Put(':id/status')
  @RequirePermission('PUT@admin/operator/:id/status')
  async setStatus(
    @Param('id') id: string,
    @Form(staffStatusSchema) { status }: { status: '正常' | '禁用' },
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
  ) {
    const result = await this.commands.execute<SetStaffStatusCommand, AccountResult>(
      new SetStaffStatusCommand(actorOf(auth), id, status, meta),
    );
    return reply(
      { id, status },
      { msg: status === '禁用' ? 'account.disabled' : 'account.enabled', position: result.position },
    );
  }

  @Put(':id/password')
  @RequirePermission('PUT@admin/operator/:id/password')
  async resetPassword(
    @Param('id') id: string,
    @Form(passwordResetSchema) { password }: { password: string },
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
  ) {
    const result = await this.commands.execute<ResetStaffPasswordCommand, AccountResult>(
      new ResetStaffPasswordCommand(actorOf(auth), id, password, meta),
    );
    return reply({ id }, { msg: 'account.passwordReset', position: result.position });
  }

  @Put(':id/unlock')
  @RequirePermission('PUT@admin/operator/:id/unlock')
  async unlock(
    @Param('id') id: string,
    @Form(EMPTY_FORM) _body: object,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
  ) {
    const result = await this.commands.execute<UnlockStaffCommand, AccountResult>(
      new UnlockStaffCommand(actorOf(auth), id, meta),
    );
    return reply(
      { id },
      { msg: result.events.length ? 'account.unlocked' : 'account.unchanged', position: result.position },
    );
  }
}
