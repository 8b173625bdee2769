import { type Decider, type DomainEvent, fold } from '@packflow/domain';
import { type RecordedEvent, SqlEventStore, type SqlPool, createPostgresPool } from '@packflow/eventstore';
import { type ApiProcess, startApiProcess } from '../faults/support/api-process';
import { type ApiClient, type Session, apiClient } from '../support/api-client';
import { createTestDatabase, eventually } from '../support/services';

/** Shared by the kill -9 suites: reading the whole store back, folding a stream, waiting and killing. */

/**
 * Every stream of the store with its events, in order, once every event committed is readable
 * (see hiddenEvents): an answered append hidden behind another suite's open transaction would
 * look lost.
 */
export async function streams(
  reader: StoreReader,
  timeoutMs = 60_000,
): Promise<Map<string, RecordedEvent[]>> {
  await eventually(async () => !(await hiddenEvents(reader)), timeoutMs);
  const { store } = reader;
  const all = new Map<string, RecordedEvent[]>();
  let after = 0n;
  for (;;) {
    const page = await store.readAll({ after, maxCount: 5000 });
    if (!page.length) break;
    for (const e of page) {
      const events = all.get(e.streamId);
      if (events) events.push(e);
      else all.set(e.streamId, [e]);
    }
    after = page[page.length - 1]!.position;
  }
  return all;
}

/** A stream's events folded by the decider of its kind (no events: its initial state). */
export const stateOf = <S, C, E extends DomainEvent>(
  decider: Decider<S, C, E>,
  events: RecordedEvent[] = [],
) =>
  fold(
    decider,
    events.map((e) => ({ type: e.type, data: e.data }) as E),
  );

/** The test's own reader of the store, and the pool under it (for what the store does not answer). */
export interface StoreReader {
  store: SqlEventStore;
  pool: SqlPool;
  close(): Promise<void>;
}

export async function openStore(url: string): Promise<StoreReader> {
  const pool = createPostgresPool(url, 2);
  const store = await SqlEventStore.open(pool);
  return {
    store,
    pool,
    async close() {
      await store.close();
      await pool.end();
    },
  };
}

/**
 * Events committed but not yet readable. Positions come from transaction ids, and reads stop below
 * the oldest transaction still running anywhere on the server (another suite's, too): until it
 * ends, the newest events of this database are committed but hidden, from the reactors and from
 * this test alike, and a process would look half-done when only its end is hidden.
 */
async function hiddenEvents({ store, pool }: StoreReader): Promise<boolean> {
  const { rows } = await pool.query<{ last: string }>(
    'SELECT coalesce(max(position), 0)::text AS last FROM es_events',
  );
  return (await store.headPosition()) < BigInt(rows[0]!.last);
}

/**
 * The (re)started API has carried every started process to its end and brought every read model
 * up to date: every event committed is readable, and every projector and reactor is live and has
 * handled everything up to the head.
 */
export async function settled(url: string, reader: StoreReader, timeoutMs = 90_000): Promise<void> {
  type Runner = { name: string; position: string; state: string };
  type Health = { head: string; projections: Runner[]; reactors: Runner[] };
  let waitingFor = '';
  try {
    await eventually(async () => {
      if (await hiddenEvents(reader)) {
        waitingFor = 'events committed but hidden behind a transaction still running on the server';
        return false;
      }
      const health = (await apiClient(url).get<Health>('/health')).body.data;
      const behind = [...health.projections, ...health.reactors].filter(
        (r) => r.state !== 'live' || BigInt(r.position) < BigInt(health.head),
      );
      waitingFor = behind.map((r) => `${r.name} ${r.state} at ${r.position} of ${health.head}`).join(', ');
      return behind.length === 0;
    }, timeoutMs);
  } catch (error) {
    throw new Error(`Not settled within ${timeoutMs} ms, waiting for: ${waitingFor}`, { cause: error });
  }
}

/**
 * Kills `pid` with SIGKILL somewhere between the first append and the last answer of `inFlight`:
 * at a random instant up to `maxDelayMs`, but before the last request has its answer (on a fast
 * machine they can all be answered within the random delay, and a kill after that would test
 * nothing). `maxDelayMs` 0: at once, as soon as the requests are sent and before any can have
 * its answer (each is surely cut off). Resolves with how many were sent and how many were cut off.
 */
export async function killMidFlight(
  pid: number,
  inFlight: Promise<boolean>[],
  maxDelayMs = 1200,
): Promise<{ sent: number; unanswered: number }> {
  if (maxDelayMs > 0) {
    let answeredSoFar = 0;
    const lastAnswerNear = new Promise<void>((resolve) => {
      for (const request of inFlight)
        void request.then(() => {
          if (++answeredSoFar >= inFlight.length - 1) resolve();
        });
    });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise((r) => (timer = setTimeout(r, 10 + Math.random() * maxDelayMs))),
      lastAnswerNear,
    ]);
    clearTimeout(timer);
  }
  process.kill(pid, 'SIGKILL');
  const answered = await Promise.all(inFlight);
  return { sent: answered.length, unanswered: answered.filter((a) => !a).length };
}

/** The API of a kill -9 suite: its own process on a fresh database, killed and started again round after round. */
export interface CrashApi {
  /** The API process running now. */
  readonly process: ApiProcess;
  /** The running API's address (a new port after each restart). */
  readonly url: string;
  /** The suite's own reader of the store. */
  readonly reader: StoreReader;
  /** A client of the running API, signing with `session` when given (sessions outlive restarts). */
  client(session?: Session): ApiClient;
  /**
   * Kills the API with SIGKILL in the middle of `inFlight` (killMidFlight), starts it again on the
   * same database and waits until it has settled. Resolves with how many were sent and cut off.
   */
  killAndRestart(
    inFlight: Promise<boolean>[],
    maxDelayMs?: number,
  ): Promise<{ sent: number; unanswered: number }>;
}

/**
 * Registers the suite's set-up and tear-down (call it first in the describe): a fresh database,
 * the test's reader of its store, the API started with `env` and settled before the first test;
 * everything stopped and dropped after the last.
 */
export function useCrashApi(env: Record<string, string> = {}): CrashApi {
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let api: ApiProcess | undefined;
  let reader: StoreReader | undefined;
  const start = async () => {
    api = await startApiProcess({ DATABASE_URL: database!.url, ...env });
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    reader = await openStore(database.url);
    await start();
    // Read models up to date (a fresh database): the administrator's permissions, the settings.
    await settled(api!.url, reader);
  }, 120_000);

  afterAll(async () => {
    await api?.stop();
    await reader?.close();
    await database?.drop();
  });

  return {
    get process() {
      return api!;
    },
    get url() {
      return api!.url;
    },
    get reader() {
      return reader!;
    },
    client: (session) => apiClient(api!.url, 'en', session),
    async killAndRestart(inFlight, maxDelayMs) {
      const cut = await killMidFlight(api!.pid, inFlight, maxDelayMs);
      await api!.stop();
      await start();
      await settled(api!.url, reader!);
      return cut;
    },
  };
}

/** Polls the store until `done` holds of the stream folded (a reactor catching up). */
export async function untilFolded<S>(
  reader: StoreReader,
  streamId: string,
  foldOf: (events: RecordedEvent[]) => S,
  done: (s: S) => boolean,
): Promise<S> {
  return eventually(async () => {
    const events = await reader.store.readStream(streamId).catch(() => []);
    const state = foldOf(events);
    return done(state) ? state : false;
  }, 30_000);
}
