import type { Database } from '@packflow/db';
import { statistics } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import { type Transaction, sql } from 'kysely';
import { upsertRows } from '../inspection/kept-counts';
import { chunks } from '../rows';
import type { StatFactTable, StatRowTable } from './stat.table';

/**
 * One batch of a statistics projector: the facts its events read (and every salesman's area),
 * loaded once; the domain's step over each event in order; the changed facts written back and the
 * rows added into the tables.
 */
export class StatBatch implements statistics.StatFactStore {
  private readonly facts = new Map<string, statistics.StatFact>();
  private readonly changed = new Set<string>();

  constructor(private readonly factTable: StatFactTable) {}

  get(key: string): statistics.StatFact | undefined {
    return this.facts.get(key);
  }

  set(key: string, fact: statistics.StatFact): void {
    this.facts.set(key, fact);
    this.changed.add(key);
  }

  async load(db: Transaction<Database>, events: readonly RecordedEvent[]): Promise<void> {
    const keys = [...new Set(events.flatMap((e) => statistics.statFactKeys(e)))];
    const found = [
      ...(await db.selectFrom(this.factTable).selectAll().where('kind', '=', 'staff').execute()),
    ];
    for (const part of chunks(keys, 1000))
      found.push(...(await db.selectFrom(this.factTable).selectAll().where('key', 'in', part).execute()));
    for (const row of found) this.facts.set(row.key, JSON.parse(row.fact) as statistics.StatFact);
  }

  async writeFacts(db: Transaction<Database>): Promise<void> {
    const rows = [...this.changed].map((key) => {
      const fact = this.facts.get(key)!;
      return { key, kind: fact.kind, fact: JSON.stringify(fact) };
    });
    await upsertRows(db, this.factTable, ['key'], rows);
  }
}

/** Adds rows into a table: a row already there gets the figures added. */
export async function addStatRows(
  db: Transaction<Database>,
  table: StatRowTable,
  figures: readonly string[],
  rows: readonly statistics.StatRow[],
): Promise<void> {
  const values = rows.map((r) => ({
    period: r.day,
    dim: r.dim,
    key: r.key,
    currency: r.currency,
    ...r.figures,
  }));
  const add = Object.fromEntries(
    figures.map((f) => [f, sql`${sql.ref(`${table}.${f}`)} + excluded.${sql.ref(f)}`]),
  );
  for (const part of chunks(values, 200))
    await db
      .insertInto(table)
      .values(part as never)
      .onConflict((oc) => oc.columns(['dim', 'period', 'key', 'currency']).doUpdateSet(add as never))
      .execute();
}
