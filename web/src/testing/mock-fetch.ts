/**
 * A stand-in for the API in console unit tests: `fetch` answers from a handler, and every call
 * is recorded as the server would see it. (The real server is tested on its own.)
 */
export interface ApiCall {
  method: string;
  /** Without the query string, e.g. '/api/sysset'. */
  path: string;
  query: URLSearchParams;
  body: URLSearchParams | undefined;
  headers: Record<string, string>;
}

export interface Reply {
  status?: number;
  statusText?: string;
  /** Parsed as JSON by the client; `undefined` makes `json()` fail like an HTML error page. */
  body?: unknown;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  422: 'Unprocessable Entity',
  502: 'Bad Gateway',
};

export function mockFetch(handler: (call: ApiCall) => Reply | Promise<Reply>): ApiCall[] {
  const calls: ApiCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://console.test');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: init.body instanceof URLSearchParams ? init.body : undefined,
      headers: { ...(init.headers as Record<string, string>) },
    };
    calls.push(call);
    // Like a real fetch, a pending call ends with an AbortError when its signal fires.
    const reply = await new Promise<Reply>((resolve, reject) => {
      init.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
      Promise.resolve(handler(call)).then(resolve, reject);
    });
    const { status = 200, statusText = STATUS_TEXT[status] ?? '', body } = reply;
    return {
      status,
      statusText,
      json: async () => (body === undefined ? Promise.reject(new SyntaxError('Unexpected token <')) : body),
    } as Response;
  }) as typeof fetch;
  return calls;
}

/** A successful envelope. */
export const ok = (data: unknown, extra: Record<string, unknown> = {}, msg = ''): Reply => ({
  body: { code: 0, data, msg, extra },
});
