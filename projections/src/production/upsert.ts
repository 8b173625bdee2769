import type { Database } from '@packflow/db';
import type { Insertable, Transaction } from 'kysely';

type Table = 'production_jobs' | 'production_stages' | 'machines';

/**
 * Inserts a production read model's rows, or overwrites every other column of the rows already
 * there under the same `key` (the table's primary key columns).
 */
export async function upsertRows<T extends Table>(
  db: Transaction<Database>,
  table: T,
  key: readonly (keyof Database[T] & string)[],
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!).filter((c) => !(key as readonly string[]).includes(c));
  await db
    .insertInto(table)
    .values(rows as never)
    .onConflict((oc) =>
      oc
        .columns(key as never)
        .doUpdateSet(
          (eb) => Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}` as never)])) as never,
        ),
    )
    .execute();
}
