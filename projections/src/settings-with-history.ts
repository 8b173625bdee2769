import type { ReadModelTables } from '@packflow/db';
import type { RecordedEvent } from '@packflow/eventstore';
import type { Kysely } from 'kysely';
import type { Audience, Projector } from './projector';
import { commandTime } from './rows';

/** A field's change as a settings event records it. */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

type ColumnType = 'text' | 'integer' | 'boolean';

/**
 * A "settings with history" read model (/Sysset, the high-seas thresholds): one row of current
 * values, a column per field, and a history row per event with who, when, in which role and the
 * fields it changed. The one implementation behind each such projector.
 */
export interface SettingsWithHistory<V extends object> {
  name: string;
  version: number;
  eventTypes: readonly string[];
  /** The row of current values. */
  table: keyof ReadModelTables;
  /** One row per event: position, version, at, user_id, role, changes. */
  historyTable: keyof ReadModelTables;
  /** The id of the one row. */
  rowId: string;
  /** Each field's column and type, in the table's order. */
  columns: { readonly [F in keyof V & string]: readonly [column: string, type: ColumnType] };
  /** The values before the first event. */
  initial: () => V;
  /** The fields an event changes (first values: each from null), as its history shows them. */
  changesOf: (event: { type: string; data: unknown }) => FieldChange[];
  /** Who hears that the settings changed. */
  audience: Audience;
}

/** The tables as this code writes them: a row of named columns. */
type Loose = Kysely<Record<string, Record<string, unknown>>>;

/** The projector, with its description: the API reads the row back through the same columns. */
export type SettingsWithHistoryProjector<V extends object> = Projector & {
  readonly settings: SettingsWithHistory<V>;
};

export function settingsWithHistoryProjector<V extends object>(
  spec: SettingsWithHistory<V>,
): SettingsWithHistoryProjector<V> {
  const fields = Object.entries(spec.columns) as [keyof V & string, readonly [string, ColumnType]][];
  return {
    settings: spec,
    name: spec.name,
    version: spec.version,
    eventTypes: spec.eventTypes,
    tables: [spec.table, spec.historyTable],

    async createTables(db, schema) {
      const s = db.schema.withSchema(schema);
      let table = s.createTable(spec.table).addColumn('id', 'text', (c) => c.primaryKey());
      for (const [, [column, type]] of fields) table = table.addColumn(column, type, (c) => c.notNull());
      await table
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz')
        .addColumn('updated_by', 'text')
        .execute();
      await s
        .createTable(spec.historyTable)
        .addColumn('position', 'bigint', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('at', 'timestamptz', (c) => c.notNull())
        .addColumn('user_id', 'text')
        .addColumn('role', 'text')
        .addColumn('changes', 'jsonb', (c) => c.notNull())
        .execute();
    },

    async applyBatch(tx, events) {
      const db = tx as unknown as Loose;
      const row = await db.selectFrom(spec.table).selectAll().where('id', '=', spec.rowId).executeTakeFirst();
      let values = spec.initial() as Record<string, unknown>;
      if (row) for (const [field, [column]] of fields) values[field] = row[column];
      let version = row ? Number(row.version) : 0;
      const history = [];
      let last: RecordedEvent | undefined;
      for (const event of events) {
        const changes = spec.changesOf({ type: event.type, data: event.data });
        values = { ...values };
        for (const { field, to } of changes) values[field] = to;
        version++;
        history.push({
          position: event.position.toString(),
          version,
          at: commandTime(event),
          user_id: event.metadata.userId ?? null,
          role: event.metadata.role ?? null,
          changes: JSON.stringify(changes),
        });
        last = event;
      }
      if (!last) return undefined;
      const next: Record<string, unknown> = { id: spec.rowId };
      for (const [field, [column]] of fields) next[column] = values[field];
      Object.assign(next, {
        version,
        updated_at: commandTime(last),
        updated_by: last.metadata.userId ?? null,
      });
      await db
        .insertInto(spec.table)
        .values(next)
        .onConflict((oc) => oc.column('id').doUpdateSet(next))
        .execute();
      await db.insertInto(spec.historyTable).values(history).execute();
      return { ids: [spec.rowId], audience: spec.audience };
    },
  };
}
