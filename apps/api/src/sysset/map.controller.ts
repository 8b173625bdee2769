import { Controller, Get, Inject } from '@nestjs/common';
import { type MapConfigView, type MapPlace, mapSearchQuerySchema } from '@packflow/contracts';
import { sysset } from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';
import { RequirePermission, SignedIn } from '../auth/access';
import { ListQuery, type Parsed } from '../http/params';
import { type Reply, reply } from '../http/reply';
import { INFRA } from '../tokens';
import { searchPlaces } from './map-search';
import { currentSysset } from './sysset.queries';

/** The map dialogs' provider (from /Sysset) and the place search asked on the browser's behalf. */
@Controller('map')
export class MapController {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  /** What to draw: the tile address and whether search answers; never the key nor the security code. */
  @Get('config')
  @SignedIn()
  async config(): Promise<Reply<MapConfigView>> {
    return reply(sysset.mapConfig(await currentSysset(this.infra)));
  }

  /** Places matching `keyword` (within `city` if given), as location results. */
  @Get('search')
  @RequirePermission('GET@map/search')
  async search(
    @ListQuery(mapSearchQuerySchema) query: Parsed<typeof mapSearchQuerySchema>,
  ): Promise<Reply<MapPlace[]>> {
    return reply(await searchPlaces(await currentSysset(this.infra), query));
  }
}
