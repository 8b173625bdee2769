import type { RecordedEvent as EsdbRecordedEvent } from '@eventstore/db-client';
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

describe('EventStoreDB mapping', () => {
  it('maps expected revisions, with -1 meaning no stream', () => {
    expect(toEsdbExpectedRevision('any')).toBe('any');
    expect(toEsdbExpectedRevision('no_stream')).toBe('no_stream');
    expect(toEsdbExpectedRevision('stream_exists')).toBe('stream_exists');
    expect(toEsdbExpectedRevision(0)).toBe(0n);
    expect(toEsdbExpectedRevision(41)).toBe(41n);
    expect(toEsdbExpectedRevision(-1)).toBe('no_stream');
  });

  it('maps the server’s current revision to the actual revision of WrongExpectedRevisionError', () => {
    expect(fromCurrentRevision('no_stream')).toBe('no_stream');
    expect(fromCurrentRevision(-1n)).toBe('no_stream');
    expect(fromCurrentRevision(0n)).toBe(0);
    expect(fromCurrentRevision(7n)).toBe(7);
  });

  it('checks an expected revision against the actual one', () => {
    expect(revisionMatches('any', 'no_stream')).toBe(true);
    expect(revisionMatches('no_stream', 'no_stream')).toBe(true);
    expect(revisionMatches('no_stream', 0)).toBe(false);
    expect(revisionMatches('stream_exists', 'no_stream')).toBe(false);
    expect(revisionMatches('stream_exists', 3)).toBe(true);
    expect(revisionMatches(3, 3)).toBe(true);
    expect(revisionMatches(2, 3)).toBe(false);
    expect(revisionMatches(-1, 'no_stream')).toBe(true);
    expect(revisionMatches(0, 'no_stream')).toBe(false);
  });

  it('writes JSON events, keeping a given id and generating one otherwise', () => {
    const given = toEventData({
      id: '5b0a8a4e-2f0c-4d5e-9a7e-0e6f3c1d2b4a',
      type: 'OrderPlaced',
      data: { qty: 5 },
    });
    expect(given).toEqual({
      id: '5b0a8a4e-2f0c-4d5e-9a7e-0e6f3c1d2b4a',
      contentType: 'application/json',
      type: 'OrderPlaced',
      data: { qty: 5 },
      metadata: {},
    });
    const generated = toEventData({ type: 'X', data: undefined, metadata: { userId: 'u1' } });
    expect(generated.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(generated.data).toBeNull();
    expect(generated.metadata).toEqual({ userId: 'u1' });
  });

  it('reads recorded events with the commit position, and metadata that is not a JSON object as {}', () => {
    const created = new Date('2025-01-02T03:04:05Z');
    const base = {
      streamId: 'order-1',
      id: 'e1',
      revision: 3n,
      type: 'OrderPlaced',
      created,
      data: { qty: 5 },
    };
    const json = {
      ...base,
      isJson: true,
      metadata: { userId: 'u1' },
      position: { commit: 900n, prepare: 900n },
    };
    expect(toRecorded(json as EsdbRecordedEvent)).toEqual({
      id: 'e1',
      streamId: 'order-1',
      revision: 3,
      position: 900n,
      type: 'OrderPlaced',
      data: { qty: 5 },
      metadata: { userId: 'u1' },
      created,
    });
    const bare = { ...base, isJson: true, metadata: undefined };
    expect(toRecorded(bare as EsdbRecordedEvent)).toMatchObject({ position: 0n, metadata: {} });
    const binary = { ...base, isJson: false, metadata: new Uint8Array([1, 2]) };
    expect(toRecorded(binary as EsdbRecordedEvent).metadata).toEqual({});
  });

  describe('filter matching', () => {
    const event = (streamId: string, type: string) => ({ streamId, type });

    it('leaves out system events, with or without a filter', () => {
      expect(matchesFilter(event('order-1', 'OrderPlaced'), undefined)).toBe(true);
      expect(matchesFilter(event('$stats-127.0.0.1:2113', 'StatsCollected'), undefined)).toBe(false);
      expect(matchesFilter(event('order-1', '$metadata'), undefined)).toBe(false);
      expect(matchesFilter(event('$ce-order', '$>'), { streamPrefixes: ['$ce-'] })).toBe(false);
    });

    it('matches event types exactly and stream ids by prefix, both when both are given', () => {
      const types = { eventTypes: ['OrderPlaced'] };
      expect(matchesFilter(event('order-1', 'OrderPlaced'), types)).toBe(true);
      expect(matchesFilter(event('order-1', 'OrderPlacedV2'), types)).toBe(false);
      const prefixes = { streamPrefixes: ['order-', 'customer-'] };
      expect(matchesFilter(event('customer-9', 'X'), prefixes)).toBe(true);
      expect(matchesFilter(event('my-order-1', 'X'), prefixes)).toBe(false);
      const both = { ...types, ...prefixes };
      expect(matchesFilter(event('order-1', 'OrderPlaced'), both)).toBe(true);
      expect(matchesFilter(event('order-1', 'OrderSigned'), both)).toBe(false);
      expect(matchesFilter(event('invoice-1', 'OrderPlaced'), both)).toBe(false);
      expect(matchesFilter(event('order-1', 'OrderPlaced'), { eventTypes: [] })).toBe(false);
    });

    it('asks the server for a per-event checkpoint, filtering on stream prefixes first', () => {
      const onCheckpoint = jest.fn();
      const window = { checkpointInterval: 1, maxSearchWindow: 1, checkpointReached: onCheckpoint };
      expect(subscriptionFilter({ streamPrefixes: ['order-'], eventTypes: ['A'] }, onCheckpoint)).toEqual({
        filterOn: 'streamName',
        prefixes: ['order-'],
        ...window,
      });
      expect(subscriptionFilter({ eventTypes: ['A', 'B'] }, onCheckpoint)).toEqual({
        filterOn: 'eventType',
        prefixes: ['A', 'B'],
        ...window,
      });
      expect(subscriptionFilter({ streamPrefixes: [] }, onCheckpoint)).toEqual({
        filterOn: 'eventType',
        regex: '^[^$].*',
        ...window,
      });
    });
  });

  describe('exclusive bounds over inclusive reads', () => {
    it('starts a forward read at `after` itself, and a backward one at `before`', () => {
      expect(readStart({}, false)).toBe('start');
      expect(readStart({ after: 0n }, false)).toBe('start');
      expect(readStart({ after: 1200n }, false)).toEqual({ commit: 1200n, prepare: 1200n });
      expect(readStart({ after: 1200n }, true)).toBe('end');
      expect(readStart({ before: 3000n }, true)).toEqual({ commit: 3000n, prepare: 3000n });
    });

    it('skips the event at `after` going forwards and stops at `before`', () => {
      const window = { after: 1200n, before: 3000n };
      expect(placeInWindow(1100n, window, false)).toBe('skip');
      expect(placeInWindow(1200n, window, false)).toBe('skip');
      expect(placeInWindow(1201n, window, false)).toBe('take');
      expect(placeInWindow(2999n, window, false)).toBe('take');
      expect(placeInWindow(3000n, window, false)).toBe('stop');
      expect(placeInWindow(1n, {}, false)).toBe('take');
    });

    it('skips the event at `before` going backwards and stops at `after`', () => {
      const window = { after: 1200n, before: 3000n };
      expect(placeInWindow(3000n, window, true)).toBe('skip');
      expect(placeInWindow(2999n, window, true)).toBe('take');
      expect(placeInWindow(1201n, window, true)).toBe('take');
      expect(placeInWindow(1200n, window, true)).toBe('stop');
      expect(placeInWindow(5000n, { after: 1200n }, true)).toBe('take');
    });
  });
});
