import { IDEMPOTENCY_KEY_HEADER, ResultCode, idempotencyKeySchema } from '@packflow/contracts';
import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiError } from './api-exception.filter';

/** The areas whose commands take an Idempotency-Key header; each names the refusal in its own words. */
export type KeyedArea = 'beans' | 'finance';

/**
 * The request key a call carries in its Idempotency-Key header, if any; a malformed one is refused
 * (400, `<AREA>.IDEMPOTENCY_KEY_INVALID`) before anything is done.
 */
export function requestKeyOf(req: Request, area: KeyedArea = 'beans'): string | undefined {
  const raw = req.header(IDEMPOTENCY_KEY_HEADER);
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success)
    throw new ApiError(
      400,
      ResultCode.VALIDATION_FAILED,
      `${area}.idempotencyKeyInvalid`,
      {},
      `${area.toUpperCase()}.IDEMPOTENCY_KEY_INVALID`,
    );
  return parsed.data;
}

/** Tells the caller, as Stripe does, that the answer is the first answer of a request sent again. */
export function markReplay(res: Response, written: { replayed?: boolean | undefined }): void {
  if (written.replayed) res.setHeader('Idempotent-Replayed', 'true');
}

/**
 * The request key of the call (its Idempotency-Key header), undefined when not sent; a malformed one
 * is a 400 in the words of `area` (golden beans' by default).
 */
export const RequestKey = createParamDecorator((area: KeyedArea | undefined, ctx: ExecutionContext) =>
  requestKeyOf(ctx.switchToHttp().getRequest<Request>(), area ?? 'beans'),
);
