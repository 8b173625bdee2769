import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import {
  CATALOG_FORM_SCHEMAS,
  type CatalogHistoryEntry,
  type CatalogItem,
  type MakeMap,
  type MessageKey,
  ResultCode,
  SETTINGS_SCHEMAS,
  type SettingsHistoryEntry,
  type SettingsView,
} from '@packflow/contracts';
import { catalog } from '@packflow/domain';
import type { Infrastructure } from '@packflow/platform';
import type { Request } from 'express';
import { RequirePermission } from '../auth/access';
import { ApiError } from '../http/api-exception.filter';
import { pageInfo, paging } from '../http/paging';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { commandMetadata } from '../http/request-metadata';
import { INFRA } from '../tokens';
import { CatalogCommands, catalogKind, settingsName } from './catalog-commands';
import { catalogHistory, catalogItems, makeMap, settingsHistory, settingsViews } from './catalog.queries';

const CATALOG = ['catalog'];
const SETTINGS = ['settings'];

const nothingToChange = () =>
  new ApiError(422, ResultCode.VALIDATION_FAILED, 'validation.nothingToChange', {}, 'VALIDATION.FAILED');

const yes = (value: unknown): boolean => typeof value === 'string' && ['1', 'true', 'yes'].includes(value);

/** What a saved change says: a retirement or restoration by name, else saved, or nothing changed. */
function changedMessage(events: catalog.CatalogEvent[]): MessageKey {
  const changes = events.flatMap((e) => (e.type === 'CatalogItemChanged' ? e.data.changes : []));
  if (!changes.length) return 'catalog.unchanged';
  if (changes.length === 1 && changes[0]!.field === 'active')
    return changes[0]!.to ? 'catalog.restored' : 'catalog.retired';
  return 'catalog.saved';
}

/**
 * The quotation settings (spec sections 2, 3, 7, 9): the catalogues of materials, accessories,
 * bag types and gusset styles, the settings documents, their histories, and `GET /api/make`.
 */
@Controller()
export class CatalogController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly commands: CatalogCommands,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Get('make')
  @RequirePermission('GET@make')
  async make(@Query() query: Record<string, unknown>): Promise<Reply<MakeMap>> {
    const freshness = await this.readYourWrites.await(query, CATALOG);
    return reply(await makeMap(this.infra.db), { extra: freshness });
  }

  /** The items in use; `all=1` adds the retired ones (the admin screens grey them). */
  @Get('catalog/:kind')
  @RequirePermission('GET@catalog/:kind')
  async list(
    @Param('kind') kindParam: string,
    @Query() query: Record<string, unknown>,
  ): Promise<Reply<CatalogItem[]>> {
    const kind = catalogKind(kindParam);
    const freshness = await this.readYourWrites.await(query, CATALOG);
    const items = await catalogItems(this.infra.db, [kind], { includeRetired: yes(query.all) });
    return reply(items, { extra: freshness });
  }

  @Post('catalog/:kind')
  @RequirePermission('POST@catalog/:kind')
  async create(
    @Param('kind') kindParam: string,
    @Body() body: unknown,
    @Req() req: Request,
  ): Promise<Reply<{ id: string }>> {
    const kind = catalogKind(kindParam);
    catalog.assertCreatable(kind);
    // A new item is in use unless the form says otherwise.
    const values = CATALOG_FORM_SCHEMAS[kind].parse({ active: true, ...((body ?? {}) as object) });
    const id = randomUUID();
    const result = await this.commands.createItem(kind, id, values, commandMetadata(req));
    return reply({ id }, { msg: 'catalog.created', position: result.position });
  }

  /** Any subset of the form; `active: false` retires the item, `true` restores it. */
  @Put('catalog/:kind/:id')
  @RequirePermission('PUT@catalog/:kind/:id')
  async change(
    @Param('kind') kindParam: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() req: Request,
  ): Promise<Reply<{ id: string; version: number }>> {
    const kind = catalogKind(kindParam);
    const changes = CATALOG_FORM_SCHEMAS[kind].partial().parse(body ?? {});
    if (Object.values(changes).every((v) => v === undefined)) throw nothingToChange();
    const result = await this.commands.changeItem(kind, id, changes, commandMetadata(req));
    return reply(
      { id, version: result.state.items[id]?.version ?? 0 },
      { msg: changedMessage(result.events), position: result.position },
    );
  }

  /** Newest first; `itemId` narrows it to one item. */
  @Get('catalog/:kind/history')
  @RequirePermission('GET@catalog/:kind/history')
  async history(
    @Param('kind') kindParam: string,
    @Query() query: Record<string, unknown>,
  ): Promise<Reply<CatalogHistoryEntry[]>> {
    const kind = catalogKind(kindParam);
    const freshness = await this.readYourWrites.await(query, CATALOG);
    const page = paging(query);
    const itemId = typeof query.itemId === 'string' && query.itemId ? query.itemId : undefined;
    const { entries, count } = await catalogHistory(this.infra.db, kind, page, itemId);
    return reply(entries, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  @Get('settings/:name')
  @RequirePermission('GET@settings/:name')
  async settings(
    @Param('name') nameParam: string,
    @Query() query: Record<string, unknown>,
  ): Promise<Reply<SettingsView>> {
    const name = settingsName(nameParam);
    const freshness = await this.readYourWrites.await(query, SETTINGS);
    const views = await settingsViews(this.infra.db, [name]);
    return reply(views[name]! as SettingsView, { extra: freshness });
  }

  /** Any subset of the document; the currency list (`entries`) is taken whole. */
  @Put('settings/:name')
  @RequirePermission('PUT@settings/:name')
  async changeSettings(
    @Param('name') nameParam: string,
    @Body() body: unknown,
    @Req() req: Request,
  ): Promise<Reply<{ name: string; version: number }>> {
    const name = settingsName(nameParam);
    const changes = SETTINGS_SCHEMAS[name].partial().parse(body ?? {});
    if (Object.values(changes).every((v) => v === undefined)) throw nothingToChange();
    const result = await this.commands.changeSettings(name, changes, commandMetadata(req));
    return reply(
      { name, version: result.state.version },
      {
        msg: result.events.length ? 'catalog.settingsSaved' : 'catalog.unchanged',
        position: result.position,
      },
    );
  }

  @Get('settings/:name/history')
  @RequirePermission('GET@settings/:name/history')
  async settingsHistory(
    @Param('name') nameParam: string,
    @Query() query: Record<string, unknown>,
  ): Promise<Reply<SettingsHistoryEntry[]>> {
    const name = settingsName(nameParam);
    const freshness = await this.readYourWrites.await(query, SETTINGS);
    const page = paging(query);
    const { entries, count } = await settingsHistory(this.infra.db, name, page);
    return reply(entries, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }
}
