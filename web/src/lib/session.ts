import { useSyncExternalStore } from 'react';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import {
  CONSOLE_DEVICE,
  signatureBase,
  type LoginAnswer,
  type RoleOption,
  type SessionUser,
} from '@packflow/contracts';

/**
 * The signed-in person (spec section 3: "Stored locally as user info with role, id, nickname,
 * headimg and country. A role list is also kept locally"), plus what signs their calls (spec
 * section 7: "restored from cache at start"). WebCrypto needs a secure origin and the console
 * also runs on plain-HTTP LAN addresses, so the hash comes from @noble/hashes.
 */
export interface Session {
  token: string;
  logintime: number;
  checkcode: string;
  secret: string;
  user: SessionUser;
  roles: RoleOption[];
  /**
   * The server's clock minus this device's, measured at login (logintime is the server's time).
   * Requesttime follows the server's clock, so a device whose clock is off still signs inside
   * the server's 300-second window.
   */
  clockOffsetMs?: number;
}

/** The signing values of one request or socket handshake, as the server reads them. */
export interface SignedRequest {
  token: string;
  logintime: string;
  checkcode: string;
  requesttime: string;
  device: string;
  signature: string;
}

const STORAGE_KEY = 'packflow.session';

let current: Session | null = load();
/** Why the last session ended (the server's message), for the login page; null after a logout. */
let endNotice: string | null = null;
let userChangedAt = 0;
const listeners = new Set<() => void>();

const notify = (): void => listeners.forEach((listener) => listener());

export function readSession(): Session | null {
  return current;
}

export function saveSession(answer: LoginAnswer, receivedAt: number = Date.now()): void {
  const { token, logintime, checkcode, secret, user, roles } = answer;
  // Whole seconds of logintime: offsets under two seconds are rounding, not a wrong clock.
  const offset = logintime * 1000 - receivedAt;
  const clockOffsetMs = Math.abs(offset) < 2000 ? 0 : offset;
  current = { token, logintime, checkcode, secret, user, roles, clockOffsetMs };
  endNotice = null;
  store(JSON.stringify(current));
  notify();
}

/** Spec section 6: after a role switch the stored user continues in the new role. */
export function updateSessionRole(role: SessionUser['role']): void {
  if (current === null || current.user.role === role) return;
  current = { ...current, user: { ...current.user, role } };
  userChangedAt = Date.now();
  store(JSON.stringify(current));
  notify();
}

/**
 * What the server now says about the signed-in person (GET /api/session, a role switch, a saved
 * country): the stored user info and role list follow, the signing values stay. Nothing happens
 * when nobody is signed in or nothing changed.
 */
export function updateSessionUser(user: SessionUser, roles: RoleOption[] = current?.roles ?? []): void {
  if (current === null) return;
  const next: Session = { ...current, user: { ...user }, roles: [...roles] };
  if (JSON.stringify(next) === JSON.stringify(current)) return;
  current = next;
  userChangedAt = Date.now();
  store(JSON.stringify(current));
  notify();
}

/** When the user info last changed here (updateSessionRole, updateSessionUser), in ms; 0 when it never did. */
export function sessionUserChangedAt(): number {
  return userChangedAt;
}

/**
 * The refusals that mean the session is over (the server's codes): only these sign the person
 * out. Any other refusal, a 401 of a bad signature or a far-off clock included, is shown where it
 * happened and leaves the person, and any open dialog, where they are.
 */
const SESSION_ENDED = new Set(['AUTH.MISSING', 'AUTH.NO_SESSION', 'AUTH.SESSION_ENDED']);

/**
 * Signs out when an answer to a call signed with `session` says that session ended; an answer to
 * a call of an earlier session leaves a newer one alone.
 */
export function endSessionIfEnded(
  answer: { status: number; error: unknown; message: string },
  session: Session | null,
): void {
  if (answer.status !== 401 || session === null || readSession()?.token !== session.token) return;
  if (typeof answer.error === 'string' && SESSION_ENDED.has(answer.error)) clearSession(answer.message);
}

/** Ends the session on this device; `notice` says why, when the server ended it. */
export function clearSession(notice?: string): void {
  endNotice = notice ?? null;
  if (current === null) return;
  current = null;
  store(null);
  notify();
}

export function sessionEndNotice(): string | null {
  return endNotice;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, readSession);
}

// A login or logout in another tab holds for this one too.
globalThis.window?.addEventListener('storage', (event) => {
  if (event.key !== STORAGE_KEY && event.key !== null) return;
  current = load();
  notify();
});

/**
 * Unix seconds, whole (spec section 7): calls made in the same second sign alike, which the
 * server accepts (README, Request signing).
 */
export function nextRequestTime(now: number = Date.now()): string {
  return String(Math.floor(now / 1000));
}

/** Spec section 7: the signature is the SHA-256 (lowercase hex) of the sorted, concatenated values. */
export function signRequest(
  session: Pick<Session, 'token' | 'logintime' | 'checkcode' | 'secret'>,
  requesttime: string,
): SignedRequest {
  const values = {
    token: session.token,
    logintime: String(session.logintime),
    checkcode: session.checkcode,
    requesttime,
    device: CONSOLE_DEVICE,
  };
  const signature = bytesToHex(sha256(utf8ToBytes(signatureBase({ ...values, secret: session.secret }))));
  return { ...values, signature };
}

/** The signing values of the next call or handshake, or null when nobody is signed in. */
export function signNext(session: Session | null = current): SignedRequest | null {
  return session ? signRequest(session, nextRequestTime(Date.now() + (session.clockOffsetMs ?? 0))) : null;
}

/** The six signing headers of the next call, or null when nobody is signed in. */
export function signedHeaders(session: Session | null = current): Record<string, string> | null {
  const signed = signNext(session);
  return (
    signed && {
      Token: signed.token,
      Logintime: signed.logintime,
      Checkcode: signed.checkcode,
      Requesttime: signed.requesttime,
      Device: signed.device,
      Signature: signed.signature,
    }
  );
}

function load(): Session | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    return raw ? asSession(JSON.parse(raw)) : null;
  } catch {
    return null; // storage off (private mode) or a damaged entry: signed out
  }
}

function store(value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(STORAGE_KEY);
    else globalThis.localStorage?.setItem(STORAGE_KEY, value);
  } catch {
    // Storage can be off; the session then lasts for this page only.
  }
}

/** A stored entry from an older console or edited by hand is treated as no session. */
function asSession(value: unknown): Session | null {
  const s = value as Partial<Session> | null;
  const texts = [s?.token, s?.checkcode, s?.secret, s?.user?.id, s?.user?.role, s?.user?.nickname];
  return texts.every((v) => typeof v === 'string') &&
    typeof s?.logintime === 'number' &&
    Array.isArray(s.roles)
    ? (s as Session)
    : null;
}
