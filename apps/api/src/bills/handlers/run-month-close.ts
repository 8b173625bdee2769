import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { monthClose } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import { MONTH_CLOSE_JOB, runMonthClose } from '@packflow/projections';
import type { Infrastructure } from '@packflow/runtime';
import type { AuthContext } from '../../auth/access';
import { jobQueueHolder } from '../../customers/release-runs';
import { INFRA } from '../../tokens';
import { closedMonths } from '../bills.queries';

/** POST bills/closes: Admin closes a past month now. */
export class RunMonthCloseCommand {
  constructor(
    readonly auth: AuthContext,
    readonly month: string,
    readonly metadata: CommandMetadata,
  ) {}
}

/**
 * Refuses a month that may not be closed (not ended, or a later month closed already), then
 * starts its close: through the job queue when this process has one (`npm start`), else right
 * here, the same run without a queue. The close's own stream makes a second run produce nothing
 * twice.
 */
@CommandHandler(RunMonthCloseCommand)
export class RunMonthCloseHandler implements ICommandHandler<RunMonthCloseCommand, { month: string }> {
  private readonly logger = new Logger('MonthClose');

  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async execute({ auth, month, metadata }: RunMonthCloseCommand): Promise<{ month: string }> {
    monthClose.checkClosable(month, await closedMonths(this.infra.db), metadata.at);
    const by = auth.accountId;
    const queue = jobQueueHolder.queue;
    if (queue) {
      await queue.enqueue(
        MONTH_CLOSE_JOB,
        { month, by },
        { jobId: `${MONTH_CLOSE_JOB}:${month.replace('-', '')}:${by}:${metadata.at.getTime()}` },
      );
      return { month };
    }
    const { db, commands, store } = this.infra;
    void runMonthClose({ db, commands, store }, month, by).catch((error: unknown) =>
      this.logger.error(String(error)),
    );
    return { month };
  }
}
