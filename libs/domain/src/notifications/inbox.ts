import type { NotificationKind, NotificationLink, NotificationParams } from '@packflow/contracts';
import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';

/**
 * A person's notifications, one stream per person: what they were told and what they have read.
 * A notification's id derives from the event that caused it, so telling someone twice (a
 * reactor's re-delivery) adds nothing. Nobody reads or marks another person's: their stream is
 * addressed by the signed-in person.
 */

// ---------------------------------------------------------------- state

export interface InboxState {
  /** Every notification sent, by id: whether it has been read. */
  read: Record<string, boolean>;
}

export const inboxStream = (personId: string): string => `notifications-${personId}`;
export const INBOX_STREAM_PREFIX = 'notifications-';
export const recipientOf = (streamId: string): string => streamId.slice(INBOX_STREAM_PREFIX.length);

// ---------------------------------------------------------------- events and commands

export interface NotificationData {
  id: string;
  recipientId: string;
  kind: NotificationKind;
  params: NotificationParams;
  link: NotificationLink | null;
  sourceEventId: string;
  at: string;
}

export type InboxEvent =
  | DomainEvent<'NotificationSent', NotificationData>
  | DomainEvent<'NotificationRead', { id: string; at: string }>
  | DomainEvent<'AllNotificationsRead', { ids: string[]; at: string }>;
export type InboxEventType = InboxEvent['type'];
export const INBOX_EVENT_TYPES: InboxEventType[] = [
  'NotificationSent',
  'NotificationRead',
  'AllNotificationsRead',
];

export type InboxCommand =
  | { type: 'SendNotification'; data: NotificationData }
  | { type: 'MarkNotificationRead'; data: { id: string; at: string } }
  | { type: 'MarkAllNotificationsRead'; data: { at: string } };

// ---------------------------------------------------------------- evolve and decide

export function evolve(state: InboxState, event: InboxEvent): InboxState {
  switch (event.type) {
    case 'NotificationSent':
      return { read: { ...state.read, [event.data.id]: false } };
    case 'NotificationRead':
      return { read: { ...state.read, [event.data.id]: true } };
    case 'AllNotificationsRead': {
      const read = { ...state.read };
      for (const id of event.data.ids) read[id] = true;
      return { read };
    }
    default:
      return assertNever(event);
  }
}

export const notificationNotFound = () => new DomainError('NOTIFICATION.NOT_FOUND', 'common.notFound');

export function decide(command: InboxCommand, state: InboxState): InboxEvent[] {
  switch (command.type) {
    case 'SendNotification':
      // Sent already: the same event delivered again.
      return command.data.id in state.read ? [] : [{ type: 'NotificationSent', data: command.data }];
    case 'MarkNotificationRead': {
      const { id, at } = command.data;
      if (!Object.prototype.hasOwnProperty.call(state.read, id)) throw notificationNotFound();
      return state.read[id] ? [] : [{ type: 'NotificationRead', data: { id, at } }];
    }
    case 'MarkAllNotificationsRead': {
      const ids = Object.keys(state.read).filter((id) => !state.read[id]);
      return ids.length ? [{ type: 'AllNotificationsRead', data: { ids, at: command.data.at } }] : [];
    }
    default:
      return assertNever(command);
  }
}

export const inboxDecider: Decider<InboxState, InboxCommand, InboxEvent> = {
  initialState: () => ({ read: {} }),
  evolve,
  decide,
};
