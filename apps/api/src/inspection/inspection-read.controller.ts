import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  INSPECTION_READ_MODELS,
  type InspectionSettingsView,
  type LotView,
  type OrderInspectionView,
  type TraderOrderInspectionView,
  lotListQuerySchema,
} from '@packflow/contracts';
import { inspection, inspectionPolicies } from '@packflow/domain';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { pageInfo, paging } from '../http/paging';
import { Actor, ListQuery, type Parsed } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { namesOf } from '../orders/orders.queries';
import { InspectionInputs } from './inspection-inputs';
import { listLots } from './inspection.queries';
import { lotView, lotsOfState, peopleOf } from './inspection-views';

const LOTS = [INSPECTION_READ_MODELS.inspectionLots];
type RawQuery = Record<string, unknown>;

/**
 * Quality inspection's reads: the lot lists, Admin's settings, and one order's lots told from its
 * own stream (a trader sees whether a lot waits, is being dealt with or passed, nothing more).
 */
@Controller()
export class InspectionReadController {
  constructor(
    private readonly inputs: InspectionInputs,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** status: waiting (default), inspected, failed, concessionPending; keyword: the order's number or customer. */
  @Get('inspection/lots')
  @RequirePermission('GET@inspection/lots')
  async lots(
    @Actor() auth: AuthContext,
    @ListQuery(lotListQuerySchema) { status, keyword }: Parsed<typeof lotListQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<LotView[]>> {
    const freshness = await this.readYourWrites.await(query, LOTS);
    const page = paging(query);
    const db = this.inputs.infra.db;
    const [{ rows, count }, settings] = await Promise.all([
      listLots(db, auth, status ?? 'waiting', keyword, page),
      this.inputs.settings(),
    ]);
    const names = await namesOf(db, peopleOf(rows));
    return reply(
      rows.map((r) => lotView(r, settings, names, auth)),
      { extra: { ...freshness, pageInfo: pageInfo(page, count) } },
    );
  }

  @Get('inspection/settings')
  @RequirePermission('GET@inspection/settings')
  async settings(): Promise<Reply<InspectionSettingsView>> {
    return reply(await this.inputs.settings());
  }

  /** An order's lots (404 when it has none yet, or is out of the reader's reach). */
  @Get('inspection/:orderId')
  @RequirePermission('GET@inspection/:orderId')
  async order(
    @Param('orderId') orderId: string,
    @Actor() auth: AuthContext,
  ): Promise<Reply<OrderInspectionView | TraderOrderInspectionView>> {
    const state = await this.inputs.reachable(auth, orderId);
    const lots = lotsOfState(orderId, state);
    const [settings, names] = await Promise.all([
      this.inputs.settings(),
      namesOf(this.inputs.infra.db, peopleOf(lots)),
    ]);
    const view: OrderInspectionView = {
      orderId,
      lots: lots.map((l) => lotView(l, settings, names, auth)),
      shippable: inspection.shippableTotal(state),
    };
    return reply(
      inspectionPolicies.seesInspectionInternals({ role: auth.role })
        ? view
        : inspectionPolicies.traderInspectionOf(view),
    );
  }
}
