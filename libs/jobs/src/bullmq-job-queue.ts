/**
 * The job queue on Redis with BullMQ: one queue, 'packflow', for all job types (job name = type).
 *
 * - Dedupe is BullMQ's own: adding a job whose id exists is a no-op. Finished jobs are kept for the
 *   retention time (removeOnComplete/removeOnFail by age) so the dedupe holds after they ran.
 * - Retries: the definition's attempts with BullMQ's exponential backoff.
 * - Schedules: a BullMQ job scheduler per scheduled type adds a "tick" job at each firing; the worker
 *   turns the tick into the real job with schedule.data() and schedule.jobId(firing time), both
 *   evaluated at the firing. (A scheduler's own jobs have fixed data and BullMQ-made ids, so they
 *   could not carry the business key.)
 * - Lost connections: ioredis reconnects by itself (the worker's connection forever); every
 *   connection has an error listener, so an outage is logged, never fatal. When the worker's
 *   connection comes back, the schedulers are upserted again: a Redis that restarted without its
 *   data would otherwise never fire them again.
 */
import { Queue, Worker, type Job, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { checkConcurrency, consoleJobLogger, type JobQueueCommonOptions } from './in-process-job-queue';
import { checkJobId, errorMessage, registerJobs, scheduledJob, type RegisteredJob } from './job-registry';
import {
  JOB_DEFAULTS,
  type EnqueueOptions,
  type JobContext,
  type JobLogger,
  type JobQueue,
  type JobTypeStatus,
} from './job-types';

export interface BullMqJobQueueOptions extends JobQueueCommonOptions {
  redisUrl: string;
  /** Redis key prefix (BullMQ's default 'bull'); tests use their own to stay apart. */
  prefix?: string;
}

export const QUEUE_NAME = 'packflow';
const TICK_NAME_PREFIX = 'schedule:';
const SCHEDULER_ID_PREFIX = 'schedule.';
/** A tick only enqueues; a few quick retries cover a Redis hiccup. */
const TICK_ATTEMPTS = 3;

/**
 * BullMQ refuses ':' in custom job ids (it reserves them for its own `repeat:…` ids), but business
 * keys like `bills:2026-10` have one. So ':' and '%' are percent-escaped in Redis; this is reversible.
 */
export function encodeJobId(jobId: string): string {
  return jobId.replace(/%/g, '%25').replace(/:/g, '%3A');
}

export function decodeJobId(stored: string): string {
  return stored.replace(/%(25|3A)/g, (_, code: string) => (code === '25' ? '%' : ':'));
}

export class BullMqJobQueue implements JobQueue {
  private readonly jobs: Map<string, RegisteredJob>;
  /** Tick job name → the job type it schedules. */
  private readonly ticks = new Map<string, RegisteredJob>();
  private readonly concurrency: number;
  private readonly retentionSeconds: number;
  private readonly logger: JobLogger;
  private readonly redisUrl: string;
  private readonly prefix: string | undefined;
  private connection?: Redis;
  private workerConnection?: Redis;
  private bullQueue?: Queue;
  private worker?: Worker;
  private starting?: Promise<void>;
  private stopping?: Promise<void>;
  private lastConnectionReport = 0;

  constructor(opts: BullMqJobQueueOptions) {
    // Checks first and without I/O, so a bad setup fails at start-up before touching Redis.
    this.jobs = registerJobs(opts.definitions, opts.handlers);
    this.concurrency = checkConcurrency(opts.concurrency ?? JOB_DEFAULTS.concurrency);
    this.retentionSeconds = Math.ceil((opts.retentionMs ?? JOB_DEFAULTS.retentionMs) / 1000);
    this.logger = opts.logger ?? consoleJobLogger;
    this.redisUrl = opts.redisUrl;
    this.prefix = opts.prefix;
    for (const job of this.jobs.values()) {
      if (job.schedule) this.ticks.set(TICK_NAME_PREFIX + job.name, job);
    }
  }

  async enqueue(name: string, data: unknown, { jobId }: EnqueueOptions): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`Unknown job type "${name}"`);
    checkJobId(jobId);
    await this.queue().add(name, data ?? {}, {
      jobId: encodeJobId(jobId),
      attempts: job.attempts,
      backoff: { type: 'exponential', delay: job.backoffMs },
      ...this.keepFinished(),
    });
  }

  async start(): Promise<void> {
    if (this.stopping) throw new Error('A stopped job queue cannot be started again');
    this.starting ??= this.startWorker();
    return this.starting;
  }

  private async startWorker(): Promise<void> {
    await this.syncSchedulers();
    // Workers block on Redis, and BullMQ requires such connections to retry forever.
    const workerConnection = new Redis(this.redisUrl, { maxRetriesPerRequest: null });
    this.workerConnection = workerConnection;
    this.watch(workerConnection, 'worker');
    let lost = false;
    workerConnection.on('close', () => (lost = true));
    workerConnection.on('ready', () => {
      if (!lost || this.stopping) return;
      lost = false;
      this.logger.info('Job queue: Redis connected again; restoring the schedules');
      this.syncSchedulers().catch((err: unknown) =>
        this.logger.error(`Job queue: could not restore the schedules: ${errorMessage(err)}`),
      );
    });
    const worker = new Worker(QUEUE_NAME, (job: Job) => this.process(job), {
      connection: this.workerConnection,
      prefix: this.prefix,
      concurrency: this.concurrency,
    });
    this.worker = worker;
    // An 'error' event without a listener would crash the process; BullMQ reconnects by itself.
    worker.on('error', (err) => this.logger.error(`Job worker error: ${errorMessage(err)}`));
    worker.on('failed', (job, err) => {
      if (!job) return;
      // BullMQ sets finishedOn only when the job failed for good, not when it will be retried.
      const outcome = job.finishedOn !== undefined ? 'giving up' : 'retrying';
      this.logger.error(
        `Job ${job.name} ${decodeJobId(job.id ?? '')} failed (try ${job.attemptsMade} of ` +
          `${job.opts.attempts ?? 1}), ${outcome}: ${err.message}`,
      );
    });
    await worker.waitUntilReady();
  }

  async stop(): Promise<void> {
    this.stopping ??= (async () => {
      // Let a start() under way finish, so its worker and connections get closed too.
      await this.starting?.catch(() => undefined);
      // Worker.close() waits for the running jobs to finish.
      await this.worker?.close();
      await this.bullQueue?.close();
      // The connections were created here, so BullMQ leaves closing them to us.
      await Promise.all([this.workerConnection, this.connection].map((c) => c && quietQuit(c)));
    })();
    return this.stopping;
  }

  async status(): Promise<JobTypeStatus[]> {
    const queue = this.queue();
    // Counted from the retained jobs themselves: BullMQ keeps counts per queue, not per job name.
    // The retention time bounds this to the jobs of the last days, a few per type and day here.
    const [waiting, active, completed, failed] = await Promise.all([
      queue.getJobs(['waiting', 'delayed', 'prioritized', 'waiting-children'], 0, -1),
      queue.getJobs(['active'], 0, -1),
      queue.getJobs(['completed'], 0, -1),
      queue.getJobs(['failed'], 0, -1),
    ]);
    const byName = new Map<string, JobTypeStatus>();
    for (const name of this.jobs.keys()) {
      byName.set(name, { name, waiting: 0, active: 0, completed: 0, failed: 0, lastFailures: [] });
    }
    const count = (jobs: (Job | undefined)[], field: 'waiting' | 'active' | 'completed' | 'failed') => {
      for (const job of jobs) {
        // Ticks (and job types this process does not know) are not part of the admin view.
        const status = job && byName.get(job.name);
        if (!job || !status) continue;
        status[field]++;
        if (field === 'failed') {
          status.lastFailures.push({
            jobId: decodeJobId(job.id ?? ''),
            error: job.failedReason ?? '',
            attempts: job.attemptsMade,
            failedAt: new Date(job.finishedOn ?? job.timestamp),
          });
        }
      }
    };
    count(waiting, 'waiting');
    count(active, 'active');
    count(completed, 'completed');
    count(failed, 'failed');
    for (const status of byName.values()) {
      status.lastFailures.sort((a, b) => b.failedAt.getTime() - a.failedAt.getTime());
      status.lastFailures.splice(JOB_DEFAULTS.lastFailures);
    }
    return [...byName.values()];
  }

  /** The queue connects on first use, so a process that only enqueues never starts a worker. */
  private queue(): Queue {
    if (this.stopping) throw new Error('The job queue is stopped');
    if (!this.bullQueue) {
      // ioredis' default retry limit, unlike the worker's: enqueue in a request fails instead of hanging.
      this.connection = new Redis(this.redisUrl);
      this.watch(this.connection, 'queue');
      this.bullQueue = new Queue(QUEUE_NAME, { connection: this.connection, prefix: this.prefix });
      this.bullQueue.on('error', (err) => this.logger.error(`Job queue error: ${errorMessage(err)}`));
    }
    return this.bullQueue;
  }

  /**
   * An error listener of our own on a connection (BullMQ adds its own too), reporting at most once
   * a second: a Redis outage makes every reconnect attempt fail.
   */
  private watch(connection: Redis, name: string): void {
    connection.on('error', (err: unknown) => {
      const now = Date.now();
      if (now - this.lastConnectionReport < 1000) return;
      this.lastConnectionReport = now;
      this.logger.error(`Job queue: Redis ${name} connection: ${errorMessage(err)}`);
    });
  }

  private keepFinished(): Pick<JobsOptions, 'removeOnComplete' | 'removeOnFail'> {
    return { removeOnComplete: { age: this.retentionSeconds }, removeOnFail: { age: this.retentionSeconds } };
  }

  /** Upserts a job scheduler per scheduled type, and removes ours whose type lost its schedule. */
  private async syncSchedulers(): Promise<void> {
    const queue = this.queue();
    const wanted = new Set<string>();
    for (const [tickName, job] of this.ticks) {
      const schedulerId = SCHEDULER_ID_PREFIX + encodeJobId(job.name);
      wanted.add(schedulerId);
      const { everyMs, cron } = job.schedule ?? {};
      await queue.upsertJobScheduler(
        schedulerId,
        everyMs !== undefined ? { every: everyMs } : { pattern: cron?.source },
        {
          name: tickName,
          data: {},
          opts: {
            attempts: TICK_ATTEMPTS,
            backoff: { type: 'exponential', delay: 1000 },
            // Tick ids are unique per firing, so there is nothing to dedupe: drop them when done.
            removeOnComplete: true,
            removeOnFail: { age: this.retentionSeconds },
          },
        },
      );
    }
    for (const scheduler of await queue.getJobSchedulers(0, -1)) {
      if (scheduler.key.startsWith(SCHEDULER_ID_PREFIX) && !wanted.has(scheduler.key)) {
        await queue.removeJobScheduler(scheduler.key);
      }
    }
  }

  private async process(job: Job): Promise<void> {
    const scheduled = this.ticks.get(job.name);
    if (scheduled) return this.fire(scheduled, job);
    const registered = this.jobs.get(job.name);
    // Retried rather than failed for good: in a rolling deploy a newer worker may know the type.
    if (!registered) throw new Error(`No handler for job type "${job.name}" in this worker`);
    const jobId = decodeJobId(job.id ?? '');
    const ctx: JobContext = {
      jobId,
      // attemptsMade counts the tries that failed before this one.
      attempt: job.attemptsMade + 1,
      log: (msg) => {
        this.logger.info(`[job ${job.name} ${jobId}] ${msg}`);
        job.log(msg).catch(() => undefined);
      },
    };
    await registered.handler(job.data as never, ctx);
  }

  /** A tick: enqueue the real job for the firing time, which BullMQ puts last in the tick's id. */
  private async fire(job: RegisteredJob, tick: Job): Promise<void> {
    const millis = Number((tick.id ?? '').split(':').pop());
    const at = new Date(Number.isFinite(millis) && millis > 0 ? millis : Date.now());
    let next: { data: unknown; jobId: string };
    try {
      next = scheduledJob(job, at);
      checkJobId(next.jobId);
    } catch (err) {
      // A bug in schedule.data/jobId: retrying would not help; logged like the in-process queue does.
      this.logger.error(`Schedule of job ${job.name} failed at ${at.toISOString()}: ${errorMessage(err)}`);
      return;
    }
    await this.enqueue(job.name, next.data, { jobId: next.jobId });
  }
}

async function quietQuit(connection: Redis): Promise<void> {
  try {
    await connection.quit();
  } catch {
    connection.disconnect();
  }
}
