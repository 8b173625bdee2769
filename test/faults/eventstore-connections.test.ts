import {
  type RecordedEvent,
  SqlEventStore,
  type SqlPool,
  type Subscription,
  createPglitePool,
  createPostgresPool,
  openPglite,
} from '@packflow/eventstore';
import pg from 'pg';
import { createTestDatabase, describeWithPostgres, eventually, pgUrl } from '../support/services';

/** What pg says when the connection under a query is gone. */
const lostConnection = (): Error => new Error('Connection terminated unexpectedly');

/**
 * The store's pool with faults on demand: `failNext(n)` makes the next n statements (those whose
 * text matches, if given) fail as if the connection was lost, before they reach the database;
 * `failAfterNext(n)` lets the next n run and commit, then loses their answers.
 */
function faultyPool(pool: SqlPool) {
  let before = 0;
  let after = 0;
  let matching: RegExp | undefined;
  const faults = {
    failNext: (n: number, only?: RegExp) => {
      before = n;
      matching = only;
    },
    failAfterNext: (n: number) => (after = n),
  };
  const query = async (text: string, params?: readonly unknown[]) => {
    if (before > 0 && (!matching || matching.test(text))) {
      before--;
      throw lostConnection();
    }
    const result = await pool.query(text, params);
    if (after > 0) {
      after--;
      throw lostConnection();
    }
    return result;
  };
  const faulty: SqlPool = {
    kind: pool.kind,
    query: query as SqlPool['query'],
    connect: () => pool.connect(),
    listen: (...args) => pool.listen(...args),
    end: () => pool.end(),
  };
  return { pool: faulty, faults };
}

async function collect(
  subscription: Subscription,
  count: number,
  timeoutMs = 5000,
): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  const timer = setTimeout(() => void subscription.stop(), timeoutMs);
  try {
    for await (const item of subscription) {
      if (item.kind === 'event') events.push(item.event);
      if (events.length >= count) break;
    }
  } finally {
    clearTimeout(timer);
    await subscription.stop();
  }
  return events;
}

describe('The event store when a connection is lost (PGlite with injected faults)', () => {
  let store: SqlEventStore;
  let faults: ReturnType<typeof faultyPool>['faults'];
  let base: SqlPool;

  beforeAll(async () => {
    base = createPglitePool(await openPglite());
    const faulty = faultyPool(base);
    faults = faulty.faults;
    store = await SqlEventStore.open(faulty.pool, { pollIntervalMs: 50, retryMs: 5 });
  });
  afterEach(() => faults.failNext(0));
  afterAll(async () => {
    await store.close();
    await base.end();
  });

  it('answers an append whose answer was lost after it committed as it was made, and writes it once', async () => {
    faults.failAfterNext(1);
    const result = await store.appendToStream('order-1', [{ type: 'Placed', data: { n: 1 } }], {
      expectedRevision: 'no_stream',
    });
    expect(result.nextExpectedRevision).toBe(0);
    const events = await store.readStream('order-1');
    expect(events).toHaveLength(1);
    expect(events[0]!.position).toBe(result.position);
  });

  it('makes an append whose connection was lost before it reached the database', async () => {
    await store.appendToStream('order-2', [{ type: 'Placed', data: {} }]);
    faults.failNext(1);
    const result = await store.appendToStream('order-2', [{ type: 'Paid', data: {} }], {
      expectedRevision: 0,
    });
    expect(result.nextExpectedRevision).toBe(1);
    expect((await store.readStream('order-2')).map((e) => e.type)).toEqual(['Placed', 'Paid']);
  });

  it('gives up on an append after three lost connections, with the connection error', async () => {
    faults.failNext(3);
    await expect(store.appendToStream('order-3', [{ type: 'Placed', data: {} }])).rejects.toThrow(
      'Connection terminated unexpectedly',
    );
    expect(await store.readAll({ filter: { streamPrefixes: ['order-3'] } })).toHaveLength(0);
  });

  it('reads a stream and $all again when the connection is lost once', async () => {
    await store.appendToStream('order-4', [{ type: 'Placed', data: {} }]);
    faults.failNext(1);
    expect(await store.readStream('order-4')).toHaveLength(1);
    faults.failNext(1);
    expect((await store.readAll()).length).toBeGreaterThan(0);
    faults.failNext(1);
    expect(await store.headPosition()).toBeGreaterThan(0n);
  });

  it('keeps a subscription going through lost connections, without missing or repeating an event', async () => {
    await store.appendToStream('order-5', [{ type: 'Placed', data: { n: 0 } }]);
    const subscription = store.subscribeToAll({ filter: { streamPrefixes: ['order-5'] } });
    const received = collect(subscription, 4);
    // Its reads fail several times in a row while the events come.
    faults.failNext(5, /JOIN LATERAL/);
    for (let n = 1; n < 4; n++) await store.appendToStream('order-5', [{ type: 'Placed', data: { n } }]);
    const events = await received;
    expect(events.map((e) => (e.data as { n: number }).n)).toEqual([0, 1, 2, 3]);
  });

  it('still hands a subscriber an error that is not a lost connection', async () => {
    const subscription = store.subscribeToAll({ filter: { streamPrefixes: ['order-6'] } });
    jest.spyOn(base, 'query').mockImplementationOnce(async () => {
      throw Object.assign(new Error('relation "es_events" does not exist'), { code: '42P01' });
    });
    await expect(collect(subscription, 1)).rejects.toThrow('does not exist');
  });
});

describeWithPostgres('The PostgreSQL pool when its connections are terminated', () => {
  let database: { url: string; drop: () => Promise<void> };
  let server: pg.Client;
  const databaseName = () => new URL(database.url).pathname.slice(1);

  const backends = async (where = 'true'): Promise<{ pid: number; query: string; state: string }[]> =>
    (
      await server.query(
        `SELECT pid, query, state FROM pg_stat_activity
          WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = 'client backend' AND ${where}`,
        [databaseName()],
      )
    ).rows;
  const terminate = (pid: number) => server.query('SELECT pg_terminate_backend($1)', [pid]);

  beforeAll(async () => {
    database = await createTestDatabase();
    server = new pg.Client({ connectionString: pgUrl });
    server.on('error', () => undefined);
    await server.connect();
  });
  afterAll(async () => {
    await server?.end().catch(() => undefined);
    await database?.drop();
  });

  it('survives losing a connection it handed out inside a transaction, and serves the next unit of work', async () => {
    const reports: string[] = [];
    const pool = createPostgresPool(database.url, 2, { log: (m) => reports.push(m) });
    try {
      const client = await pool.connect();
      await client.query('BEGIN');
      const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      await terminate(pid);
      // Without a listener on the client, its 'error' event would end this process here.
      await eventually(async () => reports.some((r) => r.includes('connection in use was lost')));
      await expect(client.query('SELECT 1')).rejects.toThrow();
      client.release();
      const again = await pool.connect();
      try {
        expect((await again.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one).toBe(1);
      } finally {
        again.release();
      }
    } finally {
      await pool.end();
    }
  });

  it('LISTENs again after its LISTEN connection is terminated, and hears NOTIFY again', async () => {
    const reports: string[] = [];
    const pool = createPostgresPool(database.url, 2, { log: (m) => reports.push(m), listenRetryMs: 20 });
    const heard: string[] = [];
    let reconnects = 0;
    const unlisten = await pool.listen(
      'fault_test',
      (payload) => heard.push(payload),
      () => reconnects++,
    );
    try {
      await pool.query(`SELECT pg_notify('fault_test', 'one')`);
      await eventually(async () => heard.includes('one'));
      for (let round = 1; round <= 2; round++) {
        const [listener] = await backends(`query ILIKE 'LISTEN %'`);
        expect(listener).toBeDefined();
        await terminate(listener!.pid);
        await eventually(async () => reconnects === round);
        await pool.query(`SELECT pg_notify('fault_test', $1)`, [`after ${round}`]);
        await eventually(async () => heard.includes(`after ${round}`));
      }
      expect(reports.some((r) => r.includes('listening for fault_test again'))).toBe(true);
    } finally {
      await unlisten();
      await pool.end();
    }
    // Stopped means stopped: no connection comes back after the end.
    await new Promise((r) => setTimeout(r, 100));
    expect(await backends(`query ILIKE 'LISTEN %'`)).toHaveLength(0);
  });

  it("wakes a subscription on another process's append at once after every connection of its store was terminated", async () => {
    // Polling once a minute: only a NOTIFY (or the wake after listening again) can deliver in time.
    const pool = createPostgresPool(database.url, 4, { log: () => undefined, listenRetryMs: 20 });
    const other = createPostgresPool(database.url, 2, { log: () => undefined });
    const store = await SqlEventStore.open(pool, { pollIntervalMs: 60_000, retryMs: 20 });
    const writer = await SqlEventStore.open(other);
    const subscription = store.subscribeToAll({ filter: { streamPrefixes: ['wake-'] } });
    try {
      const iterator = subscription[Symbol.asyncIterator]();
      const nextEvent = async (): Promise<RecordedEvent> => {
        for (;;) {
          const { value } = await iterator.next();
          if (value?.kind === 'event') return value.event;
        }
      };
      await writer.appendToStream('wake-1', [{ type: 'Woken', data: { n: 1 } }]);
      expect((await nextEvent()).streamId).toBe('wake-1');
      await eventually(async () => (await backends(`query ILIKE 'LISTEN %'`)).length === 1);
      const writerPids = new Set(
        (await other.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows.map((r) => r.pid),
      );
      const before = new Set((await backends()).map((b) => b.pid));
      for (const backend of await backends()) if (!writerPids.has(backend.pid)) await terminate(backend.pid);
      // Listening again on a new connection (the terminated one may still show for a moment).
      await eventually(async () =>
        (await backends(`query ILIKE 'LISTEN %'`)).some((b) => !before.has(b.pid)),
      );
      const started = Date.now();
      await writer.appendToStream('wake-2', [{ type: 'Woken', data: { n: 2 } }]);
      expect((await nextEvent()).streamId).toBe('wake-2');
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await subscription.stop();
      await store.close();
      await writer.close();
      await pool.end();
      await other.end();
    }
  });
});
