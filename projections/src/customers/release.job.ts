import { customer, customerKeys, customerPolicies, highSeasRelease } from '@packflow/domain';
import { sql } from 'kysely';
import type { AreaJob, AreaJobContext } from '../area';

export const RELEASE_JOB = 'highseas.release';

const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The daily high-seas release: every salesman's customer is reviewed (ReviewOwnership: those past
 * the no-order limit go back to the high seas, their owners are warned ahead of it), and the run
 * is recorded in the day's release stream that /Customer/Setting shows. Idempotent per customer
 * and day (the customer's own events say what was done). It reads the customers read model and
 * issues commands, nothing else.
 */
export async function runHighSeasRelease(
  ctx: AreaJobContext,
  day: string,
  log: (m: string) => void,
  /** The moment the review is made for; tests pass a later one to stand in for passing days. */
  now: () => Date = () => new Date(),
): Promise<{ reviewed: number; released: number; warned: number }> {
  const stream = highSeasRelease.releaseRunStream(day);
  const metadata = (at: Date) => ({
    userId: 'system',
    role: null,
    at,
    correlationId: `highseas-release:${day}`,
  });
  const record = (command: highSeasRelease.ReleaseRunCommand) =>
    ctx.commands.run(highSeasRelease.releaseRunDecider, stream, command, metadata(new Date()));
  const ids = (
    await ctx.db
      .withSchema('rm')
      .selectFrom('customers')
      .select('id')
      .where('owner_role', '=', customerPolicies.AUTO_RELEASED_OWNER_ROLE)
      .where(sql<boolean>`owner_id is not null`)
      .execute()
  ).map((r) => r.id);
  await record({ type: 'StartRelease', data: { day, total: ids.length, at: new Date().toISOString() } });
  let released = 0;
  let warned = 0;
  try {
    const { values: settings } = await ctx.commands.load(
      customerKeys.highSeasSettingsDecider,
      customerKeys.HIGH_SEAS_SETTINGS_STREAM,
    );
    for (const id of ids) {
      const at = now();
      const { events } = await ctx.commands.run(
        customer.customerDecider,
        customer.customerStream(id),
        { type: 'ReviewOwnership', data: { at: at.toISOString(), settings } },
        metadata(at),
      );
      if (events.some((e) => e.type === 'CustomerReleased')) released++;
      if (events.some((e) => e.type === 'CustomerReleaseWarned')) warned++;
    }
    await record({ type: 'FinishRelease', data: { day, released, warned, at: new Date().toISOString() } });
    log(`high-seas release ${day}: ${ids.length} reviewed, ${released} released, ${warned} warned`);
    return { reviewed: ids.length, released, warned };
  } catch (error) {
    await record({ type: 'FailRelease', data: { day, error: String(error), at: new Date().toISOString() } });
    throw error;
  }
}

/** The job: daily at 00:10, one run per day (job id from the day); "run now" enqueues it with a job id of its own. */
export const highSeasReleaseJob: AreaJob<{ day?: string }> = {
  definition: {
    name: RELEASE_JOB,
    attempts: 3,
    schedule: {
      cron: '10 0 * * *',
      data: () => ({ day: dayOf(new Date()) }),
      jobId: (now) => `${RELEASE_JOB}:${dayOf(now)}`,
    },
  },
  handler: (ctx) => async (data, job) => {
    await runHighSeasRelease(ctx, data.day ?? dayOf(new Date()), job.log);
  },
};
