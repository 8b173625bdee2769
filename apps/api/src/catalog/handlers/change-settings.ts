import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SettingsName } from '@packflow/contracts';
import { settingsDocument } from '@packflow/domain';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';

export type SettingsResult = CommandResult<settingsDocument.SettingsEvent, settingsDocument.SettingsState>;

/** PUT settings/:name: any subset of a settings document (with `If-Match`: only if unchanged since). */
export class ChangeSettingsCommand {
  constructor(
    readonly name: SettingsName,
    readonly changes: Partial<settingsDocument.AnySettingsValues>,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(ChangeSettingsCommand)
export class ChangeSettingsHandler implements ICommandHandler<ChangeSettingsCommand, SettingsResult> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  execute({ name, changes, metadata }: ChangeSettingsCommand): Promise<SettingsResult> {
    return this.infra.commands.run(
      settingsDocument.settingsDecider,
      settingsDocument.settingsStream(name),
      { type: 'ChangeSettings', data: { name, changes } },
      metadata,
    );
  }
}
