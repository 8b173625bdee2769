import { Controller, Get, Inject, Param, Put, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  DEFAULT_ROLE_PERMISSIONS,
  IDENTITY_READ_MODELS,
  PERMISSION_SEPARATOR,
  type PermissionCatalog,
  ROLES,
  ROLE_LABELS,
  type Permission,
  type RoleView,
  groupPermissions,
  isPermission,
  isRole,
  rolePermissionsSchema,
} from '@packflow/contracts';
import { DomainError, role as roleDomain } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import type { Request } from 'express';
import { localeOf } from '../http/locale';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { Form, Meta } from '../http/params';
import { type RoleResult, SetRolePermissionsCommand } from '../staff/handlers/set-role-permissions';
import { INFRA } from '../tokens';
import { RequirePermission } from './access';

/** /OperatorRole: each role's permission set, and the grouped list of all permissions. */
@Controller('admin')
export class RolesController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
    private readonly commands: CommandBus,
  ) {}

  @Get('role')
  @RequirePermission('GET@admin/role')
  async list(@Query() query: Record<string, unknown>): Promise<Reply<RoleView[]>> {
    const freshness = await this.readYourWrites.await(query, [IDENTITY_READ_MODELS.roles]);
    const rows = await this.infra.db.withSchema('rm').selectFrom('roles').selectAll().execute();
    const views = ROLES.flatMap((role): RoleView[] => {
      const row = rows.find((r) => r.code === role);
      return row
        ? [
            {
              role,
              title: ROLE_LABELS[role].cn,
              english_name: ROLE_LABELS[role].en,
              permissions: row.permissions.filter(isPermission),
              version: row.version,
              updatedAt: new Date(row.updated_at).toISOString(),
            },
          ]
        : [];
    });
    return reply(views, { extra: freshness });
  }

  @Get('permission')
  @RequirePermission('GET@admin/permission')
  permissions(@Req() req: Request): PermissionCatalog {
    return { groups: groupPermissions(localeOf(req)), separator: PERMISSION_SEPARATOR };
  }

  @Put('role/:code')
  @RequirePermission('PUT@admin/role/:code')
  async change(
    @Param('code') code: string,
    @Form(rolePermissionsSchema) { permissions }: { permissions: string[] },
    @Meta() meta: CommandMetadata,
  ) {
    if (!isRole(code)) throw new DomainError('ROLE.NOT_FOUND', 'role.unknown', { role: code });
    const result = await this.commands.execute<SetRolePermissionsCommand, RoleResult>(
      new SetRolePermissionsCommand(code, permissions as Permission[], meta),
    );
    return reply(
      { role: code, permissions: result.state.permissions },
      { msg: result.events.length ? 'role.saved' : 'account.unchanged', position: result.position },
    );
  }
}

/** On a new installation every role gets its default permissions; on each start, the defaults a newer version added, once. */
export async function initializeRoles(infra: Infrastructure, metadata: CommandMetadata): Promise<void> {
  for (const role of ROLES) {
    await infra.commands.run(
      roleDomain.roleDecider,
      roleDomain.roleStream(role),
      { type: 'InitializeRole', data: { role, permissions: DEFAULT_ROLE_PERMISSIONS[role] } },
      metadata,
    );
  }
}
