import type { NotificationKind, NotificationLink } from '@packflow/contracts';
import { orderSupervisors } from '../inspection/notifications';
import { notificationRule } from '../notifications/notice';
import {
  type ApprovalDecidedData,
  type ApprovalRequestedData,
  type ShipmentRecordedData,
  type ShippingEvent,
  type ShippingState,
  shippedOf,
  shippingDecider,
} from './shipping';

/**
 * Who is told what of an order's shipping: its owner (the salesman or the trader) hears of each
 * shipment with its waybill, and that the order shipped in full or was closed short; the sales
 * supervisors of the owner hear of an over-shipment or a credit release asked, and the one who
 * asked hears the answer with its reason.
 */

const orderLink = (orderId: string): NotificationLink => ({ kind: 'order', id: orderId });

const REQUESTED: Record<ApprovalRequestedData['kind'], NotificationKind> = {
  overShipment: 'shipping.overShipmentRequested',
  credit: 'shipping.creditRequested',
};

const DECIDED: Record<ApprovalRequestedData['kind'], Record<'approved' | 'rejected', NotificationKind>> = {
  overShipment: { approved: 'shipping.overShipmentApproved', rejected: 'shipping.overShipmentRejected' },
  credit: { approved: 'shipping.creditApproved', rejected: 'shipping.creditRejected' },
};

/** The shipment's figures a notice names. */
const shipmentParams = (number: string, s: ShipmentRecordedData) => ({
  number,
  quantity: String(s.quantity),
  waybill: s.waybill,
  company: s.company,
});

export const notifications = [
  notificationRule<ShippingState, ShippingEvent>({
    name: 'shipping-shipment-recorded',
    eventTypes: ['ShipmentRecorded'],
    source: shippingDecider,
    notify(event, { state }) {
      const d = event.data as ShipmentRecordedData;
      const order = state.order;
      if (!order || order.ownerId === event.actorId) return [];
      // The last shipment completes the order: its notice says so, with this waybill.
      if (shippedOf(state) >= order.ordered) return [];
      return [
        {
          recipients: [order.ownerId],
          kind: 'shipping.shipmentRecorded',
          params: shipmentParams(order.number, d),
          link: orderLink(order.orderId),
        },
      ];
    },
  }),
  notificationRule<ShippingState, ShippingEvent>({
    name: 'shipping-completed',
    eventTypes: ['ShippingCompleted'],
    source: shippingDecider,
    notify(event, { state }) {
      const d = event.data as { outcome: 'shipped' | 'closedShort'; reason: string | null };
      const order = state.order;
      if (!order || order.ownerId === event.actorId) return [];
      const last = state.shipments[state.shipments.length - 1];
      if (d.outcome === 'shipped' && last)
        return [
          {
            recipients: [order.ownerId],
            kind: 'shipping.shipped',
            params: shipmentParams(order.number, last),
            link: orderLink(order.orderId),
          },
        ];
      return [
        {
          recipients: [order.ownerId],
          kind: 'shipping.closedShort',
          params: {
            number: order.number,
            shipped: String(shippedOf(state)),
            ordered: String(order.ordered),
            reason: d.reason ?? '',
          },
          link: orderLink(order.orderId),
        },
      ];
    },
  }),
  notificationRule<ShippingState, ShippingEvent>({
    name: 'shipping-approval-requested',
    eventTypes: ['ShipApprovalRequested'],
    source: shippingDecider,
    needsStaff: true,
    notify(event, { state, staff }) {
      const d = event.data as ApprovalRequestedData;
      const order = state.order;
      if (!order) return [];
      const recipients = orderSupervisors(staff, event, order.ownerId);
      if (!recipients.length) return [];
      const asker = staff.find((s) => s.id === d.by)?.name ?? '';
      return [
        {
          recipients,
          kind: REQUESTED[d.kind],
          params: {
            number: order.number,
            owner: asker,
            ...(d.kind === 'overShipment' ? { quantity: String(d.quantity ?? 0) } : {}),
            reason: d.reason,
          },
          link: orderLink(order.orderId),
        },
      ];
    },
  }),
  notificationRule<ShippingState, ShippingEvent>({
    name: 'shipping-approval-decided',
    eventTypes: ['ShipApprovalDecided'],
    source: shippingDecider,
    notify(event, { state }) {
      const d = event.data as ApprovalDecidedData;
      const order = state.order;
      const approval = state.approvals.find((a) => a.approvalId === d.approvalId);
      if (!order || !approval || approval.by === event.actorId) return [];
      return [
        {
          recipients: [approval.by],
          kind: DECIDED[approval.kind][d.approved ? 'approved' : 'rejected'],
          params: {
            number: order.number,
            ...(approval.kind === 'overShipment' ? { quantity: String(approval.quantity ?? 0) } : {}),
            reason: d.reason,
          },
          link: orderLink(order.orderId),
        },
      ];
    },
  }),
];
