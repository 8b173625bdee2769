import type { CommandMetadata, Decider, DomainEvent } from '@packflow/domain';
import type { Position, RecordedEvent } from '@packflow/eventstore';

/** What a command carries besides its data (the command runner's metadata, defined in the domain). */
export type ReactionMetadata = CommandMetadata;

/** What a reactor may do: read a stream, load an aggregate from it and run a command on it. */
export interface ReactorCommands {
  /** A stream's events ([] when it has none). */
  history(streamId: string): Promise<RecordedEvent[]>;
  load<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    streamId: string,
  ): Promise<State>;
  run<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    streamId: string,
    command: Command,
    metadata: ReactionMetadata,
  ): Promise<{ events: Event[]; state: State; position?: Position }>;
  /** For a stream the command starts: appended expecting no stream, without reading it first (it runs as usual if the stream exists). */
  create<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    streamId: string,
    command: Command,
    metadata: ReactionMetadata,
  ): Promise<{ events: Event[]; state: State; position?: Position }>;
}

/**
 * A checkpointed subscription that turns events into commands (processes.md). It runs under the
 * same runner and lease as the projectors. `react` must be idempotent: it is called again for an
 * event whose checkpoint was not stored before a crash, and its commands are made idempotent by
 * `reaction(event, step)`. It reads only the event store, never a read model. Throwing retries the
 * event with backoff; an event that keeps failing is parked for an administrator.
 */
export interface Reactor {
  name: string;
  eventTypes: readonly string[];
  /**
   * Events of one partition are handled one after the other, others side by side (default: the
   * event's stream). Give the aggregate whose order matters: the customer an edit changes, the
   * salesman whose ledger a fee is paid from.
   */
  partitionOf?(event: RecordedEvent): string;
  react(event: RecordedEvent, commands: ReactorCommands): Promise<void>;
}

/**
 * The metadata of step `step` taken in reaction to `event`: the same person, time and request as
 * the event, and event ids derived from the event's id and the step, so the step appends once.
 */
export function reaction(event: RecordedEvent, step: string): ReactionMetadata {
  const meta = event.metadata;
  return {
    userId: typeof meta.userId === 'string' ? meta.userId : null,
    role: typeof meta.role === 'string' ? meta.role : null,
    at: typeof meta.at === 'string' ? new Date(meta.at) : event.created,
    correlationId: typeof meta.correlationId === 'string' ? meta.correlationId : event.id,
    causationId: event.id,
    idempotencyKey: `${event.id}:${step}`,
  };
}
