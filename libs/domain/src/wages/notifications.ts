import { type NotificationLink, wageSheetId } from '@packflow/contracts';
import { notificationRule } from '../notifications/notice';
import { type WageSheetEvent, type WageSheetState, figuresOf, wageSheetDecider } from './wage-sheet';

/** Who is told what of a wage sheet: the salesman hears that his month's wages were paid, and how much. */

const sheetLink = (staffId: string, month: string): NotificationLink => ({
  kind: 'wage',
  id: wageSheetId(staffId, month),
});

export const notifications = [
  notificationRule<WageSheetState, WageSheetEvent>({
    name: 'wages-paid',
    eventTypes: ['WageSheetPaid'],
    source: wageSheetDecider,
    notify(event, { state }) {
      const made = state.made;
      if (!made || made.staffId === event.actorId) return [];
      return [
        {
          recipients: [made.staffId],
          kind: 'wages.paid',
          params: { month: made.month, amount: figuresOf(state)!.total, currency: 'CNY' },
          link: sheetLink(made.staffId, made.month),
        },
      ];
    },
  }),
];
