import { notifications as billNotifications } from '../bills/notifications';
import { notifications as customerNotifications } from '../customers/policies';
import { notifications as financeNotifications } from '../finance/policies';
import { notifications as inspectionNotifications } from '../inspection/notifications';
import { notifications as orderNotifications } from '../orders/policies';
import { notifications as productionNotifications } from '../production/policies';
import { notifications as quotationNotifications } from '../quotations/policies';
import { notifications as shippingNotifications } from '../shipping/notifications';
import { notifications as wageNotifications } from '../wages/notifications';
import type { NotificationRule } from './notice';

/**
 * Every area's notification rules, as each declares them in its policies.ts. An area that tells
 * people something (the order-to-cash areas to come) adds its rules here with one import.
 */
export const NOTIFICATION_RULES: readonly NotificationRule[] = [
  ...quotationNotifications,
  ...customerNotifications,
  ...financeNotifications,
  ...orderNotifications,
  ...productionNotifications,
  ...inspectionNotifications,
  ...shippingNotifications,
  ...billNotifications,
  ...wageNotifications,
];

/** The rules an event type starts. */
export const rulesFor = (eventType: string): NotificationRule[] =>
  NOTIFICATION_RULES.filter((rule) => rule.eventTypes.includes(eventType));

/** Every event type some rule reads. */
export const NOTIFYING_EVENT_TYPES: readonly string[] = [
  ...new Set(NOTIFICATION_RULES.flatMap((rule) => rule.eventTypes)),
];

/**
 * How old an event may be and still tell anyone: a reactor starting on an installation with years
 * of history (or one stopped for long) sends no stale news; the lists and queues still show it.
 */
export const NEWS_DAYS = 7;
const DAY_MS = 864e5;

/** Whether an event that happened at `at` is still news at `now`. */
export const isNews = (at: Date, now: Date): boolean => now.getTime() - at.getTime() <= NEWS_DAYS * DAY_MS;
