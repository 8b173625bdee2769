import { CATALOG_READ_MODELS } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { catalog, catalogPolicies, settingsDocument } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import type { Transaction } from 'kysely';
import type { Projector } from '../projector';
import { commandTime } from '../rows';
import { createCatalogTables } from './catalog.table';
import { createSettingsTables } from './settings.table';

const who = (event: RecordedEvent) => ({
  at: commandTime(event),
  user_id: event.metadata.userId ?? null,
  role: event.metadata.role ?? null,
});

/** Everything a new item says, as a history entry's changes. */
const fromNothing = settingsDocument.changesFromNothing;

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
  name: CATALOG_READ_MODELS.catalog,
  version: 1,
  eventTypes: catalog.CATALOG_EVENT_TYPES,
  tables: ['catalog_items', 'catalog_history'],

  createTables: createCatalogTables,

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
    return ids.size ? { ids: [...ids], audience: catalogPolicies.catalogAudience() } : undefined;
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
  name: CATALOG_READ_MODELS.settings,
  version: 1,
  eventTypes: settingsDocument.SETTINGS_EVENT_TYPES,
  tables: ['settings_documents', 'settings_history'],

  createTables: createSettingsTables,

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
    return names.size ? { ids: [...names], audience: catalogPolicies.settingsAudience() } : undefined;
  },
};
