import { randomUUID } from 'node:crypto';
import {
  ANY,
  type AppendExpectedRevision,
  type CurrentRevision,
  END,
  START as ESDB_START,
  type EventData as EsdbEventData,
  type Filter,
  type JSONType,
  NO_STREAM,
  type ReadPosition,
  type RecordedEvent as EsdbRecordedEvent,
  STREAM_EXISTS,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
  streamNameFilter,
} from '@eventstore/db-client';
import type {
  EventData,
  EventFilter,
  EventMetadata,
  ExpectedRevision,
  Position,
  RecordedEvent,
} from '../types';
import { START } from '../types';

export function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  // Like the SQL adapter, the port reads -1 as "no event yet"; EventStoreDB revisions are unsigned.
  return expected < 0 ? NO_STREAM : BigInt(expected);
}

export function fromCurrentRevision(current: CurrentRevision): number | 'no_stream' {
  return current === NO_STREAM || current < 0n ? 'no_stream' : Number(current);
}

export function revisionMatches(expected: ExpectedRevision, actual: number | 'no_stream'): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === 'no_stream';
  if (expected === 'stream_exists') return actual !== 'no_stream';
  return expected === (actual === 'no_stream' ? -1 : actual);
}

export function toEventData(event: EventData): EsdbEventData {
  return jsonEvent({
    id: event.id ?? randomUUID(),
    type: event.type,
    // JSON has no undefined: store null, as the SQL adapter does.
    data: (event.data ?? null) as JSONType,
    metadata: event.metadata ?? {},
  });
}

function isMetadata(value: unknown): value is EventMetadata {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array)
  );
}

export function toRecorded(event: EsdbRecordedEvent): RecordedEvent {
  return {
    id: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    // Servers before 22.6 leave the position out of stream reads.
    position: event.position?.commit ?? START,
    type: event.type,
    data: event.data,
    metadata: isMetadata(event.metadata) ? event.metadata : {},
    created: event.created,
  };
}

/** EventStoreDB's own events ($stats, $metadata, projection links) are not ours to deliver. */
export function isSystemEvent(event: { streamId: string; type: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

export function matchesFilter(
  event: { streamId: string; type: string },
  filter: EventFilter | undefined,
): boolean {
  if (isSystemEvent(event)) return false;
  if (filter?.eventTypes && !filter.eventTypes.includes(event.type)) return false;
  if (filter?.streamPrefixes && !filter.streamPrefixes.some((prefix) => event.streamId.startsWith(prefix)))
    return false;
  return true;
}

/**
 * The server filters on one thing only, by prefix: stream prefixes when given (the narrower one in
 * practice), else event types. matchesFilter() then decides exactly. A search window of 1 makes the
 * server report a checkpoint after every event it considers, so a filtered subscriber learns at once
 * that it has moved past other streams' events.
 */
export function subscriptionFilter(
  filter: EventFilter | undefined,
  checkpointReached: NonNullable<Filter['checkpointReached']>,
): Filter {
  const window = { checkpointInterval: 1, maxSearchWindow: 1, checkpointReached };
  if (filter?.streamPrefixes?.length)
    return streamNameFilter({ prefixes: [...filter.streamPrefixes], ...window });
  if (filter?.eventTypes?.length) return eventTypeFilter({ prefixes: [...filter.eventTypes], ...window });
  return excludeSystemEvents(window);
}

/**
 * Where a read of $all starts. Positions are commit positions, and an event written through gRPC
 * has equal commit and prepare positions, so { commit: p, prepare: p } names the event at p.
 */
export function readStart(window: { after?: Position; before?: Position }, backwards: boolean): ReadPosition {
  const from = backwards ? window.before : window.after;
  if (from === undefined) return backwards ? END : ESDB_START;
  if (!backwards && from === START) return ESDB_START;
  return { commit: from, prepare: from };
}

/**
 * The port's bounds are exclusive; EventStoreDB starts a forward read at its position inclusive.
 * Says, in read order, whether an event is still short of the window, inside it, or past its end.
 */
export function placeInWindow(
  position: Position,
  { after = START, before }: { after?: Position; before?: Position },
  backwards: boolean,
): 'skip' | 'take' | 'stop' {
  const pastEnd = backwards ? position <= after : before !== undefined && position >= before;
  if (pastEnd) return 'stop';
  const shortOfStart = backwards ? before !== undefined && position >= before : position <= after;
  return shortOfStart ? 'skip' : 'take';
}
