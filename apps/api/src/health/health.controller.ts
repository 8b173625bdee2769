import { Controller, Get, Inject } from '@nestjs/common';
import { APP_VERSION } from '@packflow/contracts';
import type { Infrastructure } from '@packflow/platform';
import { Public } from '../auth/access';
import { INFRA } from '../tokens';

/** Liveness and, per read model, how far its projector has got and how late it runs. */
@Controller('health')
export class HealthController {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  @Get()
  @Public()
  async health() {
    const head = await this.infra.store.headPosition();
    const projections = this.infra.projections.status().map((p) => ({
      ...p,
      behind: BigInt(p.position) < head,
    }));
    return {
      status: projections.every((p) => p.state === 'live') ? 'ok' : 'degraded',
      version: APP_VERSION,
      eventStore: this.infra.describe.eventStore,
      readModels: this.infra.describe.readModels,
      jobs: this.infra.config.REDIS_URL ? 'bullmq' : 'in-process',
      head: head.toString(),
      projections,
    };
  }
}
