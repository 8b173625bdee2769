import type { ForumSection } from '@packflow/contracts';
import pg from 'pg';
import { type SignedInClient, signIn } from '../support/api-client';
import { createTestDatabase, describeWithPostgres, eventually, pgUrl } from '../support/services';
import { ADMIN_PASSWORD, type ApiProcess, startApiProcess } from './support/api-process';

interface Backend {
  pid: number;
  state: string | null;
  query: string;
  wait_event_type: string | null;
  in_transaction: boolean;
}

/**
 * The API process on its own PostgreSQL database loses its connections one by one while it works:
 * idle ones, the LISTEN ones, one inside a projector's transaction, one inside an append, and any
 * that is busy during a burst of writes. It must stay up, keep answering, report healthy again and
 * show a write made afterwards.
 */
describeWithPostgres('The API process when its PostgreSQL connections are terminated', () => {
  let database: { url: string; drop: () => Promise<void> };
  let api: ApiProcess;
  let admin: SignedInClient;
  /** On the server's own database: sees and ends the API's connections. */
  let server: pg.Client;
  /** On the API's database: holds locks that keep the API's work waiting where the test wants it. */
  let locker: pg.Client;
  const terminated: Record<string, number> = {};

  const backends = async (): Promise<Backend[]> =>
    (
      await server.query<Backend>(
        `SELECT pid, state, query, wait_event_type, backend_xid IS NOT NULL AS in_transaction
           FROM pg_stat_activity
          WHERE datname = $1 AND pid <> pg_backend_pid() AND pid <> $2 AND backend_type = 'client backend'`,
        [new URL(database.url).pathname.slice(1), lockerPid],
      )
    ).rows;
  let lockerPid = 0;

  const terminate = async (backend: Backend, kind: string): Promise<void> => {
    await server.query('SELECT pg_terminate_backend($1)', [backend.pid]);
    terminated[kind] = (terminated[kind] ?? 0) + 1;
  };

  const expectAlive = (): void => {
    const exit = api.exited();
    const crashed = /Unhandled 'error' event|unhandled ?rejection|uncaught ?exception/i.exec(api.output());
    if (exit || crashed)
      throw new Error(
        `The API process ended or crashed (${JSON.stringify(exit)}):\n${api.output().slice(-3000)}`,
      );
  };

  const health = async (): Promise<{ status?: string } | undefined> => {
    const res = await fetch(`${api.url}/api/health`).catch(() => undefined);
    if (!res) return undefined;
    const body = (await res.json().catch(() => undefined)) as { data?: { status?: string } } | undefined;
    return { status: res.status === 200 ? body?.data?.status : `http ${res.status}` };
  };

  const healthOk = (timeoutMs = 15_000) =>
    eventually(async () => (await health())?.status === 'ok', timeoutMs);

  /** A forum section written now and read back through its read model with read-your-writes. */
  const writeAndRead = async (name: string): Promise<void> => {
    const created = await admin.post<ForumSection>('/admin/forum/forumsection', { name });
    expect(created.body.code).toBe(0);
    const read = await admin.get<ForumSection[]>(
      `/admin/forum/forumsection?_position=${created.body.extra?.position}`,
    );
    expect(read.body.extra?.stale).toBeUndefined();
    expect(read.body.data.map((s) => s.name)).toContain(name);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    server = new pg.Client({ connectionString: pgUrl });
    server.on('error', () => undefined);
    await server.connect();
    locker = new pg.Client({ connectionString: database.url });
    locker.on('error', () => undefined);
    api = await startApiProcess({ DATABASE_URL: database.url, PACKFLOW_PROCESS: 'api' });
    await locker.connect();
    lockerPid = (await locker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    admin = await signIn(api.url, 'admin', ADMIN_PASSWORD, 'en');
    await writeAndRead('before the faults');
    await healthOk();
  }, 90_000);

  afterAll(async () => {
    await api?.stop();
    await locker?.end().catch(() => undefined);
    await server?.end().catch(() => undefined);
    await database?.drop();
    // Shown in the run's output: how many connections of each kind the API lost and survived.
    if (Object.keys(terminated).length) console.log(`terminated connections: ${JSON.stringify(terminated)}`);
  });

  it('survives losing each idle connection and its LISTEN connections, one after another, and listens again', async () => {
    const listening = await eventually(async () => {
      const found = (await backends()).filter((b) => /^LISTEN /i.test(b.query));
      return found.length ? found : undefined;
    });
    for (const backend of await backends()) {
      await terminate(backend, /^LISTEN /i.test(backend.query) ? 'listen' : `idle`);
      // It keeps answering between two losses.
      await eventually(async () => api.exited() !== undefined || (await health()) !== undefined, 5000);
      expectAlive();
    }
    await healthOk();
    // LISTEN again, on new connections, so appends of other processes wake its subscriptions.
    await eventually(async () => {
      const now = (await backends()).filter((b) => /^LISTEN /i.test(b.query));
      return now.length >= listening.length && now.every((b) => !listening.some((old) => old.pid === b.pid));
    });
    await writeAndRead('after losing the idle connections');
    expectAlive();
  });

  it("survives losing the connection of a projector's transaction, then applies the batch", async () => {
    // The projector's transaction waits on this lock at its checkpoint, after writing its rows. (A
    // table lock, not a row lock: a row lock would give this transaction an id, and readers of the
    // store see no event of a transaction that began after it until it ends.)
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE projection_checkpoints IN EXCLUSIVE MODE');
    try {
      const created = await admin.post<ForumSection>('/admin/forum/forumsection', { name: 'held back' });
      expect(created.body.code).toBe(0);
      // Twice: the projector comes back for the batch after the first loss and waits again.
      for (let i = 0; i < 2; i++) {
        const waiting = await eventually(async () =>
          (await backends()).find((b) => b.wait_event_type === 'Lock' && b.in_transaction),
        );
        await terminate(waiting, 'in a transaction');
        await eventually(async () => api.exited() !== undefined || (await health()) !== undefined, 5000);
        expectAlive();
      }
    } finally {
      await locker.query('ROLLBACK');
    }
    await healthOk();
    const read = await admin.get<ForumSection[]>('/admin/forum/forumsection');
    expect(read.body.data.map((s) => s.name)).toContain('held back');
    expectAlive();
  });

  it('answers a write whose append lost its connection mid-flight, without writing it twice', async () => {
    // Appends wait on this lock; the append's connection is ended while it waits.
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE es_events IN SHARE MODE');
    let answer: Promise<Awaited<ReturnType<SignedInClient['post']>>> | undefined;
    try {
      answer = admin.post<ForumSection>('/admin/forum/forumsection', { name: 'append retried' });
      const appending = await eventually(async () =>
        (await backends()).find((b) => b.wait_event_type === 'Lock' && /es_events/.test(b.query)),
      );
      await terminate(appending, 'in an append');
      expectAlive();
    } finally {
      await locker.query('ROLLBACK');
    }
    const created = await answer;
    expect(created.body.code).toBe(0);
    const read = await admin.get<ForumSection[]>(
      `/admin/forum/forumsection?_position=${created.body.extra?.position}`,
    );
    expect(read.body.data.filter((s) => s.name === 'append retried')).toHaveLength(1);
    expectAlive();
  });

  it('stays up through a burst of writes while every busy connection is ended, then is healthy and current', async () => {
    let stop = false;
    const outcomes = { ok: 0, failed: 0 };
    const failures: Record<string, number> = {};
    const writers = Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        const res = await admin
          .post('/admin/forum/forumsection', { name: `burst ${w}-${i}` })
          .catch(() => undefined);
        if (res?.body.code === 0) outcomes.ok++;
        else {
          outcomes.failed++;
          const status = String(res?.status ?? 'no answer');
          failures[status] = (failures[status] ?? 0) + 1;
        }
      }
    });
    const deadline = Date.now() + 3000;
    while (Date.now() < deadline) {
      for (const b of await backends()) {
        if (b.state === 'active' || b.state === 'idle in transaction') {
          await terminate(b, b.state === 'active' ? 'busy' : 'idle in transaction');
        }
      }
      await new Promise((r) => setTimeout(r, 30));
    }
    stop = true;
    await Promise.all(writers);
    expectAlive();
    expect(outcomes.ok).toBeGreaterThan(0);
    // What a lost connection failed is answered "unavailable, try again", never as a bug (500).
    expect(Object.keys(failures).filter((status) => status !== '503')).toEqual([]);
    console.log(`burst: ${outcomes.ok} writes answered, failed ${JSON.stringify(failures)}`);
    await healthOk();
    await writeAndRead('after the burst');
    expectAlive();
  });
});
