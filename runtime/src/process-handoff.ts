import type { Decider, DomainEvent } from '@packflow/domain';
import type { Position } from '@packflow/eventstore';
import type { ReactionMetadata, ReactorCommands } from '@packflow/projections';

/** An append a reactor of this process has just committed: the stream's state after it, and where it went. */
export interface CommittedStep {
  streamId: string;
  events: readonly DomainEvent[];
  /** The stream's state after the events, as the command runner worked it out (proved by the expected revision). */
  state: unknown;
  position: Position;
}

interface Waiter {
  streams: readonly string[];
  take(step: CommittedStep): boolean;
}

/** A wait registered before (or just after) the append that starts a process; cancel it when done with it. */
export interface Handoff<T> {
  promise: Promise<T>;
  cancel(): void;
}

/**
 * Where a reactor running in this process hands what it committed to the request waiting for it,
 * keyed by stream: the request answers as soon as the step it waits for is committed, without
 * polling the reactor's checkpoint or reading the stream again. Only committed appends are handed
 * over (what the stream says), so the answer is the same as a read would give. A request whose
 * reactor runs in another process never hears from here and answers from a read (awaitOutcome).
 */
export class ProcessHandoff {
  private readonly waiters = new Map<string, Set<Waiter>>();

  /**
   * Waits for the first committed step on one of `streams` that `pick` answers for (undefined:
   * not yet). The waiter is removed when answered or cancelled.
   */
  wait<T>(streams: readonly string[], pick: (step: CommittedStep) => T | undefined): Handoff<T> {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((r) => (resolve = r));
    const waiter: Waiter = {
      streams,
      take: (step) => {
        const answer = pick(step);
        if (answer === undefined) return false;
        resolve(answer);
        return true;
      },
    };
    for (const stream of streams) {
      const set = this.waiters.get(stream) ?? new Set<Waiter>();
      set.add(waiter);
      this.waiters.set(stream, set);
    }
    return { promise, cancel: () => this.remove(waiter) };
  }

  /** A reactor's append has committed: the waiters on its stream that it answers are answered. */
  committed(step: CommittedStep): void {
    const set = this.waiters.get(step.streamId);
    if (!set) return;
    for (const waiter of [...set]) {
      let taken = false;
      try {
        taken = waiter.take(step);
      } catch {
        // A waiter that cannot read the step falls back to reading the stream.
      }
      if (taken) this.remove(waiter);
    }
  }

  /** How many requests are waiting (for the health of the registry: none once all are answered). */
  get size(): number {
    const all = new Set<Waiter>();
    for (const set of this.waiters.values()) for (const w of set) all.add(w);
    return all.size;
  }

  /** The reactors' commands, each committed append reported here. */
  reporting(commands: ReactorCommands): ReactorCommands {
    const report = <State, Event extends DomainEvent>(
      streamId: string,
      result: { events: Event[]; state: State; position?: Position },
    ) => {
      if (result.events.length && result.position !== undefined)
        this.committed({ streamId, events: result.events, state: result.state, position: result.position });
      return result;
    };
    return {
      history: (streamId) => commands.history(streamId),
      load: (decider, streamId) => commands.load(decider, streamId),
      run: async <State, Command, Event extends DomainEvent>(
        decider: Decider<State, Command, Event>,
        streamId: string,
        command: Command,
        metadata: ReactionMetadata,
      ) => report(streamId, await commands.run(decider, streamId, command, metadata)),
      create: async <State, Command, Event extends DomainEvent>(
        decider: Decider<State, Command, Event>,
        streamId: string,
        command: Command,
        metadata: ReactionMetadata,
      ) => report(streamId, await commands.create(decider, streamId, command, metadata)),
    };
  }

  private remove(waiter: Waiter): void {
    for (const stream of waiter.streams) {
      const set = this.waiters.get(stream);
      if (!set) continue;
      set.delete(waiter);
      if (!set.size) this.waiters.delete(stream);
    }
  }
}
