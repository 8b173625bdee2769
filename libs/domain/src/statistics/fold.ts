import { type StatFact, type StatFactStore } from './stat-facts';
import { STAT_TABLES, type StatRow, StatRows, type StatTable } from './stat-rows';
import { type StatEvent, statStep } from './stat-step';

/** The facts in memory, for the fold. */
export class MemoryFacts implements StatFactStore {
  readonly facts = new Map<string, StatFact>();
  get(key: string): StatFact | undefined {
    return this.facts.get(key);
  }
  set(key: string, fact: StatFact): void {
    this.facts.set(key, fact);
  }
}

/**
 * The reference: every statistics table's day rows from the events, in their global order. The
 * projectors' rows equal these (projections/src/statistics tests it over random histories).
 */
export function foldStatistics(events: Iterable<StatEvent>): Record<StatTable, StatRow[]> {
  const facts = new MemoryFacts();
  const rows = Object.fromEntries(STAT_TABLES.map((t) => [t, new StatRows()])) as Record<StatTable, StatRows>;
  for (const event of events) for (const delta of statStep(event, facts)) rows[delta.table].add(delta);
  return Object.fromEntries(STAT_TABLES.map((t) => [t, rows[t].list()])) as Record<StatTable, StatRow[]>;
}

/** Month rows from day rows (MonthOrder reads them): the same rows with `day` a yyyy-mm month. */
export function monthRows(rows: readonly StatRow[]): StatRow[] {
  const months = new StatRows();
  for (const r of rows) months.addRow({ ...r, day: r.day.slice(0, 7) });
  return months.list();
}
