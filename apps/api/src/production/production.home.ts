import { Inject, Injectable } from '@nestjs/common';
import { type HomeTileValue, PRODUCTION_HOME_TILES } from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import { sql } from 'kysely';
import {
  type HomeDay,
  type HomeReader,
  type HomeTileSource,
  HomeTiles,
  countValue,
  waitingValue,
} from '../home/home-tiles';
import { INFRA } from '../tokens';

const T = PRODUCTION_HOME_TILES;

/**
 * The factory's tiles on /Home: orders waiting for review and for scheduling (ProductManage),
 * stages ready to start (Product), stages running and machines in problem (both). The factory
 * sees every job, so nothing is scoped by owner.
 */
@Injectable()
@HomeTiles()
export class ProductionHome implements HomeTileSource {
  readonly tiles = Object.values(T);

  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async values(_reader: HomeReader, _wanted: unknown, _day: HomeDay): Promise<Record<string, HomeTileValue>> {
    const rm = this.infra.db.withSchema('rm');
    const now = new Date();
    const [jobs, stages, machines] = await Promise.all([
      rm
        .selectFrom('production_jobs as j')
        .where('j.phase', 'in', ['review', 'scheduling'])
        .select([
          sql<string>`count(*) filter (where j.phase = 'review')::text`.as('review'),
          sql<string>`count(*) filter (where j.phase = 'scheduling')::text`.as('scheduling'),
        ])
        .executeTakeFirstOrThrow(),
      rm
        .selectFrom('production_stages as s')
        .where('s.job_open', '=', true)
        .where('s.state', 'in', ['running', 'scheduled'])
        .select([
          sql<string>`count(*) filter (where s.state = 'running')::text`.as('running'),
          // What stageChecks.start lets through: confirmed, on a machine, the previous stage's
          // output there (a lamination pass finished), and no roll still curing.
          sql<string>`count(*) filter (where s.state = 'scheduled' and s.confirmed
            and (s.prev_state is null or (coalesce(s.prev_good_metres, 0) > 0
              and (s.prev_kind <> 'lamination' or s.prev_state = 'finished')))
            and (s.cure_until is null or s.cure_overridden or s.cure_until <= ${now}))::text`.as('ready'),
        ])
        .executeTakeFirstOrThrow(),
      rm
        .selectFrom('machines as m')
        .where('m.state', '=', 'problem')
        .select(sql<string>`count(*)::text`.as('problem'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      [T.toReview.id]: waitingValue(jobs.review),
      [T.toSchedule.id]: waitingValue(jobs.scheduling),
      [T.readyToStart.id]: waitingValue(stages.ready),
      [T.running.id]: countValue(stages.running),
      [T.machinesInProblem.id]: waitingValue(machines.problem, { query: { groupBy: 'machine' } }),
    };
  }
}
