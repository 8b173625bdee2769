import fc from 'fast-check';
import {
  SUBSTRATE_CHANGE,
  type SequenceJob,
  WIDTH_CHANGE,
  changeover,
  suggestSequence,
  totalChangeovers,
} from './sequence';

const job = (
  key: string,
  colours: string[],
  extra: Partial<Omit<SequenceJob, 'key' | 'colours'>> = {},
): SequenceJob => ({
  key,
  substrate: 'PET',
  webWidthMm: 600,
  colours,
  plannedStart: null,
  pinned: false,
  ...extra,
});

/** A random gravure queue: unique keys, a few substrates, widths and inks, some jobs pinned. */
const queueArb: fc.Arbitrary<SequenceJob[]> = fc
  .array(
    fc.record({
      substrate: fc.constantFrom('PET', 'BOPP', 'NY', null),
      webWidthMm: fc.constantFrom(600, 800, 1050, null),
      colours: fc.subarray(['C', 'M', 'Y', 'K', 'W', 'P185', 'P032']),
      plannedStart: fc.option(
        fc.integer({ min: 0, max: 5 }).map((d) => `2026-11-2${d}T08:00:00.000Z`),
        { nil: null },
      ),
      pinned: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
    }),
    { maxLength: 9 },
  )
  .map((jobs) => jobs.map((j, i) => ({ ...j, key: `job-${i}` })));

const previousArb = fc.option(
  fc.record({
    key: fc.constant('on-press'),
    substrate: fc.constantFrom('PET', 'BOPP'),
    webWidthMm: fc.constantFrom(600, 800),
    colours: fc.subarray(['C', 'M', 'Y', 'K', 'W']),
    plannedStart: fc.constant(null),
    pinned: fc.constant(false),
  }),
  { nil: null },
);

/** The queue in planned-start order (key on ties), pinned jobs kept where they are: FIFO, computed here on its own. */
function fifo(queue: readonly SequenceJob[]): SequenceJob[] {
  const free = queue
    .filter((j) => !j.pinned)
    .sort((a, b) => (a.plannedStart ?? '').localeCompare(b.plannedStart ?? '') || a.key.localeCompare(b.key));
  return queue.map((j) => (j.pinned ? j : (free.shift() as SequenceJob)));
}

/** The free jobs shuffled among the free places; pinned ones stay. */
function shuffleFree(queue: readonly SequenceJob[], order: number[]): SequenceJob[] {
  const free = queue.filter((j) => !j.pinned);
  const shuffled = free
    .map((j, i) => ({ j, r: order[i] ?? 0 }))
    .sort((a, b) => a.r - b.r)
    .map((x) => x.j);
  return queue.map((j) => (j.pinned ? j : (shuffled.shift() as SequenceJob)));
}

describe('changeover', () => {
  it('costs each new ink 1, a new substrate 3 and a new web width 2; nothing before the first job', () => {
    const from = job('a', ['C', 'M']);
    expect(changeover(null, from)).toBe(0);
    expect(changeover(from, job('b', ['M']))).toBe(0);
    expect(changeover(from, job('b', ['M', 'Y', 'K']))).toBe(2);
    expect(changeover(from, job('b', [], { substrate: 'BOPP' }))).toBe(SUBSTRATE_CHANGE);
    expect(changeover(from, job('b', ['Y'], { substrate: 'BOPP', webWidthMm: 800 }))).toBe(
      1 + SUBSTRATE_CHANGE + WIDTH_CHANGE,
    );
  });
});

describe('suggestSequence', () => {
  it('gives the same answer for the same input', () => {
    fc.assert(
      fc.property(queueArb, previousArb, (queue, previous) => {
        expect(suggestSequence(queue, previous)).toEqual(suggestSequence(queue, previous));
      }),
    );
  });

  it('gives the same suggestion whatever order the free jobs come in (pinned ones staying put)', () => {
    fc.assert(
      fc.property(
        queueArb,
        previousArb,
        fc.array(fc.integer(), { minLength: 9, maxLength: 9 }),
        (queue, previous, order) => {
          expect(suggestSequence(shuffleFree(queue, order), previous)).toEqual(
            suggestSequence(queue, previous),
          );
        },
      ),
    );
  });

  it('keeps every job once, pinned jobs at their index, and is never costlier than first in, first out', () => {
    fc.assert(
      fc.property(queueArb, previousArb, (queue, previous) => {
        const suggestion = suggestSequence(queue, previous);
        const keys = suggestion.jobs.map((j) => j.key);
        expect([...keys].sort()).toEqual(queue.map((j) => j.key).sort());
        queue.forEach((j, i) => {
          if (j.pinned) expect(keys[i]).toBe(j.key);
        });
        const byKey = new Map(queue.map((j) => [j.key, j]));
        const chosen = keys.map((k) => byKey.get(k) as SequenceJob);
        expect(suggestion.changeovers).toBe(totalChangeovers(chosen, previous));
        expect(suggestion.fifoChangeovers).toBe(totalChangeovers(fifo(queue), previous));
        expect(suggestion.changeovers).toBeLessThanOrEqual(suggestion.fifoChangeovers);
      }),
    );
  });

  it('groups the same substrate, width and inks, and says why at each place', () => {
    const queue = [
      job('a', ['C', 'M'], { plannedStart: '2026-11-20' }),
      job('b', ['Y'], { substrate: 'BOPP', plannedStart: '2026-11-21' }),
      job('c', ['C', 'M', 'K'], { plannedStart: '2026-11-22' }),
      job('d', ['Y', 'W'], { substrate: 'BOPP', webWidthMm: 800, plannedStart: '2026-11-23' }),
      job('p', ['C'], { pinned: true, plannedStart: '2026-11-19' }),
    ];
    const suggestion = suggestSequence(queue);
    expect(suggestion.jobs).toEqual([
      { key: 'a', reason: { code: 'first', params: {} } },
      { key: 'c', reason: { code: 'sameSubstrateWidth', params: { shared: 2, change: 1 } } },
      { key: 'b', reason: { code: 'leastChange', params: { cost: 4 } } },
      { key: 'd', reason: { code: 'sharedColours', params: { shared: 1, change: 1, cost: 3 } } },
      { key: 'p', reason: { code: 'pinned', params: {} } },
    ]);
    // a→c 1, c→b 1+3, b→d 1+2, d→p 1+3+2 (FIFO: a→b 4, b→c 3+3, c→d 5+2, d→p 6)
    expect(suggestion.changeovers).toBe(1 + 4 + 3 + 6);
    expect(suggestion.fifoChangeovers).toBe(4 + 6 + 7 + 6);
  });

  it('starts from the job on the press now', () => {
    const onPress = job('now', ['Y'], { substrate: 'BOPP' });
    const suggestion = suggestSequence([job('a', ['C']), job('b', ['Y'], { substrate: 'BOPP' })], onPress);
    expect(suggestion.jobs[0]).toEqual({
      key: 'b',
      reason: { code: 'sameSubstrateWidth', params: { shared: 1, change: 0 } },
    });
  });

  it('keeps first in, first out where picking the cheapest next change would cost more overall', () => {
    // Greedy: a, c (0), then b (2 inks) = 2; planned order: a, b (1 ink), c (0) = 1.
    const queue = [
      job('a', ['K'], { plannedStart: '2026-11-20' }),
      job('b', ['Y', 'K'], { plannedStart: '2026-11-21' }),
      job('c', [], { plannedStart: '2026-11-22' }),
    ];
    expect(suggestSequence(queue)).toEqual({
      jobs: [
        { key: 'a', reason: { code: 'first', params: {} } },
        { key: 'b', reason: { code: 'plannedOrder', params: {} } },
        { key: 'c', reason: { code: 'plannedOrder', params: {} } },
      ],
      changeovers: 1,
      fifoChangeovers: 1,
    });
  });

  it('suggests nothing for an empty queue', () => {
    expect(suggestSequence([])).toEqual({ jobs: [], changeovers: 0, fifoChangeovers: 0 });
  });
});
