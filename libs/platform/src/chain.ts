import { createHash } from 'node:crypto';
import { billEvents, contractMoney } from '@packflow/domain';
import type { EventMetadata, RecordedEvent } from '@packflow/eventstore';

/**
 * The hash chain of the money streams (month-end.md, "A hash chain Finance can verify"): every
 * event of a contract's money ledger and of a bill carries, in its metadata, the SHA-256 of the
 * previous event's hash and its own canonical JSON (type and data, keys sorted, amounts as the
 * decimal text they are stored as). The command runner adds it on append; verifyChain re-reads a
 * stream and names the first event whose stored hash does not match.
 */

export const CHAINED_PREFIXES: readonly string[] = [
  contractMoney.MONEY_STREAM_PREFIX,
  billEvents.BILL_STREAM_PREFIX,
];
export const isChainedStream = (streamId: string): boolean =>
  CHAINED_PREFIXES.some((p) => streamId.startsWith(p));

/** The hash before a stream's first event. */
export const GENESIS = '0'.repeat(64);

export interface ChainLink {
  prev: string;
  hash: string;
}

/** JSON with object keys sorted at every depth; undefined members dropped, as JSON.stringify does. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export const chainHash = (prev: string, event: { type: string; data: unknown }): string =>
  createHash('sha256')
    .update(prev)
    .update('\n')
    .update(canonicalJson({ type: event.type, data: event.data }))
    .digest('hex');

/** The chain link an event carries, if any. */
export function linkOf(metadata: EventMetadata | undefined): ChainLink | null {
  const chain = metadata?.chain as Partial<ChainLink> | undefined;
  return chain && typeof chain.hash === 'string' && typeof chain.prev === 'string'
    ? { prev: chain.prev, hash: chain.hash }
    : null;
}

/**
 * The hash a new event follows: the last event's stored hash; for events appended before the
 * chain existed (no link), the hash recomputed over the stream as stored.
 */
export function chainHead(history: readonly Pick<RecordedEvent, 'type' | 'data' | 'metadata'>[]): string {
  const last = history[history.length - 1];
  const stored = last ? linkOf(last.metadata) : null;
  if (stored) return stored.hash;
  return history.reduce((prev, e) => linkOf(e.metadata)?.hash ?? chainHash(prev, e), GENESIS);
}

/** Links for events appended after `head`, in order. */
export function linksAfter(head: string, events: readonly { type: string; data: unknown }[]): ChainLink[] {
  const links: ChainLink[] = [];
  let prev = head;
  for (const e of events) {
    const hash = chainHash(prev, e);
    links.push({ prev, hash });
    prev = hash;
  }
  return links;
}

export interface StreamVerification {
  streamId: string;
  events: number;
  /** Events appended before the chain existed: hashed here, with nothing stored to compare. */
  unchained: number;
  first: string | null;
  last: string | null;
  broken: {
    revision: number;
    position: bigint;
    eventId: string;
    type: string;
    expected: string;
    found: string | null;
  } | null;
}

/** Recomputes a stream's chain from its first event and compares every stored link. */
export function verifyStream(streamId: string, events: readonly RecordedEvent[]): StreamVerification {
  let prev = GENESIS;
  let first: string | null = null;
  let unchained = 0;
  for (const e of events) {
    const expected = chainHash(prev, e);
    const link = linkOf(e.metadata);
    if (!link) unchained++;
    else if (link.prev !== prev || link.hash !== expected)
      return {
        streamId,
        events: events.length,
        unchained,
        first,
        last: prev,
        broken: {
          revision: e.revision,
          position: e.position,
          eventId: e.id,
          type: e.type,
          expected,
          found: link.hash,
        },
      };
    first ??= expected;
    prev = expected;
  }
  return {
    streamId,
    events: events.length,
    unchained,
    first,
    last: first === null ? null : prev,
    broken: null,
  };
}
