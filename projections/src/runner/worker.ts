import type { RunnerKind, RunnerState, RunnerView } from '@packflow/contracts';
import { type Database, READ_MODEL_SCHEMA } from '@packflow/db';
import {
  type EventStore,
  type Position,
  type RecordedEvent,
  type Subscription,
  isConnectionError,
} from '@packflow/eventstore';
import type { Kysely } from 'kysely';
import type { Projector, ReadModelChange } from '../projector';
import type { Reactor, ReactorCommands } from '../reactor';
import { type ParkedStep, Reactions } from './reactions';

/** A runner as this process sees it; the health page adds its lease holder and whether it is behind. */
export type RunnerStatus = Omit<RunnerView, 'leaseHolder' | 'behind'>;

export interface WorkerContext {
  store: EventStore;
  db: Kysely<Database>;
  commands?: ReactorCommands;
  log?: (message: string) => void;
  batchSize: number;
  /** A reactor event that failed this many times (not for a lost connection) is parked. */
  parkAfter: number;
  onCommitted(name: string, position: Position, change?: ReadModelChange): void;
  /** The runner has handled everything up to `position` (also past events it does not read). */
  onAdvanced(name: string, position: Position): void;
}

/** How long a reactor's stored checkpoint may stay behind the reactions it has done. */
const CHECKPOINT_EVERY_MS = 100;

/** The checkpoint moved under this runner: another one applied the batch first. */
class CheckpointMoved extends Error {}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs one projector or reactor while this process holds its lease: a subscription from its
 * checkpoint, and a compare-and-set of the checkpoint with each commit, so two runners that
 * overlap for a moment (a holder that lost its lease connection mid-batch) never apply a batch
 * twice. A standby only follows the holder's progress.
 */
export class RunnerWorker {
  position: Position = 0n;
  state: RunnerState = 'standby';
  active = false;
  lastLagMs: number | null = null;
  lastError: string | null = null;
  readonly kind: RunnerKind;
  readonly version: number;
  readonly eventTypes: readonly string[];
  private subscription: Subscription | undefined;
  private loop: Promise<void> | undefined;
  private stopped = true;
  private waiters = new Set<() => void>();
  private failures = new Map<string, number>();

  constructor(
    readonly name: string,
    readonly target: { projector: Projector } | { reactor: Reactor },
    private readonly ctx: WorkerContext,
  ) {
    this.kind = 'projector' in target ? 'projector' : 'reactor';
    this.version = 'projector' in target ? target.projector.version : 1;
    this.eventTypes = 'projector' in target ? target.projector.eventTypes : target.reactor.eventTypes;
  }

  status(): RunnerStatus {
    return {
      name: this.name,
      kind: this.kind,
      version: this.version,
      state: this.state,
      active: this.active,
      position: this.position.toString(),
      lastLagMs: this.lastLagMs,
      lastError: this.lastError,
    };
  }

  /** Starts following $all from `position` (this process holds the lease). */
  start(position: Position): void {
    if (!this.stopped) return;
    this.advanced(position, true);
    this.stopped = false;
    this.active = true;
    this.state = 'catching-up';
    this.loop = this.run();
  }

  async stop(next: RunnerState = 'stopped'): Promise<void> {
    this.stopped = true;
    await this.subscription?.stop();
    await this.loop;
    this.loop = undefined;
    this.state = next;
  }

  /** A standby learns how far the holder has got. */
  heard(position: Position): void {
    if (!this.active) this.advanced(position);
  }

  async reached(target: Position, timeoutMs: number, poll: () => Promise<void>): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (this.position < target) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      // A standby also asks the database now and then, should a message from the holder be lost.
      const wait = this.active ? left : Math.min(left, 250);
      await new Promise<void>((resolve) => {
        const done = (): void => {
          clearTimeout(timer);
          this.waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, wait);
        this.waiters.add(done);
      });
      if (!this.active && this.position < target) await poll().catch(() => undefined);
    }
    return true;
  }

  advanced(position: Position, reset = false): void {
    if (!reset && position <= this.position) return;
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
        if (!(error instanceof CheckpointMoved)) {
          failures++;
          this.state = 'failed';
          this.lastError = String(error);
          this.ctx.log?.(`${this.kind} ${this.name}: ${this.lastError}`);
          await sleep(Math.min(100 * 2 ** failures, 5000));
        }
        await this.reloadPosition();
      }
    }
  }

  private async reloadPosition(): Promise<void> {
    const stored = await this.ctx.db
      .selectFrom('projection_checkpoints')
      .select('position')
      .where('name', '=', this.name)
      .executeTakeFirst()
      .catch(() => undefined);
    if (stored) this.advanced(BigInt(stored.position), true);
  }

  private async follow(): Promise<void> {
    const subscription = this.ctx.store.subscribeToAll({
      after: this.position,
      filter: { eventTypes: this.eventTypes },
    });
    this.subscription = subscription;
    if ('reactor' in this.target) return this.followReactions(subscription, this.target.reactor);
    let batch: RecordedEvent[] = [];
    let committed = this.position;
    try {
      for await (const item of subscription) {
        if (this.stopped) return;
        if (item.kind === 'event') {
          batch.push(item.event);
          if (batch.length < this.ctx.batchSize) continue;
          committed = await this.commit(batch, committed);
          batch = [];
        } else {
          if (batch.length) committed = await this.commit(batch, committed);
          batch = [];
          this.passed(item.position);
          if (item.caughtUp || this.state === 'failed') this.state = 'live';
        }
      }
    } finally {
      await subscription.stop();
    }
  }

  /** Nothing this runner reads lies up to `position`: the position moves without a write. */
  private passed(position: Position): void {
    if (position <= this.position) return;
    this.advanced(position);
    this.ctx.onAdvanced(this.name, position);
  }

  /**
   * A reactor reads on while its reactions run: each event starts its reaction (after those of its
   * partition), and the checkpoint follows behind, moved by `commitReactions` only past events whose
   * reaction is done and past positions read without an event once all before them are. A slow
   * reaction holds up its own partition and the checkpoint, not the reading of the events after it.
   */
  private async followReactions(subscription: Subscription, reactor: Reactor): Promise<void> {
    const reactions = new Reactions(reactor, (e) => this.react(e));
    const committer = this.commitReactions(reactions, this.position).catch((error: unknown) => {
      reactions.fail(error);
      // The reading stops too: the runner starts again from the stored checkpoint.
      void subscription.stop();
    });
    try {
      for await (const item of subscription) {
        if (this.stopped || reactions.failed) break;
        if (item.kind === 'event') {
          reactions.start(item.event);
          while (reactions.full() && !reactions.failed) await reactions.changed();
        } else {
          reactions.mark(item.position);
          if (item.caughtUp || this.state === 'failed') this.state = 'live';
        }
      }
    } finally {
      await subscription.stop();
      reactions.close();
      // Reactions under way finish (they are idempotent; their checkpoint is written by whoever runs next).
      await reactions.settle();
      await committer;
    }
    if (reactions.failed && !this.stopped) throw reactions.error;
  }

  /**
   * Moves the checkpoint behind the reactions, oldest first: past an event once its reaction is
   * done (or parked), with every done one after it, and past the positions read in between. The
   * position this process answers with moves at once; the stored checkpoint at most every
   * CHECKPOINT_EVERY_MS (a parked step at once), since a reaction is idempotent and one the stored
   * checkpoint does not cover yet is only run again after a crash or a takeover.
   */
  private async commitReactions(reactions: Reactions, from: Position): Promise<void> {
    let saved = from;
    let done = from;
    let savedAt = Date.now();
    const save = async () => {
      if (done > saved) await this.moveCheckpoint(this.ctx.db, saved, done);
      saved = done;
      savedAt = Date.now();
    };
    try {
      while (!reactions.closed) {
        const head = reactions.head();
        if (!head) {
          const due = savedAt + CHECKPOINT_EVERY_MS - Date.now();
          if (done > saved && due <= 0) await save();
          else await reactions.changed(done > saved ? due : undefined);
          continue;
        }
        if (!('event' in head)) {
          reactions.take();
          this.passed(head.position);
          continue;
        }
        const parked = await head.done;
        if (reactions.closed) break;
        if (parked) {
          reactions.take();
          done = saved = await this.commit([head.event], saved, parked);
          savedAt = Date.now();
          continue;
        }
        const { events, position } = reactions.takeDone();
        done = this.committed(events[events.length - 1]!);
        if (position !== undefined) this.passed(position);
        if (Date.now() - savedAt >= CHECKPOINT_EVERY_MS) await save();
      }
    } finally {
      // What is done keeps its checkpoint however the runner stops (a takeover's moved it: theirs stands).
      if (done > saved) await save().catch(() => undefined);
    }
  }

  private async commit(events: RecordedEvent[], from: Position, parked?: ParkedStep): Promise<Position> {
    const last = events[events.length - 1]!;
    let change: ReadModelChange | undefined;
    if ('projector' in this.target) {
      const projector = this.target.projector;
      change = await this.ctx.db.transaction().execute(async (trx) => {
        const result = await projector.applyBatch(trx.withSchema(READ_MODEL_SCHEMA), events);
        await this.moveCheckpoint(trx, from, last.position);
        return result;
      });
    } else if (parked) {
      await this.ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('runner_parked_steps')
          .values(parked)
          .onConflict((oc) =>
            oc.columns(['runner', 'event_id']).doUpdateSet({
              attempts: parked.attempts,
              error: parked.error,
              parked_at: new Date(),
              retried_at: null,
            }),
          )
          .execute();
        await this.moveCheckpoint(trx, from, last.position);
      });
    } else {
      // The reaction's effects are in the store already: the checkpoint alone, one statement.
      await this.moveCheckpoint(this.ctx.db, from, last.position);
    }
    return this.committed(last, change);
  }

  /** Everything up to `last` is handled: its position is this runner's, told to the others. */
  private committed(last: RecordedEvent, change?: ReadModelChange): Position {
    this.lastLagMs = Date.now() - last.created.getTime();
    if (this.state === 'failed') this.state = 'catching-up';
    this.lastError = null;
    this.advanced(last.position);
    this.ctx.onCommitted(this.name, last.position, change);
    return last.position;
  }

  /**
   * Runs the reactor on one event. A failure is retried with backoff (by throwing); after
   * `parkAfter` failures that are not a lost connection, the event is parked and the reactor moves on.
   */
  private async react(event: RecordedEvent): Promise<ParkedStep | undefined> {
    const reactor = (this.target as { reactor: Reactor }).reactor;
    try {
      await reactor.react(event, this.ctx.commands!);
      this.failures.delete(event.id);
      return undefined;
    } catch (error) {
      // A lost connection or an unavailable server is retried without end, never parked.
      if (isConnectionError(error)) throw error;
      const attempts = (this.failures.get(event.id) ?? 0) + 1;
      this.failures.set(event.id, attempts);
      if (attempts < this.ctx.parkAfter) throw error;
      this.failures.delete(event.id);
      this.ctx.log?.(
        `reactor ${this.name}: parked ${event.type} ${event.id} after ${attempts} failures: ${String(error)}`,
      );
      return {
        runner: this.name,
        position: event.position.toString(),
        event_id: event.id,
        stream_id: event.streamId,
        event_type: event.type,
        correlation_id: typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : '',
        attempts,
        error: String(error),
      };
    }
  }

  private async moveCheckpoint(trx: Kysely<Database>, from: Position, to: Position): Promise<void> {
    const updated = await trx
      .updateTable('projection_checkpoints')
      .set({ position: to.toString(), updated_at: new Date() })
      .where('name', '=', this.name)
      .where('position', '=', from.toString())
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) throw new CheckpointMoved();
  }
}
