import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ORDER_READ_MODELS,
  type OrderDetail,
  type OrderRow,
  orderDetailQuerySchema,
  orderListQuerySchema,
} from '@packflow/contracts';
import {
  contractMoney,
  financePolicies,
  inspection,
  order,
  orderPolicies,
  productionJob,
  productionPolicies,
  productionSellerSteps,
  rework,
  shipping,
} from '@packflow/domain';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { pageInfo, paging } from '../http/paging';
import { Actor, ListQuery, type Parsed } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { fulfilmentStepsOf } from './fulfilment-story';
import { OrderInputs, orderActor } from './order-inputs';
import { actorsOf, eventsAsOf, moneyStepsOf, orderStory, productionStepsOf } from './order-story';
import { type OrderFilter, listOrders, namesOf } from './orders.queries';

/** The read model behind the lists, for read-your-writes. */
const ORDERS = [ORDER_READ_MODELS.orders];

type RawQuery = Record<string, unknown>;
type ListFilters = Parsed<typeof orderListQuerySchema>;

/** The filters as the queries take them (blank ones left out). */
function filterOf(query: ListFilters): OrderFilter {
  const { status, keyword, customerId, contractId, type, printingType, from, to, cancelPending } = query;
  return Object.fromEntries(
    Object.entries({
      status,
      keyword,
      customerId,
      contractId,
      type,
      printingType,
      from,
      to,
      cancelPending: cancelPending === undefined ? undefined : cancelPending === 'true',
    }).filter(([, v]) => v !== undefined),
  ) as OrderFilter;
}

/**
 * /Order/Wait … /Order/Canceled, /Order/Detail and /OperatorManage/Order. Who sees which order is
 * the policy's scope, in the queries' WHERE clause; one order is told from its own stream, so its
 * timeline is complete and `asOf` answers it as it stood at the end of that day.
 */
@Controller()
export class OrdersReadController {
  constructor(
    private readonly inputs: OrderInputs,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** status (the screen), keyword (numbers, customer), customerId, contractId, type, printingType, from, to. */
  @Get('order')
  @RequirePermission('GET@order')
  list(
    @Actor() auth: AuthContext,
    @ListQuery(orderListQuerySchema) filters: ListFilters,
    @Query() query: RawQuery,
  ): Promise<Reply<OrderRow[]>> {
    return this.page(auth, filterOf(filters), query);
  }

  /** The supervisor's queue: orders with a cancel request waiting, oldest request first. */
  @Get('operator-manage/order')
  @RequirePermission('GET@operator-manage/order')
  reviews(
    @Actor() auth: AuthContext,
    @ListQuery(orderListQuerySchema) filters: ListFilters,
    @Query() query: RawQuery,
  ): Promise<Reply<OrderRow[]>> {
    return this.page(auth, { ...filterOf(filters), cancelPending: true }, query);
  }

  @Get('order/:id')
  @RequirePermission('GET@order/:id')
  async get(
    @Param('id') id: string,
    @Actor() auth: AuthContext,
    @ListQuery(orderDetailQuerySchema) { asOf }: Parsed<typeof orderDetailQuerySchema>,
  ): Promise<Reply<OrderDetail>> {
    const history = await this.inputs.infra.commands.history(order.orderStream(id));
    const current = history.reduce(
      (s, e) => order.evolve(s, { type: e.type, data: e.data } as order.OrderEvent),
      order.initialOrderState(),
    );
    const owner = current.exists ? await this.inputs.owner(current) : null;
    if (!orderPolicies.mayActOn(orderActor(auth), owner)) throw order.orderNotFound();
    const events = eventsAsOf(history, asOf);
    // The money of its contract, cut at the same instant, for whoever may see that money.
    const money =
      auth.permissions.has('GET@finance/contract/:id/money') &&
      financePolicies.maySeeMoney(orderActor(auth), owner!)
        ? moneyStepsOf(
            eventsAsOf(
              await this.inputs.infra.commands.history(
                contractMoney.contractMoneyStream(current.created!.contractId),
              ),
              asOf,
            ),
            id,
          )
        : [];
    // Its production, cut at the same instant: the steps its seller reads, merged into the story.
    const jobEvents = eventsAsOf(
      await this.inputs.infra.commands.history(productionJob.productionStream(id)),
      asOf,
    );
    // Its inspection, rework and shipping, cut at the same instant.
    const [inspectionEvents, reworkEvents, shippingEvents] = await Promise.all(
      [inspection.inspectionStream(id), rework.reworkStream(id), shipping.shippingStream(id)].map(async (s) =>
        eventsAsOf(await this.inputs.infra.commands.history(s), asOf),
      ),
    );
    const steps = [
      ...productionStepsOf(jobEvents, orderActor(auth)),
      ...fulfilmentStepsOf([...inspectionEvents!, ...reworkEvents!, ...shippingEvents!], orderActor(auth)),
    ];
    const names = await namesOf(this.inputs.infra.db, [
      current.created!.ownerId,
      ...actorsOf([...events, ...money.map((m) => m.event), ...steps.map((m) => m.event)]),
    ]);
    const viewer = orderPolicies.orderViewer(orderActor(auth), owner);
    const actions = orderPolicies.orderActions(order.standingOf(current), viewer);
    const story = orderStory(events, names, asOf ?? null, [...money, ...steps], actions);
    if (!story) throw order.orderNotFound();
    // Its production as the seller follows it (a trader without the ledger), from the job's stream.
    const job = jobEvents.reduce(
      (s, e) => productionJob.evolve(s, { type: e.type, data: e.data } as productionJob.ProductionEvent),
      productionJob.initialProductionState(),
    );
    const production = job.exists
      ? productionPolicies.summaryFor(productionPolicies.summaryOf(job), orderActor(auth))
      : null;
    const reader = orderActor(auth);
    const fold = <S, E>(
      events: readonly { type: string; data: unknown }[],
      d: { evolve: (s: S, e: E) => S; initialState: () => S },
    ) => events.reduce((st, e) => d.evolve(st, { type: e.type, data: e.data } as E), d.initialState());
    const inspected = inspection.shippableTotal(fold(inspectionEvents!, inspection.inspectionDecider));
    const shipped = shipping.shippedOf(fold(shippingEvents!, shipping.shippingDecider));
    return reply({
      ...story,
      inspectedQuantity: inspected,
      shippedQuantity: shipped,
      timeline: story.timeline.map((s) =>
        productionSellerSteps.showsWhoDid(s.type, reader) ? s : { ...s, by: null, byName: null, role: null },
      ),
      // The artwork's status is decided at the production review.
      ...(job.exists ? { artworkStatus: job.artwork.status } : {}),
      production,
    });
  }

  private async page(auth: AuthContext, filter: OrderFilter, query: RawQuery): Promise<Reply<OrderRow[]>> {
    const freshness = await this.readYourWrites.await(query, ORDERS);
    const page = paging(query);
    const { rows, count } = await listOrders(this.inputs.infra.db, orderActor(auth), filter, page);
    // A seller's orders waiting to ship: the message tells him to ask the warehouse (extra.notice).
    const waiting = filter.status === 'waitsend' && count > 0 && !filter.keyword;
    return reply(rows, {
      ...(waiting ? { msg: 'shipping.pendingShipments' as const } : {}),
      extra: { ...freshness, pageInfo: pageInfo(page, count), ...(waiting ? { notice: true } : {}) },
    });
  }
}
