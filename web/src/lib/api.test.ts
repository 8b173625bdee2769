import { mockFetch, ok, type Reply } from '../testing/mock-fetch';
import { adminLogin } from '../testing/session';
import { api, ApiError } from './api';
import { i18n } from './i18n';
import { clearSession, readSession, saveSession, sessionEndNotice, signRequest } from './session';

/** Spec section 9: the request timeout. */
const FIFTY_SECONDS = 50_000;

const validationFailure = {
  status: 422,
  body: {
    code: 1001,
    data: null,
    msg: 'Please correct the highlighted fields',
    extra: { error: 'VALIDATION.FAILED', fields: { companyNameCn: 'This field is required' } },
  },
};

/** The error a call ends with, so a test can look at what the user would be shown. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => i18n.changeLanguage('en'));
afterEach(() => {
  jest.useRealTimers();
  clearSession();
});

const sessionOver = {
  status: 401,
  body: { code: 1401, data: null, msg: 'Please login again', extra: { error: 'AUTH.SESSION_ENDED' } },
};

describe('api client', () => {
  it('returns data, msg and extra of a code-0 answer, and sends the admin headers', async () => {
    const calls = mockFetch(() =>
      ok({ companyNameEn: 'Acme Packaging' }, { position: '42' }, 'operation successful'),
    );
    const before = Math.floor(Date.now() / 1000);

    const result = await api.get<{ companyNameEn: string }>('sysset', { _page: 1, _size: 20 });

    expect(result).toEqual({
      data: { companyNameEn: 'Acme Packaging' },
      msg: 'operation successful',
      extra: { position: '42' },
    });
    const [call] = calls;
    expect(call?.method).toBe('GET');
    expect(call?.path).toBe('/api/sysset');
    expect(call?.query.toString()).toBe('_page=1&_size=20');
    expect(call?.headers).toMatchObject({ Device: 'ADMIN', Locale: 'en' });
    expect(Number(call?.headers.Requesttime)).toBeGreaterThanOrEqual(before);
    expect(Number(call?.headers.Requesttime)).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
  });

  it('fails with the server msg when HTTP is 200 but the code is not 0', async () => {
    mockFetch(() => ({
      body: { code: 1010, data: null, msg: 'Insufficient gold beans, please recharge in time', extra: {} },
    }));

    const error = await failure(api.get('quotation'));

    expect(error.message).toBe('Insufficient gold beans, please recharge in time');
    expect(error.code).toBe(1010);
  });

  it('keeps the per-field messages of a 422', async () => {
    mockFetch(() => validationFailure);

    const error = await failure(api.put('sysset', { companyNameCn: '' }));

    expect(error.status).toBe(422);
    expect(error.message).toBe('Please correct the highlighted fields');
    expect(error.fields).toEqual({ companyNameCn: 'This field is required' });
  });

  it('shows the HTTP status text when the answer is not an envelope', async () => {
    mockFetch(() => ({ status: 502 }));

    expect((await failure(api.get('sysset'))).message).toBe('Bad Gateway');
  });

  it('gives up after 50 seconds with "network request error", in the user language', async () => {
    jest.useFakeTimers();
    mockFetch(() => new Promise(() => undefined)); // the server never answers

    const english = failure(api.get('sysset'));
    jest.advanceTimersByTime(FIFTY_SECONDS);
    expect((await english).message).toBe('network request error');

    await i18n.changeLanguage('cn');
    const chinese = failure(api.get('sysset'));
    jest.advanceTimersByTime(FIFTY_SECONDS);
    expect((await chinese).message).toBe('网络请求错误');
  });

  it('does not give up before 50 seconds', async () => {
    jest.useFakeTimers();
    let answer: (reply: Reply) => void = () => undefined;
    mockFetch(() => new Promise((resolve) => (answer = resolve)));

    const call = api.get<string>('sysset');
    jest.advanceTimersByTime(FIFTY_SECONDS - 1);
    await Promise.resolve();
    answer(ok('late but fine'));

    expect((await call).data).toBe('late but fine');
  });

  it('sends PUT bodies form-urlencoded, booleans as true/false and empty texts as empty', async () => {
    const calls = mockFetch(() => ok({ version: 3 }));

    await api.put('sysset', {
      companyNameEn: 'Acme & Co',
      showRoles: false,
      imageHost: '',
      expiryWarnDays: undefined,
    });

    const [call] = calls;
    expect(call?.method).toBe('PUT');
    expect(call?.headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(call?.body?.toString()).toBe('companyNameEn=Acme+%26+Co&showRoles=false&imageHost=');
    expect(call?.query.toString()).toBe('');
  });

  it('sends the chosen language as the Locale header', async () => {
    const calls = mockFetch(() => ok(null));
    await i18n.changeLanguage('cn');

    await api.get('sysset');

    expect(calls[0]?.headers.Locale).toBe('cn');
  });

  it('passes a read-your-writes position as _position', async () => {
    const calls = mockFetch(() => ok([]));

    await api.get('sysset/history', { _page: 1 }, { position: '1234567890123' });

    expect(calls[0]?.query.get('_position')).toBe('1234567890123');
  });

  it('signs every call while someone is signed in (spec section 7)', async () => {
    const calls = mockFetch(() => ok(null));
    saveSession(adminLogin);

    await api.get('session');

    const headers = calls[0]!.headers;
    expect(headers).toMatchObject({
      Token: 'tok-admin',
      Logintime: '1700000000',
      Checkcode: 'cc-admin',
      Device: 'ADMIN',
      Locale: 'cn', // the login switched to the administrator's language (spec section 1)
    });
    expect(headers.Requesttime).toMatch(/^\d{10}$/); // whole seconds, spec section 7
    expect(headers.Signature).toBe(signRequest(adminLogin, headers.Requesttime!).signature);
  });

  it("signs calls made in the same second alike, as the spec's whole-second Requesttime does", async () => {
    const calls = mockFetch(() => ok(null));
    saveSession(adminLogin);
    jest.spyOn(Date, 'now').mockReturnValue(1_900_000_000_400);

    await Promise.all([api.get('menus'), api.get('session'), api.post('logout')]);
    jest.restoreAllMocks();

    const times = calls.map((c) => c.headers.Requesttime);
    expect(times[0]).toMatch(/^\d{10}$/);
    expect(times).toEqual([times[0], times[0], times[0]]);
    expect(new Set(calls.map((c) => c.headers.Signature)).size).toBe(1);
  });

  it('sends public calls unsigned, and their 401 (wrong password) ends no session', async () => {
    const calls = mockFetch(() => ({
      status: 401,
      body: { code: 1401, data: null, msg: 'Wrong username or password', extra: {} },
    }));
    saveSession(adminLogin);

    const error = await failure(api.post('login', { username: 'ada', password: 'x' }, { anonymous: true }));

    expect(error.message).toBe('Wrong username or password');
    expect(calls[0]?.headers.Token).toBeUndefined();
    expect(calls[0]?.headers.Signature).toBeUndefined();
    expect(readSession()?.token).toBe('tok-admin');
  });

  it('ends the session on a 401, keeping the message for the login page', async () => {
    mockFetch(() => sessionOver);
    saveSession(adminLogin);

    const error = await failure(api.get('sysset'));

    expect(error.status).toBe(401);
    expect(readSession()).toBeNull();
    expect(sessionEndNotice()).toBe('Please login again');
  });

  it('ends it on each code of an ended session, and on no other 401', async () => {
    saveSession(adminLogin);
    for (const error of ['AUTH.MISSING', 'AUTH.NO_SESSION', 'AUTH.SESSION_ENDED']) {
      mockFetch(() => ({ status: 401, body: { ...sessionOver.body, extra: { error } } }));
      saveSession(adminLogin);
      await failure(api.get('sysset'));
      expect(readSession()).toBeNull();
    }
  });

  it.each([
    [403, 'AUTH.FORBIDDEN'],
    [409, 'RECORD.CHANGED'],
    [422, 'VALIDATION.FAILED'],
    [429, 'RATE_LIMITED'],
    [500, 'INTERNAL'],
    [401, 'AUTH.REPLAY'],
    [401, 'AUTH.SIGNATURE'],
    [401, 'AUTH.REQUEST_TIME'],
    [401, undefined],
  ])('keeps the person signed in on a %i %s', async (status, error) => {
    mockFetch(() => ({
      status,
      body: { code: 1000 + status, data: null, msg: 'Refused', extra: error ? { error } : {} },
    }));
    saveSession(adminLogin);

    const refused = await failure(api.put('sysset', { companyNameCn: 'x' }));

    expect(refused.status).toBe(status);
    expect(refused.message).toBe('Refused');
    expect(readSession()?.token).toBe('tok-admin');
    expect(sessionEndNotice()).toBeNull();
  });

  it('lets a late 401 of an earlier session leave a newer one alone', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    mockFetch(() => new Promise((resolve) => (answer = resolve)));
    saveSession({ ...adminLogin, token: 'old' });
    const late = failure(api.get('sysset'));

    saveSession(adminLogin); // signed in again meanwhile
    answer(sessionOver);
    await late;

    expect(readSession()?.token).toBe('tok-admin');
  });
});
