import type { ChainBreak, ChainHead, ChainVerification } from '@packflow/contracts';
import type { EventStore, RecordedEvent } from '@packflow/eventstore';
import { CHAINED_PREFIXES, verifyStream } from '@packflow/platform';

const BATCH = 2000;

/**
 * Finance's "verify" (month-end.md, "A hash chain Finance can verify"): reads every event of the
 * chained streams (each contract's money ledger, each bill) from $all, recomputes each stream's
 * chain from its first event, and answers the chains intact with their first and last hash, or
 * the first event (in the store's order) whose stored hash does not match.
 */
export async function verifyChains(store: EventStore, now: Date): Promise<ChainVerification> {
  const streams = new Map<string, RecordedEvent[]>();
  let after: bigint | undefined;
  let events = 0;
  for (;;) {
    const batch = await store.readAll({
      ...(after === undefined ? {} : { after }),
      maxCount: BATCH,
      filter: { streamPrefixes: CHAINED_PREFIXES },
    });
    for (const e of batch) {
      const list = streams.get(e.streamId);
      if (list) list.push(e);
      else streams.set(e.streamId, [e]);
    }
    events += batch.length;
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1]!.position;
  }
  const heads: ChainHead[] = [];
  let broken: ChainBreak | null = null;
  let brokenAt: bigint | null = null;
  for (const [streamId, list] of streams) {
    list.sort((a, b) => a.revision - b.revision);
    const checked = verifyStream(streamId, list);
    if (checked.broken) {
      if (brokenAt === null || checked.broken.position < brokenAt) {
        brokenAt = checked.broken.position;
        broken = { streamId, ...checked.broken, position: checked.broken.position.toString() };
      }
    } else if (checked.first && checked.last)
      heads.push({ streamId, events: checked.events, first: checked.first, last: checked.last });
  }
  heads.sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0));
  return {
    checkedAt: now.toISOString(),
    intact: broken === null,
    chains: streams.size,
    events,
    heads,
    broken,
  };
}
