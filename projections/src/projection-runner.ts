import { type Database, READ_MODEL_SCHEMA } from '@packflow/db';
import type { EventStore, Position, RecordedEvent, Subscription } from '@packflow/eventstore';
import { type Kysely, sql } from 'kysely';
import type { Projector, ReadModelChange } from './projector';

export interface CommittedChange extends ReadModelChange {
  readModel: string;
  position: Position;
}

export interface ProjectorStatus {
  name: string;
  version: number;
  state: 'starting' | 'live' | 'catching-up' | 'rebuilding' | 'failed' | 'stopped';
  /** Every event up to here has been applied (in memory; it moves past events the projector ignores). */
  position: string;
  /** ms from the last applied event's append to its rows being committed. */
  lastLagMs: number | null;
  lastError: string | null;
}

export interface ProjectionRunnerOptions {
  store: EventStore;
  db: Kysely<Database>;
  projectors: readonly Projector[];
  onChange?: (change: CommittedChange) => void;
  log?: (message: string) => void;
  batchSize?: number;
}

class CheckpointMoved extends Error {}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Feeds each projector the events it reads, in global order, and writes its rows and its
 * checkpoint in one transaction. The checkpoint update is a compare-and-set, so a second runner
 * on the same database cannot apply a batch twice: its transaction rolls back and it re-reads.
 */
export class ProjectionRunner {
  private readonly workers = new Map<string, ProjectorWorker>();
  private readonly batchSize: number;

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.batchSize = options.batchSize ?? 500;
    for (const projector of options.projectors) {
      this.workers.set(projector.name, new ProjectorWorker(projector, options, this.batchSize));
    }
  }

  /** Builds missing or outdated read models, then follows $all live. */
  async start(): Promise<void> {
    for (const worker of this.workers.values()) {
      const stored = await this.options.db
        .selectFrom('projection_checkpoints')
        .selectAll()
        .where('name', '=', worker.projector.name)
        .executeTakeFirst();
      const tablesExist = await this.tablesExist(worker.projector);
      if (!stored || stored.version !== worker.projector.version || !tablesExist) {
        this.options.log?.(
          `Building read model ${worker.projector.name} v${worker.projector.version} from the first event`,
        );
        await this.rebuild(worker.projector.name);
      } else {
        worker.resumeFrom(BigInt(stored.position));
        worker.start();
      }
    }
  }

  has(name: string): boolean {
    return this.workers.has(name);
  }

  status(): ProjectorStatus[] {
    return [...this.workers.values()].map((w) => w.status());
  }

  /** Resolves true once every named read model has applied everything up to `position`, false on time-out. */
  async waitFor(names: readonly string[], position: Position, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (const name of names) {
      const worker = this.workers.get(name);
      if (!worker) throw new Error(`Unknown read model ${name}`);
      if (!(await worker.reached(position, deadline - Date.now()))) return false;
    }
    return true;
  }

  /**
   * Rebuilds a read model from the first event into tables in a schema of its own while the live
   * tables keep answering, then swaps them in within one transaction.
   */
  async rebuild(name: string): Promise<void> {
    const worker = this.workers.get(name);
    if (!worker) throw new Error(`Unknown read model ${name}`);
    const { db, store } = this.options;
    const projector = worker.projector;
    const schema = `rm_build_${projector.name}`;
    worker.markRebuilding();
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(db);
    await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(db);
    await projector.createTables(db, schema);

    let position: Position = 0n;
    const catchUp = async (): Promise<void> => {
      for (;;) {
        const events = await store.readAll({
          after: position,
          filter: { eventTypes: projector.eventTypes },
          maxCount: 2000,
        });
        if (events.length === 0) return;
        await db.transaction().execute((trx) => projector.applyBatch(trx.withSchema(schema), events));
        position = events[events.length - 1]!.position;
      }
    };
    await catchUp();
    // Pause the live worker for the last events and the swap only.
    await worker.stop();
    await catchUp();
    await db.transaction().execute(async (trx) => {
      for (const table of projector.tables) {
        await sql`DROP TABLE IF EXISTS ${sql.id(READ_MODEL_SCHEMA, table)}`.execute(trx);
        await sql`ALTER TABLE ${sql.id(schema, table)} SET SCHEMA ${sql.id(READ_MODEL_SCHEMA)}`.execute(trx);
      }
      const checkpoint = {
        name: projector.name,
        position: position.toString(),
        version: projector.version,
        updated_at: new Date(),
      };
      await trx
        .insertInto('projection_checkpoints')
        .values(checkpoint)
        .onConflict((oc) => oc.column('name').doUpdateSet(checkpoint))
        .execute();
    });
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(db);
    worker.resumeFrom(position);
    worker.start();
  }

  async stop(): Promise<void> {
    await Promise.all([...this.workers.values()].map((w) => w.stop()));
  }

  private async tablesExist(projector: Projector): Promise<boolean> {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM information_schema.tables
      WHERE table_schema = ${READ_MODEL_SCHEMA} AND table_name = ANY(${[...projector.tables]})`.execute(
      this.options.db,
    );
    return rows[0]?.n === projector.tables.length;
  }
}

/** Runs one projector: a subscription from its checkpoint, batches, one transaction per batch. */
class ProjectorWorker {
  private position: Position = 0n;
  private state: ProjectorStatus['state'] = 'starting';
  private lastLagMs: number | null = null;
  private lastError: string | null = null;
  private subscription: Subscription | undefined;
  private loop: Promise<void> | undefined;
  private stopped = true;
  private waiters = new Set<() => void>();

  constructor(
    readonly projector: Projector,
    private readonly options: ProjectionRunnerOptions,
    private readonly batchSize: number,
  ) {}

  resumeFrom(position: Position): void {
    this.position = position;
  }

  markRebuilding(): void {
    this.state = 'rebuilding';
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.state = 'catching-up';
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.subscription?.stop();
    await this.loop;
    this.loop = undefined;
    if (this.state !== 'rebuilding') this.state = 'stopped';
  }

  status(): ProjectorStatus {
    return {
      name: this.projector.name,
      version: this.projector.version,
      state: this.state,
      position: this.position.toString(),
      lastLagMs: this.lastLagMs,
      lastError: this.lastError,
    };
  }

  async reached(target: Position, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (this.position < target) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const done = (): void => {
          clearTimeout(timer);
          this.waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, left);
        this.waiters.add(done);
      });
    }
    return true;
  }

  private advanced(position: Position): void {
    if (position <= this.position) return;
    this.position = position;
    for (const wake of [...this.waiters]) wake();
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      try {
        await this.follow();
        failures = 0;
      } catch (error) {
        if (this.stopped) return;
        if (error instanceof CheckpointMoved) {
          // Another runner applied this batch first: carry on from where it got to.
          await this.reloadPosition();
          continue;
        }
        failures++;
        this.state = 'failed';
        this.lastError = String(error);
        this.options.log?.(`Read model ${this.projector.name}: ${this.lastError}`);
        await sleep(Math.min(100 * 2 ** failures, 5000));
        await this.reloadPosition();
      }
    }
  }

  private async reloadPosition(): Promise<void> {
    const stored = await this.options.db
      .selectFrom('projection_checkpoints')
      .select('position')
      .where('name', '=', this.projector.name)
      .executeTakeFirst()
      .catch(() => undefined);
    if (stored) this.position = BigInt(stored.position);
  }

  private async follow(): Promise<void> {
    const subscription = this.options.store.subscribeToAll({
      after: this.position,
      filter: { eventTypes: this.projector.eventTypes },
    });
    this.subscription = subscription;
    let batch: RecordedEvent[] = [];
    let committed = this.position;
    try {
      for await (const item of subscription) {
        if (item.kind === 'event') {
          batch.push(item.event);
          if (batch.length < this.batchSize) continue;
          committed = await this.commit(batch, committed);
          batch = [];
        } else {
          if (batch.length) committed = await this.commit(batch, committed);
          batch = [];
          // Nothing this projector reads lies between: the position moves without a write.
          this.advanced(item.position);
          if (item.caughtUp || this.state === 'failed') this.state = 'live';
        }
      }
    } finally {
      await subscription.stop();
    }
  }

  /** Applies a batch and moves the stored checkpoint from `from` to its last event, atomically. */
  private async commit(events: RecordedEvent[], from: Position): Promise<Position> {
    const to = events[events.length - 1]!.position;
    const change = await this.options.db.transaction().execute(async (trx) => {
      const result = await this.projector.applyBatch(trx.withSchema(READ_MODEL_SCHEMA), events);
      const updated = await trx
        .updateTable('projection_checkpoints')
        .set({ position: to.toString(), updated_at: new Date() })
        .where('name', '=', this.projector.name)
        .where('position', '=', from.toString())
        .executeTakeFirst();
      if (updated.numUpdatedRows !== 1n) throw new CheckpointMoved();
      return result;
    });
    this.lastLagMs = Date.now() - events[events.length - 1]!.created.getTime();
    this.lastError = null;
    this.advanced(to);
    if (change) this.options.onChange?.({ ...change, readModel: this.projector.name, position: to });
    return to;
  }
}
