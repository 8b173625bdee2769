import { Controller, Inject, Param, Post } from '@nestjs/common';
import { ResultCode } from '@packflow/contracts';
import type { Infrastructure } from '@packflow/platform';
import { RequirePermission } from '../auth/access';
import { ApiError } from '../http/api-exception.filter';
import { reply } from '../http/reply';
import { INFRA } from '../tokens';

@Controller('projections')
export class ProjectionsController {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  /** Rebuilds a read model from the first event into fresh tables, then swaps them in. */
  @Post(':name/rebuild')
  @RequirePermission('POST@projections/:name/rebuild')
  async rebuild(@Param('name') name: string) {
    if (!this.infra.projections.has(name)) {
      throw new ApiError(404, ResultCode.NOT_FOUND, 'projection.unknown', { name }, 'PROJECTION.UNKNOWN');
    }
    await this.infra.projections.rebuild(name);
    const status = this.infra.projections.status().find((p) => p.name === name);
    return reply(status, { msg: 'projection.rebuildStarted', extra: { name } });
  }
}
