import type { Database } from '@packflow/db';
import type { SettingsWithHistory } from '@packflow/projections';
import { type Kysely, sql } from 'kysely';
import type { Paging } from '../http/paging';

/** A settings with history as its one row holds it: the values, and which change they reflect. */
export interface SettingsRow<V> {
  values: V;
  /** How many changes the settings have had. */
  version: number;
  /** The stream revision the row reflects (its events number from 0): sent back as `If-Match`. */
  revision: number;
  updatedAt: string | null;
  updatedBy: string | null;
  /** The nickname of `updatedBy`; null for the system or an unknown id. */
  updatedByName: string | null;
}

/**
 * The current values of /Sysset or the high-seas thresholds, read through the columns their
 * projector writes (undefined before the first event): the one query behind both views.
 */
export async function settingsRow<V extends object>(
  db: Kysely<Database>,
  spec: Pick<SettingsWithHistory<V>, 'table' | 'rowId' | 'columns'>,
): Promise<SettingsRow<V> | undefined> {
  type Row = Record<string, unknown> & { id: string; updated_by: string | null };
  const rm = db.withSchema('rm') as unknown as Kysely<Pick<Database, 'accounts'> & { s: Row }>;
  const row = await rm
    .selectFrom(`${spec.table} as s` as 's')
    .leftJoin('accounts as a', 'a.id', 's.updated_by')
    .selectAll('s')
    .select('a.nickname as updated_by_name')
    .where('s.id', '=', spec.rowId)
    .executeTakeFirst();
  if (!row) return undefined;
  const values = Object.fromEntries(
    (Object.entries(spec.columns) as [string, readonly [string, string]][]).map(([field, [column]]) => [
      field,
      row[column],
    ]),
  ) as V;
  const version = Number(row.version);
  const updatedAt = row.updated_at as Date | string | null;
  return {
    values,
    version,
    revision: version - 1,
    updatedAt: updatedAt ? new Date(updatedAt).toISOString() : null,
    updatedBy: (row.updated_by as string | null) ?? null,
    updatedByName: (row.updated_by_name as string | null) ?? null,
  };
}

/** One change of a settings with history, as every history route answers it. */
export interface SettingsChangeEntry<Change = { field: string; from: unknown; to: unknown }> {
  position: string;
  version: number;
  at: string;
  userId: string | null;
  /** The nickname of the person behind `userId`; null for the system. */
  userName: string | null;
  role: string | null;
  changes: Change[];
}

/** The history tables of the settings with history; the documents' one holds every document by name. */
type HistoryTable = 'settings_history' | 'sysset_history' | 'highseas_settings_history';

/**
 * A page of a settings history, newest first, with the count of all its entries: the one query
 * behind settings/:name/history, sysset/history and customer-setting/history.
 */
export async function settingsChanges<Change = { field: string; from: unknown; to: unknown }>(
  db: Kysely<Database>,
  table: HistoryTable,
  page: Paging,
  name?: string,
): Promise<{ rows: SettingsChangeEntry<Change>[]; count: number }> {
  // The three tables share these columns; the documents' one also has `name` (filtered only there).
  const rm = db.withSchema('rm') as unknown as Kysely<
    Pick<Database, 'accounts'> & Record<HistoryTable, Database['settings_history']>
  >;
  const from = () => {
    const q = rm.selectFrom(`${table} as h` as 'settings_history as h');
    return name === undefined ? q : q.where('h.name', '=', name);
  };
  const [rows, count] = await Promise.all([
    from()
      .leftJoin('accounts as a', 'a.id', 'h.user_id')
      .select([
        sql<string>`h.position::text`.as('position'),
        'h.version',
        'h.at',
        'h.user_id',
        'a.nickname as user_name',
        'h.role',
        'h.changes',
      ])
      .orderBy('h.position', 'desc')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    from()
      .select(sql<string>`count(*)::text`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      position: r.position,
      version: r.version,
      at: new Date(r.at).toISOString(),
      userId: r.user_id,
      userName: r.user_name,
      role: r.role,
      changes: r.changes as Change[],
    })),
    count: Number(count.n),
  };
}
