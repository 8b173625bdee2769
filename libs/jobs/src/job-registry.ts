/** What both queue implementations share: start-up checks, defaults, backoff and scheduled firings. */
import { parseCron, type CronExpression } from './cron';
import { JOB_DEFAULTS, type JobDefinition, type JobHandler, type JobHandlers } from './job-types';

/** The job setup is wrong; thrown when the queue is created, so a bad deploy fails at start-up. */
export class JobSetupError extends Error {
  readonly code = 'JOBS.SETUP';
  constructor(message: string) {
    super(message);
    this.name = 'JobSetupError';
  }
}

export interface RegisteredJob {
  name: string;
  attempts: number;
  backoffMs: number;
  handler: JobHandler<never>;
  schedule?: {
    everyMs?: number;
    cron?: CronExpression;
    data?: () => unknown;
    jobId?: (now: Date) => string;
  };
}

/**
 * Checks that every definition has a handler and every handler a definition (naming the job type),
 * and resolves the defaults. Throws JobSetupError.
 */
export function registerJobs(
  definitions: readonly JobDefinition<unknown>[],
  handlers: JobHandlers,
): Map<string, RegisteredJob> {
  const jobs = new Map<string, RegisteredJob>();
  for (const def of definitions) {
    const fail = (why: string): never => {
      throw new JobSetupError(`Job type "${def.name}" ${why}`);
    };
    if (!def.name) throw new JobSetupError('A job definition has no name');
    if (jobs.has(def.name)) fail('is defined twice');
    const handler = Object.prototype.hasOwnProperty.call(handlers, def.name) ? handlers[def.name] : undefined;
    if (typeof handler !== 'function') fail('has no handler');
    const attempts = def.attempts ?? JOB_DEFAULTS.attempts;
    const backoffMs = def.backoffMs ?? JOB_DEFAULTS.backoffMs;
    if (!Number.isInteger(attempts) || attempts < 1)
      fail(`has attempts ${attempts}; it must be a whole number ≥ 1`);
    if (!Number.isFinite(backoffMs) || backoffMs < 0) fail(`has backoffMs ${backoffMs}; it must be ≥ 0`);
    const job: RegisteredJob = { name: def.name, attempts, backoffMs, handler: handler as JobHandler<never> };
    if (def.schedule) {
      const { everyMs, cron, data, jobId } = def.schedule;
      if ((everyMs === undefined) === (cron === undefined))
        fail('needs exactly one of schedule.everyMs and schedule.cron');
      if (everyMs !== undefined && !(Number.isInteger(everyMs) && everyMs > 0)) {
        fail(`has schedule.everyMs ${everyMs}; it must be a whole number > 0`);
      }
      let parsed: CronExpression | undefined;
      if (cron !== undefined) {
        try {
          parsed = parseCron(cron);
        } catch (err) {
          fail(`has a bad schedule: ${errorMessage(err)}`);
        }
      }
      job.schedule = { everyMs, cron: parsed, data, jobId };
    }
    jobs.set(def.name, job);
  }
  for (const name of Object.keys(handlers)) {
    if (!jobs.has(name)) throw new JobSetupError(`Job type "${name}" has a handler but no definition`);
  }
  return jobs;
}

/**
 * Rejected in both implementations, so code that works in-process also works on BullMQ, which
 * refuses integer ids (they would clash with its own numeric ids).
 */
export function checkJobId(jobId: string): void {
  if (typeof jobId !== 'string' || jobId === '') throw new Error('A job needs a jobId (its business key)');
  if (`${parseInt(jobId, 10)}` === jobId) {
    throw new Error(`Job id "${jobId}" is a bare number; use a business key such as "bills:2026-10"`);
  }
}

/** Delay before try `failures + 1`: BullMQ's exponential backoff, base · 2^(failures − 1). */
export function backoffDelayMs(backoffMs: number, failures: number): number {
  return Math.round(2 ** (failures - 1) * backoffMs);
}

/** The job a schedule firing at `at` enqueues. */
export function scheduledJob(job: RegisteredJob, at: Date): { data: unknown; jobId: string } {
  const schedule = job.schedule ?? {};
  return {
    data: schedule.data ? schedule.data() : {},
    jobId: schedule.jobId ? schedule.jobId(at) : `${job.name}@${at.toISOString()}`,
  };
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
