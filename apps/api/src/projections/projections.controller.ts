import { Controller, Get, Inject, Param, Post } from '@nestjs/common';
import { type ProcessesView, ResultCode } from '@packflow/contracts';
import { DomainError } from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';
import type { RebuildProgress } from '@packflow/projections';
import { type AuthContext, RequirePermission } from '../auth/access';
import { ApiError } from '../http/api-exception.filter';
import { Actor, EMPTY_FORM, Form } from '../http/params';
import { reply } from '../http/reply';
import { INFRA } from '../tokens';

/** How much of the events a rebuild has read, in whole percent. */
const percent = (r: RebuildProgress): number => {
  const head = BigInt(r.head);
  return head === 0n ? 0 : Number((BigInt(r.position) * 100n) / head);
};

/** The administrator's view of projectors, reactors, rebuilds and stuck process steps. */
@Controller()
export class ProjectionsController {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  /**
   * Asks for a rebuild of a read model from the first event into fresh tables, swapped in when
   * done. Answers at once; the progress shows on GET processes. One at a time per read model.
   */
  @Post('projections/:name/rebuild')
  @RequirePermission('POST@projections/:name/rebuild')
  async rebuild(@Param('name') name: string, @Form(EMPTY_FORM) _body: object, @Actor() auth: AuthContext) {
    if (!this.infra.projections.isProjector(name))
      throw new DomainError('PROJECTION.NOT_FOUND', 'projection.unknown', { name });
    const { started, rebuild } = await this.infra.projections.requestRebuild(name, auth.accountId);
    if (!started)
      throw new ApiError(
        409,
        ResultCode.CONFLICT,
        'projection.rebuildRunning',
        { name, done: percent(rebuild) },
        'PROJECTION.REBUILD_RUNNING',
        { rebuild: { ...rebuild, percent: percent(rebuild) } },
      );
    return reply(
      { ...rebuild, percent: percent(rebuild) },
      { msg: 'projection.rebuildStarted', params: { name } },
    );
  }

  @Get('processes')
  @RequirePermission('GET@processes')
  async processes(): Promise<ProcessesView> {
    const [runners, rebuilds, parked] = await Promise.all([
      this.infra.projections.health(),
      this.infra.projections.rebuilds(),
      this.infra.projections.parkedSteps(true),
    ]);
    return {
      runners,
      rebuilds: rebuilds.map((r) => ({ ...r, percent: percent(r) })),
      parked: parked.map((p) => ({
        id: String(p.id),
        runner: p.runner,
        position: p.position,
        eventId: p.event_id,
        streamId: p.stream_id,
        eventType: p.event_type,
        correlationId: p.correlation_id,
        attempts: p.attempts,
        error: p.error,
        parkedAt: new Date(p.parked_at).toISOString(),
        retriedAt: p.retried_at ? new Date(p.retried_at).toISOString() : null,
      })),
    };
  }

  @Post('processes/parked/:id/retry')
  @RequirePermission('POST@processes/parked/:id/retry')
  async retry(@Param('id') id: string, @Form(EMPTY_FORM) _body: object) {
    if (!/^\d{1,18}$/.test(id) || !(await this.infra.projections.retryParked(id)))
      throw new DomainError('PROCESS.PARKED_NOT_FOUND', 'process.parkedUnknown');
    return reply({ id }, { msg: 'process.retried' });
  }
}
