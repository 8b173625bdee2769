import type {
  ApprovalKind,
  ApprovalView,
  OrderShippingView,
  Role,
  ShipReadiness,
  ShipmentView,
  ShippingAction,
  ShippingStatus,
  TraderOrderShippingView,
  TraderShipmentView,
} from '@packflow/contracts';
import type { Actor } from '../identity/policies';
import type { ShippingStanding } from './readiness';
import { shippingActionsFor } from './shipping-checks';

/**
 * Who does what with shipping (factory.md, "Shipping"): the warehouse records shipments and
 * closes an order short; the order's owner (the salesman) asks OperatorManage for an
 * over-shipment or a credit release, and OperatorManage answers; Admin may do everything. The
 * warehouse sees no prices (its views carry none; the freight is its own); a trader sees the
 * shipments and their waybills, never freight, staff or approvals.
 */

/** Records shipments and closes orders short. */
export const shipsOrders = (actor: Pick<Actor, 'role'>): boolean =>
  actor.role === 'Warehouse' || actor.role === 'Admin';

/** Approves or rejects over-shipments and credit releases. */
export const decidesShipApprovals = (actor: Pick<Actor, 'role'>): boolean =>
  actor.role === 'OperatorManage' || actor.role === 'Admin';

/** Asks for an approval: the order's own salesman (and Admin). */
export const asksShipApprovals = (actor: Pick<Actor, 'id' | 'role'>, ownerId: string | null): boolean =>
  actor.role === 'Admin' || (actor.role === 'OperatorIndex' && ownerId !== null && actor.id === ownerId);

/** The shipping actions a reader may take at all on this order (the checks then decide which pass now). */
export function allowedShippingActions(
  actor: Pick<Actor, 'id' | 'role'>,
  ownerId: string | null,
): ShippingAction[] {
  const allowed: ShippingAction[] = [];
  if (shipsOrders(actor)) allowed.push('ship', 'closeShort');
  if (asksShipApprovals(actor, ownerId)) allowed.push('requestOverShipment', 'requestCredit');
  if (decidesShipApprovals(actor)) allowed.push('approve', 'reject');
  return allowed;
}

/** What the shipping checks read: the standing and the kinds of approval waiting for an answer. */
export type ShippingActionStanding = ShippingStanding & { pending: readonly string[] };

/**
 * What a reader may do with an order's shipping now: the actions the role allows whose checks
 * pass. `ownerId` is the order's owner (only he asks for approvals); `exists` whether anything
 * was released to ship yet. `readiness`, the readiness check for one more unit (shipReadiness
 * without a quantity): when it blocks, no shipment of any quantity can go, so 'ship' is not
 * offered (its blocks say why); when it passes, the form's quantity is checked on submit.
 */
export function shippingActions(
  standing: ShippingActionStanding,
  exists: boolean,
  actor: Pick<Actor, 'id' | 'role'>,
  ownerId: string | null = null,
  readiness?: Pick<ShipReadiness, 'ready'>,
): ShippingAction[] {
  const actions = shippingActionsFor(standing, exists, actor.id, allowedShippingActions(actor, ownerId));
  return readiness && !readiness.ready ? actions.filter((a) => a !== 'ship') : actions;
}

/** What a reader may do with one approval: answer it, when pending, asked by someone else, and his to answer. */
export function approvalActions(
  approval: Pick<ApprovalView, 'status' | 'requestedBy'>,
  actor: Pick<Actor, 'id' | 'role'>,
): ('approve' | 'reject')[] {
  if (!decidesShipApprovals(actor) || approval.status !== 'pending' || approval.requestedBy === actor.id)
    return [];
  return ['approve', 'reject'];
}

/** Who hears live of a shipping change: the warehouse, the sales supervisors, Finance, Admin and the order's owner. */
export const shippingAudience = (ownerId: string): { roles: Role[]; users: string[] } => ({
  roles: ['Admin', 'Warehouse', 'OperatorManage', 'Finance'],
  users: [ownerId],
});

const CLOSED: readonly ShippingStatus[] = ['shipped', 'closedShort', 'ended'];

/**
 * A shipping_orders row as the readiness check and the actions read it (the read model keeps the
 * stream's figures, like the orders' standingOfRow): the lists' blocks and buttons come from it.
 */
export const shippingStandingOfRow = (row: {
  ordered: number | string;
  inspected: number | string;
  shipped: number | string;
  approved_over: number | string;
  credit_released: boolean;
  status: string;
  pending_approvals: readonly string[] | null;
}): ShippingActionStanding & { pending: ApprovalKind[] } => ({
  ordered: Number(row.ordered),
  inspected: Number(row.inspected),
  shipped: Number(row.shipped),
  approvedOver: Number(row.approved_over),
  creditReleased: row.credit_released,
  closed: CLOSED.includes(row.status as ShippingStatus),
  pending: [...(row.pending_approvals ?? [])] as ApprovalKind[],
});

// ---------------------------------------------------------------- a trader's view

/** A shipment as a trader sees it: what, when, by whom it travels and the waybill; no freight, no staff. */
export const traderShipmentOf = (
  shipment: Pick<ShipmentView, 'id' | 'n' | 'quantity' | 'waybill' | 'company' | 'at'>,
): TraderShipmentView => ({
  id: shipment.id,
  n: shipment.n,
  quantity: shipment.quantity,
  waybill: shipment.waybill,
  company: shipment.company,
  at: shipment.at,
});

/** An order's shipping as a trader sees it. */
export const traderShippingOf = (view: OrderShippingView): TraderOrderShippingView => ({
  orderId: view.orderId,
  status: view.status,
  shipped: view.readiness.figures.shipped,
  ordered: view.readiness.figures.ordered,
  shipments: view.shipments.map(traderShipmentOf),
});
