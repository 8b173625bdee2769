import type { SequenceReason, SuggestedSequence } from '@packflow/contracts';

/**
 * A suggested sequence for a gravure press's queue (factory.md): jobs on the same substrate and
 * web width together, shared colours together, so fewer changeovers. Pinned jobs keep their
 * place; each free place takes the waiting job cheapest to change to from the one before it
 * (ties: earlier planned start, then key), and the suggestion is never costlier than the queue in
 * planned-start order (first in, first out). Pure and deterministic: the same input, the same answer.
 */

export interface SequenceJob {
  key: string;
  substrate: string | null;
  webWidthMm: number | null;
  colours: readonly string[];
  plannedStart: string | null;
  pinned: boolean;
}

/** The cost of a changeover: a new substrate 3, a new web width 2, each ink to change in 1. */
export const SUBSTRATE_CHANGE = 3;
export const WIDTH_CHANGE = 2;

export function changeover(from: SequenceJob | null, to: SequenceJob): number {
  if (!from) return 0;
  const inks = new Set(from.colours);
  let cost = to.colours.filter((c) => !inks.has(c)).length;
  if ((from.substrate ?? '') !== (to.substrate ?? '')) cost += SUBSTRATE_CHANGE;
  if ((from.webWidthMm ?? 0) !== (to.webWidthMm ?? 0)) cost += WIDTH_CHANGE;
  return cost;
}

/** The changeovers of running the jobs in this order after `previous` (the job on the press now, if any). */
export function totalChangeovers(jobs: readonly SequenceJob[], previous: SequenceJob | null = null): number {
  let cost = 0;
  let before = previous;
  for (const job of jobs) {
    cost += changeover(before, job);
    before = job;
  }
  return cost;
}

const byPlan = (a: SequenceJob, b: SequenceJob): number => {
  const pa = a.plannedStart ?? '';
  const pb = b.plannedStart ?? '';
  if (pa !== pb) return pa < pb ? -1 : 1;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
};

/** The waiting job cheapest to change to from `before` (ties: earlier planned start, then key): one scan. */
function cheapest(free: readonly SequenceJob[], before: SequenceJob | null): SequenceJob {
  let best = free[0] as SequenceJob;
  let bestCost = changeover(before, best);
  for (let i = 1; i < free.length; i++) {
    const job = free[i] as SequenceJob;
    const cost = changeover(before, job);
    if (cost < bestCost || (cost === bestCost && byPlan(job, best) < 0)) {
      best = job;
      bestCost = cost;
    }
  }
  return best;
}

/** Fills the free places around the pinned jobs (which keep their index in `queue`). */
function fill(
  queue: readonly SequenceJob[],
  pick: (free: SequenceJob[], before: SequenceJob | null) => SequenceJob,
  previous: SequenceJob | null,
): SequenceJob[] {
  const free = queue.filter((j) => !j.pinned);
  const out: SequenceJob[] = [];
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i] as SequenceJob;
    if (here.pinned) {
      out.push(here);
      continue;
    }
    const chosen = pick(free, out[out.length - 1] ?? previous);
    free.splice(free.indexOf(chosen), 1);
    out.push(chosen);
  }
  return out;
}

function reasonFor(job: SequenceJob, before: SequenceJob | null, fifo: boolean): SequenceReason {
  if (job.pinned) return { code: 'pinned', params: {} };
  if (!before) return { code: 'first', params: {} };
  if (fifo) return { code: 'plannedOrder', params: {} };
  const cost = changeover(before, job);
  const inks = new Set(before.colours);
  const shared = job.colours.filter((c) => inks.has(c)).length;
  const change = job.colours.length - shared;
  if (
    (before.substrate ?? '') === (job.substrate ?? '') &&
    (before.webWidthMm ?? 0) === (job.webWidthMm ?? 0)
  )
    return { code: 'sameSubstrateWidth', params: { shared, change } };
  if (shared > 0) return { code: 'sharedColours', params: { shared, change, cost } };
  return { code: 'leastChange', params: { cost } };
}

export function suggestSequence(
  queue: readonly SequenceJob[],
  previous: SequenceJob | null = null,
): SuggestedSequence {
  const greedy = fill(queue, (free, before) => cheapest(free, before), previous);
  const fifoOrder = fill(queue, (free) => [...free].sort(byPlan)[0] as SequenceJob, previous);
  const greedyCost = totalChangeovers(greedy, previous);
  const fifoCost = totalChangeovers(fifoOrder, previous);
  const useFifo = fifoCost < greedyCost;
  const chosen = useFifo ? fifoOrder : greedy;
  return {
    jobs: chosen.map((job, i) => ({
      key: job.key,
      reason: reasonFor(job, chosen[i - 1] ?? previous, useFifo),
    })),
    changeovers: useFifo ? fifoCost : greedyCost,
    fifoChangeovers: fifoCost,
  };
}
