import type { EventMetadata, RecordedEvent } from '@packflow/eventstore';
import { sysset } from '@packflow/domain';
import type { Projector } from './projector';

const ROW_ID = 'system';

/** /Sysset: the current settings (one row) and every change with who and when. */
export const syssetProjector: Projector = {
  name: 'sysset',
  version: 1,
  eventTypes: sysset.SYSSET_EVENT_TYPES,
  tables: ['sysset', 'sysset_history'],

  async createTables(db, schema) {
    const s = db.schema.withSchema(schema);
    await s
      .createTable('sysset')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('company_name_cn', 'text', (c) => c.notNull())
      .addColumn('company_name_en', 'text', (c) => c.notNull())
      .addColumn('expiry_date', 'text', (c) => c.notNull())
      .addColumn('expiry_warn_days', 'integer', (c) => c.notNull())
      .addColumn('show_roles', 'boolean', (c) => c.notNull())
      .addColumn('image_host', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz')
      .addColumn('updated_by', 'text')
      .execute();
    await s
      .createTable('sysset_history')
      .addColumn('position', 'bigint', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('role', 'text')
      .addColumn('changes', 'jsonb', (c) => c.notNull())
      .execute();
  },

  async applyBatch(db, events) {
    const current = await db.selectFrom('sysset').selectAll().where('id', '=', ROW_ID).executeTakeFirst();
    let state: sysset.SyssetState | undefined = current && {
      initialized: true,
      version: current.version,
      values: {
        companyNameCn: current.company_name_cn,
        companyNameEn: current.company_name_en,
        expiryDate: current.expiry_date,
        expiryWarnDays: current.expiry_warn_days,
        showRoles: current.show_roles,
        imageHost: current.image_host,
      },
    };
    const history = [];
    let last: RecordedEvent | undefined;
    for (const event of events) {
      const domainEvent = { type: event.type, data: event.data } as sysset.SyssetEvent;
      state = sysset.evolve(state ?? sysset.syssetDecider.initialState(), domainEvent);
      const meta: EventMetadata = event.metadata;
      const changes =
        domainEvent.type === 'SyssetChanged'
          ? domainEvent.data.changes
          : Object.entries(domainEvent.data.values).map(([field, to]) => ({ field, from: null, to }));
      history.push({
        position: event.position.toString(),
        version: state.version,
        at: meta.at ?? event.created.toISOString(),
        user_id: meta.userId ?? null,
        role: meta.role ?? null,
        changes: JSON.stringify(changes),
      });
      last = event;
    }
    if (!state || !last) return undefined;
    const row = {
      id: ROW_ID,
      company_name_cn: state.values.companyNameCn,
      company_name_en: state.values.companyNameEn,
      expiry_date: state.values.expiryDate,
      expiry_warn_days: state.values.expiryWarnDays,
      show_roles: state.values.showRoles,
      image_host: state.values.imageHost,
      version: state.version,
      updated_at: last.metadata.at ?? last.created.toISOString(),
      updated_by: last.metadata.userId ?? null,
    };
    await db
      .insertInto('sysset')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
    await db.insertInto('sysset_history').values(history).execute();
    // Everyone reads the settings (login page, title, switch-role rule).
    return { ids: [ROW_ID], audience: { roles: ['*'] } };
  },
};
