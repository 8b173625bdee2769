import { Controller, Get, Inject } from '@nestjs/common';
import { APP_VERSION } from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import { Public } from '../auth/access';
import { INFRA } from '../tokens';

/**
 * Liveness and, per projector and reactor, how far it has got, how late it runs, which process
 * holds its lease and its last error; how many reactor steps are parked for an administrator.
 */
@Controller('health')
export class HealthController {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  @Get()
  @Public()
  async health() {
    const [head, runners, parked] = await Promise.all([
      this.infra.store.headPosition(),
      this.infra.projections.health(),
      this.infra.db
        .selectFrom('runner_parked_steps')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('retried_at', 'is', null)
        .executeTakeFirst(),
    ]);
    // Each runs somewhere (a lease holder) and, where it runs here, is following live.
    const healthy = runners.every(
      (r) => r.leaseHolder !== null && (!r.active || r.state === 'live') && r.lastError === null,
    );
    return {
      status: healthy ? 'ok' : 'degraded',
      version: APP_VERSION,
      eventStore: this.infra.describe.eventStore,
      readModels: this.infra.describe.readModels,
      jobs: this.infra.config.REDIS_URL ? 'bullmq' : 'in-process',
      runsProjections: this.infra.config.RUN_PROJECTIONS,
      head: head.toString(),
      projections: runners.filter((r) => r.kind === 'projector'),
      reactors: runners.filter((r) => r.kind === 'reactor'),
      parkedSteps: Number(parked?.n ?? 0),
    };
  }
}
