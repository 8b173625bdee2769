import { randomUUID } from 'node:crypto';
import type { CommandMetadata } from '@packflow/platform';
import type { Request } from 'express';

/**
 * The metadata a request's commands carry: the signed-in person and the role they act in (null
 * on public routes such as login), the time, and a correlation id (X-Request-Id when the caller
 * sends a usable one).
 */
export function commandMetadata(req: Request): CommandMetadata {
  const requestId = req.header('x-request-id');
  return {
    userId: req.auth?.accountId ?? null,
    role: req.auth?.role ?? null,
    at: new Date(),
    correlationId: requestId && /^[\w-]{1,100}$/.test(requestId) ? requestId : randomUUID(),
  };
}
