import { ADMIN_PINNED_PERMISSIONS, ALL_PERMISSIONS, type Permission } from '@packflow/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { fold } from '../shared/decider';
import { type RoleEvent, roleDecider, roleStream } from './role';

const { given } = deciderSpec(roleDecider);

const financeStart: Permission[] = [
  'PUT@admin/operator/:id',
  'GET@admin/forum/forumsection',
  'GET@admin/operator/:id',
];
const financeInitialized: RoleEvent = {
  type: 'RolePermissionsInitialized',
  data: { role: 'Finance', permissions: financeStart },
};
const adminInitialized: RoleEvent = {
  type: 'RolePermissionsInitialized',
  data: { role: 'Admin', permissions: ALL_PERMISSIONS },
};

describe('role permissions', () => {
  it('initialises once', () => {
    given([])
      .when({ type: 'InitializeRole', data: { role: 'Finance', permissions: financeStart } })
      .then([financeInitialized]);
    given([financeInitialized])
      .when({
        type: 'InitializeRole',
        data: { role: 'Finance', permissions: [] },
      })
      .then([]);
    expect(fold(roleDecider, [financeInitialized])).toEqual({
      initialized: true,
      permissions: financeStart,
      offered: financeStart,
    });
  });

  it('gives an older installation the defaults added since, once, never one an administrator took away', () => {
    const removedByAdmin: RoleEvent = {
      type: 'RolePermissionsChanged',
      data: {
        role: 'Finance',
        permissions: ['GET@admin/forum/forumsection', 'GET@admin/operator/:id'],
        added: [],
        removed: ['PUT@admin/operator/:id'],
      },
    };
    const newerDefaults: Permission[] = [...financeStart, 'GET@sysset'];
    const upgrade = given([financeInitialized, removedByAdmin]).when({
      type: 'InitializeRole',
      data: { role: 'Finance', permissions: newerDefaults },
    });
    upgrade.then([
      {
        type: 'RolePermissionsChanged',
        data: {
          role: 'Finance',
          permissions: ['GET@admin/forum/forumsection', 'GET@admin/operator/:id', 'GET@sysset'],
          added: ['GET@sysset'],
          removed: [],
          newDefaults: ['GET@sysset'],
        },
      },
    ]);
    // The next start finds nothing new; an administrator who then takes it away keeps it away.
    const after = [financeInitialized, removedByAdmin, ...upgrade.events];
    given(after)
      .when({ type: 'InitializeRole', data: { role: 'Finance', permissions: newerDefaults } })
      .then([]);
    const takenAway: RoleEvent = {
      type: 'RolePermissionsChanged',
      data: {
        role: 'Finance',
        permissions: ['GET@admin/forum/forumsection', 'GET@admin/operator/:id'],
        added: [],
        removed: ['GET@sysset'],
      },
    };
    given([...after, takenAway])
      .when({ type: 'InitializeRole', data: { role: 'Finance', permissions: newerDefaults } })
      .then([]);
  });

  it('sets permissions sorted and without duplicates, naming what was added and removed', () => {
    const events = given([financeInitialized]).when({
      type: 'SetRolePermissions',
      data: {
        role: 'Finance',
        permissions: ['PUT@sysset', 'GET@sysset', 'GET@admin/operator/:id', 'GET@sysset'],
      },
    }).events;
    expect(events).toEqual([
      {
        type: 'RolePermissionsChanged',
        data: {
          role: 'Finance',
          permissions: ['GET@admin/operator/:id', 'GET@sysset', 'PUT@sysset'],
          added: ['GET@sysset', 'PUT@sysset'],
          removed: ['PUT@admin/operator/:id', 'GET@admin/forum/forumsection'],
        },
      },
    ]);
    expect(fold(roleDecider, [financeInitialized, ...events]).permissions).toEqual([
      'GET@admin/operator/:id',
      'GET@sysset',
      'PUT@sysset',
    ]);
  });

  it('refuses unknown permissions, naming every one', () => {
    expect(
      given([financeInitialized]).when({
        type: 'SetRolePermissions',
        data: { role: 'Finance', permissions: ['GET@sysset', 'DELETE@everything', 'get@sysset'] },
      }).refusal,
    ).toEqual({
      code: 'ROLE.UNKNOWN_PERMISSION',
      messageKey: 'role.unknownPermission',
      params: { permission: 'DELETE@everything, get@sysset' },
      field: 'permissions',
    });
  });

  it.each(ADMIN_PINNED_PERMISSIONS.map((p) => [p]))('keeps %s on the Admin role', (pinned) => {
    expect(
      given([adminInitialized]).when({
        type: 'SetRolePermissions',
        data: { role: 'Admin', permissions: ALL_PERMISSIONS.filter((p) => p !== pinned) },
      }).refusal,
    ).toEqual({
      code: 'ROLE.ADMIN_PINNED',
      messageKey: 'role.adminPinned',
      params: { permission: pinned },
      field: 'permissions',
    });
  });

  it('pins exactly GET@admin/role and PUT@admin/role/:code', () => {
    expect([...ADMIN_PINNED_PERMISSIONS].sort()).toEqual(['GET@admin/role', 'PUT@admin/role/:code']);
    const [event] = given([adminInitialized]).when({
      type: 'SetRolePermissions',
      data: { role: 'Admin', permissions: ['PUT@admin/role/:code', 'GET@admin/role'] },
    }).events;
    expect(event).toEqual({
      type: 'RolePermissionsChanged',
      data: {
        role: 'Admin',
        permissions: ['GET@admin/role', 'PUT@admin/role/:code'],
        added: [],
        removed: ALL_PERMISSIONS.filter((p) => !ADMIN_PINNED_PERMISSIONS.includes(p)),
      },
    });
  });

  it('lets other roles go without the pinned permissions', () => {
    given([financeInitialized])
      .when({
        type: 'SetRolePermissions',
        data: { role: 'Finance', permissions: [] },
      })
      .then([
        {
          type: 'RolePermissionsChanged',
          data: { role: 'Finance', permissions: [], added: [], removed: financeStart },
        },
      ]);
  });

  it('answers no event when the set does not change, whatever the order or repetition', () => {
    given([financeInitialized])
      .when({
        type: 'SetRolePermissions',
        data: { role: 'Finance', permissions: [...financeStart].reverse().concat(financeStart) },
      })
      .then([]);
  });

  it('keys the stream by the role code', () => {
    expect(roleStream('Finance')).toBe('role-Finance');
  });
});
