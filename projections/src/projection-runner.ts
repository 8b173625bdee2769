import type { RebuildView, RunnerView } from '@packflow/contracts';
import { type Database, READ_MODEL_SCHEMA } from '@packflow/db';
import type { EventStore, Position } from '@packflow/eventstore';
import { type Kysely, sql } from 'kysely';
import type { Projector, ReadModelChange } from './projector';
import type { Reactor, ReactorCommands } from './reactor';
import { type ChangeMessage, LocalBus, type RunnerBus } from './runner/bus';
import { type Lease, LocalLease } from './runner/lease';
import { RunnerWorker, type RunnerStatus } from './runner/worker';

export type { RunnerStatus } from './runner/worker';
/** The status of a projector or reactor (the name the health page has always used). */
export type ProjectorStatus = RunnerStatus;

export interface CommittedChange extends ReadModelChange {
  readModel: string;
  position: Position;
}

export interface ProjectionRunnerOptions {
  store: EventStore;
  db: Kysely<Database>;
  projectors: readonly Projector[];
  reactors?: readonly Reactor[];
  /** What reactors run their commands with. */
  commands?: ReactorCommands;
  /** Who runs what across processes; without it, this process runs everything. */
  lease?: Lease;
  bus?: RunnerBus;
  /** false: this process only serves (it follows the others' progress but runs nothing). */
  run?: boolean;
  onChange?: (change: CommittedChange) => void;
  log?: (message: string) => void;
  batchSize?: number;
  /** How often a standby tries for the leases it lacks (and a holder checks its own). */
  leasePollMs?: number;
  parkAfter?: number;
}

/** A rebuild as the runner keeps it (the answer adds how much it has read, in percent). */
export type RebuildProgress = Omit<RebuildView, 'percent'>;

export type RunnerHealth = RunnerView;

const buildSchema = (name: string) => `rm_build_${name}`;

/**
 * Runs the product's projectors and reactors: in each, the events it reads in global order, its
 * effect and its checkpoint committed together. Exactly one process runs each one: the one holding
 * its lease; the others stand by, follow the holder's progress (for read-your-writes) and take over
 * when it goes away. Rebuilds are requested through a table, run by the holder one at a time per
 * read model, and reported there with their progress.
 */
export class ProjectionRunner {
  private readonly workers = new Map<string, RunnerWorker>();
  private readonly projectors = new Map<string, Projector>();
  private readonly lease: Lease;
  private readonly bus: RunnerBus;
  private timer: NodeJS.Timeout | undefined;
  private tick: Promise<void> = Promise.resolve();
  private closed = false;
  private stopBus: (() => void) | undefined;
  private stopLost: (() => void) | undefined;
  private rebuilding = new Set<string>();

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.lease = options.lease ?? new LocalLease(`pid ${process.pid}`);
    this.bus = options.bus ?? new LocalBus();
    const context = {
      store: options.store,
      db: options.db,
      commands: options.commands,
      log: options.log,
      batchSize: options.batchSize ?? 500,
      parkAfter: options.parkAfter ?? 5,
      onCommitted: (name: string, position: Position, change?: ReadModelChange) =>
        this.committed(name, position, change),
      // A standby waiting on a position past this runner's last write learns it has got there.
      onAdvanced: (name: string, position: Position) =>
        this.bus.publish({ kind: 'progress', name, position: position.toString() }),
    };
    for (const projector of options.projectors) {
      this.projectors.set(projector.name, projector);
      this.workers.set(projector.name, new RunnerWorker(projector.name, { projector }, context));
    }
    for (const reactor of options.reactors ?? []) {
      if (!options.commands) throw new Error('Reactors need commands to run');
      this.workers.set(reactor.name, new RunnerWorker(reactor.name, { reactor }, context));
    }
  }

  /**
   * Takes the leases nobody holds, builds missing or outdated read models among them and follows
   * $all live; then keeps trying for the rest. A process that does not run (run: false) only
   * follows the others' progress.
   */
  async start(): Promise<void> {
    this.stopBus = this.bus.subscribe(
      (message) => {
        if (message.kind === 'progress') this.workers.get(message.name)?.heard(BigInt(message.position));
        else if (message.kind === 'change') this.options.onChange?.(changeOf(message.change));
        else if (message.kind === 'rebuild') this.schedule();
      },
      () => this.schedule(),
    );
    this.stopLost = this.lease.onLost(() => void this.lostLeases());
    if (this.options.run === false) await this.refreshPositions();
    else await this.round();
    this.timer = setInterval(() => this.schedule(), this.options.leasePollMs ?? 1000);
    this.timer.unref();
  }

  has(name: string): boolean {
    return this.workers.has(name);
  }

  isProjector(name: string): boolean {
    return this.projectors.has(name);
  }

  status(): RunnerStatus[] {
    return [...this.workers.values()].map((w) => w.status());
  }

  /** Every projector and reactor with its lease holder and whether it is behind the head. */
  async health(): Promise<RunnerHealth[]> {
    const [holders, head] = await Promise.all([
      this.lease.holders([...this.workers.keys()]),
      this.options.store.headPosition(),
    ]);
    if (this.options.run === false) await this.refreshPositions();
    return this.status().map((s) => ({
      ...s,
      leaseHolder: holders.get(s.name) ?? null,
      behind: BigInt(s.position) < head,
    }));
  }

  /** Resolves true once every named runner has handled everything up to `position`, false on time-out. */
  async waitFor(names: readonly string[], position: Position, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (const name of names) {
      const worker = this.workers.get(name);
      if (!worker) throw new Error(`Unknown read model ${name}`);
      if (!(await worker.reached(position, deadline - Date.now(), () => this.refreshPositions())))
        return false;
    }
    return true;
  }

  // ---------------------------------------------------------------- rebuilds

  /**
   * Asks for a rebuild of a read model from the first event. Answers the rebuild as it stands:
   * `started` false when one is already requested or running (its progress is in `rebuild`).
   */
  async requestRebuild(
    name: string,
    by: string | null,
  ): Promise<{ started: boolean; rebuild: RebuildProgress }> {
    if (!this.projectors.has(name)) throw new Error(`Unknown read model ${name}`);
    const now = new Date();
    const row = {
      name,
      state: 'requested' as const,
      requested_by: by,
      requested_at: now,
      started_at: null,
      finished_at: null,
      position: '0',
      head: (await this.options.store.headPosition()).toString(),
      error: null,
    };
    const inserted = await this.options.db
      .insertInto('projection_rebuilds')
      .values(row)
      .onConflict((oc) =>
        oc.column('name').doUpdateSet(row).where('projection_rebuilds.state', 'in', ['done', 'failed']),
      )
      .returning('name')
      .executeTakeFirst();
    if (inserted) {
      this.bus.publish({ kind: 'rebuild', name });
      this.schedule();
    }
    return { started: Boolean(inserted), rebuild: (await this.rebuildProgress(name))! };
  }

  async rebuildProgress(name: string): Promise<RebuildProgress | undefined> {
    const row = await this.options.db
      .selectFrom('projection_rebuilds')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirst();
    return row && progressOf(row);
  }

  async rebuilds(): Promise<RebuildProgress[]> {
    const rows = await this.options.db
      .selectFrom('projection_rebuilds')
      .selectAll()
      .orderBy('name')
      .execute();
    return rows.map(progressOf);
  }

  /** Rebuilds a read model now, in this process, which must hold its lease (start-up, tests). */
  async rebuild(name: string): Promise<void> {
    const worker = this.workers.get(name);
    const projector = this.projectors.get(name);
    if (!worker || !projector) throw new Error(`Unknown read model ${name}`);
    await this.rebuildNow(worker, projector, async () => undefined);
  }

  // ---------------------------------------------------------------- parked steps

  /** Reactor steps that kept failing, newest first; retried ones too when `all`. */
  async parkedSteps(all = false) {
    let query = this.options.db
      .selectFrom('runner_parked_steps')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(200);
    if (!all) query = query.where('retried_at', 'is', null);
    return query.execute();
  }

  /**
   * Runs a parked step again, in this process (reactions are idempotent, so running beside the
   * reactor's holder is safe). Resolves true when it went through; false when the step is unknown
   * or already retried; throws the step's error when it fails again (the row keeps it).
   */
  async retryParked(id: string): Promise<boolean> {
    const { db, store } = this.options;
    const row = await db
      .selectFrom('runner_parked_steps')
      .selectAll()
      .where('id', '=', id)
      .where('retried_at', 'is', null)
      .executeTakeFirst();
    const reactor = row && this.options.reactors?.find((r) => r.name === row.runner);
    if (!row || !reactor) return false;
    const event = (await store.readStream(row.stream_id)).find((e) => e.id === row.event_id);
    if (!event) return false;
    try {
      await reactor.react(event, this.options.commands!);
    } catch (error) {
      await db
        .updateTable('runner_parked_steps')
        .set({ attempts: row.attempts + 1, error: String(error) })
        .where('id', '=', id)
        .execute();
      throw error;
    }
    await db
      .updateTable('runner_parked_steps')
      .set({ retried_at: new Date() })
      .where('id', '=', id)
      .execute();
    return true;
  }

  async stop(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.stopBus?.();
    this.stopLost?.();
    await this.tick.catch(() => undefined);
    await Promise.all([...this.workers.values()].map((w) => w.stop()));
  }

  // ---------------------------------------------------------------- leases

  private schedule(): void {
    if (this.closed) return;
    this.tick = this.tick
      .then(() => (this.options.run === false ? this.refreshPositions() : this.round()))
      .catch((error: unknown) => this.options.log?.(`Runner: ${String(error)}`));
  }

  /** One round: take the leases nobody holds, follow the holders' progress, run requested rebuilds. */
  private async round(): Promise<void> {
    if (this.closed) return;
    await this.lease.verify();
    for (const worker of this.workers.values()) {
      if (worker.active || this.closed) continue;
      if (await this.lease.tryAcquire(worker.name)) await this.activate(worker);
    }
    await this.refreshPositions();
    await this.runRequestedRebuilds();
  }

  private async activate(worker: RunnerWorker): Promise<void> {
    const projector = this.projectors.get(worker.name);
    const stored = await this.options.db
      .selectFrom('projection_checkpoints')
      .selectAll()
      .where('name', '=', worker.name)
      .executeTakeFirst();
    if (!projector) {
      if (!stored)
        await this.options.db
          .insertInto('projection_checkpoints')
          .values({ name: worker.name, position: '0', version: worker.version, updated_at: new Date() })
          .onConflict((oc) => oc.column('name').doNothing())
          .execute();
      worker.start(stored ? BigInt(stored.position) : 0n);
      return;
    }
    // A build left by a runner that died mid-rebuild is of no use: start it again if asked.
    await sql`DROP SCHEMA IF EXISTS ${sql.id(buildSchema(projector.name))} CASCADE`.execute(this.options.db);
    await this.options.db
      .updateTable('projection_rebuilds')
      .set({ state: 'failed', error: 'interrupted: its runner stopped', finished_at: new Date() })
      .where('name', '=', projector.name)
      .where('state', '=', 'running')
      .execute();
    if (!stored || stored.version !== projector.version || !(await this.tablesExist(projector))) {
      this.options.log?.(`Building read model ${projector.name} v${projector.version} from the first event`);
      await this.rebuildNow(worker, projector, async () => undefined);
    } else {
      worker.start(BigInt(stored.position));
    }
  }

  /** The lease connection died: stop everything this process ran; the next round takes over again. */
  private async lostLeases(): Promise<void> {
    const held = [...this.workers.values()].filter((w) => w.active);
    if (!held.length) return;
    this.options.log?.(`Runner: lease lost, standing by (${held.map((w) => w.name).join(', ')})`);
    await Promise.all(held.map((w) => w.stop('standby')));
    for (const worker of held) worker.active = false;
  }

  /** A standby's picture of the holders' progress, from their checkpoints. */
  private async refreshPositions(): Promise<void> {
    const standby = [...this.workers.values()].filter((w) => !w.active);
    if (!standby.length) return;
    const rows = await this.options.db
      .selectFrom('projection_checkpoints')
      .select(['name', 'position'])
      .where(
        'name',
        'in',
        standby.map((w) => w.name),
      )
      .execute();
    for (const row of rows) this.workers.get(row.name)?.heard(BigInt(row.position));
  }

  private committed(name: string, position: Position, change?: ReadModelChange): void {
    this.bus.publish({ kind: 'progress', name, position: position.toString() });
    if (!change) return;
    const committed: CommittedChange = { ...change, readModel: name, position };
    this.options.onChange?.(committed);
    this.bus.publish({ kind: 'change', change: messageOf(committed) });
  }

  // ---------------------------------------------------------------- rebuild

  private async runRequestedRebuilds(): Promise<void> {
    const requested = await this.options.db
      .selectFrom('projection_rebuilds')
      .select('name')
      .where('state', '=', 'requested')
      .execute();
    for (const { name } of requested) {
      const worker = this.workers.get(name);
      const projector = this.projectors.get(name);
      if (!worker?.active || !projector || this.rebuilding.has(name)) continue;
      const claimed = await this.options.db
        .updateTable('projection_rebuilds')
        .set({ state: 'running', started_at: new Date() })
        .where('name', '=', name)
        .where('state', '=', 'requested')
        .executeTakeFirst();
      if (claimed.numUpdatedRows !== 1n) continue;
      // In the background: other runners go on meanwhile; the row reports how far it has got.
      void this.rebuildNow(worker, projector, (position, head) =>
        this.options.db
          .updateTable('projection_rebuilds')
          .set({ position: position.toString(), head: head.toString() })
          .where('name', '=', name)
          .execute()
          .then(() => undefined),
      ).then(
        () => this.finishRebuild(name, null),
        (error: unknown) => this.finishRebuild(name, String(error)),
      );
    }
  }

  private async finishRebuild(name: string, error: string | null): Promise<void> {
    await this.options.db
      .updateTable('projection_rebuilds')
      .set({ state: error ? 'failed' : 'done', error, finished_at: new Date() })
      .where('name', '=', name)
      .execute()
      .catch((e: unknown) => this.options.log?.(`Rebuild of ${name}: ${String(e)}`));
  }

  /**
   * Rebuilds a read model from the first event into tables in a schema of its own while the live
   * tables keep answering, then swaps them in within one transaction. Should any of it fail, the
   * live projector goes on from its own checkpoint, with the failure as its last error.
   */
  private async rebuildNow(
    worker: RunnerWorker,
    projector: Projector,
    progress: (position: Position, head: Position) => Promise<void>,
  ): Promise<void> {
    if (this.rebuilding.has(projector.name)) throw new Error(`A rebuild of ${projector.name} is running`);
    this.rebuilding.add(projector.name);
    const { db, store } = this.options;
    const schema = buildSchema(projector.name);
    const wasRunning = worker.active;
    let paused = false;
    try {
      await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(db);
      await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(db);
      await projector.createTables(db, schema);
      let position: Position = 0n;
      const head = await store.headPosition();
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
          await progress(position, head > position ? head : position);
        }
      };
      await catchUp();
      // Pause the live worker for the last events and the swap only.
      paused = true;
      await worker.stop('rebuilding');
      await catchUp();
      await db.transaction().execute(async (trx) => {
        for (const table of projector.tables) {
          await sql`DROP TABLE IF EXISTS ${sql.id(READ_MODEL_SCHEMA, table)}`.execute(trx);
          await sql`ALTER TABLE ${sql.id(schema, table)} SET SCHEMA ${sql.id(READ_MODEL_SCHEMA)}`.execute(
            trx,
          );
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
      await progress(position, position);
      await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(db);
      worker.start(position);
    } catch (error) {
      await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(db).catch(() => undefined);
      if (paused || !wasRunning) {
        const stored = await db
          .selectFrom('projection_checkpoints')
          .select(['position', 'version'])
          .where('name', '=', projector.name)
          .executeTakeFirst()
          .catch(() => undefined);
        // The live tables stay as they were: go on from their checkpoint when they are current.
        if (stored && stored.version === projector.version) worker.start(BigInt(stored.position));
      }
      worker.lastError = `Rebuild failed: ${String(error)}`;
      this.options.log?.(`Read model ${projector.name}: ${worker.lastError}`);
      throw error;
    } finally {
      this.rebuilding.delete(projector.name);
    }
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

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

function progressOf(row: {
  name: string;
  state: RebuildProgress['state'];
  position: string;
  head: string;
  requested_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  error: string | null;
}): RebuildProgress {
  return {
    name: row.name,
    state: row.state,
    position: row.position,
    head: row.head,
    requestedAt: iso(row.requested_at)!,
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
    error: row.error,
  };
}

/** NOTIFY carries at most 8000 bytes: a change with very many ids travels without them (clients reload the read model). */
function messageOf(change: CommittedChange): ChangeMessage {
  const message = {
    readModel: change.readModel,
    ids: change.ids,
    audience: change.audience,
    position: change.position.toString(),
  };
  return JSON.stringify(message).length > 6000 ? { ...message, ids: [] } : message;
}

function changeOf(message: ChangeMessage): CommittedChange {
  return { ...message, position: BigInt(message.position) };
}
