import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WageSettingsForm } from '@packflow/contracts';
import { bill, wageSettings } from '@packflow/domain';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import type { AuthContext } from '../../auth/access';
import { INFRA } from '../../tokens';

export type WageSettingsResult = CommandResult<
  wageSettings.WageSettingsEvent,
  wageSettings.WageSettingsState
>;

/**
 * PUT wages/settings: Admin schedules commission tiers and the dollar rate from a day on (after
 * today in Asia/Shanghai; the decider refuses an earlier day and bands that do not rise). With
 * `If-Match` only if nobody scheduled anything since the settings were opened.
 */
export class ScheduleCommissionCommand {
  constructor(
    readonly auth: AuthContext,
    readonly form: WageSettingsForm,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(ScheduleCommissionCommand)
export class ScheduleCommissionHandler implements ICommandHandler<
  ScheduleCommissionCommand,
  WageSettingsResult
> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  execute({ auth, form, metadata }: ScheduleCommissionCommand): Promise<WageSettingsResult> {
    return this.infra.commands.run(
      wageSettings.wageSettingsDecider,
      wageSettings.WAGE_SETTINGS_STREAM,
      {
        type: 'ScheduleCommission',
        data: {
          effectiveFrom: form.effectiveFrom,
          tiers: form.tiers.map((t) => ({ from: t.from, rate: t.rate })),
          usdRate: form.usdRate,
          today: bill.shanghaiDay(metadata.at),
          by: auth.accountId,
          at: metadata.at.toISOString(),
        },
      },
      metadata,
    );
  }
}
