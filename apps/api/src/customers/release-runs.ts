import { Inject, Injectable, Logger } from '@nestjs/common';
import type { JobDefinition, JobHandler, JobQueue } from '@packflow/jobs';
import type { Infrastructure } from '@packflow/platform';
import { sql } from 'kysely';
import { INFRA } from '../tokens';
import { CustomerCommands } from './customer-commands';

export const RELEASE_JOB = 'highseas.release';
export const releaseRunStream = (day: string): string => `highseas-release-${day}`;

/** The job queue, when this process runs one (`npm start`); the API alone runs a release in-process. */
export const jobQueueHolder: { queue?: JobQueue } = {};

/**
 * The daily high-seas release (domain rules): every salesman's customer is reviewed; those past
 * the no-order limit go back to the high seas and their owners are warned ahead of it. Idempotent
 * per customer and day (the customer's own events say what was done), and its progress is a
 * stream of its own that /Customer/Setting shows.
 */
export async function runHighSeasRelease(
  infra: Infrastructure,
  day: string,
  log: (m: string) => void,
  /** The moment the review is made for; tests pass a later one to stand in for passing days. */
  now: () => Date = () => new Date(),
): Promise<{ reviewed: number; released: number; warned: number }> {
  const commands = new CustomerCommands(infra);
  const stream = releaseRunStream(day);
  const metadata = () => ({
    userId: 'system',
    role: null,
    at: now(),
    correlationId: `highseas-release:${day}`,
  });
  const ids = (
    await infra.db
      .withSchema('rm')
      .selectFrom('customers')
      .select('id')
      .where('owner_role', '=', 'OperatorIndex')
      .where(sql<boolean>`owner_id is not null`)
      .execute()
  ).map((r) => r.id);
  await infra.store.appendToStream(stream, [
    { type: 'HighSeasReleaseStarted', data: { day, total: ids.length, at: new Date().toISOString() } },
  ]);
  let released = 0;
  let warned = 0;
  try {
    const settings = await commands.settings();
    for (const id of ids) {
      const { events } = await commands.review(id, settings, metadata());
      if (events.some((e) => e.type === 'CustomerReleased')) released++;
      if (events.some((e) => e.type === 'CustomerReleaseWarned')) warned++;
    }
    await infra.store.appendToStream(stream, [
      { type: 'HighSeasReleaseFinished', data: { day, released, warned, at: new Date().toISOString() } },
    ]);
    log(`high-seas release ${day}: ${ids.length} reviewed, ${released} released, ${warned} warned`);
    return { reviewed: ids.length, released, warned };
  } catch (error) {
    await infra.store.appendToStream(stream, [
      { type: 'HighSeasReleaseFailed', data: { day, error: String(error), at: new Date().toISOString() } },
    ]);
    throw error;
  }
}

/** The job: daily at 00:10, one run per day (job id from the day). */
export function highSeasReleaseJob(infra: Infrastructure): {
  definition: JobDefinition<{ day: string }>;
  handler: JobHandler<{ day?: string }>;
} {
  return {
    definition: {
      name: RELEASE_JOB,
      attempts: 3,
      schedule: {
        cron: '10 0 * * *',
        data: () => ({ day: new Date().toISOString().slice(0, 10) }),
        jobId: (now) => `${RELEASE_JOB}:${now.toISOString().slice(0, 10)}`,
      },
    },
    handler: async (data, ctx) => {
      await runHighSeasRelease(infra, data.day ?? new Date().toISOString().slice(0, 10), ctx.log);
    },
  };
}

/** Starts a release on demand: through the job queue when this process has one, else right here. */
@Injectable()
export class ReleaseRuns {
  private readonly logger = new Logger('HighSeas');

  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async enqueue(day: string): Promise<void> {
    const queue = jobQueueHolder.queue;
    if (queue) {
      await queue.enqueue(RELEASE_JOB, { day }, { jobId: `${RELEASE_JOB}:${day}:manual:${Date.now()}` });
      return;
    }
    void runHighSeasRelease(this.infra, day, (m) => this.logger.log(m)).catch((error: unknown) =>
      this.logger.error(String(error)),
    );
  }
}
