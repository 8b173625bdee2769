/**
 * The event store port. Its semantics follow EventStoreDB: streams with revisions, optimistic
 * concurrency by expected revision, idempotent appends by event id, and one global order ($all)
 * that catch-up subscriptions follow without skipping or repeating an event.
 */

/** A global position in $all. Positions grow with commit order but are not contiguous. */
export type Position = bigint;

/** Reading or subscribing "after START" begins with the first event. */
export const START: Position = 0n;

export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export interface EventMetadata {
  /** Who caused the event. */
  userId?: string;
  /** The role the user acted in. */
  role?: string;
  /** When the command was issued (ISO 8601). */
  at?: string;
  correlationId?: string;
  causationId?: string;
  [key: string]: unknown;
}

export interface EventData<Type extends string = string, Data = unknown> {
  /** A UUID. An append retried with the same ids is written once. Generated when absent. */
  id?: string;
  type: Type;
  data: Data;
  metadata?: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  id: string;
  streamId: string;
  /** 0 for a stream's first event. */
  revision: number;
  position: Position;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  created: Date;
}

export interface AppendResult {
  /** The revision of the stream's last event, to pass as the next expected revision. */
  nextExpectedRevision: number;
  /** The position of the last event appended. */
  position: Position;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive. Defaults to the start (forwards) or the end (backwards). */
  fromRevision?: number;
  maxCount?: number;
}

/** Which events of $all a reader or subscriber wants: by type, or by stream id prefix. */
export interface EventFilter {
  eventTypes?: readonly string[];
  streamPrefixes?: readonly string[];
}

export interface ReadAllOptions {
  /** Exclusive: events after this position (forwards) or before it (backwards). */
  after?: Position;
  before?: Position;
  direction?: 'forwards' | 'backwards';
  maxCount?: number;
  filter?: EventFilter;
}

export interface SubscribeOptions {
  /** Exclusive: the subscription delivers events after this position. */
  after?: Position;
  filter?: EventFilter;
}

/**
 * What a subscription yields: each matching event in global order, and checkpoints that say
 * "every event at or before this position has been delivered" (they move past filtered-out
 * events, so a filtered subscriber still knows how far it has come). `caughtUp` is set on the
 * checkpoint that first reaches the live end.
 */
export type SubscriptionItem =
  { kind: 'event'; event: RecordedEvent } | { kind: 'checkpoint'; position: Position; caughtUp: boolean };

export interface Subscription extends AsyncIterable<SubscriptionItem> {
  /** Ends the iteration; an item being awaited resolves as done. */
  stop(): Promise<void>;
}

export interface EventStore {
  appendToStream(
    streamId: string,
    events: readonly EventData[],
    options?: { expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult>;
  /** Throws StreamNotFoundError when the stream has no events. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribeToAll(options?: SubscribeOptions): Subscription;
  /** The position of the newest event a subscriber can see now (START when empty). */
  headPosition(): Promise<Position>;
  close(): Promise<void>;
}
