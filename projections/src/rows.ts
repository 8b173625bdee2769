import type { Database } from '@packflow/db';
import type { RecordedEvent } from '@packflow/eventstore';
import type { Transaction } from 'kysely';

/** When it happened: the time the event itself names, else the command's, else the append's. */
export function eventTime(event: RecordedEvent): string {
  const data = event.data as { at?: unknown };
  return typeof data.at === 'string' ? data.at : commandTime(event);
}

/** When the command that appended the event ran (else when it was appended). */
export const commandTime = (event: RecordedEvent): string => event.metadata.at ?? event.created.toISOString();

/** A timestamp column as ISO text (pg and PGlite answer Date). */
export const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : value;

/** Rows in parts, so one statement never carries too many parameters. */
export const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Inserts rows keyed by `id`, or overwrites `columns` of the rows already there. */
export async function upsertById(
  db: Transaction<Database>,
  table: 'customers' | 'quotations',
  rows: readonly object[],
  columns: readonly string[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto(table)
    .values(rows as never)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => {
        const set: Record<string, unknown> = {};
        for (const column of columns) set[column] = eb.ref(`excluded.${column}` as never);
        return set as never;
      }),
    )
    .execute();
}
