import { type JobDefinition, type JobHandlers, type JobQueue, createJobQueue } from '@packflow/jobs';
import { type AreaJobContext, PROJECTION_AREAS, type ProjectionArea } from '@packflow/projections';
import type { Infrastructure } from './infrastructure';

/** Job definitions and their handlers, ready for a job queue. */
export interface ProductJobs {
  definitions: JobDefinition[];
  handlers: JobHandlers;
}

/**
 * The product's background jobs: every area's jobs (its read-side manifest's `jobs`), each a
 * definition (type, retries, schedule, business-key job id) and a handler that only issues
 * commands and reads read models. A new area's jobs need no line here.
 */
export function productJobs(
  ctx: AreaJobContext,
  areas: readonly ProjectionArea[] = PROJECTION_AREAS,
): ProductJobs {
  const jobs = areas.flatMap((a) => a.jobs ?? []);
  return {
    definitions: jobs.map((j) => j.definition as JobDefinition),
    handlers: Object.fromEntries(jobs.map((j) => [j.definition.name, j.handler(ctx)])),
  };
}

/**
 * Starts the job workers, in the worker process or in the all-in-one `npm start`: on BullMQ with
 * REDIS_URL, else in this process on timers. Fails at start-up when a job type has no handler or
 * two areas declare the same job type.
 */
export async function startJobs(infra: Infrastructure): Promise<JobQueue> {
  const { definitions, handlers } = productJobs({
    db: infra.db,
    commands: infra.commands,
    store: infra.store,
  });
  const queue = createJobQueue({ redisUrl: infra.config.REDIS_URL, definitions, handlers, concurrency: 2 });
  await queue.start();
  return queue;
}
