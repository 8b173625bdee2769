import { createHash } from 'node:crypto';
import {
  type ApiResponse,
  CONSOLE_DEVICE,
  LIVE_EVENTS,
  type LoginAnswer,
  type SignedValues,
  signatureBase,
} from '@packflow/contracts';
import { type Socket, io } from 'socket.io-client';
import { nextPhone } from './staff';

type Body = Record<string, string | string[]>;
export type Answer<T> = { status: number; body: ApiResponse<T>; headers: Headers };

export interface Session {
  token: string;
  logintime: number;
  checkcode: string;
  secret: string;
}

/** The signing headers exactly as the README describes them. */
export function signedHeaders(session: Session, requesttime: string = nextRequestTime()) {
  const values: SignedValues = {
    token: session.token,
    logintime: String(session.logintime),
    checkcode: session.checkcode,
    requesttime,
    secret: session.secret,
    device: CONSOLE_DEVICE,
  };
  return {
    Token: values.token,
    Logintime: values.logintime,
    Checkcode: values.checkcode,
    Requesttime: values.requesttime,
    Device: values.device,
    Signature: createHash('sha256').update(signatureBase(values)).digest('hex'),
  };
}

let lastMs = 0;

/** Unix seconds with milliseconds, never the same twice: every request needs a signature of its own. */
export function nextRequestTime(): string {
  lastMs = Math.max(Date.now(), lastMs + 1);
  return (lastMs / 1000).toFixed(3);
}

/** A plain HTTP client for API tests: form-urlencoded bodies like the console, JSON answers; signed when it has a session. */
export function apiClient(baseUrl: string, locale: 'cn' | 'en' = 'en', session?: Session) {
  const call = async <T>(
    method: string,
    path: string,
    body?: Body,
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer<T>> => {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(body ?? {})) for (const one of [v].flat()) form.append(k, one);
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        Locale: locale,
        ...(session ? signedHeaders(session) : {}),
        ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        ...extraHeaders,
      },
      body: body ? form.toString() : undefined,
    });
    // A download (an Excel export, a PDF) answers its bytes: no envelope, its status and headers say enough.
    if (res.ok && !res.headers.get('content-type')?.includes('json')) {
      await res.arrayBuffer();
      return {
        status: res.status,
        body: { code: 0, msg: '', data: null } as ApiResponse<T>,
        headers: res.headers,
      };
    }
    return { status: res.status, body: (await res.json()) as ApiResponse<T>, headers: res.headers };
  };
  return {
    baseUrl,
    session,
    get: <T>(path: string, headers?: Record<string, string>) => call<T>('GET', path, undefined, headers),
    put: <T>(path: string, body: Body = {}) => call<T>('PUT', path, body),
    post: <T>(path: string, body: Body = {}) => call<T>('POST', path, body),
    delete: <T>(path: string) => call<T>('DELETE', path),
    call,
  };
}
export type ApiClient = ReturnType<typeof apiClient>;
export type SignedInClient = ApiClient & { login: LoginAnswer };

/**
 * Logs in and answers a client that signs its requests with the new session. A first login's
 * tasks (a password set by someone else, the placeholder phone) are done on the way, keeping the
 * password, unless `firstLogin` is 'keep' (the tests of the first login itself).
 */
export async function signIn(
  baseUrl: string,
  username: string,
  password: string,
  locale: 'cn' | 'en' = 'en',
  { firstLogin = 'complete' }: { firstLogin?: 'complete' | 'keep' } = {},
): Promise<SignedInClient> {
  const res = await apiClient(baseUrl, locale).post<LoginAnswer>('/login', { username, password });
  if (res.body.code !== 0) throw new Error(`login of ${username} failed: ${res.status} ${res.body.msg}`);
  const client = { ...apiClient(baseUrl, locale, res.body.data), login: res.body.data };
  const tasks = res.body.data.mustChange;
  if (firstLogin === 'keep' || !(tasks?.password || tasks?.phone)) return client;
  const done = await client.put(`/admin/operator/${res.body.data.user.id}`, {
    ...(tasks.password ? { oldPassword: password, password } : {}),
    ...(tasks.phone ? { phone: nextPhone() } : {}),
  });
  if (done.body.code !== 0) throw new Error(`first login of ${username} failed: ${done.body.msg}`);
  // A new password ends the person's sessions: sign in again.
  return signIn(baseUrl, username, password, locale, { firstLogin: 'keep' });
}

/** A socket.io connection whose handshake is signed with the session. */
export function liveSocket(baseUrl: string, session: Session): Socket {
  return io(baseUrl, {
    transports: ['websocket'],
    auth: (cb) => {
      const h = signedHeaders(session);
      cb({
        token: h.Token,
        logintime: h.Logintime,
        checkcode: h.Checkcode,
        requesttime: h.Requesttime,
        device: h.Device,
        signature: h.Signature,
      });
    },
  });
}

/** Resolves when the server accepted the socket's handshake and put it in its rooms. */
export function socketReady(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once(LIVE_EVENTS.ready, () => resolve());
    socket.once(LIVE_EVENTS.unauthorized, () => reject(new Error('socket refused')));
  });
}
