import type { Position } from '@packflow/eventstore';
import type { ReactorCommands } from '@packflow/projections';
import { awaitOutcome } from './process-outcome';
import { ProcessHandoff } from './process-handoff';

/** A runner whose checkpoint wait answers `reached` once `release` is called (never, unless called). */
function infraWith(handoff: ProcessHandoff) {
  let release!: (reached: boolean) => void;
  const waited = new Promise<boolean>((r) => (release = r));
  const infra = {
    config: { PROCESS_WAIT_MS: 1000 },
    handoff,
    projections: { waitFor: async (_names: readonly string[], _position: Position) => waited },
  } as unknown as Parameters<typeof awaitOutcome>[0];
  return { infra, release };
}

const done = (step: { state: unknown }) => ((step.state as { done?: boolean }).done ? 'done' : undefined);

describe('ProcessHandoff', () => {
  it("answers the request with the reactor's committed step, without a read, and keeps no waiter", async () => {
    const handoff = new ProcessHandoff();
    const { infra } = infraWith(handoff);
    const reads: boolean[] = [];
    const answer = awaitOutcome(
      infra,
      ['r'],
      1n,
      async (reached) => {
        reads.push(reached);
        return 'read';
      },
      handoff.wait(['process-1'], done),
    );
    // A step that does not end it, another process's step, then the one that ends it.
    handoff.committed({ streamId: 'process-1', events: [], state: { done: false }, position: 2n });
    handoff.committed({ streamId: 'process-2', events: [], state: { done: true }, position: 3n });
    expect(handoff.size).toBe(1);
    handoff.committed({ streamId: 'process-1', events: [], state: { done: true }, position: 4n });
    expect(await answer).toBe('done');
    expect(reads).toEqual([]);
    expect(handoff.size).toBe(0);
  });

  it('reads once the reactor elsewhere has passed, and keeps no waiter', async () => {
    const handoff = new ProcessHandoff();
    const { infra, release } = infraWith(handoff);
    const answer = awaitOutcome(
      infra,
      ['r'],
      1n,
      async (reached) => (reached ? 'read' : 'running'),
      handoff.wait(['p'], done),
    );
    release(true);
    expect(await answer).toBe('read');
    expect(handoff.size).toBe(0);
  });

  it("answers 'still running' when the wait runs out (a reactor crashed or slow), and keeps no waiter", async () => {
    const handoff = new ProcessHandoff();
    const { infra, release } = infraWith(handoff);
    const answer = awaitOutcome(
      infra,
      ['r'],
      1n,
      async (reached) => (reached ? 'read' : 'running'),
      handoff.wait(['p'], done),
    );
    release(false);
    expect(await answer).toBe('running');
    expect(handoff.size).toBe(0);
    // A step committed after the answer has nobody to go to.
    handoff.committed({ streamId: 'p', events: [], state: { done: true }, position: 9n });
    expect(handoff.size).toBe(0);
  });

  it("reports the reactors' committed appends only (not a step that appended nothing)", async () => {
    const handoff = new ProcessHandoff();
    const results = [
      { events: [], state: { done: true } },
      { events: [{ type: 'Done', data: {} }], state: { done: true }, position: 7n },
    ];
    const commands = handoff.reporting({
      run: async () => results.shift()!,
    } as unknown as ReactorCommands);
    const waiting = handoff.wait(['p'], (step) => step.position);
    const decider = { initialState: () => ({}), evolve: (s: object) => s, decide: () => [] };
    await commands.run(decider, 'p', {}, { userId: null, role: null, at: new Date(), correlationId: 'c' });
    expect(handoff.size).toBe(1);
    await commands.run(decider, 'p', {}, { userId: null, role: null, at: new Date(), correlationId: 'c' });
    expect(await waiting.promise).toBe(7n);
    expect(handoff.size).toBe(0);
  });
});
