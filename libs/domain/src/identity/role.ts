import { ADMIN_PINNED_PERMISSIONS, type Permission, type Role, isPermission } from '@packflow/contracts';
import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';

/** A role's permission set (spec section 6: sets of method@route entries). */
export const roleStream = (role: Role): string => `role-${role}`;

export interface RoleState {
  initialized: boolean;
  permissions: Permission[];
  /** Every default permission this role has been given so far (at installation or by a later version). */
  offered: Permission[];
}

export type RoleEvent =
  | DomainEvent<'RolePermissionsInitialized', { role: Role; permissions: Permission[] }>
  | DomainEvent<
      'RolePermissionsChanged',
      {
        role: Role;
        permissions: Permission[];
        added: Permission[];
        removed: Permission[];
        /** Set when a newer version brought these default permissions, not a person. */
        newDefaults?: Permission[];
      }
    >;

export type RoleCommand =
  | { type: 'InitializeRole'; data: { role: Role; permissions: readonly Permission[] } }
  | { type: 'SetRolePermissions'; data: { role: Role; permissions: readonly string[] } };

export const ROLE_EVENT_TYPES: RoleEvent['type'][] = ['RolePermissionsInitialized', 'RolePermissionsChanged'];

export const roleDecider: Decider<RoleState, RoleCommand, RoleEvent> = {
  initialState: () => ({ initialized: false, permissions: [], offered: [] }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'RolePermissionsInitialized':
        return { initialized: true, permissions: event.data.permissions, offered: event.data.permissions };
      case 'RolePermissionsChanged':
        return {
          initialized: true,
          permissions: event.data.permissions,
          offered: event.data.newDefaults ? [...state.offered, ...event.data.newDefaults] : state.offered,
        };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'InitializeRole': {
        // An installation made by an older version gets the defaults added since, once each; a
        // default that an administrator took away is never given back.
        if (state.initialized) {
          const newDefaults = [...new Set(command.data.permissions)]
            .filter((p) => !state.offered.includes(p))
            .sort();
          if (!newDefaults.length) return [];
          const added = newDefaults.filter((p) => !state.permissions.includes(p));
          return [
            {
              type: 'RolePermissionsChanged',
              data: {
                role: command.data.role,
                permissions: [...state.permissions, ...added].sort(),
                added,
                removed: [],
                newDefaults,
              },
            },
          ];
        }
        return [
          {
            type: 'RolePermissionsInitialized',
            data: { role: command.data.role, permissions: [...command.data.permissions] },
          },
        ];
      }
      case 'SetRolePermissions': {
        const unknown = command.data.permissions.filter((p) => !isPermission(p));
        if (unknown.length)
          throw new DomainError(
            'ROLE.UNKNOWN_PERMISSION',
            'role.unknownPermission',
            { permission: unknown.join(', ') },
            'permissions',
          );
        const permissions = [...new Set(command.data.permissions as Permission[])].sort();
        if (command.data.role === 'Admin') {
          const missing = ADMIN_PINNED_PERMISSIONS.filter((p) => !permissions.includes(p));
          if (missing.length)
            throw new DomainError(
              'ROLE.ADMIN_PINNED',
              'role.adminPinned',
              { permission: missing.join(', ') },
              'permissions',
            );
        }
        const added = permissions.filter((p) => !state.permissions.includes(p));
        const removed = state.permissions.filter((p) => !permissions.includes(p));
        if (!added.length && !removed.length) return [];
        return [
          { type: 'RolePermissionsChanged', data: { role: command.data.role, permissions, added, removed } },
        ];
      }
      default:
        return assertNever(command);
    }
  },
};
