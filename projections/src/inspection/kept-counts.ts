import type { Database } from '@packflow/db';
import { type Transaction, sql } from 'kysely';
import { chunks } from '../rows';

type CountTable = 'inspection_lot_counts' | 'shipping_order_counts' | 'production_rework_counts';

/**
 * A kept count of rows (as production's counts.ts): for every row written, -1 where it stood before
 * and +1 where it stands now, added to the count table in the same transaction, so a list's total
 * is a sum of a few numbers and always equals a count of the rows (a rebuild starts from nothing).
 */
export class KeptCounts {
  private readonly deltas = new Map<string, number>();

  constructor(
    private readonly table: CountTable,
    private readonly columns: readonly string[],
  ) {}

  /** A row left `before` (undefined: it is new) for `after`; each is the values of the count's columns. */
  move(before: readonly unknown[] | undefined, after: readonly unknown[]): void {
    const add = (key: string, n: number) => this.deltas.set(key, (this.deltas.get(key) ?? 0) + n);
    if (before) add(JSON.stringify(before), -1);
    add(JSON.stringify(after), 1);
  }

  /** Adds the changes to the table (rows whose count reaches 0 stay, at 0). */
  async write(db: Transaction<Database>): Promise<void> {
    const values = [...this.deltas]
      .filter(([, n]) => n !== 0)
      .map(([key, n]) => {
        const parts = JSON.parse(key) as unknown[];
        return { ...Object.fromEntries(this.columns.map((c, i) => [c, parts[i]])), n };
      });
    for (const part of chunks(values, 500))
      await db
        .insertInto(this.table)
        .values(part as never)
        .onConflict((oc) =>
          oc
            .columns(this.columns as never)
            .doUpdateSet({ n: sql`${sql.ref(`${this.table}.n`)} + excluded.n` } as never),
        )
        .execute();
  }
}

/** Inserts rows, or overwrites every other column of the rows already there under the same `key`. */
export async function upsertRows(
  db: Transaction<Database>,
  table: keyof Database & string,
  key: readonly string[],
  rows: readonly object[],
): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!).filter((c) => !key.includes(c));
  for (const part of chunks(rows, 200))
    await db
      .insertInto(table as never)
      .values(part as never)
      .onConflict((oc) =>
        oc
          .columns(key as never)
          .doUpdateSet(
            (eb) => Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}` as never)])) as never,
          ),
      )
      .execute();
}
