import type { ApiResponse } from '@packflow/contracts';

/** A plain HTTP client for API tests: form-urlencoded bodies like the console, JSON answers. */
export function apiClient(baseUrl: string, locale: 'cn' | 'en' = 'en') {
  const call = async <T>(method: string, path: string, body?: Record<string, string>) => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        Locale: locale,
        ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: body ? new URLSearchParams(body).toString() : undefined,
    });
    return { status: res.status, body: (await res.json()) as ApiResponse<T> };
  };
  return {
    get: <T>(path: string) => call<T>('GET', path),
    put: <T>(path: string, body: Record<string, string>) => call<T>('PUT', path, body),
    post: <T>(path: string, body: Record<string, string> = {}) => call<T>('POST', path, body),
  };
}
