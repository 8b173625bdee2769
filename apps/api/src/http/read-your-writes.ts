import { Inject, Injectable } from '@nestjs/common';
import { POSITION_PARAM, ResultCode } from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../tokens';
import { ApiError } from './api-exception.filter';

/**
 * A query that passes `_position` (the position a command answered) waits, bounded, until the
 * read models it reads have applied that position, so the caller sees their own change.
 */
@Injectable()
export class ReadYourWrites {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  /** Answers `{ stale: true }` for the envelope when the wait timed out. */
  async await(query: Record<string, unknown>, readModels: readonly string[]): Promise<{ stale?: true }> {
    const raw = query[POSITION_PARAM];
    if (raw === undefined || raw === '') return {};
    if (typeof raw !== 'string' || !/^\d{1,19}$/.test(raw)) {
      throw new ApiError(422, ResultCode.VALIDATION_FAILED, 'validation.position', {}, 'VALIDATION.FAILED');
    }
    const reached = await this.infra.projections.waitFor(
      readModels,
      BigInt(raw),
      this.infra.config.READ_YOUR_WRITES_TIMEOUT_MS,
    );
    return reached ? {} : { stale: true };
  }

  /**
   * A record the caller asked for right after writing it: when it is missing and the read model has
   * not yet caught up with the caller's write (`stale`), the answer is "busy, try again" (503 with
   * Retry-After), never "no such record".
   */
  found<T>(freshness: { stale?: true }, record: T | null | undefined, notFound: () => Error): T {
    if (record !== null && record !== undefined) return record;
    if (freshness.stale)
      throw new ApiError(503, ResultCode.UNAVAILABLE, 'common.unavailable', {}, 'READ_MODEL.CATCHING_UP', {
        retryAfter: 1,
      });
    throw notFound();
  }
}
