import { loadConfig } from '@packflow/config';
import { type RunningApi, startApi } from '../../apps/api/src/bootstrap';
import { type SignedInClient, apiClient, signIn, signedHeaders } from '../support/api-client';
import { createTestDatabase, describeWithPostgres } from '../support/services';
import { createStaff } from '../support/staff';
import { ADMIN_PASSWORD } from '../support/test-api';

const PASSWORD = 'correct-horse-1';

/**
 * Each API process keeps what a session's requests are signed with (so a request needs no read
 * before its signature is checked), while whether the session still stands, the account's status,
 * roles and permissions are checked in the database on every request: two
 * API processes on one database, a session used through both, ended through one, refused by the
 * other at its very next request.
 */
describeWithPostgres('the session check with two API processes', () => {
  let database: { url: string; drop: () => Promise<void> };
  const apis: RunningApi[] = [];
  let admin: SignedInClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      DATABASE_URL: database.url,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      ADMIN_PASSWORD,
      RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    });
    apis.push(await startApi(config));
    apis.push(await startApi(config));
    admin = await signIn(apis[0]!.url, 'admin', ADMIN_PASSWORD);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.close()));
    await database?.drop();
  });

  /** The same person's session, signing its requests to either process. */
  async function personOnBoth(role: 'Warehouse' | 'OperatorIndex', username: string) {
    const id = await createStaff(admin, role, username);
    const a = await signIn(apis[0]!.url, username, PASSWORD);
    const b = { ...apiClient(apis[1]!.url, 'en', a.session), login: a.login };
    // Both processes have now checked a request of this session (and keep its signer).
    expect((await a.get('/session')).status).toBe(200);
    expect((await b.get('/session')).status).toBe(200);
    return { id, a, b };
  }

  it('accepts the same signature through either process, and refuses a forged one', async () => {
    const { a } = await personOnBoth('Warehouse', 'check-again');
    const headers = signedHeaders(a.session!, String(Math.floor(Date.now() / 1000)));
    expect((await apiClient(apis[0]!.url).get('/session', headers)).status).toBe(200);
    expect((await apiClient(apis[1]!.url).get('/session', headers)).status).toBe(200);
    // A forged signature is refused by a process that knows the session.
    const forged = await apiClient(apis[1]!.url).get('/session', {
      ...signedHeaders(a.session!),
      Signature: '0'.repeat(64),
    });
    expect(forged.body).toMatchObject({ extra: { error: 'AUTH.SIGNATURE' } });
  });

  it('a logout through one process ends the session in the other at once', async () => {
    const { a, b } = await personOnBoth('Warehouse', 'check-logout');
    expect((await a.post('/logout')).status).toBe(200);
    const next = await b.get('/session');
    expect(next.status).toBe(401);
    expect(next.body).toMatchObject({ extra: { error: 'AUTH.NO_SESSION' } });
    // The process that ended it refuses it too.
    expect((await a.get('/session')).status).toBe(401);
  });

  it('disabling the account through one process ends its sessions in the other at once', async () => {
    const { id, a, b } = await personOnBoth('Warehouse', 'check-disable');
    const disabled = await admin.put(`/admin/operator/${id}/status`, { status: '禁用' });
    expect(disabled.body.code).toBe(0);
    expect((await b.get('/session')).status).toBe(401);
    expect((await a.get('/session')).status).toBe(401);
  });

  it("a role's permissions taken away are refused at the next request in either process", async () => {
    const { a, b } = await personOnBoth('OperatorIndex', 'check-perm');
    expect((await b.get('/catalog/bagtype')).status).toBe(200);
    const roles = await admin.get<{ role: string; permissions: string[] }[]>('/admin/role');
    const salesRole = roles.body.data.find((r) => r.role === 'OperatorIndex')!;
    const without = salesRole.permissions.filter((p) => p !== 'GET@catalog/:kind');
    expect(without.length).toBeLessThan(salesRole.permissions.length);
    const changed = await admin.put<unknown>('/admin/role/OperatorIndex', { permissions: without.join(',') });
    expect(changed.body.code).toBe(0);
    // The role read model moves with the projector: wait for it through the admin's own read.
    await admin.get(`/admin/role?_position=${changed.body.extra?.position}`);
    try {
      expect((await b.get('/catalog/bagtype')).status).toBe(403);
      expect((await a.get('/catalog/bagtype')).status).toBe(403);
    } finally {
      await admin.put('/admin/role/OperatorIndex', { permissions: salesRole.permissions.join(',') });
    }
  });
});
