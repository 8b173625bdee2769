import { productionSequence } from '@packflow/domain';
import { percentile, progress, random, report, round } from './support';

const JOBS = 200;
const ITERATIONS = 200;
const QUEUES = 20;
const SUBSTRATES = ['PET 12', 'BOPP 20', 'MATT BOPP 18', 'PA 15', 'VMPET 12'];
const WIDTHS = [620, 760, 880, 1000, 1050, 1250];
const INKS = ['C', 'M', 'Y', 'K', 'W', 'P185', 'P286', 'P355', 'P021', 'P877', 'P109', 'P2597'];

/** A gravure press's queue: jobs on a few substrates and widths, 4 to 8 inks each, one in ten pinned. */
function queueOf(seed: number): productionSequence.SequenceJob[] {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const start = Date.parse('2026-12-01T00:00:00Z');
  return Array.from({ length: JOBS }, (_, i) => {
    const inks = new Set(['C', 'M', 'Y', 'K']);
    const extra = Math.floor(rnd() * 5);
    while (inks.size < 4 + extra) inks.add(pick(INKS));
    return {
      key: `order-${seed}-${i}:printing`,
      substrate: pick(SUBSTRATES),
      webWidthMm: pick(WIDTHS),
      colours: [...inks],
      plannedStart: new Date(start + i * 45 * 60_000).toISOString(),
      pinned: rnd() < 0.1,
    };
  });
}

/**
 * schedule.suggest: ms to suggest the sequence of a 200-job gravure press queue (p99 and p50 over
 * 200 runs on 20 different queues); schedule.suggest_changeovers: the suggestion's changeover
 * total on those queues against the same queues in planned-start order (first in, first out).
 */
export function benchScheduleSuggest(): void {
  const queues = Array.from({ length: QUEUES }, (_, i) => queueOf(20261127 + i));
  for (const q of queues) productionSequence.suggestSequence(q);
  progress(`schedule.suggest: ${ITERATIONS} suggestions of ${JOBS}-job queues`);
  const times: number[] = [];
  let suggested = 0;
  let fifo = 0;
  for (let i = 0; i < ITERATIONS; i++) {
    const queue = queues[i % QUEUES] as productionSequence.SequenceJob[];
    const t = performance.now();
    const answer = productionSequence.suggestSequence(queue);
    times.push(performance.now() - t);
    if (i < QUEUES) {
      suggested += answer.changeovers;
      fifo += answer.fifoChangeovers;
    }
  }
  times.sort((a, b) => a - b);
  report({
    name: 'schedule.suggest',
    value: round(percentile(times, 99), 2),
    unit: 'ms',
    p50: round(percentile(times, 50), 2),
    jobs: JOBS,
  });
  report({
    name: 'schedule.suggest_changeovers',
    value: suggested,
    unit: 'changeover points',
    baseline: fifo,
    queues: QUEUES,
  });
}
