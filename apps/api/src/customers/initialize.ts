import { customerKeys } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';

/** On a new installation the high-seas settings get the domain's defaults, once. */
export async function initializeHighSeasSettings(
  infra: Infrastructure,
  metadata: CommandMetadata,
): Promise<void> {
  await infra.commands.run(
    customerKeys.highSeasSettingsDecider,
    customerKeys.HIGH_SEAS_SETTINGS_STREAM,
    { type: 'InitializeHighSeasSettings', data: {} },
    metadata,
  );
}
