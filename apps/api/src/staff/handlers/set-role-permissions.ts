import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Permission, Role } from '@packflow/contracts';
import { role as roleDomain } from '@packflow/domain';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import { INFRA } from '../../tokens';
import type { Infrastructure } from '@packflow/runtime';

export class SetRolePermissionsCommand {
  constructor(
    readonly role: Role,
    readonly permissions: Permission[],
    readonly metadata: CommandMetadata,
  ) {}
}

export type RoleResult = CommandResult<roleDomain.RoleEvent, roleDomain.RoleState>;

/** Admin sets a role's permissions on /OperatorRole (the decider keeps Admin's role management). */
@CommandHandler(SetRolePermissionsCommand)
export class SetRolePermissionsHandler implements ICommandHandler<SetRolePermissionsCommand, RoleResult> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  execute({ role, permissions, metadata }: SetRolePermissionsCommand): Promise<RoleResult> {
    return this.infra.commands.run(
      roleDomain.roleDecider,
      roleDomain.roleStream(role),
      { type: 'SetRolePermissions', data: { role, permissions } },
      metadata,
    );
  }
}
