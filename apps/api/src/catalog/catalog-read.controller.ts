import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  CATALOG_READ_MODELS,
  type CatalogHistoryEntry,
  type CatalogItemView,
  type MakeMap,
  type SettingsHistoryEntry,
  type SettingsView,
  catalogHistoryQuerySchema,
  catalogListQuerySchema,
  pagingQuerySchema,
} from '@packflow/contracts';
import { catalogPolicies } from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';
import { type AuthContext, RequirePermission } from '../auth/access';
import { pageInfo, paging } from '../http/paging';
import { Actor, ListQuery, type Parsed } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { INFRA } from '../tokens';
import { catalogKind, settingsName } from './catalog.params';
import { catalogHistory, catalogItems, makeMap, settingsHistory, settingsViews } from './catalog.queries';

const CATALOG = [CATALOG_READ_MODELS.catalog];
const SETTINGS = [CATALOG_READ_MODELS.settings];

type Query = Record<string, unknown>;

const yes = (value: unknown): boolean => typeof value === 'string' && ['1', 'true', 'yes'].includes(value);

/**
 * The quotation settings, the reads: the catalogues of materials, accessories, bag types and
 * gusset styles, the settings documents (with the revision a change sends back), their
 * histories, and `GET /api/make`.
 */
@Controller()
export class CatalogReadController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Get('make')
  @RequirePermission('GET@make')
  async make(@Query() query: Query): Promise<Reply<MakeMap>> {
    const freshness = await this.readYourWrites.await(query, CATALOG);
    return reply(await makeMap(this.infra.db), { extra: freshness });
  }

  /** The items in use; `all=1` adds the retired ones (the admin screens grey them). */
  @Get('catalog/:kind')
  @RequirePermission('GET@catalog/:kind')
  async list(
    @Param('kind') kindParam: string,
    @ListQuery(catalogListQuerySchema) { all }: Parsed<typeof catalogListQuerySchema>,
    @Query() query: Query,
    @Actor() auth: AuthContext,
  ): Promise<Reply<CatalogItemView[]>> {
    const kind = catalogKind(kindParam);
    const freshness = await this.readYourWrites.await(query, CATALOG);
    const items = await catalogItems(this.infra.db, [kind], { includeRetired: yes(all) });
    // A trade customer is sent no prices (catalogPolicies.itemFor).
    return reply(
      items.map((item) => catalogPolicies.itemFor(auth, item)),
      { extra: freshness },
    );
  }

  /** Newest first; `itemId` narrows it to one item. */
  @Get('catalog/:kind/history')
  @RequirePermission('GET@catalog/:kind/history')
  async history(
    @Param('kind') kindParam: string,
    @ListQuery(catalogHistoryQuerySchema) { itemId }: Parsed<typeof catalogHistoryQuerySchema>,
    @Query() query: Query,
  ): Promise<Reply<CatalogHistoryEntry[]>> {
    const kind = catalogKind(kindParam);
    const freshness = await this.readYourWrites.await(query, CATALOG);
    const page = paging(query);
    const { entries, count } = await catalogHistory(this.infra.db, kind, page, itemId || undefined);
    return reply(entries, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  @Get('settings/:name')
  @RequirePermission('GET@settings/:name')
  async settings(
    @Param('name') nameParam: string,
    @Query() query: Query,
    @Actor() auth: AuthContext,
  ): Promise<Reply<SettingsView | catalogPolicies.TraderCurrencyView>> {
    const name = settingsName(nameParam);
    catalogPolicies.checkSettingsReader(auth, name);
    const freshness = await this.readYourWrites.await(query, SETTINGS);
    const views = await settingsViews(this.infra.db, [name]);
    // A trade customer reads no rates and no currency factors or margins (catalogPolicies.settingsFor).
    return reply(catalogPolicies.settingsFor(auth, views[name]! as SettingsView), { extra: freshness });
  }

  @Get('settings/:name/history')
  @RequirePermission('GET@settings/:name/history')
  async settingsHistory(
    @Param('name') nameParam: string,
    @ListQuery(pagingQuerySchema) _paging: Parsed<typeof pagingQuerySchema>,
    @Query() query: Query,
  ): Promise<Reply<SettingsHistoryEntry[]>> {
    const name = settingsName(nameParam);
    const freshness = await this.readYourWrites.await(query, SETTINGS);
    const page = paging(query);
    const { entries, count } = await settingsHistory(this.infra.db, name, page);
    return reply(entries, { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }
}
