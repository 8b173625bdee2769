/**
 * Notifications as the API answers them. A notification stores a text key and its parameters,
 * never rendered text: the console renders it in the reader's language.
 */

/** What a notification is about; each kind has a title and a text in the console's locales. */
export const NOTIFICATION_KINDS = [
  'quotation.reviewRequested',
  'quotation.approved',
  'quotation.rejected',
  'customer.releaseWarned',
  'customer.released',
  'receipt.confirmed',
  'receipt.rejected',
  'order.cancelRequested',
  'order.cancelApproved',
  'order.cancelRejected',
  'production.reviewRejected',
  'production.finished',
  'inspection.lotFailed',
  'inspection.concessionRequested',
  'inspection.concessionApproved',
  'inspection.concessionRejected',
  'shipping.shipmentRecorded',
  'shipping.shipped',
  'shipping.closedShort',
  'shipping.overShipmentRequested',
  'shipping.creditRequested',
  'shipping.overShipmentApproved',
  'shipping.overShipmentRejected',
  'shipping.creditApproved',
  'shipping.creditRejected',
  'bills.ready',
  'bills.disputed',
  'wages.paid',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The record a notification leads to: the console turns it into a screen address. */
export type NotificationLink =
  | { kind: 'quotation'; id: string }
  | { kind: 'customer'; id: string }
  | { kind: 'order'; id: string }
  | { kind: 'bill'; id: string }
  | { kind: 'wage'; id: string };

/** The console screen each kind of record opens on (a button route of the roles that have it). */
export const NOTIFICATION_LINK_SCREENS: Record<NotificationLink['kind'], string> = {
  quotation: '/Quotation/Detail',
  customer: '/Customer/Detail',
  order: '/Order/Detail',
  bill: '/Reconciliation/Detail',
  wage: '/FinanceSalary/Detail',
};

/**
 * Where a notification that asks for a decision leads a reader whose role has no screen for its
 * record but decides it on a queue (a supervisor reviews a cancel request on /OperatorManage/Order,
 * where he reads the order).
 */
export const NOTIFICATION_QUEUE_SCREENS: Partial<Record<NotificationKind, string>> = {
  'quotation.reviewRequested': '/OperatorManage/Index',
  'order.cancelRequested': '/OperatorManage/Order',
  'inspection.lotFailed': '/OrderQuality/Failed',
  'inspection.concessionRequested': '/OperatorManage/Concession',
  'inspection.concessionApproved': '/OrderQuality/Failed',
  'inspection.concessionRejected': '/OrderQuality/Failed',
  'shipping.overShipmentRequested': '/OperatorManage/Shipping',
  'shipping.creditRequested': '/OperatorManage/Shipping',
};

/** The console address of a notification's record. */
export const notificationPath = (link: NotificationLink): string =>
  `${NOTIFICATION_LINK_SCREENS[link.kind]}?id=${encodeURIComponent(link.id)}`;

/** Values for the text's placeholders (a quotation number, a customer name, a date, a reason). */
export type NotificationParams = Record<string, string>;

export interface NotificationView {
  id: string;
  kind: NotificationKind;
  params: NotificationParams;
  link: NotificationLink | null;
  /** Where the console opens the record for the reader's current role; null when that role has no such screen. */
  path: string | null;
  /** The event that caused it. */
  sourceEventId: string;
  createdAt: string;
  /** null while unread. */
  readAt: string | null;
}

/** `extra` of the notification list and of the unread count. */
export interface NotificationExtra {
  unread: number;
}
