/**
 * The background-job contract shared by the BullMQ (Redis) and the in-process implementation.
 * Jobs only issue commands; their handlers must be idempotent because a job may run again after a
 * crash (BullMQ re-runs stalled jobs) and is retried on failure.
 */

export interface JobDefinition<Data = unknown> {
  /** The job type, e.g. 'bills.generate'. Also the BullMQ job name. */
  name: string;
  /** Total tries including the first one. Default 5. */
  attempts?: number;
  /** Base of the exponential backoff between tries: base, 2·base, 4·base, … Default 1000 ms. */
  backoffMs?: number;
  /** Run the job on its own; exactly one of everyMs and cron. */
  schedule?: JobSchedule<Data>;
}

export interface JobSchedule<Data = unknown> {
  /** Fires once when the queue starts, then every everyMs (this is what BullMQ's `every` does). */
  everyMs?: number;
  /** Five-field cron in the server's local time, numbers only (see cron.ts). */
  cron?: string;
  /** The job's data, computed at each firing. Default {}. */
  data?: () => Data;
  /**
   * The job id, from the business key the firing is for (e.g. `bills:2026-10` for the month that
   * `now` closes). Firings that map to the same id run the job once, so restarts, several workers or
   * a late timer never bill a month twice. Default: one id per firing time.
   */
  jobId?: (now: Date) => string;
}

export interface JobContext {
  /** The id the job was enqueued with (its business key). */
  jobId: string;
  /** 1 for the first try, 2 for the first retry, … */
  attempt: number;
  /** Written to the queue's logger (and, with BullMQ, to the job's own log). */
  log: (msg: string) => void;
}

/** Data arrives as JSON (it travels through Redis), so Dates come in as ISO strings. */
export type JobHandler<Data = unknown> = (data: Data, ctx: JobContext) => Promise<void>;

/**
 * Handlers of any data type. `never` as the parameter makes every JobHandler<X> assignable without
 * `any`; the queues pass the (JSON) data through unchecked, as BullMQ would.
 */
export type JobHandlers = Readonly<Record<string, JobHandler<never>>>;

export interface EnqueueOptions {
  /**
   * The job's business key, e.g. `bills:2026-10`. Ids are unique across all job types, so include
   * the type. A second enqueue of an id seen within the retention time is ignored.
   */
  jobId: string;
}

export interface JobFailure {
  jobId: string;
  /** The message of the last try's error. */
  error: string;
  attempts: number;
  failedAt: Date;
}

export interface JobTypeStatus {
  name: string;
  /** Not running yet, including jobs waiting out a retry backoff. */
  waiting: number;
  active: number;
  /** Finished jobs still within the retention time. */
  completed: number;
  failed: number;
  /** The most recent final failures, newest first. */
  lastFailures: JobFailure[];
}

export interface JobLogger {
  info(msg: string): void;
  error(msg: string): void;
}

export interface JobQueue {
  /** Adds a job; resolves once it is stored (not when it has run). Rejects for an unknown type. */
  enqueue(name: string, data: unknown, opts: EnqueueOptions): Promise<void>;
  /** Starts processing jobs and the schedules. Enqueueing works before start (e.g. in the API). */
  start(): Promise<void>;
  /** Stops taking jobs and schedules, and waits for the running jobs to finish. */
  stop(): Promise<void>;
  /** For the admin view: one entry per job type, in definition order. */
  status(): Promise<JobTypeStatus[]>;
}

export const JOB_DEFAULTS = {
  attempts: 5,
  backoffMs: 1000,
  concurrency: 1,
  /** How long finished jobs are remembered: the dedupe window for job ids, and the admin history. */
  retentionMs: 7 * 24 * 60 * 60 * 1000,
  /** How many failures status() lists per job type. */
  lastFailures: 5,
} as const;
