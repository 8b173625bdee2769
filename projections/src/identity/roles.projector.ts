import { role, staffScope } from '@packflow/domain';
import type { Projector } from '../projector';
import { createRolesTable } from './roles.table';

/** Each role's permission set, read by every request's permission check and by /OperatorRole. */
export const rolesProjector: Projector = {
  name: 'roles',
  version: 1,
  eventTypes: role.ROLE_EVENT_TYPES,
  tables: ['roles'],

  createTables: createRolesTable,

  async applyBatch(db, events) {
    const codes: string[] = [];
    for (const event of events) {
      const e = { type: event.type, data: event.data } as role.RoleEvent;
      const row = {
        code: e.data.role,
        permissions: e.data.permissions,
        version: event.revision + 1,
        updated_at: event.metadata.at ?? event.created.toISOString(),
        updated_by: event.metadata.userId ?? null,
      };
      await db
        .insertInto('roles')
        .values(row)
        .onConflict((oc) => oc.column('code').doUpdateSet(row))
        .execute();
      codes.push(e.data.role);
    }
    return { ids: [...new Set(codes)], audience: staffScope.ADMINISTRATORS_AUDIENCE };
  },
};
