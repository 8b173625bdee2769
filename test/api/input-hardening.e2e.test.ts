import { randomUUID } from 'node:crypto';
import type { ApiResponse } from '@packflow/contracts';
import { type Session, apiClient, signIn, signedHeaders } from '../support/api-client';
import { ADMIN_PASSWORD, PGLITE, describeOn, useTestApi } from '../support/test-api';

interface Sent {
  status: number;
  body: ApiResponse<unknown>;
  headers: Headers;
}

// Starting a server on a busy machine can take longer than the default 30 s.
jest.setTimeout(120_000);

/** Bad input a client written from the documentation sent: each gets a clear 4xx and changes nothing. */
describeOn(PGLITE, 'input that can never hurt', () => {
  const t = useTestApi(PGLITE);

  /** A JSON request, signed when a session is given (the way a client other than the console calls). */
  const send = async (
    method: string,
    path: string,
    body: unknown,
    session?: Session,
    locale: 'en' | 'cn' = 'en',
  ): Promise<Sent> => {
    const res = await fetch(`${t.api.url}/api${path}`, {
      method,
      headers: {
        Locale: locale,
        'Content-Type': 'application/json',
        ...(session ? signedHeaders(session) : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as ApiResponse<unknown>, headers: res.headers };
  };
  const adminSession = async () => (await t.admin()).session!;
  const head = () => t.api.infra.store.headPosition();
  /** The events appended since `position` (none, for a refused request). */
  const appendedSince = async (position: bigint) =>
    (await t.api.infra.store.readAll({ after: position })).map((e) => `${e.type} ${e.streamId}`);
  const fieldsOf = (answer: Sent) => (answer.body.extra as { fields?: Record<string, string> }).fields ?? {};

  describe('a lone surrogate in a JSON text', () => {
    it('is a translated 422 on login without signing in, and nothing is logged', async () => {
      await t.admin();
      const before = await head();
      const en = await send('POST', '/login', { username: 'adm\ud800x', password: ADMIN_PASSWORD });
      expect(en.status).toBe(422);
      expect(en.body).toMatchObject({ code: 1001, data: null, extra: { error: 'VALIDATION.FAILED' } });
      expect(fieldsOf(en).username).toBe(
        'The text contains an invalid character (a lone surrogate); please type it again',
      );
      const cn = await send('POST', '/login', { username: 'admin', password: 'x\udc00' }, undefined, 'cn');
      expect(cn.status).toBe(422);
      expect(fieldsOf(cn).password).toBe('文本中含有无效字符（孤立代理项），请重新输入');
      expect(await appendedSince(before)).toEqual([]);
    });

    it('is a 422 naming the field wherever it sits, also in a field name, and appends nothing', async () => {
      const session = await adminSession();
      const before = await head();
      const forum = await send('POST', '/admin/forum/forumsection', { name: '\ud800x' }, session);
      expect([forum.status, forum.body.code]).toEqual([422, 1001]);
      expect(Object.keys(fieldsOf(forum))).toEqual(['name']);
      const nested = await send(
        'POST',
        '/customer',
        { name: 'Lone', phone: '13900000001', addresses: [{ region: '100000', detail: 'x\udfff' }] },
        session,
      );
      expect(nested.status).toBe(422);
      expect(Object.keys(fieldsOf(nested))).toEqual(['addresses.0.detail']);
      const key = await send('PUT', '/sysset', { ['\ud800']: '1' }, session);
      expect(key.status).toBe(422);
      const setting = await send('PUT', '/customer-setting', { releaseDays: '30', x: ['\udc00'] }, session);
      expect(setting.status).toBe(422);
      expect(await appendedSince(before)).toEqual([]);
      // A well-formed pair (an emoji) is ordinary text.
      const emoji = await send('POST', '/admin/forum/forumsection', { name: 'News \ud83d\ude00' }, session);
      expect([emoji.status, emoji.body.code]).toEqual([200, 0]);
    });
  });

  it('answers a path that is no valid percent-encoded UTF-8 with 400, not a server error', async () => {
    const admin = await t.admin();
    for (const path of ['/customer/%ED%A0%80', '/admin/operator/%FF', '/catalog/%E0%A4%A']) {
      const answer = await admin.get(path);
      expect([path, answer.status, answer.body.code, answer.body.extra?.error]).toEqual([
        path,
        400,
        1001,
        'HTTP.400',
      ]);
    }
  });

  it('answers a deeply nested body at once, with or without a lone surrogate at the bottom', async () => {
    const session = await adminSession();
    const before = await head();
    const depth = 200_000;
    for (const bottom of ['"x"', '"\\ud800"']) {
      const started = Date.now();
      const body = `{"name":"Deep","deep":${'['.repeat(depth)}${bottom}${']'.repeat(depth)}}`;
      const answer = await send('POST', '/admin/forum/forumsection', body, session);
      expect([bottom, answer.status]).toEqual([bottom, bottom === '"x"' ? 400 : 422]);
      expect(Date.now() - started).toBeLessThan(5000);
    }
    expect(await appendedSince(before)).toEqual([]);
  });

  describe('numbers', () => {
    it('refuses JSON true, false, null, arrays and objects where a number belongs, and still takes numeric text', async () => {
      const session = await adminSession();
      const before = await head();
      for (const value of [true, false, null, [5], { n: 5 }]) {
        const answer = await send('PUT', '/customer-setting', { releaseDays: value }, session);
        expect([value, answer.status, Object.keys(fieldsOf(answer))]).toEqual([value, 422, ['releaseDays']]);
        const sysset = await send('PUT', '/sysset', { expiryWarnDays: value }, session);
        expect([value, sysset.status, Object.keys(fieldsOf(sysset))]).toEqual([
          value,
          422,
          ['expiryWarnDays'],
        ]);
      }
      const price = await send('POST', '/quotation/price', { quantity: true, colours: false }, session);
      expect(price.status).toBe(422);
      expect(fieldsOf(price)).toMatchObject({
        quantity: 'Please enter a whole number',
        colours: 'Please enter a whole number',
      });
      expect(await appendedSince(before)).toEqual([]);

      const text = await send('PUT', '/customer-setting', { releaseDays: '45' }, session);
      expect([text.status, text.body.code]).toEqual([200, 0]);
      const number = await send('PUT', '/customer-setting', { releaseDays: 90 }, session);
      expect([number.status, number.body.code]).toEqual([200, 0]);
    });
  });

  describe('routes that take no body', () => {
    it('refuse an unknown field with 400 naming it, and do nothing', async () => {
      const session = await adminSession();
      const someone = await signIn(t.api.url, 'admin', ADMIN_PASSWORD);
      const before = await head();
      const id = randomUUID();
      for (const [method, path] of [
        ['POST', `/customer/${id}/release`],
        ['POST', '/customer-release/run'],
        ['PUT', `/admin/operator/${id}/unlock`],
      ] as const) {
        const answer = await send(method, path, { extra: '1' }, session);
        expect([path, answer.status, answer.body.code, answer.body.msg]).toEqual([
          path,
          400,
          1001,
          'Unknown field: extra',
        ]);
      }
      const logout = await send('POST', '/logout', { everywhere: 'yes' }, someone.session);
      expect([logout.status, logout.body.msg]).toEqual([400, 'Unknown field: everywhere']);
      // Still signed in: the logout was refused, not done.
      expect((await someone.get('/session')).status).toBe(200);
      expect(await appendedSince(before)).toEqual([]);
    });
  });

  describe('paging', () => {
    const lists = ['/login/log', '/admin/operator', '/customer', '/quotation', '/sysset/history'];

    it('refuses a page or size out of range with 422 naming it, on every list', async () => {
      const admin = await t.admin();
      for (const list of lists) {
        for (const [query, field] of [
          ['_page=99999999999999999999', '_page'],
          ['_page=0', '_page'],
          ['_page=1.5', '_page'],
          ['_page=abc', '_page'],
          ['_size=4', '_size'],
          ['_size=-1', '_size'],
          ['_size=401', '_size'],
          ['_size=1e9', '_size'],
          ['_size=ten', '_size'],
        ]) {
          const answer = await admin.get(`${list}?${query}`);
          expect([list, query, answer.status, Object.keys(answer.body.extra?.fields ?? {})]).toEqual([
            list,
            query,
            422,
            [field],
          ]);
        }
      }
      const bounds = await admin.get('/login/log?_size=4');
      expect(bounds.body.extra?.fields?._size).toBe('Please enter a number from 5 to 400');
    });

    it('takes every size the console offers, and blank for the defaults', async () => {
      const admin = await t.admin();
      for (const size of [5, 10, 15, 20, 30, 50, 100, 200, 300, 400]) {
        const answer = await admin.get(`/login/log?_page=1&_size=${size}`);
        expect([size, answer.status, answer.body.extra?.pageInfo?._size]).toEqual([size, 200, size]);
      }
      const blank = await admin.get('/login/log?_page=&_size=');
      expect(blank.body.extra?.pageInfo).toMatchObject({ _page: 1, _size: 20 });
      const far = await admin.get('/login/log?_page=1000000&_size=400');
      expect([far.status, far.body.data]).toEqual([200, []]);
    });
  });

  describe('validation', () => {
    it('reports every missing or wrong field at once', async () => {
      const session = await adminSession();
      const before = await head();
      const customer = await send('POST', '/customer', { email: 'not-an-email' }, session);
      expect(customer.status).toBe(422);
      expect(Object.keys(fieldsOf(customer)).sort()).toEqual(['email', 'name', 'phone']);
      expect(fieldsOf(customer).name).toBe('This field is required');
      const quotation = await send('POST', '/quotation', {}, session);
      expect(quotation.status).toBe(422);
      expect(Object.keys(fieldsOf(quotation)).sort()).toEqual([
        'customerId',
        'make',
        'maketype',
        'quotation_type',
      ]);
      const staff = await send('POST', '/admin/operator', { sex: 'x', password: '' }, session);
      expect(staff.status).toBe(422);
      expect(Object.keys(fieldsOf(staff)).sort()).toEqual(['password', 'role', 'sex']);
      expect(fieldsOf(staff).role).toBe('This field is required');
      const material = await send('POST', '/catalog/materialprinting', { name: 'Film' }, session);
      expect(material.status).toBe(422);
      expect(Object.keys(fieldsOf(material)).length).toBeGreaterThan(5);
      expect(await appendedSince(before)).toEqual([]);
    });
  });
});

describeOn(PGLITE, 'rate limits answer with the standard Retry-After', () => {
  const t = useTestApi(PGLITE, { RATE_LIMIT_PER_MINUTE: '6', LOGIN_RATE_LIMIT_PER_MINUTE: '3' });

  it('sends Retry-After (and no Retry-After-api) when a session sends too many requests', async () => {
    const admin = await t.admin();
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await admin.get('/session'));
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body).toMatchObject({ code: 1429, data: null });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('retry-after-api')).toBeNull();
  });

  it('sends Retry-After (and no Retry-After-login) when an address tries to log in too often', async () => {
    const client = apiClient(t.api.url);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await client.post('/login', { username: 'x', password: 'y' }));
    const refused = answers.find((a) => a.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('retry-after-login')).toBeNull();
  });
});
