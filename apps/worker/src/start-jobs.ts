import { type JobQueue, createJobQueue } from '@packflow/jobs';
import type { Infrastructure } from '@packflow/platform';
import { productJobs } from './product-jobs';

/**
 * Starts the job workers: on BullMQ with REDIS_URL, else in this process on timers. Fails at
 * start-up when a job type has no handler.
 */
export async function startJobs(infra: Infrastructure): Promise<JobQueue> {
  const { definitions, handlers } = productJobs(infra);
  const queue = createJobQueue({ redisUrl: infra.config.REDIS_URL, definitions, handlers, concurrency: 2 });
  await queue.start();
  return queue;
}
