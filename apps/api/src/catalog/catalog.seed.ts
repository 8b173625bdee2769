import { CATALOG_KINDS, SETTINGS_NAMES } from '@packflow/contracts';
import { catalog, settingsDocument } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';

/**
 * On a new installation every catalogue gets its seed items and every settings document its
 * defaults, once; later starts add only what a newer version brings (a bag type, a rate).
 */
export async function initializeCatalogs(infra: Infrastructure, metadata: CommandMetadata): Promise<void> {
  for (const kind of CATALOG_KINDS)
    await infra.commands.run(
      catalog.catalogDecider,
      catalog.catalogStream(kind),
      { type: 'InitializeCatalog', data: { kind } },
      metadata,
    );
  for (const name of SETTINGS_NAMES)
    await infra.commands.run(
      settingsDocument.settingsDecider,
      settingsDocument.settingsStream(name),
      { type: 'InitializeSettings', data: { name } },
      metadata,
    );
}
