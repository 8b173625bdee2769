import { Inject, Injectable } from '@nestjs/common';
import {
  CATALOG_KINDS,
  type CatalogKind,
  ResultCode,
  SETTINGS_NAMES,
  type SettingsName,
} from '@packflow/contracts';
import { catalog, settingsDocument } from '@packflow/domain';
import type { CommandMetadata, CommandResult, Infrastructure } from '@packflow/platform';
import { ApiError } from '../http/api-exception.filter';
import { INFRA } from '../tokens';

export type CatalogResult = CommandResult<catalog.CatalogEvent, catalog.CatalogState>;
export type SettingsResult = CommandResult<settingsDocument.SettingsEvent, settingsDocument.SettingsState>;

/** A route's `:kind`, or a translated 404 naming it. */
export function catalogKind(value: string): CatalogKind {
  if ((CATALOG_KINDS as readonly string[]).includes(value)) return value as CatalogKind;
  throw new ApiError(
    404,
    ResultCode.NOT_FOUND,
    'catalog.unknownKind',
    { kind: value },
    'CATALOG.UNKNOWN_KIND',
  );
}

/** A route's `:name`, or a translated 404 naming it. */
export function settingsName(value: string): SettingsName {
  if ((SETTINGS_NAMES as readonly string[]).includes(value)) return value as SettingsName;
  throw new ApiError(
    404,
    ResultCode.NOT_FOUND,
    'catalog.unknownSettings',
    { name: value },
    'SETTINGS.UNKNOWN_NAME',
  );
}

/** The write side of the catalogues and settings documents: one stream per kind and per name. */
@Injectable()
export class CatalogCommands {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  createItem(
    kind: CatalogKind,
    id: string,
    values: catalog.ItemValues,
    metadata: CommandMetadata,
  ): Promise<CatalogResult> {
    return this.infra.commands.run(
      catalog.catalogDecider,
      catalog.catalogStream(kind),
      { type: 'CreateCatalogItem', data: { kind, id, values } },
      metadata,
    );
  }

  changeItem(
    kind: CatalogKind,
    id: string,
    changes: Partial<catalog.ItemValues>,
    metadata: CommandMetadata,
  ): Promise<CatalogResult> {
    return this.infra.commands.run(
      catalog.catalogDecider,
      catalog.catalogStream(kind),
      { type: 'ChangeCatalogItem', data: { kind, id, changes } },
      metadata,
    );
  }

  changeSettings(
    name: SettingsName,
    changes: Partial<settingsDocument.AnySettingsValues>,
    metadata: CommandMetadata,
  ): Promise<SettingsResult> {
    return this.infra.commands.run(
      settingsDocument.settingsDecider,
      settingsDocument.settingsStream(name),
      { type: 'ChangeSettings', data: { name, changes } },
      metadata,
    );
  }
}

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
