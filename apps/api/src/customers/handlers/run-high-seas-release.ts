import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandMetadata } from '@packflow/platform';
import { RELEASE_JOB, runHighSeasRelease } from '@packflow/projections';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';
import { jobQueueHolder } from '../release-runs';
import { dayOf } from './customer-inputs';

/** POST customer-release/run: today's high-seas release, now (it also runs by itself every day). */
export class RunHighSeasReleaseCommand extends Command<{ day: string }> {
  constructor(readonly metadata: CommandMetadata) {
    super();
  }
}

/**
 * Starts the release job of today: through the job queue when this process has one (`npm start`),
 * else right here, the same job (projections/src/customers/release.job.ts) without a queue.
 */
@CommandHandler(RunHighSeasReleaseCommand)
export class RunHighSeasReleaseHandler implements ICommandHandler<
  RunHighSeasReleaseCommand,
  { day: string }
> {
  private readonly logger = new Logger('HighSeas');

  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async execute({ metadata }: RunHighSeasReleaseCommand): Promise<{ day: string }> {
    const day = dayOf(metadata.at);
    const queue = jobQueueHolder.queue;
    if (queue) {
      await queue.enqueue(RELEASE_JOB, { day }, { jobId: `${RELEASE_JOB}:${day}:manual:${Date.now()}` });
      return { day };
    }
    const { db, commands, store } = this.infra;
    void runHighSeasRelease({ db, commands, store }, day, (m) => this.logger.log(m)).catch((error: unknown) =>
      this.logger.error(String(error)),
    );
    return { day };
  }
}
