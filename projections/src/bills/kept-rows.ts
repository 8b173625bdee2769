import type { Database } from '@packflow/db';
import type { Selectable, Transaction } from 'kysely';
import { upsertRows } from '../inspection/kept-counts';
import { chunks } from '../rows';

type Table = keyof Database & string;

/**
 * The rows of one helper table a batch reads and changes: loaded once for the ids the batch names,
 * kept in memory while its events are applied in order, and written back (changed rows only) at the
 * end of the batch, in its transaction.
 */
export class KeptRows<T extends Table, Row extends object = Selectable<Database[T]>> {
  private readonly rows = new Map<string, Row>();
  private readonly changed = new Set<string>();

  constructor(
    private readonly table: T,
    private readonly key: keyof Row & string,
  ) {}

  async load(db: Transaction<Database>, ids: Iterable<string>): Promise<void> {
    const wanted = [...new Set(ids)].filter((id) => !this.rows.has(id));
    for (const part of chunks(wanted, 1000)) {
      const found = (await db
        .selectFrom(this.table as never)
        .selectAll()
        .where(this.key as never, 'in', part as never)
        .execute()) as unknown as Row[];
      for (const row of found) this.rows.set(String(row[this.key]), row);
    }
  }

  /** Loads the rows whose `column` is one of `values` (the orders of some contracts, say). */
  async loadBy(
    db: Transaction<Database>,
    column: keyof Row & string,
    values: Iterable<string>,
  ): Promise<void> {
    for (const part of chunks([...new Set(values)], 1000)) {
      const found = (await db
        .selectFrom(this.table as never)
        .selectAll()
        .where(column as never, 'in', part as never)
        .execute()) as unknown as Row[];
      for (const row of found)
        if (!this.rows.has(String(row[this.key]))) this.rows.set(String(row[this.key]), row);
    }
  }

  /** Every row kept (loaded or set). */
  all(): Row[] {
    return [...this.rows.values()];
  }

  get(id: string | null | undefined): Row | undefined {
    return id == null ? undefined : this.rows.get(id);
  }

  set(row: Row): Row {
    const id = String(row[this.key]);
    this.rows.set(id, row);
    this.changed.add(id);
    return row;
  }

  async write(db: Transaction<Database>): Promise<void> {
    const rows = [...this.changed].map((id) => this.rows.get(id)!);
    await upsertRows(db, this.table, [this.key], rows);
  }
}
