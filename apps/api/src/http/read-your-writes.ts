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
}
