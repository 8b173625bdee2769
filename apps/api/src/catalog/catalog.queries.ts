import {
  type CatalogHistoryEntry,
  type CatalogItem,
  type CatalogKind,
  type CatalogValues,
  DEFAULT_SETTINGS,
  type MakeMap,
  type SettingsHistoryEntry,
  type SettingsName,
  type SettingsValues,
  type SettingsView,
} from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { type Kysely, sql } from 'kysely';
import type { Paging } from '../http/paging';
import { settingsChanges } from './settings-history.queries';

const iso = (at: Date | string): string => new Date(at).toISOString();

interface ItemRow {
  kind: string;
  id: string;
  values: Record<string, unknown>;
  version: number;
  updated_at: Date;
  updated_by: string | null;
  updated_by_name: string | null;
}

export function toCatalogItem<K extends CatalogKind>(row: ItemRow): CatalogItem<K> {
  return {
    ...(row.values as unknown as CatalogValues[K]),
    id: row.id,
    kind: row.kind as K,
    version: row.version,
    updatedAt: iso(row.updated_at),
    updatedBy: row.updated_by,
    updatedByName: row.updated_by_name,
  };
}

/** Items of some kinds (and, if given, only these ids), in list order. */
export async function catalogItems(
  db: Kysely<Database>,
  kinds: readonly CatalogKind[],
  options: { includeRetired?: boolean; ids?: readonly string[] } = {},
): Promise<CatalogItem[]> {
  if (!kinds.length || (options.ids && !options.ids.length)) return [];
  let query = db
    .withSchema('rm')
    .selectFrom('catalog_items')
    .leftJoin('accounts', 'accounts.id', 'catalog_items.updated_by')
    .select([
      'catalog_items.kind',
      'catalog_items.id',
      'catalog_items.values',
      'catalog_items.version',
      'catalog_items.updated_at',
      'catalog_items.updated_by',
      'accounts.nickname as updated_by_name',
    ])
    .where('catalog_items.kind', 'in', kinds);
  if (!options.includeRetired) query = query.where('catalog_items.active', '=', true);
  if (options.ids) query = query.where('catalog_items.id', 'in', options.ids);
  const rows = await query.orderBy('catalog_items.kind').orderBy('catalog_items.sort_order').execute();
  return rows.map((row) => toCatalogItem(row));
}

/** `GET /api/make` (spec section 7): the bag types in use by id, with the printing types that make them. */
export async function makeMap(db: Kysely<Database>): Promise<MakeMap> {
  const items = (await catalogItems(db, ['bagtype'])) as CatalogItem<'bagtype'>[];
  return Object.fromEntries(
    items.map((item) => [
      item.id,
      { name: item.name, english_name: item.englishName, digital: item.digital, gravure: item.gravure },
    ]),
  );
}

/** A catalogue's history, newest first (the seeds of one event in list order); `itemId` narrows it to one item. */
export async function catalogHistory(
  db: Kysely<Database>,
  kind: CatalogKind,
  page: Paging,
  itemId?: string,
): Promise<{ entries: CatalogHistoryEntry[]; count: number }> {
  const rm = db.withSchema('rm');
  let rows = rm.selectFrom('catalog_history').where('catalog_history.kind', '=', kind);
  if (itemId) rows = rows.where('catalog_history.item_id', '=', itemId);
  const [list, count] = await Promise.all([
    rows
      .leftJoin('accounts', 'accounts.id', 'catalog_history.user_id')
      .leftJoin('catalog_items', (join) =>
        join
          .onRef('catalog_items.kind', '=', 'catalog_history.kind')
          .onRef('catalog_items.id', '=', 'catalog_history.item_id'),
      )
      .select([
        sql<string>`catalog_history.position::text`.as('position'),
        'catalog_history.item_id',
        'catalog_history.action',
        'catalog_history.changes',
        'catalog_history.at',
        'catalog_history.user_id',
        'catalog_history.role',
        'accounts.nickname as user_name',
      ])
      .orderBy('catalog_history.position', 'desc')
      .orderBy('catalog_items.sort_order')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    rows.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    entries: list.map((r) => ({
      position: r.position,
      itemId: r.item_id,
      action: r.action as CatalogHistoryEntry['action'],
      changes: r.changes,
      at: iso(r.at),
      userId: r.user_id,
      userName: r.user_name,
      role: r.role,
    })),
    count: Number(count.n),
  };
}

/**
 * The documents as stored, each over its defaults: a field a newer version added reads as its
 * default until the next start records it. A document not projected yet reads as its defaults.
 */
export async function settingsViews(
  db: Kysely<Database>,
  names: readonly SettingsName[],
): Promise<{ [N in SettingsName]?: SettingsView<N> }> {
  if (!names.length) return {};
  const rows = await db
    .withSchema('rm')
    .selectFrom('settings_documents')
    .leftJoin('accounts', 'accounts.id', 'settings_documents.updated_by')
    .select([
      'settings_documents.name',
      'settings_documents.values',
      'settings_documents.version',
      'settings_documents.updated_at',
      'settings_documents.updated_by',
      'accounts.nickname as updated_by_name',
    ])
    .where('settings_documents.name', 'in', names)
    .execute();
  const views: Record<string, SettingsView> = {};
  for (const name of names) {
    const row = rows.find((r) => r.name === name);
    views[name] = {
      name,
      values: { ...DEFAULT_SETTINGS[name], ...(row?.values ?? {}) } as SettingsValues[typeof name],
      version: row?.version ?? 0,
      // The document's stream holds exactly the events the view counts, the first at revision 0.
      revision: (row?.version ?? 0) - 1,
      updatedAt: row ? iso(row.updated_at) : null,
      updatedBy: row?.updated_by ?? null,
      updatedByName: row?.updated_by_name ?? null,
    };
  }
  return views;
}

/** A settings document's history, newest first. */
export async function settingsHistory(
  db: Kysely<Database>,
  name: SettingsName,
  page: Paging,
): Promise<{ entries: SettingsHistoryEntry[]; count: number }> {
  const { rows, count } = await settingsChanges(db, 'settings_history', page, name);
  return { entries: rows, count };
}
