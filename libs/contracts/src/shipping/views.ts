/**
 * Shipping (factory.md, "Shipping"): an order's shipments, the one ship-readiness check that names
 * every reason a shipment is blocked, OperatorManage's approvals (over-shipment, credit release)
 * and the close of an order short.
 */

// ---------------------------------------------------------------- vocabulary

/** How a shipment travels; only ordinary express and logistics may go postage-free (spec section 5). */
export const SHIPPING_SERVICES = ['ordinaryExpress', 'logistics', 'priorityExpress', 'pickup'] as const;
export type ShippingService = (typeof SHIPPING_SERVICES)[number];
export const POSTAGE_FREE_SERVICES: readonly ShippingService[] = ['ordinaryExpress', 'logistics'];

/** Who pays the postage: charged to the customer, or exempt (the postage rule decides whether it may be). */
export const POSTAGE_MODES = ['charged', 'exempt'] as const;
export type PostageMode = (typeof POSTAGE_MODES)[number];

/** The approvals a salesman asks OperatorManage for. */
export const APPROVAL_KINDS = ['overShipment', 'credit'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/**
 * Every reason the readiness check may name (shipReadiness): nothing inspected yet, above the
 * inspected good quantity, over the ordered quantity past the tolerance without approval, the
 * balance not confirmed by Finance and not released on credit, the order's shipping closed, and
 * postage exemption the rule does not allow.
 */
export const SHIP_BLOCKS = [
  'notInspected',
  'aboveInspected',
  'overOrdered',
  'balanceUnconfirmed',
  'closed',
  'postageNotExempt',
] as const;
export type ShipBlock = (typeof SHIP_BLOCKS)[number];

/** Where an order's shipping stands: waiting (nothing shipped), part shipped, shipped in full, closed short, ended with the order. */
export const SHIPPING_STATUSES = ['waiting', 'partial', 'shipped', 'closedShort', 'ended'] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];

/** What a reader may do with an order's shipping now (shippingActions). */
export const SHIPPING_ACTIONS = [
  'ship',
  'closeShort',
  'requestOverShipment',
  'requestCredit',
  'approve',
  'reject',
] as const;
export type ShippingAction = (typeof SHIPPING_ACTIONS)[number];

// ---------------------------------------------------------------- shipments

export interface Package {
  count: number;
  /** cm */
  length: number;
  width: number;
  height: number;
}

export interface ShipmentView {
  id: string;
  /** 1, 2, 3 … within the order. */
  n: number;
  quantity: number;
  waybill: string;
  company: string;
  service: ShippingService;
  /** Money text, 2 decimals, in the order's currency. */
  freight: string;
  /** kg */
  weight: number;
  cartons: Package;
  pallets: Package | null;
  address: string;
  postage: { mode: PostageMode; amount: string };
  by: string;
  byName: string | null;
  at: string;
}

/** A shipment as a trader sees it: what, when, how and the waybill; no freight, no staff. */
export interface TraderShipmentView {
  id: string;
  n: number;
  quantity: number;
  waybill: string;
  company: string;
  at: string;
}

export interface ApprovalView {
  id: string;
  kind: ApprovalKind;
  /** Over-shipment: the quantity asked above the tolerance; null for credit. */
  quantity: number | null;
  reason: string;
  status: ApprovalStatus;
  requestedBy: string;
  requestedByName: string | null;
  requestedAt: string;
  decidedBy: string | null;
  decidedByName: string | null;
  decisionReason: string | null;
  decidedAt: string | null;
}

/** The quantities behind the readiness check. */
export interface ShippingFigures {
  ordered: number;
  /** The inspected good quantity released to ship (passed lots and concessions). */
  inspected: number;
  shipped: number;
  /** ordered × (1 + tolerance), plus what OperatorManage approved above it. */
  limit: number;
  /** What may still go: min(inspected, limit) − shipped, never below 0. */
  remaining: number;
  /** What is still owed to the customer: ordered − shipped, never below 0. */
  outstanding: number;
  tolerancePct: number;
}

/** The readiness check's answer: every reason that blocks, and the figures. */
export interface ShipReadiness {
  ready: boolean;
  blocks: ShipBlock[];
  figures: ShippingFigures;
  balanceConfirmed: boolean;
  creditReleased: boolean;
}

/** An order's shipping as /OrderLogistics/* and the order detail show it. */
export interface OrderShippingView {
  orderId: string;
  orderNumber: string;
  customerId: string;
  customerName: string;
  ownerId: string;
  unit: string;
  status: ShippingStatus;
  /** The customer's shipping address, the default of a new shipment. */
  defaultAddress: string;
  /** Its 6-digit region code (the shipment form sends it with the address); null abroad or unknown. */
  defaultRegionCode?: string | null;
  /** Whether the address is in a remote area (no postage exemption). */
  remote: boolean;
  /** The order's price ratio above 95%: postage may be exempt (with a non-remote address and service). */
  discountAllows: boolean;
  readiness: ShipReadiness;
  shipments: ShipmentView[];
  approvals: ApprovalView[];
  closeReason: string | null;
  /** A concession was granted on a lot: the delivery note says so. */
  concession: string | null;
  actions: ShippingAction[];
}

export interface TraderOrderShippingView {
  orderId: string;
  status: ShippingStatus;
  shipped: number;
  ordered: number;
  shipments: TraderShipmentView[];
}

/** A row of /OrderLogistics/Wait and /Send (and OperatorManage's approvals). */
export interface ShippingRow {
  orderId: string;
  orderNumber: string;
  customerName: string;
  ownerId: string;
  ownerName: string | null;
  unit: string;
  status: ShippingStatus;
  ordered: number;
  inspected: number;
  shipped: number;
  remaining: number;
  /** What blocks the next shipment now (empty: ready). */
  blocks: ShipBlock[];
  pendingApprovals: ApprovalKind[];
  lastShippedAt: string | null;
  lastWaybill: string | null;
  updatedAt: string;
}

/** An approval as OperatorManage's queue lists it: what the reader may do with it now. */
export interface ApprovalItem extends ApprovalView {
  actions: ('approve' | 'reject')[];
}

/** A row of OperatorManage's /OperatorManage/Shipping: the order's shipping and its approvals. */
export interface ShippingApprovalRow extends ShippingRow {
  approvals: ApprovalItem[];
}

/** Admin's shipping settings. */
export interface ShippingSettingsView {
  /** Over-shipment allowed without approval, percent of the ordered quantity. */
  tolerancePct: number;
  /** Province codes (2 digits of the region code) counted as remote. */
  remoteProvinces: string[];
  version: number;
}
