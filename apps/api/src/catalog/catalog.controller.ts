import { randomUUID } from 'node:crypto';
import { Controller, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { MessageKey } from '@packflow/contracts';
import type { catalog, settingsDocument } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import { RequirePermission } from '../auth/access';
import { Meta } from '../http/params';
import { type Reply, reply } from '../http/reply';
import { catalogKind, KindForm, settingsName } from './catalog.params';
import { ChangeCatalogItemCommand } from './handlers/change-catalog-item';
import { ChangeSettingsCommand, type SettingsResult } from './handlers/change-settings';
import { type CatalogResult, CreateCatalogItemCommand } from './handlers/create-catalog-item';

/** What a saved change says: a retirement or restoration by name, else saved, or nothing changed. */
function changedMessage(events: catalog.CatalogEvent[]): MessageKey {
  const changes = events.flatMap((e) => (e.type === 'CatalogItemChanged' ? e.data.changes : []));
  if (!changes.length) return 'catalog.unchanged';
  if (changes.length === 1 && changes[0]!.field === 'active')
    return changes[0]!.to ? 'catalog.restored' : 'catalog.retired';
  return 'catalog.saved';
}

/**
 * The quotation settings (spec sections 2, 3, 7, 9), the changes: catalogue items and settings
 * documents. The lists, documents and histories are CatalogReadController's.
 */
@Controller()
export class CatalogController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('catalog/:kind')
  @RequirePermission('POST@catalog/:kind')
  async create(
    @Param('kind') kind: string,
    @KindForm('create') values: catalog.ItemValues,
    @Meta() metadata: CommandMetadata,
  ): Promise<Reply<{ id: string }>> {
    const id = randomUUID();
    const result = await this.commandBus.execute<CreateCatalogItemCommand, CatalogResult>(
      new CreateCatalogItemCommand(catalogKind(kind), id, values, metadata),
    );
    return reply({ id }, { msg: 'catalog.created', position: result.position });
  }

  /**
   * Any subset of the form; `active: false` retires the item, `true` restores it. `If-Match:
   * "<version>"` (the item's version) refuses it (409) when the item changed since.
   */
  @Put('catalog/:kind/:id')
  @RequirePermission('PUT@catalog/:kind/:id')
  async change(
    @Param('kind') kind: string,
    @Param('id') id: string,
    @KindForm('change') changes: Partial<catalog.ItemValues>,
    @Meta() metadata: CommandMetadata,
  ): Promise<Reply<{ id: string; version: number }>> {
    const result = await this.commandBus.execute<ChangeCatalogItemCommand, CatalogResult>(
      new ChangeCatalogItemCommand(catalogKind(kind), id, changes, metadata),
    );
    return reply(
      { id, version: result.state.items[id]?.version ?? 0 },
      { msg: changedMessage(result.events), position: result.position },
    );
  }

  /**
   * Any subset of the document; the currency list (`entries`) is taken whole. `If-Match:
   * "<revision>"` refuses it (409) when the document changed since.
   */
  @Put('settings/:name')
  @RequirePermission('PUT@settings/:name')
  async changeSettings(
    @Param('name') name: string,
    @KindForm('settings') changes: Partial<settingsDocument.AnySettingsValues>,
    @Meta() metadata: CommandMetadata,
  ): Promise<Reply<{ name: string; version: number }>> {
    const result = await this.commandBus.execute<ChangeSettingsCommand, SettingsResult>(
      new ChangeSettingsCommand(settingsName(name), changes, metadata),
    );
    return reply(
      { name, version: result.state.version },
      {
        msg: result.events.length ? 'catalog.settingsSaved' : 'catalog.unchanged',
        position: result.position,
      },
    );
  }
}
