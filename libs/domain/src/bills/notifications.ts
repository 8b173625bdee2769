import { type NotificationLink, billId } from '@packflow/contracts';
import { notificationRule } from '../notifications/notice';
import { type BillState, billDecider } from './bill';
import type { BillEvent, BillIssuedData } from './bill-events';

/**
 * Who is told what of a bill: its owner (the salesman or the trader) hears that the month's
 * bill of his customer is ready to reconcile, with what the customer owes; and that lines were
 * disputed when someone else recorded it (the owner records his customer's answers himself, so
 * he is told nothing of his own act, and nobody else is).
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
    notify(event, { state }) {
      const d = event.data as { lines: { lineId: string; reason: string }[] };
      const bill = state.issued;
      if (!bill || bill.ownerId === event.actorId) return [];
      return [
        {
          recipients: [bill.ownerId],
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
