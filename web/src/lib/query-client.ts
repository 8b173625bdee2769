import { notifyManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

// A mutation's `isPending` reaches the screen before the next click, key press or timer: with the
// default (a timer) a busy page could take a second click on a Save not yet disabled, and send twice.
notifyManager.setScheduler(queueMicrotask);

/**
 * Live events invalidate what changed, so data need not be refetched on every mount; a short
 * stale time still covers the moments when the live connection is down. Only a missing answer or
 * a server fault is worth one retry, "busy" (503) a few: a 4xx will answer the same again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // "Busy, try again" (503: a read model still catching up with one's own write) a few times.
        retry: (failures, error) =>
          error instanceof ApiError && error.status === 503
            ? failures < 5
            : failures < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
      },
      mutations: { retry: false },
    },
  });
}
