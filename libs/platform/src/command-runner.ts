import type { CommandMetadata, Decider, DomainEvent } from '@packflow/domain';
import {
  type EventStore,
  type Position,
  type RecordedEvent,
  StreamNotFoundError,
  WrongExpectedRevisionError,
  nameBasedUuid,
} from '@packflow/eventstore';
import { GENESIS, type ChainLink, chainHead, isChainedStream, linksAfter } from './chain';
import { KnownStates } from './known-states';

/**
 * Who issued a command, in which role, when, as part of which request, and (for a reactor's
 * command) in reaction to which event, with the key its event ids come from (plain data, defined
 * in the domain).
 */
export type { CommandMetadata };

export interface CommandResult<Event, State = unknown> {
  events: Event[];
  /** The aggregate's state after the events. */
  state: State;
  /** Position of the last appended event; undefined when the command changed nothing. */
  position?: Position;
}

/** The record changed after the person opened it (their `If-Match` revision is behind): 409, nothing appended. */
export class RecordChangedError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: number,
    /** The stream's revision now, -1 when it has no events. */
    readonly current: number,
  ) {
    super(`Stream ${streamId} is at revision ${current}, not ${expected} as expected`);
  }
}

export class ConcurrencyConflictError extends Error {
  constructor(readonly streamId: string) {
    super(`Stream ${streamId} kept changing; the command was not applied`);
  }
}

/**
 * Load, fold, decide, append with the expected revision; on a conflict start again from a fresh
 * read, a bounded number of times. Every event carries the command's metadata.
 */
export class CommandRunner {
  /** The last command queued per stream in this process. */
  private readonly queues = new Map<string, Promise<unknown>>();
  /** The state this process last read or wrote per stream: a command on it appends without reading first. */
  readonly known = new KnownStates();

  constructor(
    private readonly store: EventStore,
    private readonly maxAttempts = 5,
  ) {}

  /** The aggregate's current state, for reads that must not wait for a projection (e.g. login). */
  async load<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    streamId: string,
  ): Promise<State> {
    return (await this.read(decider, streamId)).state;
  }

  /** A stream's state with the events it was worked out from (one read). */
  loadWithHistory<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    streamId: string,
  ): Promise<{ state: State; history: RecordedEvent[] }> {
    return this.read(decider, streamId);
  }

  /** A stream's events, [] when it has none. */
  async history(streamId: string): Promise<RecordedEvent[]> {
    return this.store.readStream(streamId).catch((error: unknown) => {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    });
  }

  private async read<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    streamId: string,
  ) {
    const history = await this.history(streamId);
    const state = history.reduce(
      (s, e) => decider.evolve(s, { type: e.type, data: e.data } as Event),
      decider.initialState(),
    );
    this.known.set(decider, streamId, state, history.length - 1);
    return { history, state };
  }

  /**
   * Commands on one stream from this process take turns, so a burst on a busy stream (one
   * salesman's bean ledger, say) queues instead of exhausting its retries on conflicts with
   * itself. Other processes still meet the expected-revision check and retry.
   */
  run<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    streamId: string,
    command: Command,
    metadata: CommandMetadata,
  ): Promise<CommandResult<Event, State>> {
    const previous = this.queues.get(streamId) ?? Promise.resolve();
    const next = previous.then(
      () => this.attempt(decider, streamId, command, metadata),
      () => this.attempt(decider, streamId, command, metadata),
    );
    const tail = next.catch(() => undefined);
    this.queues.set(streamId, tail);
    void tail.then(() => {
      if (this.queues.get(streamId) === tail) this.queues.delete(streamId);
    });
    return next;
  }

  /**
   * For a stream the command starts (a fresh id): decides on the initial state and appends
   * expecting no stream, without reading first. Should the stream exist after all, it runs as
   * usual, so the decider sees what is there.
   */
  async create<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    streamId: string,
    command: Command,
    metadata: CommandMetadata,
  ): Promise<CommandResult<Event, State>> {
    try {
      return await this.appendUnread(decider, streamId, command, metadata, 'no_stream');
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      return this.run(decider, streamId, command, metadata);
    }
  }

  /**
   * For a log, a stream whose events obey no rule across them (logins with a username nobody
   * holds): decides on the initial state and appends at whatever revision the stream has, without
   * reading it, so a long log costs nothing to add to.
   */
  record<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    streamId: string,
    command: Command,
    metadata: CommandMetadata,
  ): Promise<CommandResult<Event, State>> {
    // A chained stream's next hash needs its head: read it first.
    if (isChainedStream(streamId)) return this.run(decider, streamId, command, metadata);
    return this.appendUnread(decider, streamId, command, metadata, 'any');
  }

  /** Decides on the initial state and appends at `expectedRevision`, without reading the stream. */
  private async appendUnread<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    streamId: string,
    command: Command,
    metadata: CommandMetadata,
    expectedRevision: 'no_stream' | 'any',
  ): Promise<CommandResult<Event, State>> {
    const state = decider.initialState();
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state };
    const links = isChainedStream(streamId) ? linksAfter(GENESIS, events) : undefined;
    let result;
    try {
      result = await this.store.appendToStream(streamId, events.map(withMetadata(metadata, links)), {
        expectedRevision,
      });
    } finally {
      this.known.forget(streamId);
    }
    const after = events.reduce(decider.evolve, state);
    // A new stream holds exactly these events (unless the append was a replay of an earlier one).
    if (expectedRevision === 'no_stream' && result.nextExpectedRevision === events.length - 1)
      this.known.set(decider, streamId, after, result.nextExpectedRevision);
    return { events, state: after, position: result.position };
  }

  private async attempt<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    streamId: string,
    command: Command,
    metadata: CommandMetadata,
  ): Promise<CommandResult<Event, State>> {
    // A chained stream's next link needs its head, which only a read gives.
    let known = isChainedStream(streamId) ? undefined : this.known.get<State>(decider, streamId);
    // Attempts count reads: a guess that proves stale falls back to a read without using one up.
    for (let attempt = 0; ;) {
      const guess = known;
      known = undefined;
      if (!guess) attempt++;
      const read = guess ? undefined : await this.read(decider, streamId);
      const state = guess ? guess.state : read!.state;
      const revision = guess ? guess.revision : read!.history.length - 1;
      if (metadata.expectedRevision !== undefined && metadata.expectedRevision !== revision) {
        if (guess) continue;
        throw new RecordChangedError(streamId, metadata.expectedRevision, revision);
      }
      let events: Event[];
      try {
        events = decider.decide(command, state);
      } catch (error) {
        // A refusal is only ever given on what the stream says now.
        if (guess) continue;
        throw error;
      }
      if (events.length === 0) {
        if (guess) continue;
        return { events, state };
      }
      try {
        const links =
          read && isChainedStream(streamId) ? linksAfter(chainHead(read.history), events) : undefined;
        const result = await this.store.appendToStream(streamId, events.map(withMetadata(metadata, links)), {
          expectedRevision: revision === -1 ? 'no_stream' : revision,
        });
        const after = events.reduce(decider.evolve, state);
        // An append answered as a replay of an earlier one lands elsewhere: what the stream holds
        // is read next time.
        if (result.nextExpectedRevision === revision + events.length)
          this.known.set(decider, streamId, after, result.nextExpectedRevision);
        else this.known.forget(streamId);
        return { events, state: after, position: result.position };
      } catch (error) {
        this.known.forget(streamId);
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (!guess && attempt >= this.maxAttempts) throw new ConcurrencyConflictError(streamId);
      }
    }
  }
}

/** An event as appended: its type and data with the command's metadata (and its chain link, on a chained stream). */
const withMetadata = (metadata: CommandMetadata, links?: ChainLink[]) => (e: DomainEvent, index: number) => ({
  ...(metadata.idempotencyKey ? { id: nameBasedUuid(`${metadata.idempotencyKey}#${index}`) } : {}),
  type: e.type,
  data: e.data,
  metadata: {
    userId: metadata.userId ?? undefined,
    role: metadata.role ?? undefined,
    at: metadata.at.toISOString(),
    correlationId: metadata.correlationId,
    ...(metadata.causationId ? { causationId: metadata.causationId } : {}),
    ...(links?.[index] ? { chain: links[index] } : {}),
  },
});
