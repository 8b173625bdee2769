import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import {
  type Permission,
  ResultCode,
  type Role,
  type StaffForm,
  type StaffView,
  isRole,
  passwordResetSchema,
  staffFormSchema,
  staffStatusSchema,
} from '@packflow/contracts';
import { type account, staffScope } from '@packflow/domain';
import type { Infrastructure } from '@packflow/platform';
import type { Request } from 'express';
import { RequirePermission } from '../auth/access';
import { authOf } from '../auth/access.guard';
import { verifyPassword } from '../auth/passwords';
import { ApiError } from '../http/api-exception.filter';
import { pageInfo, paging } from '../http/paging';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { commandMetadata } from '../http/request-metadata';
import { INFRA } from '../tokens';
import { Accounts } from './accounts';
import { findStaff, listStaff } from './staff.queries';

const READ_MODEL = ['accounts'];

const notAllowed = (field: string) =>
  new ApiError(
    400,
    ResultCode.VALIDATION_FAILED,
    'account.fieldNotAllowed',
    { field },
    'ACCOUNT.FIELD_NOT_ALLOWED',
  );
const roleNotAllowed = (role: string) =>
  new ApiError(403, ResultCode.FORBIDDEN, 'account.roleNotAllowed', { role }, 'ACCOUNT.ROLE_NOT_ALLOWED');
const notFound = () => new ApiError(404, ResultCode.NOT_FOUND, 'common.notFound', {}, 'ACCOUNT.NOT_FOUND');
const fieldError = (
  field: string,
  key: 'validation.required' | 'auth.oldPasswordRequired' | 'auth.wrongOldPassword',
) => new ApiError(422, ResultCode.VALIDATION_FAILED, key, {}, 'VALIDATION.FAILED', { field });

/** The profile fields a form carries, as the aggregate stores them. */
function profileChanges(form: StaffForm): Partial<account.AccountProfile> {
  const { password: _p, oldPassword: _o, status: _s, ...profile } = form;
  return profile;
}

/**
 * Staff (spec section 7, admin/operator): lists per role, one record, create, save, status,
 * password reset and unlock. Who reaches whom is the domain's staff scope, applied in the queries.
 */
@Controller('admin/operator')
export class StaffController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly accounts: Accounts,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  private actor(req: Request): staffScope.Actor {
    const auth = authOf(req);
    return { id: auth.accountId, role: auth.role, areacode: auth.areacode };
  }

  /** /Operator/<Role> and /OperatorManage/Operator: `role`, `keyword` (name, username or phone), `status`. */
  @Get()
  @RequirePermission('GET@admin/operator')
  async list(@Query() query: Record<string, unknown>, @Req() req: Request): Promise<Reply<StaffView[]>> {
    const freshness = await this.readYourWrites.await(query, READ_MODEL);
    const role = typeof query.role === 'string' && query.role ? query.role : undefined;
    if (role !== undefined && !isRole(role))
      throw new ApiError(422, ResultCode.VALIDATION_FAILED, 'role.unknown', { role }, 'ROLE.UNKNOWN');
    const status = typeof query.status === 'string' && query.status ? query.status : undefined;
    const page = paging(query);
    const { rows, count } = await listStaff(this.infra.db, staffScope.staffScope(this.actor(req)), {
      role,
      status,
      keyword: typeof query.keyword === 'string' ? query.keyword.trim() : '',
      page,
    });
    return reply(rows, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  @Get(':id')
  @RequirePermission('GET@admin/operator/:id')
  async get(@Param('id') id: string, @Query() query: Record<string, unknown>, @Req() req: Request) {
    const freshness = await this.readYourWrites.await(query, READ_MODEL);
    const row = await findStaff(this.infra.db, staffScope.staffScope(this.actor(req)), id);
    if (!row) throw notFound();
    return reply(row, { extra: freshness });
  }

  @Post()
  @RequirePermission('POST@admin/operator')
  async create(@Body() body: unknown, @Req() req: Request): Promise<Reply<{ id: string }>> {
    const form = staffFormSchema.parse(body ?? {});
    const actor = this.actor(req);
    if (form.oldPassword !== undefined) throw notAllowed('oldPassword');
    if (!form.role) throw fieldError('role', 'validation.required');
    if (!form.password) throw fieldError('password', 'validation.required');
    const roles = [...new Set<Role>([form.role, ...(form.roles ?? [])])];
    const allowed = staffScope.creatableRoles(actor);
    const refused = roles.find((r) => !allowed.includes(r));
    if (refused) throw roleNotAllowed(refused);
    // A supervisor of one area creates salesmen of that area.
    if (actor.role === 'OperatorManage' && actor.areacode) {
      if (form.areacode && form.areacode !== actor.areacode) throw notAllowed('areacode');
      form.areacode = actor.areacode;
    }
    const profile: account.AccountProfile = {
      nickname: form.nickname ?? '',
      username: form.username ?? '',
      phone: form.phone ?? '',
      sex: form.sex ?? '男',
      role: form.role,
      roles,
      areacode: form.areacode ?? null,
      country: form.country ?? null,
      is_from: form.is_from ?? null,
      wage: form.wage ?? null,
      work_wage: form.work_wage ?? null,
      headimg: form.headimg ?? '',
    };
    const id = randomUUID();
    const metadata = commandMetadata(req);
    let result = await this.accounts.register(id, profile, form.password, metadata);
    if (form.status === '禁用') result = await this.accounts.setStatus(id, '禁用', metadata);
    return reply({ id }, { msg: 'account.created', position: result.position });
  }

  /**
   * Saves the staff form. Fields the caller may not change are refused (400) unless they carry
   * the value already stored, so a form sent back whole still saves; nothing is written then.
   */
  @Put(':id')
  @RequirePermission('PUT@admin/operator/:id')
  async update(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const form = staffFormSchema.parse(body ?? {});
    const actor = this.actor(req);
    const auth = authOf(req);
    const state = await this.accounts.load(id);
    if (!state.exists) throw notFound();
    const editable = staffScope.editableFields(actor, {
      id,
      roles: state.profile.roles,
      areacode: state.profile.areacode,
    });
    if (!editable) throw notFound();
    const changes = profileChanges(form);
    for (const [field, value] of Object.entries(changes) as [account.ProfileField, unknown][]) {
      const current = state.profile[field];
      const same =
        Array.isArray(value) && Array.isArray(current) ? value.join() === current.join() : value === current;
      if (!same && !editable.includes(field)) throw notAllowed(field);
    }
    const roles = [...(changes.roles ?? []), ...(changes.role ? [changes.role] : [])];
    const refused = roles.find(
      (r) => !state.profile.roles.includes(r) && !staffScope.creatableRoles(actor).includes(r),
    );
    if (refused) throw roleNotAllowed(refused);
    const self = id === actor.id;
    if (
      form.status !== undefined &&
      form.status !== state.status &&
      (self || !this.may(auth.permissions, 'PUT@admin/operator/:id/status'))
    )
      throw notAllowed('status');
    let password: { plain: string; reset: boolean } | undefined;
    if (form.password !== undefined) {
      if (self) {
        if (!form.oldPassword) throw fieldError('oldPassword', 'auth.oldPasswordRequired');
        if (!(await verifyPassword(state.passwordHash, form.oldPassword)))
          throw fieldError('oldPassword', 'auth.wrongOldPassword');
        password = { plain: form.password, reset: false };
      } else {
        if (!this.may(auth.permissions, 'PUT@admin/operator/:id/password')) throw notAllowed('password');
        password = { plain: form.password, reset: true };
      }
    } else if (form.oldPassword !== undefined) throw notAllowed('oldPassword');
    const result = await this.accounts.changeProfile(id, changes, commandMetadata(req), {
      ...(form.status ? { status: form.status } : {}),
      ...(password ? { password } : {}),
    });
    const msg = !result.events.length
      ? 'account.unchanged'
      : password && !password.reset
        ? 'account.passwordChanged'
        : 'account.saved';
    return reply({ id }, { msg, position: result.position });
  }

  @Put(':id/status')
  @RequirePermission('PUT@admin/operator/:id/status')
  async setStatus(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const { status } = staffStatusSchema.parse(body ?? {});
    await this.reachable(id, req);
    const result = await this.accounts.setStatus(id, status, commandMetadata(req));
    return reply(
      { id, status },
      { msg: status === '禁用' ? 'account.disabled' : 'account.enabled', position: result.position },
    );
  }

  @Put(':id/password')
  @RequirePermission('PUT@admin/operator/:id/password')
  async resetPassword(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const { password } = passwordResetSchema.parse(body ?? {});
    if (id === authOf(req).accountId) throw notAllowed('password');
    await this.reachable(id, req);
    const result = await this.accounts.changePassword(id, password, true, commandMetadata(req));
    return reply({ id }, { msg: 'account.passwordReset', position: result.position });
  }

  @Put(':id/unlock')
  @RequirePermission('PUT@admin/operator/:id/unlock')
  async unlock(@Param('id') id: string, @Req() req: Request) {
    await this.reachable(id, req);
    const result = await this.accounts.unlock(id, commandMetadata(req));
    return reply(
      { id },
      { msg: result.events.length ? 'account.unlocked' : 'account.unchanged', position: result.position },
    );
  }

  private may(permissions: ReadonlySet<string>, permission: Permission): boolean {
    return permissions.has(permission);
  }

  private async reachable(id: string, req: Request): Promise<account.AccountState> {
    const state = await this.accounts.load(id);
    if (!state.exists) throw notFound();
    const target = { id, roles: state.profile.roles, areacode: state.profile.areacode };
    if (!staffScope.reaches(staffScope.staffScope(this.actor(req)), target)) throw notFound();
    return state;
  }
}
