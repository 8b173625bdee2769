import type { Position } from '@packflow/eventstore';
import { awaitOutcome } from './process-outcome';

/** A runner that records what it was asked to wait for and answers `reached`. */
function infraThat(reached: boolean) {
  const waits: { names: readonly string[]; position: Position; timeoutMs: number }[] = [];
  const infra = {
    config: { PROCESS_WAIT_MS: 1234 },
    projections: {
      waitFor: async (names: readonly string[], position: Position, timeoutMs: number) => {
        waits.push({ names, position, timeoutMs });
        return reached;
      },
    },
  } as unknown as Parameters<typeof awaitOutcome>[0];
  return { infra, waits };
}

describe('awaitOutcome', () => {
  it('waits for the reactors past the appended position, bounded by PROCESS_WAIT_MS, then reads once', async () => {
    const { infra, waits } = infraThat(true);
    const reads: boolean[] = [];
    const answer = await awaitOutcome(infra, ['contract-reactor'], 42n, async (reached) => {
      reads.push(reached);
      return 'created';
    });
    expect(answer).toBe('created');
    expect(waits).toEqual([{ names: ['contract-reactor'], position: 42n, timeoutMs: 1234 }]);
    expect(reads).toEqual([true]);
  });

  it('tells the read when the wait ran out, so it can answer "still running"', async () => {
    const { infra } = infraThat(false);
    expect(await awaitOutcome(infra, ['r'], 1n, async (reached) => (reached ? 'done' : 'running'))).toBe(
      'running',
    );
  });

  it('does not wait when nothing was appended', async () => {
    const { infra, waits } = infraThat(false);
    expect(await awaitOutcome(infra, ['r'], undefined, async (reached) => reached)).toBe(true);
    expect(waits).toEqual([]);
  });
});
