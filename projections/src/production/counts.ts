import type { Database } from '@packflow/db';
import { type Transaction, sql } from 'kysely';
import { chunks } from '../rows';

/**
 * The production lists' kept counts (production_job_counts, production_stage_counts): each
 * projector adds, for every row it writes, -1 where the row stood before and +1 where it stands
 * now, so the counts always equal a count of the rows (a rebuild starts them from nothing).
 */

type CountTable = 'production_job_counts' | 'production_stage_counts';

/** Where a job row counts. */
export const jobCountKey = (r: { phase: string; review_status: string; printing_type: string }) =>
  JSON.stringify([r.phase, r.review_status, r.printing_type]);

/** Where a stage row counts (its machine '' when none). */
export const stageCountKey = (r: {
  kind: string;
  state: string;
  job_open: boolean;
  confirmed: boolean;
  seq: number;
  stage_count: number;
  printing_type: string;
  machine_id?: string | null;
}) =>
  JSON.stringify([
    r.kind,
    r.state,
    r.job_open,
    r.confirmed,
    r.seq === r.stage_count,
    r.printing_type,
    r.machine_id ?? '',
  ]);

const COLUMNS: Record<CountTable, readonly string[]> = {
  production_job_counts: ['phase', 'review_status', 'printing_type'],
  production_stage_counts: ['kind', 'state', 'job_open', 'confirmed', 'last', 'printing_type', 'machine_id'],
};

/** The changes of a batch to one count table, by key. */
export class CountDeltas {
  private readonly deltas = new Map<string, number>();

  constructor(private readonly table: CountTable) {}

  /** A row left `before` (when it stood anywhere) for `after` (when it stands anywhere now). */
  move(before: readonly string[], after: readonly string[]): void {
    for (const key of before) this.deltas.set(key, (this.deltas.get(key) ?? 0) - 1);
    for (const key of after) this.deltas.set(key, (this.deltas.get(key) ?? 0) + 1);
  }

  /** Adds the changes to the table (rows whose count reaches 0 stay, at 0). */
  async write(db: Transaction<Database>): Promise<void> {
    const columns = COLUMNS[this.table];
    const values = [...this.deltas]
      .filter(([, n]) => n !== 0)
      .map(([key, n]) => {
        const parts = JSON.parse(key) as unknown[];
        return { ...Object.fromEntries(columns.map((c, i) => [c, parts[i]])), n };
      });
    for (const part of chunks(values, 500))
      await db
        .insertInto(this.table)
        .values(part as never)
        .onConflict((oc) =>
          oc
            .columns(columns as never)
            .doUpdateSet({ n: sql`${sql.ref(`${this.table}.n`)} + excluded.n` } as never),
        )
        .execute();
  }
}
