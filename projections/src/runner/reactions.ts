import type { RunnerParkedStepTable } from '@packflow/db';
import type { Position, RecordedEvent } from '@packflow/eventstore';
import type { Insertable } from 'kysely';
import type { Reactor } from '../reactor';

export type ParkedStep = Insertable<RunnerParkedStepTable>;

/** How many events a reactor handles at once (events of one partition still one after the other). */
const REACTIONS_AT_ONCE = 8;

interface Reaction {
  event: RecordedEvent;
  done: Promise<ParkedStep | undefined>;
  /** Done without being parked. */
  ok?: true;
}

/** A position read up to, with no event the reactor reads between the reactions before it and it. */
interface ReadUpTo {
  position: Position;
}

/**
 * A reactor's events under way: up to REACTIONS_AT_ONCE at a time, those of one partition (a
 * customer, a salesman's ledger) in order, with the positions read between them, handed to the
 * checkpoint oldest first so that it only ever moves past events whose reaction is done.
 */
export class Reactions {
  private readonly window: (Reaction | ReadUpTo)[] = [];
  private readonly tails = new Map<string, Promise<unknown>>();
  private running = 0;
  private wake: (() => void) | undefined;
  private wakeUp: Promise<void> | undefined;
  closed = false;
  failed = false;
  error: unknown;

  constructor(
    private readonly reactor: Reactor,
    private readonly react: (event: RecordedEvent) => Promise<ParkedStep | undefined>,
  ) {}

  start(event: RecordedEvent): void {
    const key = this.reactor.partitionOf?.(event) ?? event.streamId;
    const done = (this.tails.get(key) ?? Promise.resolve()).then(() => this.react(event));
    // A failure is seen when the event's turn comes (at the head); until then nobody may call it unhandled.
    done.catch(() => undefined);
    const tail = done.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    const entry: Reaction = { event, done };
    void done.then(
      (parked) => {
        if (!parked) entry.ok = true;
        this.changes();
      },
      () => this.changes(),
    );
    this.window.push(entry);
    this.running++;
    this.changes();
  }

  /** Everything up to `position` has been read. */
  mark(position: Position): void {
    const last = this.window[this.window.length - 1];
    if (last && !('event' in last)) last.position = position;
    else this.window.push({ position });
    this.changes();
  }

  head(): Reaction | ReadUpTo | undefined {
    return this.window[0];
  }

  take(): void {
    const head = this.window.shift();
    if (head && 'event' in head) this.running--;
    this.changes();
  }

  /**
   * The events at the head of the window whose reactions are done (none parked), taken out of it,
   * and the last position read up to among and right after them.
   */
  takeDone(): { events: RecordedEvent[]; position?: Position } {
    const events: RecordedEvent[] = [];
    let position: Position | undefined;
    for (let head = this.window[0]; head && (!('event' in head) || head.ok); head = this.window[0]) {
      this.window.shift();
      if ('event' in head) {
        events.push(head.event);
        this.running--;
      } else position = head.position;
    }
    this.changes();
    return { events, position };
  }

  full(): boolean {
    return this.running >= REACTIONS_AT_ONCE;
  }

  /**
   * Resolves at the next change (an event started or taken, a position read, a reaction done, a
   * failure), or after `ms`.
   */
  changed(ms?: number): Promise<void> {
    this.wakeUp ??= new Promise<void>((resolve) => (this.wake = resolve));
    if (ms === undefined) return this.wakeUp;
    let timer: NodeJS.Timeout | undefined;
    const elapsed = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
      timer.unref();
    });
    return Promise.race([this.wakeUp, elapsed]).finally(() => clearTimeout(timer));
  }

  fail(error: unknown): void {
    this.failed = true;
    this.error = error;
    this.changes();
  }

  close(): void {
    this.closed = true;
    this.changes();
  }

  async settle(): Promise<void> {
    await Promise.allSettled(this.window.flatMap((w) => ('event' in w ? [w.done] : [])));
    this.window.length = 0;
    this.running = 0;
  }

  private changes(): void {
    const wake = this.wake;
    this.wake = undefined;
    this.wakeUp = undefined;
    wake?.();
  }
}
