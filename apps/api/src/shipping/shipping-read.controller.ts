import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import {
  type OrderShippingView,
  SHIPPING_READ_MODELS,
  type ShippingApprovalRow,
  type ShippingRow,
  type ShippingSettingsView,
  type TraderOrderShippingView,
  approvalListQuerySchema,
  shippingListQuerySchema,
} from '@packflow/contracts';
import { type shipping, shippingPolicies } from '@packflow/domain';
import type { Response } from 'express';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { pageInfo, paging } from '../http/paging';
import { Actor, ListQuery, type Parsed } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { namesOf } from '../orders/orders.queries';
import { DeliveryNotes } from './delivery-note';
import { ShippingInputs, shippingNotFound } from './shipping-inputs';
import { defaultAddressOf, listApprovals, listShipping } from './shipping.queries';
import {
  type OrderFacts,
  approvalItem,
  orderShippingView,
  peopleOfShipping,
  shippingRow,
} from './shipping-views';

const ORDERS = [SHIPPING_READ_MODELS.shippingOrders];
type RawQuery = Record<string, unknown>;
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/**
 * Shipping's reads: the warehouse's lists, OperatorManage's approvals, Admin's settings, one
 * order's shipping told from its own stream (with the readiness the shipment itself is decided
 * by), and a shipment's delivery note. A trader sees the shipments and waybills only.
 */
@Controller()
export class ShippingReadController {
  constructor(
    private readonly inputs: ShippingInputs,
    private readonly readYourWrites: ReadYourWrites,
    private readonly notes: DeliveryNotes,
  ) {}

  /** status: wait (default: open orders, with what remains or what blocks) or sent (orders with shipments). */
  @Get('shipping')
  @RequirePermission('GET@shipping')
  async list(
    @Actor() auth: AuthContext,
    @ListQuery(shippingListQuerySchema) { status, keyword }: Parsed<typeof shippingListQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<ShippingRow[]>> {
    const freshness = await this.readYourWrites.await(query, ORDERS);
    const page = paging(query);
    const { rows, count } = await listShipping(this.inputs.infra.db, auth, status ?? 'wait', keyword, page);
    return reply(await this.rowsOf(rows), { extra: { ...freshness, pageInfo: pageInfo(page, count) } });
  }

  /** OperatorManage's queue: orders with approvals pending (default) or decided, each approval with what the reader may do. */
  @Get('shipping/approvals')
  @RequirePermission('GET@shipping/approvals')
  async approvals(
    @Actor() auth: AuthContext,
    @ListQuery(approvalListQuerySchema) { status, keyword }: Parsed<typeof approvalListQuerySchema>,
    @Query() query: RawQuery,
  ): Promise<Reply<ShippingApprovalRow[]>> {
    const freshness = await this.readYourWrites.await(query, ORDERS);
    const page = paging(query);
    const { rows, count } = await listApprovals(
      this.inputs.infra.db,
      auth,
      status ?? 'pending',
      keyword,
      page,
    );
    const approvals = rows.map((r) => json<shipping.ApprovalState[]>(r.approvals));
    const names = await namesOf(
      this.inputs.infra.db,
      approvals.flat().flatMap((a) => [a.by, ...(a.decision ? [a.decision.by] : [])]),
    );
    const listed = await this.rowsOf(rows);
    return reply(
      listed.map((row, i) => ({ ...row, approvals: approvals[i]!.map((a) => approvalItem(a, names, auth)) })),
      { extra: { ...freshness, pageInfo: pageInfo(page, count) } },
    );
  }

  @Get('shipping/settings')
  @RequirePermission('GET@shipping/settings')
  async settings(): Promise<Reply<ShippingSettingsView>> {
    return reply(await this.inputs.settings());
  }

  /**
   * An order's shipping. Before anything is released to ship it still answers (to whoever
   * reaches the order): nothing shipped, and the readiness naming notInspected.
   */
  @Get('shipping/:orderId')
  @RequirePermission('GET@shipping/:orderId')
  async order(
    @Param('orderId') orderId: string,
    @Actor() auth: AuthContext,
  ): Promise<Reply<OrderShippingView | TraderOrderShippingView>> {
    const state = await this.inputs.reachable(auth, orderId);
    const facts = state.order ? factsOfShipping(state.order) : await this.factsOfOrder(orderId);
    const contractId = state.order?.contractId ?? (await this.inputs.loadOrder(orderId)).created?.contractId;
    const [settings, balanceConfirmed, address, names] = await Promise.all([
      this.inputs.settings(),
      contractId ? this.inputs.balanceConfirmed(contractId) : Promise.resolve(false),
      defaultAddressOf(this.inputs.infra.db, facts.customerId),
      namesOf(this.inputs.infra.db, peopleOfShipping(state)),
    ]);
    const view = orderShippingView(state, facts, { balanceConfirmed, settings, address }, names, auth);
    return reply(auth.role === 'Traders' ? shippingPolicies.traderShippingOf(view) : view);
  }

  /** A shipment's delivery note (PDF, the customer's language): what went, how, where; no price, no freight. */
  @Get('shipping/:orderId/shipments/:shipmentId/delivery-note')
  @RequirePermission('GET@shipping/:orderId/shipments/:shipmentId/delivery-note')
  async deliveryNote(
    @Param('orderId') orderId: string,
    @Param('shipmentId') shipmentId: string,
    @Actor() auth: AuthContext,
    @Res() res: Response,
  ): Promise<void> {
    const state = await this.inputs.reachable(auth, orderId);
    const found = state.shipments.find((s) => s.shipmentId === shipmentId);
    if (!found || !state.order) throw shippingNotFound();
    const { pdf, fileName } = await this.notes.render(state, found);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', fileName);
    res.setHeader('Content-Length', String(pdf.length));
    res.setHeader('Cache-Control', 'private, no-store');
    res.status(200).end(pdf);
  }

  private async rowsOf(rows: Awaited<ReturnType<typeof listShipping>>['rows']): Promise<ShippingRow[]> {
    const [settings, balances, names] = await Promise.all([
      this.inputs.settings(),
      this.inputs.balances(rows.map((r) => r.contract_id)),
      namesOf(
        this.inputs.infra.db,
        rows.map((r) => r.owner_id),
      ),
    ]);
    return rows.map((r) => shippingRow(r, balances.get(r.contract_id) ?? false, settings, names));
  }

  private async factsOfOrder(orderId: string): Promise<OrderFacts> {
    const created = (await this.inputs.loadOrder(orderId)).created;
    if (!created) throw shippingNotFound();
    return {
      orderId,
      number: created.number,
      customerId: created.customerId,
      customerName: created.customerName,
      ownerId: created.ownerId,
      unit: created.unit,
      ordered: created.quantity,
      ratio: created.snapshot.ratio,
    };
  }
}

const factsOfShipping = (o: shipping.ShippingOpenedData): OrderFacts => ({
  orderId: o.orderId,
  number: o.number,
  customerId: o.customerId,
  customerName: o.customerName,
  ownerId: o.ownerId,
  unit: o.unit,
  ordered: o.ordered,
  ratio: o.ratio,
});
