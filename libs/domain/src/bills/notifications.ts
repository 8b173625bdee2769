import { type NotificationLink, billId } from '@packflow/contracts';
import { notificationRule, told } from '../notifications/notice';
import { type BillState, billDecider } from './bill';
import type { BillEvent, BillIssuedData } from './bill-events';

/**
 * Who is told what of a bill: its owner (the salesman or the trader) hears that the month's
 * bill of his customer is ready to reconcile, with what the customer owes; when lines are
 * disputed, Finance (who adjusts) hears it, and the owner too when someone else recorded it.
 */

const billLink = (customerId: string, month: string): NotificationLink => ({
  kind: 'bill',
  id: billId(customerId, month),
});

export const notifications = [
  notificationRule<BillState, BillEvent>({
    name: 'bills-ready',
    eventTypes: ['BillIssued'],
    source: billDecider,
    notify(event) {
      const d = event.data as BillIssuedData;
      if (!d.ownerId || d.ownerId === event.actorId) return [];
      return [
        {
          recipients: [d.ownerId],
          kind: 'bills.ready',
          params: {
            month: d.month,
            customer: d.customerName,
            amount: d.totals.closingBalance,
            currency: d.currency,
          },
          link: billLink(d.customerId, d.month),
        },
      ];
    },
  }),
  notificationRule<BillState, BillEvent>({
    name: 'bills-disputed',
    eventTypes: ['BillDisputed'],
    source: billDecider,
    needsStaff: true,
    notify(event, { state, staff }) {
      const d = event.data as { lines: { lineId: string; reason: string }[] };
      const bill = state.issued;
      if (!bill) return [];
      const finance = told(staff, event, (s) => s.roles.includes('Finance'));
      const recipients = [
        ...new Set([...(bill.ownerId !== event.actorId ? [bill.ownerId] : []), ...finance]),
      ];
      if (!recipients.length) return [];
      return [
        {
          recipients,
          kind: 'bills.disputed',
          params: {
            month: bill.month,
            customer: bill.customerName,
            lines: String(d.lines.length),
            reason: d.lines
              .map((l) => l.reason)
              .filter(Boolean)
              .join('; '),
          },
          link: billLink(bill.customerId, bill.month),
        },
      ];
    },
  }),
];
