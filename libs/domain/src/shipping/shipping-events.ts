import type {
  ApprovalKind,
  Package,
  PostageMode,
  ShippingService,
  ShippingStatus,
} from '@packflow/contracts';
import type { DomainEvent } from '../shared/decider';
import type { ShipFacts } from './readiness';

/**
 * The words of an order's shipping: its stream, the events and commands, and the state they fold
 * into. shipping.ts, which re-exports these, holds how it folds and decides them.
 */

export const shippingStream = (orderId: string): string => `shipping-${orderId}`;
export const SHIPPING_STREAM_PREFIX = 'shipping-';

// ---------------------------------------------------------------- events and commands

export interface ShippingOpenedData {
  orderId: string;
  number: string;
  contractId: string;
  customerId: string;
  customerName: string;
  ownerId: string;
  ownerRole: string;
  currency: string;
  ordered: number;
  unit: string;
  /** The order's price ratio, percent text (the postage rule reads it). */
  ratio: string;
  at: string;
}

export interface ShippableAddedData {
  lotId: string;
  quantity: number;
  /** Released under concession: its reason, printed on the delivery note; null for a passed lot. */
  concession: string | null;
  at: string;
}

export interface ShipmentRecordedData {
  shipmentId: string;
  n: number;
  quantity: number;
  waybill: string;
  company: string;
  service: ShippingService;
  /** Money text, 2 decimals. */
  freight: string;
  weight: number;
  cartons: Package;
  pallets: Package | null;
  address: string;
  regionCode: string | null;
  postage: { mode: PostageMode; amount: string };
  by: string;
  at: string;
}

export interface ApprovalRequestedData {
  approvalId: string;
  kind: ApprovalKind;
  quantity: number | null;
  reason: string;
  by: string;
  at: string;
}

export interface ApprovalDecidedData {
  approvalId: string;
  approved: boolean;
  reason: string;
  by: string;
  at: string;
}

export type ShippingEvent =
  | DomainEvent<'ShippingOpened', ShippingOpenedData>
  | DomainEvent<'ShippableAdded', ShippableAddedData>
  | DomainEvent<'ShipApprovalRequested', ApprovalRequestedData>
  | DomainEvent<'ShipApprovalDecided', ApprovalDecidedData>
  | DomainEvent<'ShipmentRecorded', ShipmentRecordedData>
  /** All ordered shipped, or closed short by the warehouse with a reason: the order is Shipped. */
  | DomainEvent<
      'ShippingCompleted',
      { outcome: 'shipped' | 'closedShort'; reason: string | null; by: string; at: string }
    >
  /** The order was canceled or ended: nothing more ships. */
  | DomainEvent<'ShippingEnded', { reason: string; at: string }>;

export const SHIPPING_EVENT_TYPES: ShippingEvent['type'][] = [
  'ShippingOpened',
  'ShippableAdded',
  'ShipApprovalRequested',
  'ShipApprovalDecided',
  'ShipmentRecorded',
  'ShippingCompleted',
  'ShippingEnded',
];

export interface RecordShipmentData extends Omit<ShipmentRecordedData, 'n'> {
  facts: ShipFacts & { remote: boolean };
}

export type ShippingCommand =
  | { type: 'ReleaseToShip'; data: { order: ShippingOpenedData; lot: ShippableAddedData } }
  | { type: 'RequestShipApproval'; data: ApprovalRequestedData }
  | { type: 'DecideShipApproval'; data: ApprovalDecidedData }
  | { type: 'RecordShipment'; data: RecordShipmentData }
  | { type: 'CloseShort'; data: { reason: string; by: string; at: string } }
  | { type: 'EndShipping'; data: { reason: string; at: string } };

// ---------------------------------------------------------------- state

export interface ApprovalState extends ApprovalRequestedData {
  decision: ApprovalDecidedData | null;
}

export interface ShippingState {
  exists: boolean;
  order: ShippingOpenedData | null;
  lots: ShippableAddedData[];
  approvals: ApprovalState[];
  shipments: ShipmentRecordedData[];
  status: ShippingStatus;
  closeReason: string | null;
}

export const initialShippingState = (): ShippingState => ({
  exists: false,
  order: null,
  lots: [],
  approvals: [],
  shipments: [],
  status: 'waiting',
  closeReason: null,
});
