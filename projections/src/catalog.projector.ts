import type { Database } from '@packflow/db';
import { catalog, settingsDocument } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import type { Transaction } from 'kysely';
import type { Projector } from './projector';
import { commandTime } from './rows';

const who = (event: RecordedEvent) => ({
  at: commandTime(event),
  user_id: event.metadata.userId ?? null,
  role: event.metadata.role ?? null,
});

/** Everything a new item says, as a history entry's changes. */
const fromNothing = (values: Record<string, unknown>) =>
  Object.entries(values).map(([field, to]) => ({ field, from: null, to }));

/** Who picks catalogue items: everyone who quotes or supervises quotations. */
const CATALOG_READERS = ['Admin', 'OperatorIndex', 'OperatorManage', 'Traders'];
/** Settings reach Finance too (the golden-bean fee and threshold). */
const SETTINGS_READERS = ['Admin', 'OperatorIndex', 'OperatorManage', 'Traders', 'Finance'];

type Row = {
  values: Record<string, unknown>;
  version: number;
};

/**
 * The catalogues (materials, accessories, bag types, gusset styles): every item with its current
 * values, retired ones included and flagged, in a stable order; and every creation and change
 * with its old and new values, who and when.
 */
export const catalogProjector: Projector = {
  name: 'catalog',
  version: 1,
  eventTypes: catalog.CATALOG_EVENT_TYPES,
  tables: ['catalog_items', 'catalog_history'],

  async createTables(db, schema) {
    const s = db.schema.withSchema(schema);
    await s
      .createTable('catalog_items')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('values', 'jsonb', (c) => c.notNull())
      .addColumn('active', 'boolean', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .addPrimaryKeyConstraint('catalog_items_pk', ['kind', 'id'])
      .execute();
    await s.createIndex('catalog_items_list').on('catalog_items').columns(['kind', 'sort_order']).execute();
    await s
      .createTable('catalog_history')
      .addColumn('position', 'bigint', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('changes', 'jsonb', (c) => c.notNull())
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('role', 'text')
      // The seeds are one event of many items.
      .addPrimaryKeyConstraint('catalog_history_pk', ['position', 'item_id'])
      .execute();
    await s.createIndex('catalog_history_kind').on('catalog_history').columns(['kind', 'position']).execute();
  },

  async applyBatch(db, events) {
    const ids = new Set<string>();
    const nextOrder = new Map<string, number>();
    const orderFor = async (kind: string): Promise<number> => {
      let next = nextOrder.get(kind);
      if (next === undefined) {
        const row = await db
          .selectFrom('catalog_items')
          .select((eb) => eb.fn.max('sort_order').as('last'))
          .where('kind', '=', kind)
          .executeTakeFirst();
        next = row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
      }
      nextOrder.set(kind, next + 1);
      return next;
    };
    const insert = async (
      event: RecordedEvent,
      kind: string,
      id: string,
      values: Record<string, unknown>,
    ) => {
      const row = {
        kind,
        id,
        values: JSON.stringify(values),
        active: values.active !== false,
        sort_order: await orderFor(kind),
        version: 1,
        updated_at: commandTime(event),
        updated_by: event.metadata.userId ?? null,
      };
      await db
        .insertInto('catalog_items')
        .values(row)
        .onConflict((oc) => oc.columns(['kind', 'id']).doUpdateSet(row))
        .execute();
      await history(db, event, kind, id, 'created', fromNothing(values));
      ids.add(`${kind}:${id}`);
    };

    for (const event of events) {
      const e = { type: event.type, data: event.data } as catalog.CatalogEvent;
      const { kind } = e.data;
      switch (e.type) {
        case 'CatalogInitialized':
          for (const seed of e.data.items) await insert(event, kind, seed.id, { ...seed.values });
          break;
        case 'CatalogItemCreated':
          await insert(event, kind, e.data.id, { ...e.data.values });
          break;
        case 'CatalogItemChanged': {
          const current = (await db
            .selectFrom('catalog_items')
            .select(['values', 'version'])
            .where('kind', '=', kind)
            .where('id', '=', e.data.id)
            .executeTakeFirst()) as Row | undefined;
          if (!current) break;
          const values = { ...current.values };
          for (const { field, to } of e.data.changes) values[field] = to;
          await db
            .updateTable('catalog_items')
            .set({
              values: JSON.stringify(values),
              active: values.active !== false,
              version: current.version + 1,
              updated_at: commandTime(event),
              updated_by: event.metadata.userId ?? null,
            })
            .where('kind', '=', kind)
            .where('id', '=', e.data.id)
            .execute();
          await history(db, event, kind, e.data.id, 'changed', e.data.changes);
          ids.add(`${kind}:${e.data.id}`);
          break;
        }
      }
    }
    return ids.size ? { ids: [...ids], audience: { roles: CATALOG_READERS } } : undefined;
  },
};

async function history(
  db: Transaction<Database>,
  event: RecordedEvent,
  kind: string,
  itemId: string,
  action: 'created' | 'changed',
  changes: readonly { field: string; from: unknown; to: unknown }[],
): Promise<void> {
  await db
    .insertInto('catalog_history')
    .values({
      position: event.position.toString(),
      kind,
      item_id: itemId,
      action,
      changes: JSON.stringify(changes),
      ...who(event),
    })
    .onConflict((oc) => oc.columns(['position', 'item_id']).doNothing())
    .execute();
}

/** The settings documents (rates, quotation range, golden beans, currency): current values and every change. */
export const settingsProjector: Projector = {
  name: 'settings',
  version: 1,
  eventTypes: settingsDocument.SETTINGS_EVENT_TYPES,
  tables: ['settings_documents', 'settings_history'],

  async createTables(db, schema) {
    const s = db.schema.withSchema(schema);
    await s
      .createTable('settings_documents')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('values', 'jsonb', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .execute();
    await s
      .createTable('settings_history')
      .addColumn('position', 'bigint', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('changes', 'jsonb', (c) => c.notNull())
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('role', 'text')
      .execute();
    await s
      .createIndex('settings_history_name')
      .on('settings_history')
      .columns(['name', 'position'])
      .execute();
  },

  async applyBatch(db, events) {
    const names = new Set<string>();
    for (const event of events) {
      const e = { type: event.type, data: event.data } as settingsDocument.SettingsEvent;
      const { name } = e.data;
      const current = (await db
        .selectFrom('settings_documents')
        .select(['values', 'version'])
        .where('name', '=', name)
        .executeTakeFirst()) as Row | undefined;
      const state = settingsDocument.evolve(
        current
          ? { initialized: true, values: current.values, version: current.version }
          : settingsDocument.settingsDecider.initialState(),
        e,
      );
      const row = {
        name,
        values: JSON.stringify(state.values),
        version: state.version,
        updated_at: commandTime(event),
        updated_by: event.metadata.userId ?? null,
      };
      await db
        .insertInto('settings_documents')
        .values(row)
        .onConflict((oc) => oc.column('name').doUpdateSet(row))
        .execute();
      const changes =
        e.type === 'SettingsChanged' ? e.data.changes : fromNothing(e.data.values as Record<string, unknown>);
      await db
        .insertInto('settings_history')
        .values({
          position: event.position.toString(),
          name,
          version: state.version,
          changes: JSON.stringify(changes),
          ...who(event),
        })
        .execute();
      names.add(name);
    }
    return names.size ? { ids: [...names], audience: { roles: SETTINGS_READERS } } : undefined;
  },
};
