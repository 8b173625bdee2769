import type {
  ApprovalItem,
  ApprovalView,
  OrderShippingView,
  ShipmentView,
  ShippingRow,
  ShippingSettingsView,
  ShippingStatus,
} from '@packflow/contracts';
import { shipping, shippingPolicies, shippingReadiness } from '@packflow/domain';
import type { AuthContext } from '../auth/access';

/**
 * An order's shipping as the screens show it, from its stream's folded state (the order's
 * shipping) or its shipping_orders row (the lists). The readiness check is the decider's own,
 * with the same facts the shipment handler gives it, so every block shows before anyone tries.
 * No price, no total, no money figure: the freight is the warehouse's own.
 */

const reader = (auth: AuthContext) => ({ id: auth.accountId, role: auth.role });

export function approvalView(a: shipping.ApprovalState, names: Map<string, string>): ApprovalView {
  return {
    id: a.approvalId,
    kind: a.kind,
    quantity: a.quantity,
    reason: a.reason,
    status: a.decision ? (a.decision.approved ? 'approved' : 'rejected') : 'pending',
    requestedBy: a.by,
    requestedByName: names.get(a.by) ?? null,
    requestedAt: a.at,
    decidedBy: a.decision?.by ?? null,
    decidedByName: a.decision ? (names.get(a.decision.by) ?? null) : null,
    decisionReason: a.decision?.reason ?? null,
    decidedAt: a.decision?.at ?? null,
  };
}

export const approvalItem = (
  a: shipping.ApprovalState,
  names: Map<string, string>,
  auth: AuthContext,
): ApprovalItem => {
  const view = approvalView(a, names);
  return { ...view, actions: shippingPolicies.approvalActions(view, reader(auth)) };
};

export const shipmentView = (s: shipping.ShipmentRecordedData, names: Map<string, string>): ShipmentView => ({
  id: s.shipmentId,
  n: s.n,
  quantity: s.quantity,
  waybill: s.waybill,
  company: s.company,
  service: s.service,
  freight: s.freight,
  weight: s.weight,
  cartons: s.cartons,
  pallets: s.pallets,
  address: s.address,
  postage: s.postage,
  by: s.by,
  byName: names.get(s.by) ?? null,
  at: s.at,
});

/** The people an order's shipping names (shipments, approvals). */
export const peopleOfShipping = (state: shipping.ShippingState): string[] => [
  ...state.shipments.map((s) => s.by),
  ...state.approvals.flatMap((a) => [a.by, ...(a.decision ? [a.decision.by] : [])]),
];

/** The order's facts before anything is released (its shipping stream does not exist yet). */
export interface OrderFacts {
  orderId: string;
  number: string;
  customerId: string;
  customerName: string;
  ownerId: string;
  unit: string;
  ordered: number;
  ratio: string;
}

export interface ShippingFacts {
  balanceConfirmed: boolean;
  settings: ShippingSettingsView;
  address: { text: string; regionCode: string | null };
}

export function orderShippingView(
  state: shipping.ShippingState,
  order: OrderFacts,
  facts: ShippingFacts,
  names: Map<string, string>,
  auth: AuthContext,
): OrderShippingView {
  const standing = shipping.standingOf(state);
  const remote = shippingReadiness.remoteAddress(facts.address.regionCode, facts.settings.remoteProvinces);
  const ratio = state.order?.ratio ?? order.ratio;
  const readiness = shippingReadiness.shipReadiness(
    { ...standing, ordered: standing.ordered || order.ordered },
    { balanceConfirmed: facts.balanceConfirmed, tolerancePct: facts.settings.tolerancePct },
  );
  return {
    orderId: order.orderId,
    orderNumber: order.number,
    customerId: order.customerId,
    customerName: order.customerName,
    ownerId: order.ownerId,
    unit: order.unit,
    status: state.status,
    defaultAddress: facts.address.text,
    defaultRegionCode: facts.address.regionCode,
    remote,
    discountAllows: Number(ratio) > 95,
    readiness,
    shipments: state.shipments.map((s) => shipmentView(s, names)),
    approvals: state.approvals.map((a) => approvalView(a, names)),
    closeReason: state.closeReason,
    concession: shipping.concessionOf(state),
    actions: shippingPolicies.shippingActions(standing, state.exists, reader(auth), order.ownerId, readiness),
  };
}

/** What a shipping_orders row gives a list row. */
export interface ShippingOrderRow {
  order_id: string;
  number: string;
  contract_id: string;
  customer_name: string;
  owner_id: string;
  unit: string;
  status: string;
  ordered: number;
  inspected: number;
  shipped: number;
  approved_over: number;
  credit_released: boolean;
  pending_approvals: string[] | string;
  last_shipped_at: Date | string | null;
  last_waybill: string | null;
  updated_at: Date | string;
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const list = (v: string[] | string): string[] => (typeof v === 'string' ? (JSON.parse(v) as string[]) : v);

export function shippingRow(
  r: ShippingOrderRow,
  balanceConfirmed: boolean,
  settings: ShippingSettingsView,
  names: Map<string, string>,
): ShippingRow {
  const standing = shippingPolicies.shippingStandingOfRow({
    ...r,
    pending_approvals: list(r.pending_approvals),
  });
  const readiness = shippingReadiness.shipReadiness(standing, {
    balanceConfirmed,
    tolerancePct: settings.tolerancePct,
  });
  return {
    orderId: r.order_id,
    orderNumber: r.number,
    customerName: r.customer_name,
    ownerId: r.owner_id,
    ownerName: names.get(r.owner_id) ?? null,
    unit: r.unit,
    status: r.status as ShippingStatus,
    ordered: r.ordered,
    inspected: r.inspected,
    shipped: r.shipped,
    remaining: readiness.figures.remaining,
    blocks: readiness.blocks,
    pendingApprovals: standing.pending,
    lastShippedAt: iso(r.last_shipped_at),
    lastWaybill: r.last_waybill,
    updatedAt: iso(r.updated_at)!,
  };
}
