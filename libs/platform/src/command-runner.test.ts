import type { Decider } from '@packflow/domain';
import { SqlEventStore, type SqlPool, createPglitePool, openPglite } from '@packflow/eventstore';
import { CommandRunner, ConcurrencyConflictError } from './command-runner';

/** A counter that refuses to pass a limit: each command must see every earlier one. */
type Take = { type: 'Take'; data: { limit: number } };
type Taken = { type: 'Taken'; data: { n: number } };
const counter: Decider<number, Take, Taken> = {
  initialState: () => 0,
  evolve: (n) => n + 1,
  decide: (command, n) => {
    if (n >= command.data.limit) throw new Error('limit');
    return [{ type: 'Taken', data: { n: n + 1 } }];
  },
};

const metadata = { userId: 'u', role: null, at: new Date('2026-11-22T00:00:00Z'), correlationId: 'c' };

describe('CommandRunner', () => {
  let store: SqlEventStore;
  let pool: SqlPool;

  beforeAll(async () => {
    pool = createPglitePool(await openPglite());
    store = await SqlEventStore.open(pool, { pollIntervalMs: 200 });
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
  });

  it('lets 40 simultaneous commands on one stream take turns: none runs out of retries', async () => {
    const runner = new CommandRunner(store, 2);
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () =>
        runner.run(counter, 'counter-a', { type: 'Take', data: { limit: 25 } }, metadata),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(25);
    expect(refused.every((r) => (r.reason as Error).message === 'limit')).toBe(true);
    expect(await store.readStream('counter-a')).toHaveLength(25);
  });

  it('records a log entry at any revision without reading the stream, with the metadata', async () => {
    const runner = new CommandRunner(store);
    // The counter's state stays initial: record never folds what is there, so each entry says n = 1.
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        runner.record(counter, 'log-a', { type: 'Take', data: { limit: 1 } }, metadata),
      ),
    );
    expect(results.every((r) => r.position !== undefined)).toBe(true);
    const stored = await store.readStream('log-a');
    expect(stored.map((e) => e.data)).toEqual(Array.from({ length: 5 }, () => ({ n: 1 })));
    expect(stored[0]!.metadata).toMatchObject({
      userId: 'u',
      correlationId: 'c',
      at: metadata.at.toISOString(),
    });
  });

  it('still reports a conflict when another writer keeps changing the stream', async () => {
    const runner = new CommandRunner(store, 2);
    const racing = {
      ...counter,
      // Another process appends between this runner's read and its append, every time.
      decide: (command: Take, n: number) => {
        void store.appendToStream('counter-b', [{ type: 'Taken', data: { n: -1 } }]);
        return counter.decide(command, n);
      },
    };
    await runner.run(counter, 'counter-b', { type: 'Take', data: { limit: 99 } }, metadata);
    await expect(
      runner.run(racing, 'counter-b', { type: 'Take', data: { limit: 99 } }, metadata),
    ).rejects.toBeInstanceOf(ConcurrencyConflictError);
  });

  it('starts a new stream without reading it, and decides on what is there when it exists after all', async () => {
    const runner = new CommandRunner(store);
    const read = jest.spyOn(store, 'readStream');
    const created = await runner.create(counter, 'counter-c', { type: 'Take', data: { limit: 1 } }, metadata);
    expect(created.state).toBe(1);
    expect(read).not.toHaveBeenCalled();
    // The stream is there now: the same command meets its state, and the limit refuses it.
    await expect(
      runner.create(counter, 'counter-c', { type: 'Take', data: { limit: 1 } }, metadata),
    ).rejects.toThrow('limit');
    expect(read).toHaveBeenCalled();
    read.mockRestore();
    expect(await store.readStream('counter-c')).toHaveLength(1);
  });

  it('writes again to a stream it knows without reading it; a stale guess is read again, never appended on', async () => {
    const runner = new CommandRunner(store);
    const take = { type: 'Take' as const, data: { limit: 3 } };
    await runner.run(counter, 'counter-d', take, metadata);
    const read = jest.spyOn(store, 'readStream');
    expect((await runner.run(counter, 'counter-d', take, metadata)).state).toBe(2);
    expect(read).not.toHaveBeenCalled();
    // Another process takes the last place: the guess (2) is stale, its append refused, the stream read.
    await store.appendToStream('counter-d', [{ type: 'Taken', data: { n: 3 } }]);
    await expect(runner.run(counter, 'counter-d', take, metadata)).rejects.toThrow('limit');
    expect(read).toHaveBeenCalledTimes(1);
    read.mockRestore();
    expect(await store.readStream('counter-d')).toHaveLength(3);
  });

  it('refuses only on what the stream says: a refusal met on a guess is decided again after a read', async () => {
    const runner = new CommandRunner(store);
    await runner.run(counter, 'counter-e', { type: 'Take', data: { limit: 5 } }, metadata);
    // This process believes the counter is at 1; make it look full to the guess only.
    runner.known.set(counter, 'counter-e', 5, 0);
    const read = jest.spyOn(store, 'readStream');
    const result = await runner.run(counter, 'counter-e', { type: 'Take', data: { limit: 5 } }, metadata);
    expect(result.state).toBe(2);
    expect(read).toHaveBeenCalledTimes(1);
    read.mockRestore();
  });
});
