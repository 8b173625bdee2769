/**
 * The job queue without Redis (development, tests, a single small install): the same handlers with
 * the same semantics as the BullMQ queue — dedupe by job id within the retention time, retries with
 * exponential backoff, a concurrency limit, schedules — held in memory.
 *
 * Not durable: jobs that wait or wait out a retry when the process stops are lost. That is why the
 * jobs are idempotent and keyed by business key: the next schedule firing enqueues them again.
 */
import { nextCronTime, type CronExpression } from './cron';
import {
  backoffDelayMs,
  checkJobId,
  errorMessage,
  JobSetupError,
  registerJobs,
  scheduledJob,
  type RegisteredJob,
} from './job-registry';
import {
  JOB_DEFAULTS,
  type EnqueueOptions,
  type JobDefinition,
  type JobFailure,
  type JobHandlers,
  type JobLogger,
  type JobQueue,
  type JobTypeStatus,
} from './job-types';

export interface JobQueueCommonOptions {
  definitions: readonly JobDefinition<unknown>[];
  handlers: JobHandlers;
  /** Jobs run at the same time by this process. Default 1. */
  concurrency?: number;
  /** How long finished jobs are remembered (dedupe window and admin history). Default 7 days. */
  retentionMs?: number;
  /** Default: the console. */
  logger?: JobLogger;
}

type RecordState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

interface JobRecord {
  id: string;
  job: RegisteredJob;
  /** Kept as JSON and parsed for each try, so handlers see what they would see from Redis. */
  json: string;
  state: RecordState;
  failures: number;
  error?: string;
  finishedAt?: number;
}

/** setTimeout's longest delay (about 24.8 days); a cron firing further away is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export const consoleJobLogger: JobLogger = {
  info: (msg) => console.info(msg),
  error: (msg) => console.error(msg),
};

export function checkConcurrency(concurrency: number): number {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new JobSetupError(`Job concurrency ${concurrency} must be a whole number ≥ 1`);
  }
  return concurrency;
}

export class InProcessJobQueue implements JobQueue {
  private readonly jobs: Map<string, RegisteredJob>;
  private readonly concurrency: number;
  private readonly retentionMs: number;
  private readonly logger: JobLogger;
  /** Every job seen within the retention time, by id: this is the dedupe. */
  private readonly records = new Map<string, JobRecord>();
  /** Jobs ready to run, oldest first. */
  private readonly ready: JobRecord[] = [];
  private readonly running = new Set<Promise<void>>();
  /** Schedule and retry timers, cleared by stop(). */
  private readonly timers = new Set<NodeJS.Timeout>();
  private phase: 'created' | 'started' | 'stopped' = 'created';

  constructor(opts: JobQueueCommonOptions) {
    this.jobs = registerJobs(opts.definitions, opts.handlers);
    this.concurrency = checkConcurrency(opts.concurrency ?? JOB_DEFAULTS.concurrency);
    this.retentionMs = opts.retentionMs ?? JOB_DEFAULTS.retentionMs;
    this.logger = opts.logger ?? consoleJobLogger;
  }

  async enqueue(name: string, data: unknown, { jobId }: EnqueueOptions): Promise<void> {
    if (this.phase === 'stopped') throw new Error('The job queue is stopped');
    const job = this.jobs.get(name);
    if (!job) throw new Error(`Unknown job type "${name}"`);
    checkJobId(jobId);
    this.forgetExpired();
    if (this.records.has(jobId)) return;
    // Like BullMQ: no data means {}, and data must survive JSON (this throws for cycles or BigInt).
    const record: JobRecord = {
      id: jobId,
      job,
      json: JSON.stringify(data ?? {}),
      state: 'waiting',
      failures: 0,
    };
    this.records.set(jobId, record);
    this.ready.push(record);
    this.pump();
  }

  async start(): Promise<void> {
    if (this.phase === 'stopped') throw new Error('A stopped job queue cannot be started again');
    if (this.phase === 'started') return;
    this.phase = 'started';
    for (const job of this.jobs.values()) {
      const schedule = job.schedule;
      if (schedule?.everyMs !== undefined) {
        // BullMQ's `every` scheduler also fires once right away.
        this.fire(job, new Date());
        const everyMs = schedule.everyMs;
        this.timers.add(setInterval(() => this.fire(job, new Date()), everyMs));
      } else if (schedule?.cron) {
        this.armCron(job, schedule.cron, nextCronTime(schedule.cron, new Date()));
      }
    }
    this.pump();
  }

  async stop(): Promise<void> {
    this.phase = 'stopped';
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    // A finishing job does not start another one once stopped, so this empties.
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async status(): Promise<JobTypeStatus[]> {
    this.forgetExpired();
    const byName = new Map<string, JobTypeStatus>();
    for (const name of this.jobs.keys()) {
      byName.set(name, { name, waiting: 0, active: 0, completed: 0, failed: 0, lastFailures: [] });
    }
    for (const record of this.records.values()) {
      const status = byName.get(record.job.name);
      if (!status) continue;
      if (record.state === 'waiting' || record.state === 'delayed') status.waiting++;
      else if (record.state === 'active') status.active++;
      else if (record.state === 'completed') status.completed++;
      else {
        status.failed++;
        status.lastFailures.push(failureOf(record));
      }
    }
    for (const status of byName.values()) {
      status.lastFailures.sort((a, b) => b.failedAt.getTime() - a.failedAt.getTime());
      status.lastFailures.splice(JOB_DEFAULTS.lastFailures);
    }
    return [...byName.values()];
  }

  /** Starts ready jobs up to the concurrency limit. */
  private pump(): void {
    if (this.phase !== 'started') return;
    while (this.running.size < this.concurrency) {
      const record = this.ready.shift();
      if (!record) return;
      this.run(record);
    }
  }

  private run(record: JobRecord): void {
    const { job, id } = record;
    record.state = 'active';
    const ctx = {
      jobId: id,
      attempt: record.failures + 1,
      log: (msg: string) => this.logger.info(`[job ${job.name} ${id}] ${msg}`),
    };
    // The async wrapper turns a handler that throws synchronously into a failed try.
    const attempt = (async () => job.handler(JSON.parse(record.json) as never, ctx))()
      .then(
        () => this.succeeded(record),
        (err: unknown) => this.failed(record, err),
      )
      // Only a throwing logger gets here; it must not become an unhandled rejection.
      .catch(() => undefined);
    const tracked: Promise<void> = attempt.finally(() => {
      this.running.delete(tracked);
      this.pump();
    });
    this.running.add(tracked);
  }

  private succeeded(record: JobRecord): void {
    record.state = 'completed';
    record.finishedAt = Date.now();
  }

  private failed(record: JobRecord, err: unknown): void {
    const { job, id } = record;
    record.failures++;
    record.error = errorMessage(err);
    const where = `Job ${job.name} ${id} failed (try ${record.failures} of ${job.attempts})`;
    if (record.failures >= job.attempts) {
      record.state = 'failed';
      record.finishedAt = Date.now();
      this.logger.error(`${where}, giving up: ${record.error}`);
      return;
    }
    // Waits out the backoff; if the queue stops meanwhile the retry is dropped (not durable, see top).
    record.state = 'delayed';
    if (this.phase !== 'started') return;
    const delayMs = backoffDelayMs(job.backoffMs, record.failures);
    this.logger.error(`${where}, retrying in ${delayMs} ms: ${record.error}`);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      record.state = 'waiting';
      this.ready.push(record);
      this.pump();
    }, delayMs);
    this.timers.add(timer);
  }

  /** One schedule firing: enqueue the job under the id for `at` (a repeat of the id is a no-op). */
  private fire(job: RegisteredJob, at: Date): void {
    let next: { data: unknown; jobId: string };
    try {
      next = scheduledJob(job, at);
    } catch (err) {
      this.logger.error(`Schedule of job ${job.name} failed at ${at.toISOString()}: ${errorMessage(err)}`);
      return;
    }
    this.enqueue(job.name, next.data, { jobId: next.jobId }).catch((err: unknown) => {
      this.logger.error(`Schedule of job ${job.name} could not enqueue ${next.jobId}: ${errorMessage(err)}`);
    });
  }

  private armCron(job: RegisteredJob, cron: CronExpression, next: Date | null): void {
    if (!next || this.phase !== 'started') return;
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        // Woken before the firing (a long wait is cut into setTimeout-sized steps): wait on.
        if (Date.now() < next.getTime()) return this.armCron(job, cron, next);
        this.fire(job, next);
        // After a long pause (suspended laptop) fire once, not once per missed firing.
        this.armCron(job, cron, nextCronTime(cron, new Date(Math.max(Date.now(), next.getTime()))));
      },
      Math.min(Math.max(next.getTime() - Date.now(), 0), MAX_TIMER_MS),
    );
    this.timers.add(timer);
  }

  private forgetExpired(): void {
    const cutoff = Date.now() - this.retentionMs;
    for (const [id, record] of this.records) {
      if (record.finishedAt !== undefined && record.finishedAt < cutoff) this.records.delete(id);
    }
  }
}

function failureOf(record: JobRecord): JobFailure {
  return {
    jobId: record.id,
    error: record.error ?? '',
    attempts: record.failures,
    failedAt: new Date(record.finishedAt ?? 0),
  };
}
