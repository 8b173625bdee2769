import { BullMqJobQueue } from './bullmq-job-queue';
import { InProcessJobQueue, type JobQueueCommonOptions } from './in-process-job-queue';
import type { JobQueue } from './job-types';

export interface CreateJobQueueOptions extends JobQueueCommonOptions {
  /** With it, jobs go through BullMQ on Redis; without it, the same handlers run in this process. */
  redisUrl?: string;
  /** Redis key prefix, BullMQ only (default 'bull'); tests use their own to stay apart. */
  prefix?: string;
}

/**
 * The job queue for this process. Throws JobSetupError (start-up failure) when a definition has no
 * handler, a handler has no definition, or a definition is invalid; the message names the job type.
 */
export function createJobQueue(opts: CreateJobQueueOptions): JobQueue {
  const { redisUrl, prefix, ...common } = opts;
  return redisUrl ? new BullMqJobQueue({ ...common, redisUrl, prefix }) : new InProcessJobQueue(common);
}
