import { type RecordedEvent, SqlEventStore, createPglitePool, openPglite } from '@packflow/eventstore';
import { CommandRunner } from '@packflow/platform';

/** A process test's store and what it asks of it; `store` and `commands` are there once the tests run. */
export interface ProcessHarness {
  store: SqlEventStore;
  commands: CommandRunner;
  /** A stream's events, none while it does not exist. */
  events(stream: string): Promise<RecordedEvent[]>;
  /** A stream's event types, none while it does not exist. */
  types(stream: string): Promise<string[]>;
  /**
   * Every command of type `commandType` dies as the process would if killed there (the run is
   * rejected with "killed"), the others run; answers the function that ends it.
   */
  killAt(commandType: string): () => void;
}

/**
 * A reactor tested as a process: a fresh event store on an in-memory PGlite with its command
 * runner, opened before the describe's tests and closed after them.
 */
export function useProcessHarness(): ProcessHarness {
  const harness: ProcessHarness = {
    store: undefined as unknown as SqlEventStore,
    commands: undefined as unknown as CommandRunner,
    events: (stream) => harness.store.readStream(stream).catch(() => [] as RecordedEvent[]),
    types: async (stream) => (await harness.events(stream)).map((e) => e.type),
    killAt(commandType) {
      const { commands } = harness;
      // A step may run on a stream it reads first (run) or start a new one (create).
      const spies = (['run', 'create'] as const).map((method) => {
        const original = commands[method].bind(commands);
        return jest
          .spyOn(commands, method)
          .mockImplementation((decider, stream, command, metadata) =>
            (command as { type: string }).type === commandType
              ? Promise.reject(new Error('killed'))
              : original(decider, stream, command, metadata),
          );
      });
      return () => spies.forEach((spy) => spy.mockRestore());
    },
  };
  beforeAll(async () => {
    harness.store = await SqlEventStore.open(createPglitePool(await openPglite()), { pollIntervalMs: 200 });
    harness.commands = new CommandRunner(harness.store);
  });
  afterAll(() => harness.store.close());
  return harness;
}

/** The metadata of a salesman's request at `at`, as the API gives the commands it runs. */
export const salesMeta = (at: string) => ({
  userId: 'sales-1',
  role: 'OperatorIndex',
  at: new Date(at),
  correlationId: 'req-1',
});
