import type { ForumSection } from '@packflow/contracts';
import pg from 'pg';
import { type SignedInClient, signIn } from '../support/api-client';
import { eventually } from '../support/services';
import { ADMIN_PASSWORD, type ApiProcess, startApiProcess } from './support/api-process';
import { PrivatePostgres, describeIf, privatePostgresMissing } from './support/private-servers';

/**
 * PostgreSQL crashes under load (pg_ctl stop -m immediate, on a server of this test's own) and
 * starts again on the same port. The API process must stay up, answer meanwhile, report healthy
 * again, listen again and show a write made afterwards.
 */
describeIf(privatePostgresMissing(), 'The API process when PostgreSQL is restarted under load', () => {
  let server: PrivatePostgres;
  let api: ApiProcess;
  let admin: SignedInClient;

  const expectAlive = (): void => {
    const exit = api.exited();
    const crashed = /Unhandled 'error' event|unhandled ?rejection|uncaught ?exception/i.exec(api.output());
    if (exit || crashed)
      throw new Error(
        `The API process ended or crashed (${JSON.stringify(exit)}):\n${api.output().slice(-3000)}`,
      );
  };

  const healthStatus = async (): Promise<string | undefined> => {
    const res = await fetch(`${api.url}/api/health`).catch(() => undefined);
    if (!res) return undefined;
    const body = (await res.json().catch(() => undefined)) as { data?: { status?: string } } | undefined;
    return res.status === 200 ? body?.data?.status : `http ${res.status}`;
  };

  const listeners = async (): Promise<number> => {
    const client = new pg.Client({ connectionString: server.url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE query ILIKE 'LISTEN %'`,
      );
      return rows[0]!.n;
    } catch {
      return 0;
    } finally {
      await client.end().catch(() => undefined);
    }
  };

  beforeAll(async () => {
    server = await PrivatePostgres.create();
    api = await startApiProcess({ DATABASE_URL: server.url, PACKFLOW_PROCESS: 'api' });
    admin = await signIn(api.url, 'admin', ADMIN_PASSWORD, 'en');
  }, 90_000);

  afterAll(async () => {
    await api?.stop();
    await server?.remove();
  });

  it('stays up through the restart, then is healthy, listens again and shows a new write', async () => {
    await eventually(async () => (await healthStatus()) === 'ok', 15_000);
    const listening = await listeners();
    expect(listening).toBeGreaterThan(0);

    let stop = false;
    const outcomes = { ok: 0, failed: 0 };
    /** How the failed requests were answered, by HTTP status. */
    const failures: Record<string, number> = {};
    const load = Array.from({ length: 6 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        const res =
          i % 2
            ? await admin.get('/admin/forum/forumsection').catch(() => undefined)
            : await admin
                .post('/admin/forum/forumsection', { name: `load ${w}-${i}` })
                .catch(() => undefined);
        if (res?.body.code === 0) outcomes.ok++;
        else {
          outcomes.failed++;
          const status = String(res?.status ?? 'no answer');
          failures[status] = (failures[status] ?? 0) + 1;
          // A failing database answers at once: do not spin.
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    });
    try {
      await new Promise((r) => setTimeout(r, 500));
      const okBefore = outcomes.ok;
      await server.stop('immediate');
      const stoppedAt = Date.now();
      // Down for a while: requests fail, the process must not.
      await new Promise((r) => setTimeout(r, 1500));
      expectAlive();
      expect((await fetch(`${api.url}/api/health`)).status).toBeGreaterThanOrEqual(200);
      await server.start();
      const startedAt = Date.now();
      await eventually(async () => (await healthStatus()) === 'ok', 30_000);
      const healthyAt = Date.now();
      await eventually(async () => (await listeners()) >= listening, 15_000);
      // Writes go through again while the load goes on.
      const okAfterRestart = outcomes.ok;
      await eventually(async () => outcomes.ok > okAfterRestart + 5, 15_000);
      console.log(
        `PostgreSQL down ${startedAt - stoppedAt} ms; /api/health ok ${healthyAt - startedAt} ms after it was back; ` +
          `requests under load: ${outcomes.ok} answered, ${outcomes.failed} failed ${JSON.stringify(failures)} (${okBefore} answered before the crash)`,
      );
      // A request the lost database failed is answered "unavailable, try again" (503), not as a bug (500).
      expect(Object.keys(failures)).toEqual(['503']);
    } finally {
      stop = true;
      await Promise.all(load);
    }
    const created = await admin.post<ForumSection>('/admin/forum/forumsection', {
      name: 'after the restart',
    });
    expect(created.body.code).toBe(0);
    const read = await admin.get<ForumSection[]>(
      `/admin/forum/forumsection?_position=${created.body.extra?.position}`,
    );
    expect(read.body.extra?.stale).toBeUndefined();
    expect(read.body.data.map((s) => s.name)).toContain('after the restart');
    expectAlive();
  });
});
