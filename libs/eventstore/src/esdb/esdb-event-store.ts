import {
  type AllStreamResolvedEvent,
  BACKWARDS,
  END,
  EventStoreDBClient,
  START as ESDB_START,
  StreamNotFoundError as EsdbStreamNotFoundError,
  FORWARDS,
  WrongExpectedVersionError,
  type AppendResult as EsdbAppendResult,
} from '@eventstore/db-client';
import { StreamNotFoundError, WrongExpectedRevisionError } from '../errors';
import type {
  AppendResult,
  EventData,
  EventStore,
  ExpectedRevision,
  Position,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
  SubscriptionItem,
} from '../types';
import { START } from '../types';
import {
  fromCurrentRevision,
  matchesFilter,
  placeInWindow,
  readStart,
  revisionMatches,
  subscriptionFilter,
  toEsdbExpectedRevision,
  toEventData,
  toRecorded,
} from './esdb-mapping';

/**
 * Pushed into the client's subscription stream from inside its transform, where checkpoints and
 * 'caughtUp' are reported, so they keep their place among the events and share their back-pressure.
 */
class Mark {
  constructor(
    readonly caughtUp: boolean,
    readonly position: Position = START,
  ) {}
}

/** The event store on EventStoreDB, through its gRPC client. */
export class EsdbEventStore implements EventStore {
  private readonly subscriptions = new Set<Subscription>();
  private closed = false;

  private constructor(private readonly client: EventStoreDBClient) {}

  static connect(connectionString: string): EsdbEventStore {
    return new EsdbEventStore(EventStoreDBClient.connectionString(connectionString));
  }

  async appendToStream(
    streamId: string,
    events: readonly EventData[],
    { expectedRevision = 'any' }: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    if (events.length === 0) return this.checkOnly(streamId, expectedRevision);
    let result: EsdbAppendResult;
    try {
      result = await this.client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: toEsdbExpectedRevision(expectedRevision),
      });
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      throw new WrongExpectedRevisionError(
        streamId,
        expectedRevision,
        fromCurrentRevision(error.actualVersion),
      );
    }
    // A connection string can set throwOnAppendFailure=false; the port throws either way.
    if (!result.success) {
      throw new WrongExpectedRevisionError(
        streamId,
        expectedRevision,
        fromCurrentRevision(result.nextExpectedRevision),
      );
    }
    const revision = Number(result.nextExpectedRevision);
    // The answer may come without a position; the event at that revision has it.
    const position =
      result.position?.commit ??
      (await this.readStream(streamId, { fromRevision: revision, maxCount: 1 }))[0]?.position ??
      START;
    return { nextExpectedRevision: revision, position };
  }

  /** An empty append only checks the expected revision, as in the SQL adapter. */
  private async checkOnly(streamId: string, expected: ExpectedRevision): Promise<AppendResult> {
    let last: RecordedEvent | undefined;
    try {
      [last] = await this.readStream(streamId, { direction: 'backwards', maxCount: 1 });
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    const actual = last?.revision ?? 'no_stream';
    if (!revisionMatches(expected, actual)) throw new WrongExpectedRevisionError(streamId, expected, actual);
    return { nextExpectedRevision: last?.revision ?? -1, position: last?.position ?? START };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const read = this.client.readStream(streamId, {
      direction: backwards ? BACKWARDS : FORWARDS,
      fromRevision:
        options.fromRevision === undefined ? (backwards ? END : ESDB_START) : BigInt(options.fromRevision),
      maxCount: options.maxCount,
    });
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of read) if (resolved.event) events.push(toRecorded(resolved.event));
    } catch (error) {
      if (error instanceof EsdbStreamNotFoundError) throw new StreamNotFoundError(streamId);
      throw error;
    }
    return events;
  }

  /**
   * The client (v6) cannot filter a read of $all: it reads everything from the start position and
   * filters here, stopping at the window's end or at maxCount.
   */
  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const limit = options.maxCount ?? Infinity;
    if (limit <= 0) return [];
    const read = this.client.readAll({
      direction: backwards ? BACKWARDS : FORWARDS,
      fromPosition: readStart(options, backwards),
    });
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of read) {
        if (!resolved.event) continue;
        const place = placeInWindow(resolved.event.position.commit, options, backwards);
        if (place === 'stop') break;
        if (place === 'skip' || !matchesFilter(resolved.event, options.filter)) continue;
        events.push(toRecorded(resolved.event));
        if (events.length >= limit) break;
      }
    } finally {
      // Leaving early must end the gRPC call too, not only the stream in front of it.
      if (!read.readableEnded) await read.cancel();
    }
    return events;
  }

  subscribeToAll(options: SubscribeOptions = {}): Subscription {
    const after = options.after ?? START;
    // fromPosition is exclusive for subscriptions on the server; placeInWindow() below makes sure.
    const source = this.client.subscribeToAll({
      fromPosition: readStart({ after }, false),
      filter: subscriptionFilter(options.filter, (stream, position) => {
        stream.push(new Mark(false, position.commit));
      }),
    });
    source.on('caughtUp', () => source.push(new Mark(true)));

    let stopped = false;
    let released: Promise<void> | undefined;
    const release = (): Promise<void> => {
      this.subscriptions.delete(subscription);
      // A subscription that never connected has no call to cancel.
      return (released ??= source.unsubscribe().catch(() => undefined));
    };

    async function* items(): AsyncGenerator<SubscriptionItem> {
      let seen = after;
      let caughtUp = false;
      const stream: AsyncIterable<AllStreamResolvedEvent | Mark> = source;
      try {
        for await (const item of stream) {
          if (item instanceof Mark) {
            if (item.caughtUp) {
              if (caughtUp) continue;
              caughtUp = true;
              yield { kind: 'checkpoint', position: seen, caughtUp: true };
              continue;
            }
            if (item.position > seen) seen = item.position;
            // A checkpoint per considered event would flood the consumer: report the last of a burst.
            if (source.readableLength === 0) yield { kind: 'checkpoint', position: seen, caughtUp: false };
            continue;
          }
          if (!item.event || placeInWindow(item.event.position.commit, { after }, false) !== 'take') continue;
          seen = item.event.position.commit;
          if (matchesFilter(item.event, options.filter)) {
            yield { kind: 'event', event: toRecorded(item.event) };
          }
        }
      } catch (error) {
        // stop() destroys the stream under a pending read, which then fails with a premature close.
        if (!stopped) throw error;
      } finally {
        await release();
      }
    }

    const iterator = items();
    const subscription: Subscription = {
      [Symbol.asyncIterator]: () => iterator,
      stop: async () => {
        stopped = true;
        source.destroy();
        await iterator.return(undefined);
        await release();
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<Position> {
    const [last] = await this.readAll({ direction: 'backwards', maxCount: 1 });
    return last?.position ?? START;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.client.dispose();
  }
}
