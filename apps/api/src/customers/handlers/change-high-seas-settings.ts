import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { HighSeasSettings, HighSeasSettingsChange } from '@packflow/contracts';
import { catalog, customerKeys } from '@packflow/domain';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';

export type HighSeasSettingsResult = CommandResult<
  customerKeys.HighSeasSettingsEvent,
  { initialized: boolean; values: HighSeasSettings }
>;

/** PUT customer-setting: change some of the high-seas thresholds. */
export class ChangeHighSeasSettingsCommand {
  constructor(
    readonly changes: HighSeasSettingsChange,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(ChangeHighSeasSettingsCommand)
export class ChangeHighSeasSettingsHandler implements ICommandHandler<
  ChangeHighSeasSettingsCommand,
  HighSeasSettingsResult
> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  execute({ changes, metadata }: ChangeHighSeasSettingsCommand): Promise<HighSeasSettingsResult> {
    // The settings documents' rule: a change names at least one field.
    catalog.assertSomethingToChange(changes);
    return this.infra.commands.run(
      customerKeys.highSeasSettingsDecider,
      customerKeys.HIGH_SEAS_SETTINGS_STREAM,
      { type: 'ChangeHighSeasSettings', data: { changes } },
      metadata,
    );
  }
}
