import { Body, Controller, Get, Inject, Param, Put, Query, Req } from '@nestjs/common';
import {
  DEFAULT_ROLE_PERMISSIONS,
  PERMISSION_SEPARATOR,
  type PermissionCatalog,
  ROLES,
  ROLE_LABELS,
  ResultCode,
  type RoleView,
  groupPermissions,
  isPermission,
  isRole,
  rolePermissionsSchema,
} from '@packflow/contracts';
import { role as roleDomain } from '@packflow/domain';
import type { CommandMetadata, Infrastructure } from '@packflow/platform';
import type { Request } from 'express';
import { ApiError } from '../http/api-exception.filter';
import { localeOf } from '../http/locale';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { commandMetadata } from '../http/request-metadata';
import { INFRA } from '../tokens';
import { RequirePermission } from './access';

/** /OperatorRole: each role's permission set, and the grouped list of all permissions. */
@Controller('admin')
export class RolesController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Get('role')
  @RequirePermission('GET@admin/role')
  async list(@Query() query: Record<string, unknown>): Promise<Reply<RoleView[]>> {
    const freshness = await this.readYourWrites.await(query, ['roles']);
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
  async change(@Param('code') code: string, @Body() body: unknown, @Req() req: Request) {
    if (!isRole(code))
      throw new ApiError(404, ResultCode.NOT_FOUND, 'role.unknown', { role: code }, 'ROLE.UNKNOWN');
    const { permissions } = rolePermissionsSchema.parse(body ?? {});
    const result = await this.infra.commands.run(
      roleDomain.roleDecider,
      roleDomain.roleStream(code),
      { type: 'SetRolePermissions', data: { role: code, permissions } },
      commandMetadata(req),
    );
    return reply(
      { role: code, permissions: result.state.permissions },
      { msg: result.events.length ? 'role.saved' : 'account.unchanged', position: result.position },
    );
  }
}

/** On a new installation every role gets its default permissions, once. */
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
