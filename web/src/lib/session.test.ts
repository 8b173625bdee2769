/** @jest-environment jsdom */
import '../testing/jsdom-polyfills'; // TextEncoder, for the hash
import { createHash } from 'node:crypto';
import { act, renderHook } from '@testing-library/react';
import { adminLogin } from '../testing/session';
import {
  clearSession,
  nextRequestTime,
  readSession,
  saveSession,
  sessionEndNotice,
  sessionUserChangedAt,
  signedHeaders,
  signRequest,
  subscribeSession,
  updateSessionUser,
  useSession,
} from './session';

const STORAGE_KEY = 'packflow.session';
const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

describe('request signature', () => {
  it('is the SHA-256 of the six values sorted and joined', () => {
    const signed = signRequest(
      { token: 'tok', logintime: 1700000000, checkcode: 'cc', secret: 'sec' },
      '1700000001.000',
    );

    // Sorted by code unit: the digits first, then 'ADMIN', then the lowercase values.
    expect(signed.signature).toBe(sha256Hex('17000000001700000001.000ADMINccsectok'));
    expect(signed).toMatchObject({
      token: 'tok',
      logintime: '1700000000',
      checkcode: 'cc',
      requesttime: '1700000001.000',
      device: 'ADMIN',
    });
  });

  it('changes with every value it covers', () => {
    const base = { token: 'tok', logintime: 1700000000, checkcode: 'cc', secret: 'sec' };
    const one = signRequest(base, '1700000001.000').signature;

    expect(signRequest({ ...base, secret: 'other' }, '1700000001.000').signature).not.toBe(one);
    expect(signRequest(base, '1700000001.001').signature).not.toBe(one);
  });
});

describe('request time', () => {
  it('is whole unix seconds (spec section 7), the same for calls in the same second', () => {
    expect(nextRequestTime(1_800_000_000_123)).toBe('1800000000');
    expect(nextRequestTime(1_800_000_000_999)).toBe('1800000000');
    expect(nextRequestTime(1_800_000_005_000)).toBe('1800000005');
  });
});

describe('stored session', () => {
  it('keeps the user info, the role list and the signing values under one key', () => {
    saveSession(adminLogin, 1_700_000_000_500);

    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY)!);
    expect(stored).toEqual({
      token: 'tok-admin',
      logintime: 1_700_000_000,
      checkcode: 'cc-admin',
      secret: 'sec-admin',
      user: { id: 'u-admin', role: 'Admin', nickname: 'Ada Admin', headimg: '', country: 'en' },
      roles: [{ role: 'Admin', title: '管理员', english_name: 'Administrator' }],
      clockOffsetMs: 0,
    });
    expect(readSession()?.user.nickname).toBe('Ada Admin');
  });

  it('forgets it on clear, and keeps why the server ended it', () => {
    saveSession(adminLogin);

    clearSession('Please login again');

    expect(readSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(sessionEndNotice()).toBe('Please login again');
    saveSession(adminLogin);
    expect(sessionEndNotice()).toBeNull();
  });

  it('signs the next call with the six headers, at the time of the call', () => {
    expect(signedHeaders()).toBeNull(); // nobody signed in
    saveSession(adminLogin);
    jest.spyOn(Date, 'now').mockReturnValue(1_900_000_000_000);

    const first = signedHeaders()!;
    jest.spyOn(Date, 'now').mockReturnValue(1_900_000_001_000);
    const second = signedHeaders()!;

    expect(Object.keys(first).sort()).toEqual(
      ['Checkcode', 'Device', 'Logintime', 'Requesttime', 'Signature', 'Token'].sort(),
    );
    expect(first).toMatchObject({
      Token: 'tok-admin',
      Logintime: '1700000000',
      Checkcode: 'cc-admin',
      Device: 'ADMIN',
    });
    expect(Number(second.Requesttime)).toBeGreaterThan(Number(first.Requesttime));
    expect(first.Signature).toBe(signRequest(adminLogin, first.Requesttime!).signature);
    expect(second.Signature).not.toBe(first.Signature);
  });

  it("follows the server's clock when the device's is off, so calls stay inside the window", () => {
    const serverLogin = 2_000_000_000; // seconds, the server's clock at login
    const deviceAhead = 10 * 60_000; // this device runs ten minutes fast
    saveSession({ ...adminLogin, logintime: serverLogin }, serverLogin * 1000 + deviceAhead);
    jest.spyOn(Date, 'now').mockReturnValue(serverLogin * 1000 + deviceAhead + 5_000);
    expect(signedHeaders()!.Requesttime).toBe(`${serverLogin + 5}`);
    // A second or so of difference is the rounding of logintime, not a wrong clock.
    saveSession({ ...adminLogin, logintime: serverLogin + 100 }, (serverLogin + 100) * 1000 + 900);
    expect(readSession()!.clockOffsetMs).toBe(0);
  });

  it('re-renders its users on login and logout, also when another tab does it', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();

    act(() => saveSession(adminLogin));
    expect(result.current?.user.id).toBe('u-admin');

    act(() => {
      localStorage.removeItem(STORAGE_KEY); // another tab logged out
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
    });
    expect(result.current).toBeNull();
  });

  it('takes new user info and roles from the server, keeping the signing values', () => {
    saveSession(adminLogin);
    const { result } = renderHook(() => useSession());
    const finance = { role: 'Finance' as const, title: '财务', english_name: 'Finance' };

    act(() => updateSessionUser({ ...adminLogin.user, role: 'Finance' }, [...adminLogin.roles, finance]));

    expect(result.current?.user.role).toBe('Finance');
    expect(result.current?.token).toBe('tok-admin');
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY)!);
    expect(stored.user.role).toBe('Finance');
    expect(stored.roles).toHaveLength(2);
    expect(stored.secret).toBe('sec-admin');
    expect(sessionUserChangedAt()).toBeGreaterThan(0);
  });

  it('leaves things alone when nothing changed or nobody is signed in', () => {
    updateSessionUser(adminLogin.user);
    expect(readSession()).toBeNull();

    saveSession(adminLogin);
    const before = readSession();
    const listener = jest.fn();
    const stop = subscribeSession(listener);
    updateSessionUser({ ...adminLogin.user }, [...adminLogin.roles]);
    stop();
    expect(readSession()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });
});
