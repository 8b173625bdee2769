import type { Position } from '@packflow/eventstore';
import type { AreaJobContext } from '../area';

/** How long the close waits for the bills' read models to reach its cutoff before it fails (and is retried). */
const READ_MODEL_WAIT_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the read model has applied every event it reads up to `position`: its checkpoint is
 * there, or no event it reads lies between its checkpoint and `position` (a checkpoint moves only
 * when the projector writes).
 */
export async function waitForReadModel(
  ctx: Pick<AreaJobContext, 'db' | 'store'>,
  readModel: { name: string; eventTypes: readonly string[] },
  position: Position,
  timeoutMs = READ_MODEL_WAIT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await ctx.db
      .selectFrom('projection_checkpoints')
      .select('position')
      .where('name', '=', readModel.name)
      .executeTakeFirst();
    const at = row ? BigInt(row.position) : null;
    if (at !== null && at >= position) return;
    if (at !== null) {
      const between = await ctx.store.readAll({
        after: at,
        before: position + 1n,
        maxCount: 1,
        filter: { eventTypes: readModel.eventTypes },
      });
      if (!between.length) return;
    }
    if (Date.now() > deadline) throw new Error(`The read model ${readModel.name} did not reach ${position}`);
    await sleep(100);
  }
}

/** Runs `work` over `items`, at most `width` at a time; answers the results in order. */
export async function inTurns<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}
