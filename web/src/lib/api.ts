import {
  CONSOLE_DEVICE,
  IDEMPOTENCY_KEY_HEADER,
  POSITION_PARAM,
  type ApiExtra,
  type ApiResponse,
} from '@packflow/contracts';
import { currentLocale, i18n } from './i18n';
import { endSessionIfEnded, nextRequestTime, readSession, signedHeaders } from './session';

/** Spec section 9: a request gives up after 50 seconds. */
const REQUEST_TIMEOUT_MS = 50_000;
const API_BASE = '/api';

export type Params = Record<string, string | number | boolean | null | undefined>;

/** What a successful call gives: the data plus msg and extra (position, pageInfo, ...). */
export interface ApiResult<T> {
  data: T;
  msg: string;
  extra: ApiExtra;
}

/** A failed call. `message` is what to show the user; `fields` holds per-field messages of a 422. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status, 0 when no answer came (offline, timeout). */
    readonly status: number,
    /** The envelope's code, when the server answered with one. */
    readonly code: number | undefined,
    readonly extra: ApiExtra,
  ) {
    super(message);
  }

  get fields(): Record<string, string> {
    return this.extra.fields ?? {};
  }
}

/** Whether a change was refused because the record changed since the person opened it (409). */
export const isRecordChanged = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && error.extra.error === 'RECORD.CHANGED';

interface RequestOptions {
  /** Cancels the call, e.g. when TanStack Query drops a query nobody watches any more. */
  signal?: AbortSignal | undefined;
  /** Read your writes: the API answers once the read model has caught up with this position. */
  position?: string | undefined;
  /** A public call (login): sent unsigned, and its 401 means wrong credentials, not an ended session. */
  anonymous?: boolean | undefined;
  /**
   * Sent as the Idempotency-Key header (outside the signature, like Locale): where the API takes
   * one, a request sent again under the same key is applied once and answered as the first time.
   */
  idempotencyKey?: string | undefined;
  /**
   * The revision of the record the person opened, sent as `If-Match: "<revision>"`: a change of
   * a record that moved on since is refused with 409 (RECORD.CHANGED), nothing changed.
   */
  revision?: number | undefined;
}

type Method = 'GET' | 'DELETE' | 'PUT' | 'POST' | 'PATCH';

/** The one way the console talks to the API (spec section 7). */
export const api = {
  get: <T>(path: string, params?: Params, options?: RequestOptions) =>
    request<T>('GET', path, params, options),
  delete: <T>(path: string, params?: Params, options?: RequestOptions) =>
    request<T>('DELETE', path, params, options),
  put: <T>(path: string, body?: Params, options?: RequestOptions) => request<T>('PUT', path, body, options),
  post: <T>(path: string, body?: Params, options?: RequestOptions) => request<T>('POST', path, body, options),
  patch: <T>(path: string, body?: Params, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
};

async function request<T>(
  method: Method,
  path: string,
  params: Params = {},
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const form = toForm(
    options.position === undefined ? params : { ...params, [POSITION_PARAM]: options.position },
  );
  const hasBody = method === 'PUT' || method === 'POST' || method === 'PATCH';
  const query = !hasBody && form.toString() !== '' ? `?${form}` : '';
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}${query}`;

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const stop = () => timeout.abort();
  options.signal?.addEventListener('abort', stop);
  if (options.signal?.aborted) stop();
  const session = options.anonymous ? null : readSession();
  try {
    const response = await fetch(url, {
      method,
      headers: {
        ...(signedHeaders(session) ?? { Device: CONSOLE_DEVICE, Requesttime: nextRequestTime() }),
        Locale: currentLocale(),
        Accept: 'application/json',
        ...(hasBody ? { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' } : {}),
        ...(options.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } : {}),
        ...(options.revision !== undefined && options.revision >= 0
          ? { 'If-Match': `"${options.revision}"` }
          : {}),
      },
      body: hasBody ? form : undefined,
      signal: timeout.signal,
    });
    const envelope = await readEnvelope(response);
    if (response.status === 200 && envelope?.code === 0) {
      return { data: envelope.data as T, msg: envelope.msg ?? '', extra: envelope.extra ?? {} };
    }
    const message = envelope?.msg || response.statusText || networkError();
    endSessionIfEnded({ status: response.status, error: envelope?.extra?.error, message }, session);
    throw new ApiError(message, response.status, envelope?.code, envelope?.extra ?? {});
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // No answer at all: offline, refused, timed out or cancelled.
    throw new ApiError(networkError(), 0, undefined, {});
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  }
}

/**
 * A fresh request key: a random (version 4) UUID. From getRandomValues, which browsers offer on
 * the plain-HTTP LAN addresses the console also runs on, where crypto.randomUUID is missing.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Form encoding for bodies and query strings alike. Absent values are left out; '' is sent, as it clears a field. */
function toForm(params: Params): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form;
}

/** The envelope, or undefined when the body is not one (a proxy's HTML error page, an empty 502). */
async function readEnvelope(response: Response): Promise<Partial<ApiResponse> | undefined> {
  try {
    const body: unknown = await response.json();
    return body !== null && typeof body === 'object' ? (body as Partial<ApiResponse>) : undefined;
  } catch {
    return undefined;
  }
}

const networkError = (): string => i18n.t('common.networkError');
