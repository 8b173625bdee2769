import type { NotificationLink } from '@packflow/contracts';
import { staffScope } from '../identity/policies';
import { type SourceEvent, type StaffEntry, notificationRule, told } from '../notifications/notice';
import { orderInScope } from '../orders/policies';
import {
  type ConcessionDecidedData,
  type InspectionEvent,
  type InspectionState,
  type LotDisposedData,
  type LotInspectedData,
  type LotState,
  inspectionDecider,
} from './inspection';

/**
 * Who is told what of an order's inspection: ProductManage hears of a failed lot (it decides what
 * becomes of it); the sales supervisors of the order's owner hear of a concession asked (they
 * answer it), and whoever asked hears the answer. Passing lots tell nobody here: shipping tells
 * the owner when his goods go.
 */

const orderLink = (orderId: string): NotificationLink => ({ kind: 'order', id: orderId });

/**
 * The sales supervisors who answer for an order of `ownerId`: those whose people include the
 * owner; when none does (the owner unknown, a trader's order), every sales supervisor.
 */
export function orderSupervisors(
  staff: readonly StaffEntry[],
  event: SourceEvent,
  ownerId: string | null,
): string[] {
  const supervises = (s: StaffEntry) => s.roles.includes('OperatorManage');
  const owner = staff.find((s) => s.id === ownerId);
  const reaching = owner
    ? told(
        staff,
        event,
        (s) =>
          supervises(s) &&
          orderInScope(staffScope({ id: s.id, role: 'OperatorManage', areacode: s.areacode }), owner),
      )
    : [];
  return reaching.length ? reaching : told(staff, event, supervises);
}

const lotOf = (state: InspectionState, lotId: string): LotState | undefined =>
  state.lots.find((l) => l.id === lotId);

export const notifications = [
  notificationRule<InspectionState, InspectionEvent>({
    name: 'inspection-lot-failed',
    eventTypes: ['LotInspected'],
    source: inspectionDecider,
    needsStaff: true,
    notify(event, { state, staff }) {
      const d = event.data as LotInspectedData;
      const lot = lotOf(state, d.lotId);
      if (d.result !== 'failed' || !state.order || !lot) return [];
      const recipients = told(staff, event, (s) => s.roles.includes('ProductManage'));
      if (!recipients.length) return [];
      return [
        {
          recipients,
          kind: 'inspection.lotFailed',
          params: { number: state.order.number, lot: String(lot.n) },
          link: orderLink(state.order.orderId),
        },
      ];
    },
  }),
  notificationRule<InspectionState, InspectionEvent>({
    name: 'inspection-concession-requested',
    eventTypes: ['LotDisposed'],
    source: inspectionDecider,
    needsStaff: true,
    notify(event, { state, staff }) {
      const d = event.data as LotDisposedData;
      const lot = lotOf(state, d.lotId);
      if (d.kind !== 'concession' || !state.order || !lot) return [];
      const recipients = orderSupervisors(staff, event, state.order.ownerId);
      if (!recipients.length) return [];
      return [
        {
          recipients,
          kind: 'inspection.concessionRequested',
          params: {
            number: state.order.number,
            lot: String(lot.n),
            quantity: String(d.quantity),
            reason: d.reason,
          },
          link: orderLink(state.order.orderId),
        },
      ];
    },
  }),
  notificationRule<InspectionState, InspectionEvent>({
    name: 'inspection-concession-decided',
    eventTypes: ['ConcessionDecided'],
    source: inspectionDecider,
    notify(event, { state }) {
      const d = event.data as ConcessionDecidedData;
      const lot = lotOf(state, d.lotId);
      const asker = lot?.disposition?.by;
      if (!state.order || !lot || !asker || asker === event.actorId) return [];
      return [
        {
          recipients: [asker],
          kind: d.approved ? 'inspection.concessionApproved' : 'inspection.concessionRejected',
          params: { number: state.order.number, lot: String(lot.n), reason: d.reason },
          link: orderLink(state.order.orderId),
        },
      ];
    },
  }),
];
