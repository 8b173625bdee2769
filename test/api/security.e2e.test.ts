import { ADMIN_PASSWORD, PGLITE, describeOn, useTestApi } from '../support/test-api';

describeOn(PGLITE, 'security basics', () => {
  const t = useTestApi(PGLITE, { CORS_ORIGINS: 'https://console.example.com' });

  it('sends helmet headers with a strict Content-Security-Policy', async () => {
    const res = await fetch(`${t.api.url}/api/health`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('allows cross-origin calls only from the configured origins', async () => {
    const allowed = await fetch(`${t.api.url}/api/health`, {
      headers: { Origin: 'https://console.example.com' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://console.example.com');
    const other = await fetch(`${t.api.url}/api/health`, { headers: { Origin: 'https://evil.example.com' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a body over 1 MB with a translated answer', async () => {
    const res = await fetch(`${t.api.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Locale: 'en' },
      body: `username=admin&password=${'x'.repeat(1_100_000)}`,
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { code: number; msg: string };
    expect(body).toMatchObject({ code: 1413, msg: 'The request is too large' });
  });

  it('answers every success with HTTP 200 and code 0, also a POST that creates (spec section 7)', async () => {
    const admin = await t.admin();
    const created = await admin.post('/admin/forum/forumsection', { name: 'Announcements' });
    expect([created.status, created.body.code]).toEqual([200, 0]);
  });

  it('refuses a page size over 400 (the README: 5 to 400)', async () => {
    const admin = await t.admin();
    const res = await admin.get('/login/log?_size=100000');
    expect([res.status, res.body.extra?.fields?._size]).toEqual([422, 'Please enter a number from 5 to 400']);
  });

  it('answers malformed JSON with 400, not a server error', async () => {
    const res = await fetch(`${t.api.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Locale: 'en' },
      body: '{"username":',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: number }).code).toBe(1001);
  });
});

describeOn(PGLITE, 'logs', () => {
  const written: string[] = [];
  const capture = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  beforeAll(() => {
    jest.spyOn(process.stdout, 'write').mockImplementation(capture);
    jest.spyOn(process.stderr, 'write').mockImplementation(capture);
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
      jest.spyOn(console, level).mockImplementation((...args: unknown[]) => capture(args.join(' ')));
  });
  const t = useTestApi(PGLITE, { LOG_LEVEL: 'trace' });
  afterAll(() => jest.restoreAllMocks());

  it('never contain a password, a token or a session secret', async () => {
    const admin = await t.admin();
    await admin.post('/admin/operator', {
      nickname: 'x',
      username: 'log-user',
      password: 'another-secret-1',
      role: 'Finance',
      phone: '13912345678',
    });
    await fetch(`${t.api.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=admin&password=wrong-secret-9',
    });
    await admin.get('/session');
    expect(written.length).toBeGreaterThan(0);
    const log = written.join('\n');
    for (const secret of [
      ADMIN_PASSWORD,
      'another-secret-1',
      'wrong-secret-9',
      admin.session!.token,
      admin.session!.secret,
    ])
      expect(log.includes(secret) ? secret : 'absent').toBe('absent');
  });
});
