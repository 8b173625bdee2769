import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandMetadata } from '@packflow/platform';
import { MONTH_CLOSE_SETTINGS_STREAM, monthCloseSettingsDecider } from '@packflow/projections';
import type { Infrastructure } from '@packflow/runtime';
import type { AuthContext } from '../../auth/access';
import { INFRA } from '../../tokens';

/** PUT bills/closes/settings: Admin sets the hour (0-23, Asia/Shanghai) the scheduled month close runs. */
export class ChangeMonthCloseSettingsCommand {
  constructor(
    readonly auth: AuthContext,
    readonly hour: number,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(ChangeMonthCloseSettingsCommand)
export class ChangeMonthCloseSettingsHandler implements ICommandHandler<
  ChangeMonthCloseSettingsCommand,
  { hour: number; position?: bigint }
> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async execute({ auth, hour, metadata }: ChangeMonthCloseSettingsCommand) {
    const result = await this.infra.commands.run(
      monthCloseSettingsDecider,
      MONTH_CLOSE_SETTINGS_STREAM,
      { type: 'SetMonthCloseHour', data: { hour, by: auth.accountId, at: metadata.at.toISOString() } },
      metadata,
    );
    return { hour: result.state.hour, position: result.position };
  }
}
