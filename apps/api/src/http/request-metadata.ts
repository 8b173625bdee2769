import { randomUUID } from 'node:crypto';
import type { CommandMetadata } from '@packflow/platform';
import type { Request } from 'express';

/**
 * The metadata a request's commands carry. Until sign-in exists the user and role are unknown
 * (null); the correlation id comes from X-Request-Id when the caller sends one.
 */
export function commandMetadata(req: Request): CommandMetadata {
  const requestId = req.header('x-request-id');
  return {
    userId: null,
    role: null,
    at: new Date(),
    correlationId: requestId && /^[\w-]{1,100}$/.test(requestId) ? requestId : randomUUID(),
  };
}
